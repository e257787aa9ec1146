// Land areas (cities) of the staking flows: which network family each lives on and its map id, built from the configured networks.
import type { AreaKey, AreaOption } from './types';

type Family = 'ETH' | 'BSC' | 'POL';

/** Each city's network (spec section 3: SeoulA, New York, Berlin on BSC; London, Tokyo, São Paulo on Polygon). */
export const AREA_FAMILY: Readonly<Record<AreaKey, Family>> = {
  seoul: 'BSC',
  newyork: 'BSC',
  berlin: 'BSC',
  london: 'POL',
  tokyo: 'POL',
  saopaulo: 'POL',
};

/** The map id the LAND contracts store per token (Land.mapId). */
export const AREA_MAP_ID: Readonly<Record<AreaKey, number>> = { seoul: 1, newyork: 2, london: 3, tokyo: 4, berlin: 5, saopaulo: 6 };

/** The network name the API uses for a family (market/LAND calls). */
export const FAMILY_NETWORK: Readonly<Record<Family, 'ETH' | 'BSC' | 'POL'>> = { ETH: 'ETH', BSC: 'BSC', POL: 'POL' };

export const AREA_ORDER: readonly AreaKey[] = ['seoul', 'newyork', 'berlin', 'london', 'tokyo', 'saopaulo'];

/** One option per area whose network is in the configured set (its first chain of that family). */
export function buildAreas(networks: readonly { chainId: number; family: Family }[]): AreaOption[] {
  return AREA_ORDER.flatMap((key) => {
    const net = networks.find((n) => n.family === AREA_FAMILY[key]);
    return net ? [{ key, chainId: net.chainId }] : [];
  });
}

export function areaOfMapId(mapId: number): AreaKey | null {
  return AREA_ORDER.find((key) => AREA_MAP_ID[key] === mapId) ?? null;
}
