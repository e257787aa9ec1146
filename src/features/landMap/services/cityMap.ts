// Loads a city's LAND map: GET `${web base}/land_map/<city>`, reusing the last answer per city through its ETag
// (If-None-Match -> 304), checked against the shared schema and decoded into typed arrays; from the spec's GetLandData
// (with the LAND market's sales) when the server does not offer land_map (an extension).
import { z } from 'zod/mini';
import { cityMapFromLandData, type SaleListing, type StakedHints } from '@common/api/landDataMap';
import { type CityMap, decodeCityMap, LAND_MAP_PATH, landMapAnswer } from '@common/api/landMap';
import type { landDataAnswer } from '@common/api/market';
import { isNotOffered } from '@common/api/notOffered';
import { localBaseUrls } from '@common/api/paths';
import type { CityKey } from '@common/domain/land';
import { ApiCallError } from '../../../services/api/errors';
import { readAnswer } from '../../../services/api/transport';
import { benchStats } from '../render/stats';

/**
 * The shared schema, with its two long string columns (20,000 token ids on a large city) checked by one loop each: a
 * schema call per item was most of the check's time on a phone's CPU (55 against 15 ms on a first, cold check here).
 */
const strings = z.custom<string[]>((v) => Array.isArray(v) && v.every((x) => typeof x === 'string'));
const landMapAnswerChecked = z.object({ data: z.extend(landMapAnswer.shape.data, { tokenIds: strings, owners: strings }) });

/** Timing marks for `npm run bench:map` (only when it asks for them). */
const mark = (name: string) => {
  if (benchStats()) performance.mark(name);
};

export interface CityMapDeps {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** The configured web base URL (e.g. http://127.0.0.1:8787/web). */
  webBase: () => string;
  /** The spec's GetLandData (Land = city) through the API client: the map's source when land_map is not offered. */
  landData: (city: CityKey) => Promise<z.infer<typeof landDataAnswer>>;
  /** The city's LAND for sale from the spec's LAND market (lgl0000_ex and the chain), drawn on a GetLandData map. */
  sales?: (city: CityKey) => Promise<readonly SaleListing[]>;
  /** What marks staked parcels on a GetLandData map (which has no stake field): the staking contracts, the viewer's stakes. */
  staked?: (city: CityKey, viewer: string | null) => Promise<StakedHints>;
}

interface Cached {
  etag: string;
  map: CityMap;
}

/**
 * A loader with its own ETag cache (one per app; tests make their own). `viewer` is the signed-in wallet (or null): on a
 * GetLandData map its own staked LAND is marked staked.
 */
export function cityMapLoader(deps: CityMapDeps): (city: CityKey, signal?: AbortSignal, viewer?: string | null) => Promise<CityMap> {
  const cache = new Map<CityKey, Cached>();
  // Once the server said it has no land_map, every city comes from GetLandData (no 404 per city switch).
  let landMapOffered = true;
  const fromLandData = async (city: CityKey, viewer: string | null) => {
    // A market or stake read that fails (the chain or the call down) leaves the map drawn without it, rather than no map.
    const [answer, sales, staked] = await Promise.all([
      deps.landData(city),
      deps.sales ? deps.sales(city).catch(() => []) : [],
      deps.staked ? deps.staked(city, viewer).catch(() => ({})) : {},
    ]);
    return cityMapFromLandData(answer.data, city, sales, staked);
  };
  return async (city, signal, viewer = null) => {
    if (!landMapOffered) return fromLandData(city, viewer);
    try {
      return await fromLandMap(city, signal);
    } catch (error) {
      if (!isNotOffered(error)) throw error;
      landMapOffered = false;
      return fromLandData(city, viewer);
    }
  };

  async function fromLandMap(city: CityKey, signal?: AbortSignal): Promise<CityMap> {
    const cached = cache.get(city);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (cached) headers['If-None-Match'] = cached.etag;
    const res = await deps.fetch(`${deps.webBase()}${LAND_MAP_PATH}/${encodeURIComponent(city)}`, { method: 'GET', headers, signal });
    if (res.status === 304 && cached) return cached.map;
    mark('landMap:response');
    const answer = await readAnswer(res, landMapAnswerChecked, () => mark('landMap:json'));
    mark('landMap:checked');
    let map: CityMap;
    try {
      map = decodeCityMap(answer.data);
    } catch (error) {
      throw new ApiCallError(res.status, 'error-msg-answer-shape', error instanceof Error ? error.message : 'Malformed land map');
    }
    mark('landMap:decoded');
    const etag = res.headers.get('ETag');
    if (etag) cache.set(city, { etag, map });
    return map;
  }
}

/** The web base of the running app's configuration. */
export function configuredWebBase(apiBaseUrl: string): string {
  return localBaseUrls(apiBaseUrl).web;
}
