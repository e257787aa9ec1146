// What every chain index shares: one run at a time per chain (one instance of several, by advisory lock), at most one a
// second, an outage said once, one per database.
import { servedChainIds } from './deployedChains';
import type { AppDeps } from '../context';
import { indexLockKey } from './indexLeader';

/** A read within this long after the last run answers from the index as it is. */
export const INDEX_INTERVAL_MS = 1_000;

export interface ChainIndexer {
  /** Brings the chain's index up to its head; never throws (a chain that does not answer leaves the index as it is). */
  sync(chainId: number, o?: { force?: boolean }): Promise<void>;
  syncAll(): Promise<void>;
  /** Settles when no run is in flight: the API waits for it before closing the database. */
  idle(): Promise<void>;
}

/**
 * An indexer around `step`, which catches one chain up (and throws when the chain does not answer). `name` is how the
 * log names it ('market index'). A forced sync runs now even within the interval, after any run in flight.
 */
export function chainIndexer(d: Pick<AppDeps, 'config' | 'deployments' | 'db'>, name: string, step: (chainId: number) => Promise<void>): ChainIndexer {
  const running = new Map<number, Promise<void>>();
  const lastRun = new Map<number, number>();
  const failing = new Set<number>();
  const lockKey = indexLockKey(name);

  async function run(chainId: number): Promise<void> {
    try {
      // Another instance indexing this chain now: answer from the index as it is; the next run may take over. The
      // cursor's compare-and-set and the unique keys still keep each event once if two runs ever overlap.
      await d.db.leader(lockKey, chainId, () => step(chainId));
      if (failing.delete(chainId)) d.config.log(`[api] ${name} of chain ${chainId} reads the chain again`);
    } catch (e) {
      // Answer from what is indexed; say so once per outage, not on every read.
      if (!failing.has(chainId)) d.config.log(`[api] ${name} of chain ${chainId} not updated: ${e instanceof Error ? e.message : 'unknown'}`);
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
      await Promise.all(servedChainIds(d).map((chainId) => this.sync(chainId)));
    },
    async idle() {
      while (running.size) await Promise.all(running.values());
    },
  };
}

/** One indexer per API instance (per database), so parallel test worlds never share one. */
export function perDatabase<T>(create: (d: AppDeps) => T): (d: AppDeps) => T {
  const made = new WeakMap<object, T>();
  return (d) => {
    let ix = made.get(d.db);
    if (!ix) {
      ix = create(d);
      made.set(d.db, ix);
    }
    return ix;
  };
}
