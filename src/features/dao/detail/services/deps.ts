// What the detail services need, built on first use (with the page chunk, never the entry): the API client, the wallet
// the app connected, and ethers' verifyTypedData for the voters' signatures.
import type { Vote } from '@common/api/dao';
import type { VotedProposal } from '@common/domain/daoSigning';
import { activeProvider } from '../../../../services/wallet/active';
import type { DaoDetailDeps } from './detailApi';
import { appApiClient } from '../../../../services/api/appClient';
import { sameAddress } from '@common/domain/address';

const api = appApiClient;

/** True when the vote's signature recovers to its voter for this proposal (the same builder the server checks with). */
export async function verifyVote(vote: Vote, proposal: VotedProposal): Promise<boolean> {
  const [{ verifyTypedData }, { voteOn }] = await Promise.all([import('ethers'), import('@common/domain/daoSigning')]);
  const t = voteOn(proposal, { from: vote.voter, timestamp: vote.timestamp, choice: vote.choice, reason: vote.reason });
  const types = { Vote: t.types.Vote.map((f) => ({ ...f })) };
  return sameAddress(verifyTypedData(t.domain, types, t.message, vote.signature), vote.voter);
}

export function daoDetailDeps(): DaoDetailDeps {
  return {
    api,
    wallet: async () => activeProvider(),
    verify: verifyVote,
    nowSec: () => Math.floor(Date.now() / 1000),
  };
}
