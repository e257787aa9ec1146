// What the detail services need, built on first use (with the page chunk, never the entry): the API client, the wallet
// the app connected, and ethers' verifyTypedData for the voters' signatures.
import type { Vote } from '../../../../../common/api/dao';
import type { ApiClient } from '../../../../services/api/client';
import { getActiveProvider } from '../../../wallet/services/active';
import type { DaoDetailDeps, Signer } from './detailApi';

let client: Promise<ApiClient> | null = null;

function api(): Promise<ApiClient> {
  client ??= (async () => {
    const [{ ApiClient }, { localBaseUrls }, { parseAppConfig }] = await Promise.all([
      import('../../../../services/api/client'),
      import('../../../../../common/api/paths'),
      import('../../../../config/appConfig'),
    ]);
    const config = parseAppConfig(import.meta.env, import.meta.env.PROD, window.location.search);
    return new ApiClient({ baseUrls: localBaseUrls(config.apiBaseUrl), usedomain: window.location.host });
  })().catch((error: unknown) => {
    client = null;
    throw error;
  });
  return client;
}

/** True when the vote's signature recovers to its voter for this proposal (the same builder the server checks with). */
export async function verifyVote(vote: Vote, proposalId: number): Promise<boolean> {
  const [{ verifyTypedData }, { voteTypedData }] = await Promise.all([import('ethers'), import('../../../../../common/domain/daoSigning')]);
  const t = voteTypedData({ from: vote.voter, timestamp: vote.timestamp, proposal: proposalId, choice: vote.choice, reason: vote.reason });
  const types = { Vote: t.types.Vote.map((f) => ({ ...f })) };
  return verifyTypedData(t.domain, types, t.message, vote.signature).toLowerCase() === vote.voter.toLowerCase();
}

export function daoDetailDeps(): DaoDetailDeps {
  return {
    api,
    wallet: async () => (await getActiveProvider()) as Signer | null,
    verify: verifyVote,
    nowSec: () => Math.floor(Date.now() / 1000),
  };
}
