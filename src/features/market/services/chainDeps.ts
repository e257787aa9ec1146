// The chain side of the market's deps, loaded only when a fallback needs it (never with the market page): staking's
// deps give the configured networks and pinned addresses, the same the buy, list and unlist transactions use.
import type { Network } from '../../../../common/api/market';
import { defaultStakingDeps } from '../../staking/services/deps';
import type { MarketChainReader } from './specMarket';

async function ready() {
  const d = defaultStakingDeps();
  // Its API call reads the configuration, which names the networks.
  await d.api();
  return d;
}

export async function chainIdOf(network: Network): Promise<number | undefined> {
  return (await ready()).networks().find((n) => n.family === network)?.chainId;
}

export async function chainReaderOf(): Promise<MarketChainReader> {
  const [d, { chainReader }] = await Promise.all([ready(), import('./chainListings')]);
  return chainReader(d);
}
