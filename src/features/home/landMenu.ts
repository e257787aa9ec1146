// The home land menu (spec 3: mapId, name, active, land): every LAND code of the world, open maps first, each linking into its map.
import { isCity, LAND_CODES, LAND_MAPS, type LandCode } from '@common/domain/land';
import { LAND_DEFAULTS, searchOfLand, tabOfCity } from '@machines/land/query';

export interface HomeLandMenuEntry {
  /** The map's id; 0 for a city whose map is not open yet. */
  mapId: number;
  /** The map's data name ('SeoulA'), or the code of a city without a map; views show CITY_LABEL[land]. */
  name: string;
  /** The map is open: its entry links into the LAND view of the market. */
  active: boolean;
  land: LandCode;
}

export const HOME_LAND_MENU: readonly HomeLandMenuEntry[] = [
  ...LAND_MAPS.map((m) => ({ mapId: m.mapId, name: m.dataName, active: true, land: m.city })),
  // Cities announced without a map yet (spec 3 lists them among the cities): shown, not linked.
  ...LAND_CODES.filter((code) => !isCity(code)).map((code) => ({ mapId: 0, name: code, active: false, land: code })),
];

/** The LAND view of the market on the city's own network tab (market/{tab}?view=land&city=...); null for an inactive entry. */
export function landMenuPath(entry: HomeLandMenuEntry): string | null {
  const map = LAND_MAPS.find((m) => m.mapId === entry.mapId);
  if (!entry.active || !map) return null;
  return `market/${tabOfCity(map.city)}${searchOfLand({ ...LAND_DEFAULTS, city: map.city })}`;
}
