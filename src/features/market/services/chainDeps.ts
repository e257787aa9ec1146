// The chain side of the market's deps, loaded only when a fallback needs it (never with the market page): the shared
// chain deps give the configured networks and pinned addresses, the same the buy, list and unlist transactions use.
import type { Network } from '@common/api/market';
import { defaultChainDeps } from '../../../services/chain/deps';
import type { MarketChainReader } from './specMarket';

export async function chainIdOf(network: Network): Promise<number | undefined> {
  return defaultChainDeps()
    .networks()
    .find((n) => n.family === network)?.chainId;
}

export async function chainReaderOf(): Promise<MarketChainReader> {
  const [d, { chainReader }] = await Promise.all([defaultChainDeps(), import('./chainListings')]);
  return chainReader(d);
}
