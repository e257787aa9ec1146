// What the staking services need from the app: the API client, contract addresses (GetWebConfig), RPC URLs and the wallet.
// Built lazily: the API client and its schemas load with the first call, never with the first page.
import type { ApiClient } from '../../../services/api/client';
import { appApiClient } from '../../../services/api/appClient';
import type { ContractAddresses } from '../../../../common/api/content';
import type { NetworkInfo } from '../../../config/networks';
import { buildContracts, type BuildContracts } from '../../../config/contractConfig';
import { activeProvider, type Eip1193 } from './walletAccess';
import { webConfigEntries } from '../../../services/startupData';

export type StakingApi = Pick<
  ApiClient,
  'campaignTime' | 'listReward' | 'ongoingReward' | 'dviRewardSearch' | 'claimReward' | 'landWithOwner' | 'webConfig' | 'assetUrl'
>;

export type FetchLike = (url: string) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export interface StakingDeps {
  api: () => Promise<StakingApi>;
  /** The contract addresses of a chain, from GetWebConfig. */
  addresses: (chainId: number) => Promise<ContractAddresses>;
  /** The addresses this build vouches for: an approval goes only to one of them (src/config/contractConfig.ts). */
  build: BuildContracts;
  networks: () => readonly Pick<NetworkInfo, 'chainId' | 'rpcUrl' | 'family'>[];
  provider: () => Eip1193 | null;
  fetch: FetchLike;
  /** Wall clock in unix seconds (the API's clock). */
  nowSec: () => number;
}

/** Reads the contract_addr_<network> entries of GetWebConfig; cached, retried after a failure. */
export function addressBook(api: () => Promise<Pick<ApiClient, 'webConfig'>>): (chainId: number) => Promise<ContractAddresses> {
  let book: Promise<ContractAddresses[]> | null = null;
  const load = async () => {
    const [{ contractAddresses }, client] = await Promise.all([import('../../../../common/api/content'), api()]);
    const entries = await client.webConfig();
    return entries.flatMap((entry) => {
      if (!/^contract_addr_/i.test(entry.name)) return [];
      try {
        const parsed = contractAddresses.safeParse(JSON.parse(entry.value));
        return parsed.success ? [parsed.data] : [];
      } catch {
        return [];
      }
    });
  };
  return async (chainId) => {
    book ??= load().catch((error: unknown) => {
      book = null;
      throw error;
    });
    const found = (await book).find((a) => a.chainId === chainId);
    if (!found) throw new Error(`No contracts are configured for chain ${chainId}`);
    return found;
  };
}

let defaults: StakingDeps | null = null;

/** The app's deps, from the same validated configuration main.tsx reads. */
export function defaultStakingDeps(): StakingDeps {
  if (defaults) return defaults;
  let client: Promise<StakingApi> | null = null;
  const config = async () => {
    const { parseAppConfig } = await import('../../../config/appConfig');
    return parseAppConfig(import.meta.env, import.meta.env.PROD, window.location.search);
  };
  let networks: NetworkInfo[] = [];
  void config().then(
    (c) => (networks = c.networks),
    () => undefined,
  );
  const api = () =>
    (client ??= Promise.all([appApiClient(), config()]).then(
      ([built, c]) => {
        networks = c.networks;
        return built;
      },
      (error: unknown) => {
        client = null;
        throw error;
      },
    ));
  defaults = {
    api,
    // Contract addresses come from the config loaded at start, not from another GetWebConfig.
    addresses: addressBook(async () => ({ webConfig: webConfigEntries })),
    build: buildContracts(import.meta.env),
    networks: () => networks,
    provider: () => activeProvider(),
    fetch: (url) => window.fetch(url),
    nowSec: () => Math.floor(Date.now() / 1000),
  };
  return defaults;
}
