// GetLandData's answers, one per city, kept while land_blocks stands still: a 100 x 100 city is 10,000 rows to read and
// serialise, the same for every visitor until a trade, listing or sale changes a block (migration 170's counter moves).
import type { Queryable } from '../db/client';

export interface LandDataAnswers {
  /** The city's answer as JSON text: the one built at the current land_blocks version, or `build()`'s. */
  get(city: string, build: () => Promise<unknown>): Promise<string>;
}

export function landDataAnswers(db: Queryable): LandDataAnswers {
  const kept = new Map<string, { version: string; body: string }>();
  return {
    async get(city, build) {
      // Read before building: a change made while building moves the counter, so the next request builds again.
      const [row] = await db.query<{ version: string | number }>('SELECT version FROM land_block_version WHERE id = 1');
      const version = String(row?.version);
      const hit = kept.get(city);
      if (hit?.version === version) return hit.body;
      const body = JSON.stringify(await build());
      kept.set(city, { version, body });
      return body;
    },
  };
}
