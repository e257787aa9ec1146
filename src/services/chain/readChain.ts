// A chain's pinned address book, read provider and typed contracts: every chain call of the app starts here, so every
// `to`, token and spender is the build's (ethers v6; loaded only behind a dynamic import()).
import { JsonRpcProvider } from 'ethers';
import { pinnedAddresses } from '../../config/contractConfig';
import { connectWorld } from './contracts';
import type { ChainDeps } from './deps';

const providers = new Map<string, JsonRpcProvider>();

/**
 * The build's addresses (refused with 'address not matched' when the API names others), the chain's own RPC (one
 * provider per chain and URL, polled every second) and the contracts connected to it.
 */
export async function chain(deps: Pick<ChainDeps, 'addresses' | 'networks' | 'build'>, chainId: number) {
  const fromApi = await deps.addresses(chainId);
  const addresses = { ...fromApi, ...pinnedAddresses(deps.build, chainId, fromApi) };
  const rpcUrl = deps.networks().find((n) => n.chainId === chainId)?.rpcUrl ?? fromApi.rpcUrl;
  const key = `${chainId}@${rpcUrl}`;
  let provider = providers.get(key);
  if (!provider) {
    provider = new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true });
    provider.pollingInterval = 1_000;
    providers.set(key, provider);
  }
  return { addresses, provider, world: connectWorld(addresses, provider) };
}

export type ChainWorld = Awaited<ReturnType<typeof chain>>['world'];
