// Proposal rows for the list tests: a Yes/No grant and a poll, in the API's answer shape.
import type { Proposal } from '@common/api/dao';
import { SNAPSHOT_TYPE } from '@common/domain/dao';

export function proposalRow(over: Partial<Proposal> = {}): Proposal {
  return {
    id: 7,
    chainId: 31_337,
    category: 'grant',
    title: 'Fund the Seoul park',
    body: 'A park.',
    author: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    choices: ['Yes', 'No'],
    voteType: 'single',
    data: { beneficiary: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', amount: 500 },
    start: 1_790_000_000,
    end: 1_790_600_000,
    status: 'active',
    snapshotBlock: 12,
    quorum: 5_000,
    scores: [4_000, 2_000],
    votes: 2,
    type: { ...SNAPSHOT_TYPE },
    signature: null,
    createdAt: '2026-09-21T00:00:00.000Z',
    ...over,
  };
}
