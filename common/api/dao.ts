// Requests and answers of the DAO API: proposals, comments, reports, votes and voting power.
import { z } from 'zod';
import { chainIdField, int32, intField, userText, walletAddress } from './fields';

const PROPOSAL_CATEGORIES = ['general', 'land', 'event', 'treasury'] as const;
const proposalCategory = z.enum(PROPOSAL_CATEGORIES, { error: 'error-msg-proposal-category' });
/** Minimum voting power (LAND count) to create a proposal. */
export const MIN_PROPOSAL_VP = 1;

export const proposal = z.object({
  id: z.number().int(),
  chainId: z.number().int(),
  category: proposalCategory,
  title: z.string(),
  body: z.string(),
  author: z.string(),
  choices: z.array(z.string()),
  start: z.number().int(),
  end: z.number().int(),
  state: z.enum(['pending', 'active', 'closed']),
  scores: z.array(z.number()),
  votes: z.number().int(),
  type: z.object({ name: z.literal('snapshot'), version: z.literal('0.1.4') }),
  createdAt: z.string(),
});
export type Proposal = z.infer<typeof proposal>;

/** Unix seconds from 1970 to 2106 (uint32): a time the front end can show and a contract could store. */
const unixSeconds = z
  .number({ error: 'error-msg-proposal-time' })
  .int('error-msg-proposal-time')
  .min(0, 'error-msg-proposal-time')
  .max(4_294_967_295, 'error-msg-proposal-time');

export const createProposalRequest = z
  .object({
    chainId: chainIdField,
    category: proposalCategory,
    author: walletAddress,
    title: userText(200, 'error-msg-proposal-title'),
    body: userText(10000, 'error-msg-proposal-body'),
    choices: z
      .array(userText(100, 'error-msg-proposal-choices'), { error: 'error-msg-proposal-choices' })
      .min(2, 'error-msg-proposal-choices')
      .max(10, 'error-msg-proposal-choices'),
    start: unixSeconds,
    end: unixSeconds,
  })
  .refine((p) => p.end > p.start, { message: 'error-msg-proposal-time', path: ['end'] });
export const proposalAnswer = z.object({ data: proposal });

export const listProposalsQuery = z.object({
  chainId: chainIdField,
  category: proposalCategory.optional(),
  page: intField('error-msg-page')
    .refine((v) => v >= 1, 'error-msg-page')
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

export const addressQuery = z.object({ address: walletAddress });
export const conditionAnswer = z.object({
  data: z.object({ canCreate: z.boolean(), votePower: z.number(), minVotePower: z.number() }),
});
export const votePowerAnswer = z.object({ data: z.object({ address: z.string(), vp: z.number() }) });

const comment = z.object({
  id: z.number().int(),
  proposalId: z.number().int(),
  author: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export const commentsAnswer = z.object({ data: z.array(comment) });
export const createCommentRequest = z.object({
  proposalId: int32('error-msg-proposal-id').positive('error-msg-proposal-id'),
  author: walletAddress,
  content: userText(500, 'error-msg-comment'),
});
export const commentAnswer = z.object({ data: comment });

/** Report of spec 3: userId is the wallet address; content at most 500 characters (spec 5). */
export const reportRequest = z.object({
  userId: walletAddress,
  content: userText(500, 'error-msg-report'),
  proposalId: int32('error-msg-proposal-id').positive('error-msg-proposal-id'),
});
export const reportAnswer = z.object({ data: z.object({ result: z.literal('success'), id: z.number().int() }) });

const vote = z.object({ voter: z.string(), choice: z.number().int(), vp: z.number(), createdAt: z.string() });
export const votesQuery = z.object({ proposalId: proposalIdParam });
export const votesAnswer = z.object({ data: z.array(vote) });
/** POST /api/votes takes its fields in the query: proposalId, userId (wallet) and score (1-based choice). */
export const castVoteQuery = z.object({
  proposalId: proposalIdParam,
  userId: walletAddress,
  score: intField('error-msg-vote-choice').refine((v) => v >= 1, 'error-msg-vote-choice'),
});
export const voteAnswer = z.object({ data: vote });
