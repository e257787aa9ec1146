// What every feature's chain services need from the app (addresses, RPC URLs, the build's pinned contracts, the
// connected wallet, fetch for the gas station), built once on first use and shared by staking, market, sale, LAND and approvals.
import type { ContractAddresses } from '@common/api/content';
import type { ApiClient } from '../api/client';
import type { NetworkInfo } from '../../config/networks';
import { buildContracts, type BuildContracts } from '../../config/contractConfig';
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
let networksLoaded: Promise<void> | null = null;

/**
 * The app's chain deps, from the same validated configuration main.tsx reads. The configuration module (and its
 * schemas) loads on first use, never with the first page; `addresses` waits for it, so every chain read starts with
 * the configured networks known.
 */
export function defaultChainDeps(): ChainDeps {
  if (defaults) return defaults;
  let networks: NetworkInfo[] = [];
  const loadNetworks = () =>
    (networksLoaded ??= import('../../config/appConfig').then(
      ({ parseAppConfig }) => {
        networks = parseAppConfig(import.meta.env, import.meta.env.PROD, window.location.search).networks;
      },
      (error: unknown) => {
        networksLoaded = null;
        throw error;
      },
    ));
  void loadNetworks().catch(() => undefined);
  // Contract addresses come from the config loaded at start, not from another GetWebConfig.
  const book = addressBook(async () => ({ webConfig: webConfigEntries }));
  defaults = {
    addresses: async (chainId) => {
      await loadNetworks();
      return book(chainId);
    },
    build: buildContracts(import.meta.env),
    networks: () => networks,
    provider: activeProvider,
    fetch: (url) => window.fetch(url),
  };
  return defaults;
}

/** The app's chain deps once the configured networks are known (for reads that start from a network's name). */
export async function loadedChainDeps(): Promise<ChainDeps> {
  const deps = defaultChainDeps();
  await networksLoaded;
  return deps;
}
