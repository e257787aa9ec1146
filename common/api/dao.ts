// Requests and answers of the DAO API (spec 7): proposals, condition, voting power, comments, reports, signed votes,
// scores, transparency and activity. Facts (categories, statuses, EIP-712 types, weights) live in common/domain/dao.ts.
import { z } from 'zod/mini';
import { PROPOSAL_CATEGORIES, PROPOSAL_STATUSES, VOTE_TYPES } from '../domain/dao';
import { CITIES } from '../domain/land';
import { chainIdField, int32, intField, userText, walletAddress } from './fields';

export const proposalCategory = z.enum(PROPOSAL_CATEGORIES, { error: 'error-msg-proposal-category' });
export const proposalStatus = z.enum(PROPOSAL_STATUSES, { error: 'error-msg-proposal-status' });
export const voteType = z.enum(VOTE_TYPES, { error: 'error-msg-vote-type' });

/** A 0x-prefixed 65-byte ECDSA signature. */
export const signatureHex = z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/, 'error-msg-signature'));
/** Unix seconds from 1970 to 2106 (uint32). */
const unixSeconds = z
  .number({ error: 'error-msg-proposal-time' })
  .check(z.int('error-msg-proposal-time'), z.gte(0, 'error-msg-proposal-time'), z.lte(4_294_967_295, 'error-msg-proposal-time'));

/** Each category's own fields (issue 16), validated on both ends; polls have none. */
export const categoryData = {
  poll: z.strictObject({}),
  catalyst: z.strictObject({
    domain: z
      .string()
      .check(
        z.trim(),
        z.maxLength(100, 'error-msg-catalyst-domain'),
        z.regex(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{2,5})?\/?$/i, 'error-msg-catalyst-domain'),
      ),
    owner: walletAddress,
  }),
  grant: z.strictObject({
    beneficiary: walletAddress,
    amount: z
      .number({ error: 'error-msg-grant-amount' })
      .check(z.int('error-msg-grant-amount'), z.gte(100, 'error-msg-grant-amount'), z.lte(1_000_000, 'error-msg-grant-amount')),
  }),
  ban_name: z.strictObject({
    name: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{2,15}$/, 'error-msg-ban-name')),
  }),
  poi: z.strictObject({
    city: z.enum(CITIES, { error: 'error-msg-poi-city' }),
    x: z
      .number({ error: 'error-msg-poi-coords' })
      .check(z.int('error-msg-poi-coords'), z.gte(-150, 'error-msg-poi-coords'), z.lte(150, 'error-msg-poi-coords')),
    y: z
      .number({ error: 'error-msg-poi-coords' })
      .check(z.int('error-msg-poi-coords'), z.gte(-150, 'error-msg-poi-coords'), z.lte(150, 'error-msg-poi-coords')),
  }),
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
    .check(z.minLength(2, 'error-msg-proposal-choices'), z.maxLength(10, 'error-msg-proposal-choices')),
  voteType,
  start: unixSeconds,
  end: unixSeconds,
  data: z.string().check(z.maxLength(2_000, 'error-msg-proposal-data')),
});
export type ProposalMessage = z.infer<typeof proposalMessage>;
/** POST /api/proposals: the signed message as signed (the server re-checks texts are already normalised) and its signature. */
export const createProposalRequest = z.object({ message: proposalMessage, signature: signatureHex });

export const proposal = z.object({
  id: z.int(),
  chainId: z.int(),
  category: proposalCategory,
  title: z.string(),
  body: z.string(),
  author: z.string(),
  choices: z.array(z.string()),
  voteType,
  data: z.record(z.string(), z.unknown()),
  start: z.int(),
  end: z.int(),
  status: proposalStatus,
  /** The block of chainId at which every voter's power is read. */
  snapshotBlock: z.int(),
  quorum: z.number(),
  scores: z.array(z.number()),
  votes: z.int(),
  type: z.object({ name: z.literal('snapshot'), version: z.literal('0.1.4') }),
  /** The author's signature of the proposal message (null for proposals from before signing existed). */
  signature: z.nullable(z.string()),
  /** The signed message's timestamp (unix s): with the other fields (data as canonicalJson) anyone can re-check the signature. */
  signedAt: z.optional(z.nullable(z.int())),
  /** The EIP-712 digest of the signed proposal (bytes32): what a vote names as its proposal. */
  digest: z.optional(z.string()),
  /** This deployment's id, which a vote names as its space. */
  space: z.optional(z.string()),
  createdAt: z.string(),
});
export type Proposal = z.infer<typeof proposal>;
export const proposalAnswer = z.object({ data: proposal });

export const listProposalsQuery = z.object({
  chainId: chainIdField,
  status: z.optional(proposalStatus),
  category: z.optional(proposalCategory),
  /** Title or body contains these words (case-insensitive). */
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, 'error-msg-search'))),
  page: z._default(z.optional(intField('error-msg-page').check(z.refine((v) => v >= 1 && v <= 100_000, 'error-msg-page'))), 1),
  count: z._default(z.optional(intField('error-msg-count').check(z.refine((v) => v >= 1 && v <= 50, 'error-msg-count'))), 10),
});
export const listProposalsAnswer = z.object({ data: z.object({ rows: z.array(proposal), total: z.int() }) });

export const proposalIdParam = intField('error-msg-proposal-id').check(z.refine((v) => v > 0, 'error-msg-proposal-id'));
export const deleteProposalQuery = z.object({ proposalId: proposalIdParam, user: walletAddress });
export const okAnswer = z.object({ data: z.literal('success') });

export const conditionQuery = z.object({ address: walletAddress, chainId: chainIdField });
export const conditionAnswer = z.object({
  data: z.object({
    canCreate: z.boolean(),
    votePower: z.number(),
    block: z.int(),
    categories: z.array(z.object({ category: proposalCategory, minVotePower: z.number(), canCreate: z.boolean() })),
  }),
});

/** Voting power of an address on one network at a block (default: the latest), with its breakdown. */
export const votePowerQuery = z.object({
  address: walletAddress,
  chainId: chainIdField,
  block: z.optional(intField('error-msg-block').check(z.refine((v) => v >= 0, 'error-msg-block'))),
});
export const votePower = z.object({
  address: z.string(),
  chainId: z.int(),
  block: z.int(),
  total: z.number(),
  /** Platform token balance in wei (decimal string) and the VP it gives. */
  token: z.object({ balance: z.string(), vp: z.number() }),
  /** Per LAND size: how many held and staked, and the VP they give. */
  land: z.array(z.object({ size: z.string(), held: z.int(), staked: z.int(), vp: z.number() })),
});
export type VotePower = z.infer<typeof votePower>;
export const votePowerAnswer = z.object({ data: votePower });

const comment = z.object({
  id: z.int(),
  proposalId: z.int(),
  author: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof comment>;
export const commentsAnswer = z.object({ data: z.array(comment) });
export const createCommentRequest = z.object({
  proposalId: int32('error-msg-proposal-id').check(z.positive('error-msg-proposal-id')),
  author: walletAddress,
  content: userText(1_000, 'error-msg-comment'),
});
export const commentAnswer = z.object({ data: comment });

/** Report of spec 3: userId is the wallet address; content at most 500 characters (spec 5). */
export const reportRequest = z.object({
  userId: walletAddress,
  content: userText(500, 'error-msg-report'),
  proposalId: int32('error-msg-proposal-id').check(z.positive('error-msg-proposal-id')),
});
export const reportAnswer = z.object({ data: z.object({ result: z.literal('success'), id: z.int() }) });

/** A stored vote with what anyone needs to re-check it: the signed message fields and the signature. */
export const vote = z.object({
  voter: z.string(),
  choice: z.array(z.int()),
  vp: z.number(),
  reason: z.string(),
  timestamp: z.int(),
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
  score: intField('error-msg-vote-choice').check(z.refine((v) => v >= 1, 'error-msg-vote-choice')),
});
export const castVoteBody = z.object({
  choice: z
    .array(int32('error-msg-vote-choice').check(z.gte(1, 'error-msg-vote-choice')))
    .check(z.minLength(1, 'error-msg-vote-choice'), z.maxLength(10, 'error-msg-vote-choice')),
  reason: z.string().check(z.maxLength(500, 'error-msg-vote-reason')),
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
    verified: z.int(),
  }),
});

export const transparencyAnswer = z.object({
  data: z.object({
    treasury: z.array(z.object({ chainId: z.int(), address: z.string(), token: z.string(), native: z.string() })),
    counts: z.record(proposalStatus, z.int()),
    grants: z.array(
      z.object({
        proposalId: z.int(),
        chainId: z.int(),
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
    proposals: z.array(z.object({ id: z.int(), chainId: z.int(), title: z.string(), status: proposalStatus, createdAt: z.string() })),
    votes: z.array(z.object({ proposalId: z.int(), title: z.string(), choice: z.array(z.int()), vp: z.number(), createdAt: z.string() })),
    comments: z.array(z.object({ id: z.int(), proposalId: z.int(), title: z.string(), content: z.string(), createdAt: z.string() })),
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
  query?: z.ZodMiniObject;
  body?: z.ZodMiniObject;
  answer: z.ZodMiniType;
  note?: string;
}[];
