// Keeps market_items following each chain's LandMarket: one run at a time per chain, at most one a second, before market reads.
import { chainKeyOf, CHAIN_KEYS, LOCAL_CHAINS } from '../../common/domain/chains';
import type { AppDeps } from '../context';
import { applyBatch, collectionsFrom, readCursor, type Collections } from './marketIndex';
import { readMarketBatch } from './marketLogs';

/** A read within this long after the last run answers from the index as it is. */
export const INDEX_INTERVAL_MS = 1_000;
/** Runs per call at most: a long backlog is caught up over the next reads. */
const MAX_BATCHES = 20;

export interface MarketIndexer {
  /** Brings the chain's index up to its head; never throws (a chain that does not answer leaves the index as it is). */
  sync(chainId: number, o?: { force?: boolean }): Promise<void>;
  syncAll(): Promise<void>;
  /** Settles when no run is in flight: the API waits for it before closing the database. */
  idle(): Promise<void>;
}

/** The collections of a chain from the deployments file; undefined when the chain is not deployed. */
export function collectionsOf(d: Pick<AppDeps, 'deployments'>, chainId: number): (Collections & { rpcUrl: string }) | undefined {
  const key = chainKeyOf(chainId);
  const dep = d.deployments.get();
  if (!key || !dep) return undefined;
  const { contracts, rpcUrl } = dep[key];
  return { ...collectionsFrom(chainId, contracts), rpcUrl };
}

function create(d: AppDeps): MarketIndexer {
  const running = new Map<number, Promise<void>>();
  const lastRun = new Map<number, number>();
  const failing = new Set<number>();

  async function run(chainId: number): Promise<void> {
    const c = collectionsOf(d, chainId);
    if (!c) return;
    const target = { rpcUrl: c.rpcUrl, chainId, market: c.market };
    try {
      for (let i = 0; i < MAX_BATCHES; i++) {
        const before = await readCursor(d.db, chainId, c.market);
        const b = await readMarketBatch(target, before);
        if (b.toBlock < b.fromBlock && !b.restart) break;
        if (!(await applyBatch(d.db, c, before, b, d.config.now()))) break;
        if (b.restart) d.config.log(`[api] market index of chain ${chainId} restarted: the chain no longer has the last block read`);
        if (b.caughtUp) break;
      }
      if (failing.delete(chainId)) d.config.log(`[api] market index of chain ${chainId} reads the chain again`);
    } catch (e) {
      // Answer from what is indexed; say so once per outage, not on every read.
      if (!failing.has(chainId)) d.config.log(`[api] market index of chain ${chainId} not updated: ${e instanceof Error ? e.message : 'unknown'}`);
      failing.add(chainId);
    }
  }

  return {
    sync(chainId, o = {}) {
      const now = Date.now();
      const inFlight = running.get(chainId);
      // While a chain is down, reads answer from the index at once and the retry runs beside them.
      const waitFor = (p: Promise<void>) => (failing.has(chainId) && !o.force ? Promise.resolve() : p);
      if (inFlight) return o.force ? inFlight.then(() => this.sync(chainId, o)) : waitFor(inFlight);
      if (!o.force && now - (lastRun.get(chainId) ?? 0) < INDEX_INTERVAL_MS) return Promise.resolve();
      lastRun.set(chainId, now);
      const p = run(chainId).finally(() => {
        running.delete(chainId);
        lastRun.set(chainId, Date.now());
      });
      running.set(chainId, p);
      return waitFor(p);
    },
    async syncAll() {
      await Promise.all(CHAIN_KEYS.map((k) => this.sync(LOCAL_CHAINS[k].chainId)));
    },
    async idle() {
      while (running.size) await Promise.all(running.values());
    },
  };
}

const indexers = new WeakMap<object, MarketIndexer>();

/** The indexer of this API instance (one per database, so parallel test worlds never share one). */
export function marketIndexer(d: AppDeps): MarketIndexer {
  let ix = indexers.get(d.db);
  if (!ix) {
    ix = create(d);
    indexers.set(d.db, ix);
  }
  return ix;
}
