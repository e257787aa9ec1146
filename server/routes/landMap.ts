// GET /land_map/:city: a city's LAND map in its compact wire form, revalidated by ETag (the version) on every use.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { LAND_MAP_PATH } from '@common/api/landMap';
import { chainIdOfKey } from '../chain/deployedChains';
import { CITIES, mapOf, type CityKey } from '@common/domain/land';
import type { AppDeps } from '../context';
import { notFound } from '../http/errors';
import { marketIndexer } from '../chain/marketIndexer';
import { cityMapWire } from '../land/cityMap';
import { stakingIndexer } from '../land/stakingIndex';

const isCity = (s: string): s is CityKey => (CITIES as readonly string[]).includes(s);

/** If-None-Match holds this version: a list of entity tags, weak or strong, or '*'. */
export function matchesVersion(header: string | undefined, version: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === `"${version}"`;
  });
}

export function landMapRoutes(d: AppDeps) {
  const app = new Hono();
  // A 300 x 300 city is about 1 MB of JSON and under 300 KB gzipped: compressed whenever the client accepts it.
  app.use(`${LAND_MAP_PATH}/*`, compress());
  app.get(`${LAND_MAP_PATH}/:city`, async (c) => {
    const city = c.req.param('city');
    // Hong Kong and Amsterdam are land codes without a map yet; anything else is no city at all.
    if (!isCity(city)) throw notFound('This city has no LAND map');
    const chainId = chainIdOfKey(d, mapOf(city).chain);
    // Live state: a purchase, listing or stake made a second ago shows (neither sync throws; a chain that does not answer leaves its index as it is).
    await Promise.all([marketIndexer(d).sync(chainId), stakingIndexer(d).sync(chainId)]);
    const data = await cityMapWire(d, city);
    c.header('ETag', `"${data.version}"`);
    // Cacheable, but always revalidated: the owner and listing state is live.
    c.header('Cache-Control', 'no-cache');
    if (matchesVersion(c.req.header('if-none-match'), data.version)) return c.body(null, 304);
    return c.json({ data });
  });
  return app;
}
