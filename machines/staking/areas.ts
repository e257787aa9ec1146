// Land areas (cities) of the staking flows: which network family each lives on and its map id, built from the configured networks.
import { LOCAL_CHAINS, type ChainFamily } from '@common/domain/chains';
import { LAND_MAPS } from '@common/domain/land';
import type { AreaKey, AreaOption } from './types';

/** Each city's network family (spec section 3: SeoulA, New York, Berlin on BSC; London, Tokyo, São Paulo on Polygon). */
export const AREA_FAMILY: Readonly<Record<AreaKey, ChainFamily>> = Object.fromEntries(LAND_MAPS.map((m) => [m.city, LOCAL_CHAINS[m.chain].family])) as Record<
  AreaKey,
  ChainFamily
>;

/** The map id the LAND contracts store per token (Land.mapId). */
export const AREA_MAP_ID: Readonly<Record<AreaKey, number>> = Object.fromEntries(LAND_MAPS.map((m) => [m.city, m.mapId])) as Record<AreaKey, number>;

/** The order the area choice lists them in: the BSC cities, then the Polygon ones. */
const AREA_ORDER: readonly AreaKey[] = ['seoul', 'newyork', 'berlin', 'london', 'tokyo', 'saopaulo'];

/** One option per area whose network is in the configured set (its first chain of that family). */
export function buildAreas(networks: readonly { chainId: number; family: ChainFamily }[]): AreaOption[] {
  return AREA_ORDER.flatMap((key) => {
    const net = networks.find((n) => n.family === AREA_FAMILY[key]);
    return net ? [{ key, chainId: net.chainId }] : [];
  });
}
