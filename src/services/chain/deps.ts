// What every feature's chain services need from the app (addresses, RPC URLs, the build's pinned contracts, the
// connected wallet, fetch for the gas station), built once on first use and shared by staking, market, sale, LAND and approvals.
import type { ContractAddresses } from '@common/api/content';
import { appConfig } from '../../config/current';
import type { ApiClient } from '../api/client';
import type { NetworkInfo } from '../../config/networks';
import { builtContracts, type BuildContracts } from '../../config/contractConfig';
import { webConfigEntries } from '../startupData';
import { activeProvider, type Eip1193Provider } from '../wallet/active';

export type FetchLike = (url: string) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export interface ChainDeps {
  /** The contract addresses of a chain, from GetWebConfig (used only where they equal the build's: ./readChain.ts). */
  addresses: (chainId: number) => Promise<ContractAddresses>;
  /** The addresses this build vouches for (src/config/contractConfig.ts). */
  build: BuildContracts;
  networks: () => readonly Pick<NetworkInfo, 'chainId' | 'rpcUrl' | 'family'>[];
  /** The wallet that signs and sends: the one the user connected in the app, or none. */
  provider: () => Eip1193Provider | null;
  fetch: FetchLike;
}

/** Reads the contract_addr_<network> entries of GetWebConfig; cached, retried after a failure. */
export function addressBook(api: () => Promise<Pick<ApiClient, 'webConfig'>>): (chainId: number) => Promise<ContractAddresses> {
  let book: Promise<ContractAddresses[]> | null = null;
  const load = async () => {
    const [{ contractAddressEntries }, client] = await Promise.all([import('@common/api/content'), api()]);
    const entries = await client.webConfig();
    return contractAddressEntries(entries);
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

let defaults: ChainDeps | null = null;

/** The app's chain deps, from the configuration main.tsx parsed (src/config/current.ts). */
export function defaultChainDeps(): ChainDeps {
  if (defaults) return defaults;
  const { networks } = appConfig();
  // Contract addresses come from the config loaded at start, not from another GetWebConfig.
  const book = addressBook(async () => ({ webConfig: webConfigEntries }));
  defaults = {
    addresses: book,
    build: builtContracts(),
    networks: () => networks,
    provider: activeProvider,
    fetch: (url) => window.fetch(url),
  };
  return defaults;
}
