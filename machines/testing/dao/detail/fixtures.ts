// Proposals, votes and comments the DAO detail machines' tests load.
import type { Comment, Proposal, Vote, VotePower } from '@common/api/dao';
import type { ProposalDetail, VoteInput } from '@machines/dao/detail/types';

export const AUTHOR = '0x00000000000000000000000000000000000000a1';
export const VOTER = '0x00000000000000000000000000000000000000b2';

export function proposal(over: Partial<Proposal> = {}): Proposal {
  return {
    id: 7,
    chainId: 31337,
    category: 'poll',
    title: 'Paint the plaza',
    body: '# Why\nBecause.',
    author: AUTHOR,
    choices: ['Red', 'Blue', 'Green'],
    voteType: 'single',
    data: {},
    start: 100,
    end: 200,
    status: 'active',
    snapshotBlock: 42,
    quorum: 0,
    scores: [1000, 4000, 0],
    votes: 2,
    type: { name: 'snapshot', version: '0.1.4' },
    signature: null,
    digest: `0x${'ab'.repeat(32)}`,
    space: 'metaworld.dao',
    createdAt: '2026-11-26T10:00:00.000Z',
    ...over,
  };
}

export function vote(voter: string, choice: number[], vp: number): Vote {
  return { voter, choice, vp, reason: '', timestamp: 150, signature: `0x${'1'.repeat(130)}`, createdAt: '2026-11-26T10:00:00.000Z' };
}

export const COMMENT: Comment = { id: 1, proposalId: 7, author: VOTER, content: 'Nice', createdAt: '2026-11-26T10:00:00.000Z' };

export function detail(over: Partial<Proposal> = {}, votes = [{ ...vote(AUTHOR, [1], 1000), verified: true }]): ProposalDetail {
  return { proposal: proposal(over), votes, comments: [] };
}

export function voteInput(over: Partial<VoteInput> = {}): VoteInput {
  return {
    proposalId: 7,
    chainId: 31337,
    snapshotBlock: 42,
    voteType: 'single',
    status: 'active',
    choiceCount: 3,
    signedIn: true,
    address: VOTER,
    alreadyVoted: false,
    signing: proposal(),
    ...over,
  };
}

export function power(total: number): VotePower {
  return { address: VOTER, chainId: 31337, block: 42, total, token: { balance: '0', vp: 0 }, land: [] };
}

export const apiError = (key: string, text = 'refused') => Object.assign(new Error(text), { key });
