// GetLandData's answer (a whole city, about 2 MB of JSON for Seoul, 0.1 MB gzipped) built and gzipped once per change
// of the LAND blocks and kept per API instance: under load, building it on every request took most of the CPU, and
// sending it unzipped most of the balancer's time (docs/performance.md).
import { gzipSync } from 'node:zlib';
import type { Queryable } from '../db/client';
import { versionedCache } from '../db/versionedCache';

export interface LandDataAnswer {
  body: string;
  gzipped: Buffer;
}

/** The city's answer, rebuilt only when land_blocks_version (moved by every write to land_blocks) has changed. */
export function landDataCache() {
  const cached = versionedCache<LandDataAnswer | undefined>('land_blocks_version', 64);
  return (db: Queryable, city: string, build: () => Promise<unknown>): Promise<LandDataAnswer | undefined> =>
    cached(db, city, async () => {
      const data = await build();
      if (data === undefined) return undefined;
      const body = JSON.stringify(data);
      return { body, gzipped: gzipSync(body) };
    });
}

/** gzip when the client takes it (browsers do), else the text. */
export function landDataResponse(a: LandDataAnswer, acceptEncoding: string | undefined): Response {
  const gzip = /\bgzip\b/.test(acceptEncoding ?? '');
  return new Response(gzip ? new Uint8Array(a.gzipped) : a.body, {
    status: 200,
    headers: { 'content-type': 'application/json', vary: 'Accept-Encoding', ...(gzip ? { 'content-encoding': 'gzip' } : {}) },
  });
}
