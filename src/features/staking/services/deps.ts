// What the staking services need from the app: the shared chain deps (src/services/chain/deps.ts), the staking API
// calls and the clock. Built lazily: the API client and its schemas load with the first call, never with the first page.
import type { ApiClient } from '../../../services/api/client';
import { appApiClient } from '../../../services/api/appClient';
import { defaultChainDeps, type ChainDeps } from '../../../services/chain/deps';

export type StakingApi = Pick<
  ApiClient,
  'campaignTime' | 'listReward' | 'ongoingReward' | 'dviRewardSearch' | 'claimReward' | 'landWithOwner' | 'webConfig' | 'assetUrl'
>;

export interface StakingDeps extends ChainDeps {
  api: () => Promise<StakingApi>;
  /** Wall clock in unix seconds (the API's clock). */
  nowSec: () => number;
}

let defaults: StakingDeps | null = null;

/** The app's deps: the shared chain deps plus the API client, built on first use. */
export function defaultStakingDeps(): StakingDeps {
  if (defaults) return defaults;
  let client: Promise<StakingApi> | null = null;
  const api = () =>
    (client ??= appApiClient().catch((error: unknown) => {
      client = null;
      throw error;
    }));
  defaults = { ...defaultChainDeps(), api, nowSec: () => Math.floor(Date.now() / 1000) };
  return defaults;
}
