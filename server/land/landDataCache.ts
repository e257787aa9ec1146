// GetLandData's answer (a whole city, about 2 MB of JSON for Seoul, 0.1 MB gzipped) built and gzipped once per change
// of the LAND blocks and kept per API instance: under load, building it on every request took most of the CPU, and
// sending it unzipped most of the balancer's time (docs/performance.md).
import type { Queryable } from '../db/client';
import { versionedCache } from '../db/versionedCache';
import { keptAnswer, keptResponse, type KeptAnswer } from '../http/keptAnswer';

/** The city's answer, rebuilt only when land_blocks_version (moved by every write to land_blocks) has changed. */
export function landDataCache() {
  const cached = versionedCache<KeptAnswer | undefined>('land_blocks_version', 64);
  return (db: Queryable, city: string, build: () => Promise<unknown>): Promise<KeptAnswer | undefined> =>
    cached(db, city, async () => {
      const data = await build();
      return data === undefined ? undefined : keptAnswer(data);
    });
}

/** gzip when the client takes it (browsers do), else the text. */
export const landDataResponse = keptResponse;
