// Answers kept per API instance and per change of the tables they are read from: a one-row version table in the
// database, moved by a statement trigger on every write from any instance (issue 27), says whether a kept answer
// is still the one a fresh read would give. GetLandData, the market item lists and the DAO proposal list use it
// (docs/performance.md); the DAO list also changes with the clock, so an answer may carry the instant it expires.
import type { Queryable } from './client';

/** For answers that also depend on the time: `until(value)` is the first instant (ms, as `now()`) it is no longer true. */
export interface Expiry<T> {
  until: (value: T) => number;
  now: () => number;
}

/** The answers of one kind, keyed by their question; `versionTable` is a one-row table (id 1, version). */
export function versionedCache<T>(versionTable: string, maxKeys = 500, expiry?: Expiry<T>) {
  const kept = new Map<string, { version: number; value: T }>();
  const building = new Map<string, Promise<T>>();
  const fresh = (value: T) => !expiry || expiry.now() < expiry.until(value);
  return async function answer(db: Queryable, key: string, build: () => Promise<T>): Promise<T> {
    const [row] = await db.query<{ version: number }>(`SELECT version FROM ${versionTable} WHERE id = 1`);
    const version = Number(row?.version);
    const have = kept.get(key);
    if (have && have.version === version && fresh(have.value)) return have.value;
    // Many requests after one change wait for one build.
    const flight = `${version}:${key}`;
    let p = building.get(flight);
    if (!p) {
      p = build()
        .then((value) => {
          kept.delete(key);
          // Bounded: the oldest question goes first (a Map keeps insertion order).
          if (kept.size >= maxKeys) kept.delete(kept.keys().next().value as string);
          kept.set(key, { version, value });
          return value;
        })
        .finally(() => building.delete(flight));
      building.set(flight, p);
    }
    const value = await p;
    // A build that began before the clock passed its expiry is not this request's answer: read again, unshared.
    return fresh(value) ? value : build();
  };
}
