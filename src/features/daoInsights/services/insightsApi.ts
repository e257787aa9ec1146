// The DAO insights calls as plain (deps, input) functions, and the API client they use, created on first use (with the page).
import type { Activity, ActivityQuery, NetworkPower, Transparency, VotingPowerQuery, WalletActivity } from '@machines/daoInsights/types';
import type { ApiClient } from '../../../services/api/client';
import { appApiClient } from '../../../services/api/appClient';

/** The slice of the app's client the insights pages use. */
export type InsightsApi = Pick<ApiClient, 'transparency' | 'activity' | 'votePower' | 'listWallets'>;
export interface InsightsDeps {
  api: () => Promise<InsightsApi>;
}

export const insightsApi = appApiClient;

export async function fetchTransparency(deps: InsightsDeps): Promise<Transparency> {
  const api = await deps.api();
  return (await api.transparency()).data;
}

/** The user's registered wallets (each once), then each wallet's activity. */
export async function fetchActivity(deps: InsightsDeps, q: ActivityQuery): Promise<WalletActivity[]> {
  const api = await deps.api();
  const { data } = await api.listWallets(q.account);
  const seen = new Set<string>();
  const wallets = data.rows.map((r) => r.wallet_addr).filter((a) => !seen.has(a.toLowerCase()) && seen.add(a.toLowerCase()));
  const activities: Activity[] = await Promise.all(wallets.map(async (address) => (await api.activity(address)).data));
  return wallets.map((address, i) => ({ address, activity: activities[i]! }));
}

/** Each network's voting power at its latest block; a network that fails is null, and only when every one fails does this reject. */
export async function fetchVotingPower(deps: InsightsDeps, q: VotingPowerQuery): Promise<NetworkPower[]> {
  const api = await deps.api();
  const read = await Promise.allSettled(q.chainIds.map(async (chainId) => (await api.votePower({ address: q.address, chainId })).data));
  const failed = read.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed && read.every((r) => r.status === 'rejected')) throw failed.reason;
  return read.map((r, i) => ({ chainId: q.chainIds[i]!, power: r.status === 'fulfilled' ? r.value : null }));
}
