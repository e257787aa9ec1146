// GetLandData's answer (a whole city, about 2 MB of JSON for Seoul, 0.1 MB gzipped) built and gzipped once per change
// of the LAND blocks and kept per API instance: under load, building it on every request took most of the CPU, and
// sending it unzipped most of the balancer's time (docs/performance.md).
import { gzipSync } from 'node:zlib';
import type { Queryable } from '../db/client';

export interface LandDataAnswer {
  body: string;
  gzipped: Buffer;
}

interface Built extends LandDataAnswer {
  version: number;
}

/** The city's answer, rebuilt only when land_blocks_version (moved by every write to land_blocks) has changed. */
export function landDataCache() {
  const built = new Map<string, Built>();
  const building = new Map<string, Promise<Built | undefined>>();
  return async function answer(db: Queryable, city: string, build: () => Promise<unknown>): Promise<LandDataAnswer | undefined> {
    const [row] = await db.query<{ version: number }>('SELECT version FROM land_blocks_version WHERE id = 1');
    const version = Number(row?.version);
    const have = built.get(city);
    if (have && have.version === version) return have;
    // Many requests after one change wait for one build.
    const key = `${city}:${version}`;
    let p = building.get(key);
    if (!p) {
      p = build()
        .then((data) => {
          if (data === undefined) return undefined;
          const body = JSON.stringify(data);
          const b = { version, body, gzipped: gzipSync(body) };
          built.set(city, b);
          return b;
        })
        .finally(() => building.delete(key));
      building.set(key, p);
    }
    return p;
  };
}

/** gzip when the client takes it (browsers do), else the text. */
export function landDataResponse(a: LandDataAnswer, acceptEncoding: string | undefined): Response {
  const gzip = /\bgzip\b/.test(acceptEncoding ?? '');
  return new Response(gzip ? new Uint8Array(a.gzipped) : a.body, {
    status: 200,
    headers: { 'content-type': 'application/json', vary: 'Accept-Encoding', ...(gzip ? { 'content-encoding': 'gzip' } : {}) },
  });
}
