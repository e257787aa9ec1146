// Which chain ids this API serves: the ones in its deployments file (local, testnet or mainnet alike), each under its
// family key (eth, bsc, pol); the local ids only when no deployments file is read yet (the seeded local world).
import { CHAIN_KEYS, LOCAL_CHAINS, chainKeyOfFamily, type ChainFamily, type ChainKey } from '@common/domain/chains';
import type { AppDeps } from '../context';

type Deps = Pick<AppDeps, 'deployments'>;

/** The chain id of a family key: the deployment's, else the local world's. */
export function chainIdOfKey(d: Deps, key: ChainKey): number {
  return d.deployments.get()?.[key].chainId ?? LOCAL_CHAINS[key].chainId;
}

/** The chain id the API serves for a network family (ETH, BSC, POL). */
export function chainIdOfFamily(d: Deps, family: ChainFamily): number {
  return chainIdOfKey(d, chainKeyOfFamily(family));
}

/** The family key of a chain id this API serves, or undefined for any other chain. */
export function keyOfChainId(d: Deps, chainId: number): ChainKey | undefined {
  return CHAIN_KEYS.find((k) => chainIdOfKey(d, k) === chainId);
}

/** Every chain id this API serves. */
export function servedChainIds(d: Deps): number[] {
  return CHAIN_KEYS.map((k) => chainIdOfKey(d, k));
}
