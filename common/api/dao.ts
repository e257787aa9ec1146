// Requests and answers of the DAO API (spec 7): proposals, condition, voting power, comments, reports, signed votes,
// scores, transparency and activity. Facts (categories, statuses, EIP-712 types, weights) live in common/domain/dao.ts.
import { z } from 'zod';
import { PROPOSAL_CATEGORIES, PROPOSAL_STATUSES, VOTE_TYPES } from '../domain/dao';
import { CITIES } from '../domain/land';
import { chainIdField, int32, intField, userText, walletAddress } from './fields';

export const proposalCategory = z.enum(PROPOSAL_CATEGORIES, { error: 'error-msg-proposal-category' });
export const proposalStatus = z.enum(PROPOSAL_STATUSES, { error: 'error-msg-proposal-status' });
export const voteType = z.enum(VOTE_TYPES, { error: 'error-msg-vote-type' });

/** A 0x-prefixed 65-byte ECDSA signature. */
export const signatureHex = z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'error-msg-signature');
/** Unix seconds from 1970 to 2106 (uint32). */
const unixSeconds = z
  .number({ error: 'error-msg-proposal-time' })
  .int('error-msg-proposal-time')
  .min(0, 'error-msg-proposal-time')
  .max(4_294_967_295, 'error-msg-proposal-time');

/** Each category's own fields (issue 16), validated on both ends; polls have none. */
export const categoryData = {
  poll: z.object({}).strict(),
  catalyst: z
    .object({
      domain: z
        .string()
        .trim()
        .max(100, 'error-msg-catalyst-domain')
        .regex(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{2,5})?\/?$/i, 'error-msg-catalyst-domain'),
      owner: walletAddress,
    })
    .strict(),
  grant: z
    .object({
      beneficiary: walletAddress,
      amount: z
        .number({ error: 'error-msg-grant-amount' })
        .int('error-msg-grant-amount')
        .min(100, 'error-msg-grant-amount')
        .max(1_000_000, 'error-msg-grant-amount'),
    })
    .strict(),
  ban_name: z
    .object({
      name: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{2,15}$/, 'error-msg-ban-name'),
    })
    .strict(),
  poi: z
    .object({
      city: z.enum(CITIES, { error: 'error-msg-poi-city' }),
      x: z.number({ error: 'error-msg-poi-coords' }).int('error-msg-poi-coords').min(-150, 'error-msg-poi-coords').max(150, 'error-msg-poi-coords'),
      y: z.number({ error: 'error-msg-poi-coords' }).int('error-msg-poi-coords').min(-150, 'error-msg-poi-coords').max(150, 'error-msg-poi-coords'),
    })
    .strict(),
} as const;
export type CategoryData = { [K in keyof typeof categoryData]: z.infer<(typeof categoryData)[K]> };

/** The proposal message the author's wallet signs (PROPOSAL_712_TYPES); data is JSON of the category's fields. */
export const proposalMessage = z.object({
  from: walletAddress,
  space: z.string(),
  timestamp: unixSeconds,
  chainId: chainIdField,
  category: proposalCategory,
  title: userText(200, 'error-msg-proposal-title'),
  body: userText(10_000, 'error-msg-proposal-body'),
  choices: z
    .array(userText(100, 'error-msg-proposal-choices'), { error: 'error-msg-proposal-choices' })
    .min(2, 'error-msg-proposal-choices')
    .max(10, 'error-msg-proposal-choices'),
  voteType,
  start: unixSeconds,
  end: unixSeconds,
  data: z.string().max(2_000, 'error-msg-proposal-data'),
});
export type ProposalMessage = z.infer<typeof proposalMessage>;
/** POST /api/proposals: the signed message as signed (the server re-checks texts are already normalised) and its signature. */
export const createProposalRequest = z.object({ message: proposalMessage, signature: signatureHex });

export const proposal = z.object({
  id: z.number().int(),
  chainId: z.number().int(),
  category: proposalCategory,
  title: z.string(),
  body: z.string(),
  author: z.string(),
  choices: z.array(z.string()),
  voteType,
  data: z.record(z.string(), z.unknown()),
  start: z.number().int(),
  end: z.number().int(),
  status: proposalStatus,
  /** The block of chainId at which every voter's power is read. */
  snapshotBlock: z.number().int(),
  quorum: z.number(),
  scores: z.array(z.number()),
  votes: z.number().int(),
  type: z.object({ name: z.literal('snapshot'), version: z.literal('0.1.4') }),
  /** The author's signature of the proposal message (null for proposals from before signing existed). */
  signature: z.string().nullable(),
  /** The signed message's timestamp (unix s): with the other fields (data as canonicalJson) anyone can re-check the signature. */
  signedAt: z.number().int().nullable().optional(),
  /** The EIP-712 digest of the signed proposal (bytes32): what a vote names as its proposal. */
  digest: z.string().optional(),
  /** This deployment's id, which a vote names as its space. */
  space: z.string().optional(),
  createdAt: z.string(),
});
export type Proposal = z.infer<typeof proposal>;
export const proposalAnswer = z.object({ data: proposal });

export const listProposalsQuery = z.object({
  chainId: chainIdField,
  status: proposalStatus.optional(),
  category: proposalCategory.optional(),
  /** Title or body contains these words (case-insensitive). */
  search: z.string().trim().max(100, 'error-msg-search').optional(),
  page: intField('error-msg-page')
    .refine((v) => v >= 1 && v <= 100_000, 'error-msg-page')
    .optional()
    .default(1),
  count: intField('error-msg-count')
    .refine((v) => v >= 1 && v <= 50, 'error-msg-count')
    .optional()
    .default(10),
});
export const listProposalsAnswer = z.object({ data: z.object({ rows: z.array(proposal), total: z.number().int() }) });

export const proposalIdParam = intField('error-msg-proposal-id').refine((v) => v > 0, 'error-msg-proposal-id');
export const deleteProposalQuery = z.object({ proposalId: proposalIdParam, user: walletAddress });
export const okAnswer = z.object({ data: z.literal('success') });

export const conditionQuery = z.object({ address: walletAddress, chainId: chainIdField });
export const conditionAnswer = z.object({
  data: z.object({
    canCreate: z.boolean(),
    votePower: z.number(),
    block: z.number().int(),
    categories: z.array(z.object({ category: proposalCategory, minVotePower: z.number(), canCreate: z.boolean() })),
  }),
});

/** Voting power of an address on one network at a block (default: the latest), with its breakdown. */
export const votePowerQuery = z.object({
  address: walletAddress,
  chainId: chainIdField,
  block: intField('error-msg-block')
    .refine((v) => v >= 0, 'error-msg-block')
    .optional(),
});
export const votePower = z.object({
  address: z.string(),
  chainId: z.number().int(),
  block: z.number().int(),
  total: z.number(),
  /** Platform token balance in wei (decimal string) and the VP it gives. */
  token: z.object({ balance: z.string(), vp: z.number() }),
  /** Per LAND size: how many held and staked, and the VP they give. */
  land: z.array(z.object({ size: z.string(), held: z.number().int(), staked: z.number().int(), vp: z.number() })),
});
export type VotePower = z.infer<typeof votePower>;
export const votePowerAnswer = z.object({ data: votePower });

const comment = z.object({
  id: z.number().int(),
  proposalId: z.number().int(),
  author: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof comment>;
export const commentsAnswer = z.object({ data: z.array(comment) });
export const createCommentRequest = z.object({
  proposalId: int32('error-msg-proposal-id').positive('error-msg-proposal-id'),
  author: walletAddress,
  content: userText(1_000, 'error-msg-comment'),
});
export const commentAnswer = z.object({ data: comment });

/** Report of spec 3: userId is the wallet address; content at most 500 characters (spec 5). */
export const reportRequest = z.object({
  userId: walletAddress,
  content: userText(500, 'error-msg-report'),
  proposalId: int32('error-msg-proposal-id').positive('error-msg-proposal-id'),
});
export const reportAnswer = z.object({ data: z.object({ result: z.literal('success'), id: z.number().int() }) });

/** A stored vote with what anyone needs to re-check it: the signed message fields and the signature. */
export const vote = z.object({
  voter: z.string(),
  choice: z.array(z.number().int()),
  vp: z.number(),
  reason: z.string(),
  timestamp: z.number().int(),
  signature: z.string(),
  createdAt: z.string(),
});
export type Vote = z.infer<typeof vote>;
export const votesQuery = z.object({ proposalId: proposalIdParam });
export const votesAnswer = z.object({ data: z.array(vote) });
/** POST /api/votes: spec 7's query (proposalId, userId, score = the first chosen choice, 1-based) and the signed vote as body. */
export const castVoteQuery = z.object({
  proposalId: proposalIdParam,
  userId: walletAddress,
  score: intField('error-msg-vote-choice').refine((v) => v >= 1, 'error-msg-vote-choice'),
});
export const castVoteBody = z.object({
  choice: z.array(int32('error-msg-vote-choice').min(1, 'error-msg-vote-choice')).min(1, 'error-msg-vote-choice').max(10, 'error-msg-vote-choice'),
  reason: z.string().max(500, 'error-msg-vote-reason'),
  timestamp: unixSeconds,
  signature: signatureHex,
});
export const voteAnswer = z.object({ data: vote });

/** The scores call: per-choice scores recomputed from the stored, re-verified signatures. */
export const scoresQuery = z.object({ proposalId: proposalIdParam });
export const scoresAnswer = z.object({
  data: z.object({
    type: z.object({ name: z.literal('snapshot'), version: z.literal('0.1.4') }),
    scores: z.array(z.number()),
    total: z.number(),
    quorum: z.number(),
    verified: z.number().int(),
  }),
});

export const transparencyAnswer = z.object({
  data: z.object({
    treasury: z.array(z.object({ chainId: z.number().int(), address: z.string(), token: z.string(), native: z.string() })),
    counts: z.record(proposalStatus, z.number().int()),
    grants: z.array(
      z.object({
        proposalId: z.number().int(),
        chainId: z.number().int(),
        title: z.string(),
        beneficiary: z.string(),
        amount: z.number(),
        status: proposalStatus,
      }),
    ),
  }),
});

export const activityQuery = z.object({ address: walletAddress });
export const activityAnswer = z.object({
  data: z.object({
    proposals: z.array(z.object({ id: z.number().int(), chainId: z.number().int(), title: z.string(), status: proposalStatus, createdAt: z.string() })),
    votes: z.array(z.object({ proposalId: z.number().int(), title: z.string(), choice: z.array(z.number().int()), vp: z.number(), createdAt: z.string() })),
    comments: z.array(z.object({ id: z.number().int(), proposalId: z.number().int(), title: z.string(), content: z.string(), createdAt: z.string() })),
  }),
});

/** The DAO calls in docs/api.md's order: docs/api.md's DAO table is generated from this list (scripts/apiDaoTable.ts). */
export const DAO_CALLS = [
  { call: 'list', method: 'GET', key: 'proposals', query: listProposalsQuery, answer: listProposalsAnswer },
  { call: 'one', method: 'GET', key: 'proposal', answer: proposalAnswer },
  { call: 'create', method: 'POST', key: 'proposals', body: createProposalRequest, answer: proposalAnswer, note: 'the signed proposal message (EIP-712)' },
  { call: 'delete', method: 'DELETE', key: 'proposals', query: deleteProposalQuery, answer: okAnswer },
  { call: 'condition', method: 'GET', key: 'condition', query: conditionQuery, answer: conditionAnswer, note: 'whether the address may create, per category' },
  { call: 'voting power', method: 'GET', key: 'votePower', query: votePowerQuery, answer: votePowerAnswer, note: 'block: default the latest' },
  { call: 'comments', method: 'GET', key: 'commentsOf', answer: commentsAnswer },
  { call: 'comment', method: 'POST', key: 'comments', body: createCommentRequest, answer: commentAnswer },
  { call: 'report', method: 'POST', key: 'reports', body: reportRequest, answer: reportAnswer },
  { call: 'votes', method: 'GET', key: 'votes', query: votesQuery, answer: votesAnswer },
  {
    call: 'vote',
    method: 'POST',
    key: 'votes',
    query: castVoteQuery,
    body: castVoteBody,
    answer: voteAnswer,
    note: 'score: the first chosen choice, 1-based; once per voter (409)',
  },
  { call: 'scores', method: 'GET', key: 'scores', query: scoresQuery, answer: scoresAnswer },
  { call: 'transparency (extension)', method: 'GET', key: 'transparency', answer: transparencyAnswer },
  { call: 'activity (extension)', method: 'GET', key: 'activity', query: activityQuery, answer: activityAnswer },
] as const satisfies readonly {
  call: string;
  method: 'GET' | 'POST' | 'DELETE';
  key: string;
  query?: z.ZodObject;
  body?: z.ZodObject;
  answer: z.ZodType;
  note?: string;
}[];
