// Keeps market_items following each chain's LandMarket: one run at a time per chain, at most one a second, before market reads.
import { keyOfChainId } from './deployedChains';
import type { AppDeps } from '../context';
import { chainIndexer, perDatabase, type ChainIndexer } from './chainIndexer';
import { applyBatch, collectionsFrom, readCursor, type Collections } from './marketIndex';
import { readMarketBatch } from './marketLogs';
import { onChain } from './marketReader';
import { droppedTrades } from './marketReorg';

/** Runs per call at most: a long backlog is caught up over the next reads. */
const MAX_BATCHES = 20;

export type MarketIndexer = ChainIndexer;

/** The collections of a chain from the deployments file; undefined when the chain is not deployed. */
export function collectionsOf(d: Pick<AppDeps, 'deployments'>, chainId: number): (Collections & { rpcUrl: string }) | undefined {
  const key = keyOfChainId(d, chainId);
  const dep = d.deployments.get();
  if (!key || !dep) return undefined;
  const { contracts, rpcUrl } = dep[key];
  return { ...collectionsFrom(chainId, contracts), rpcUrl };
}

/** The market index of this API instance: LandMarket's Listed/Unlisted/Traded logs into market_items. */
export const marketIndexer = perDatabase((d): MarketIndexer =>
  chainIndexer(d, 'market index', async (chainId) => {
    const c = collectionsOf(d, chainId);
    if (!c) return;
    const target = { rpcUrl: c.rpcUrl, chainId, market: c.market };
    for (let i = 0; i < MAX_BATCHES; i++) {
      const before = await readCursor(d.db, chainId, c.market);
      const b = await readMarketBatch(target, before);
      if (b.toBlock < b.fromBlock && !b.restart) break;
      // A restart after a cursor (a reorganised or restarted chain): trades in blocks the chain no longer has are undone.
      const dropped = b.restart && before ? await onChain(target, (p) => droppedTrades(p, d.db, chainId)) : [];
      if (!(await applyBatch(d.db, c, before, b, d.config.now(), dropped))) break;
      if (b.restart) d.config.log(`[api] market index of chain ${chainId} restarted: the chain no longer has the last block read`);
      if (b.caughtUp) break;
    }
  }),
);
