// Reads of a chain remembered per block: what the chain said at a past block never changes. Bounded, the oldest entry
// goes first; parallel reads of one key share one chain read; a failed read is not remembered.

/** Entries kept by default (each answer is well under 1 KB). */
export const PER_BLOCK_CACHE_SIZE = 10_000;

/** `read` memoised by `key` (which must name the block). */
export function perBlock<A extends unknown[], T>(key: (...args: A) => string, read: (...args: A) => Promise<T>, max = PER_BLOCK_CACHE_SIZE) {
  const entries = new Map<string, Promise<T>>();
  const remember = (k: string, value: Promise<T>) => {
    entries.delete(k);
    entries.set(k, value);
    while (entries.size > max) entries.delete(entries.keys().next().value!);
    value.catch(() => {
      if (entries.get(k) === value) entries.delete(k);
    });
  };
  return {
    read(...args: A): Promise<T> {
      const k = key(...args);
      const known = entries.get(k);
      if (known) return known;
      const reading = read(...args);
      remember(k, reading);
      return reading;
    },
    /** Stores an answer read elsewhere under its key. */
    remember(value: T, ...args: A) {
      remember(key(...args), Promise.resolve(value));
    },
  };
}
