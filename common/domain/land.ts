// LAND facts, each written once: the cities and their maps (spec section 3), LAND sizes and areas (section 9).
import type { ChainKey } from './chains';

/** The cities that have a LAND map, in map-id order. */
export const CITIES = ['seoul', 'newyork', 'london', 'tokyo', 'berlin', 'saopaulo'] as const;
export type CityKey = (typeof CITIES)[number];
export const isCity = (v: unknown): v is CityKey => (CITIES as readonly unknown[]).includes(v);

/** Every land_code the API's LAND calls accept: the mapped cities plus two announced ones without a map yet. */
export const LAND_CODES = [...CITIES, 'hongkong', 'amsterdam'] as const;
export type LandCode = (typeof LAND_CODES)[number];

export interface LandMap {
  /** The map id the LAND contracts store per token (Land.mapId). */
  mapId: number;
  city: CityKey;
  /** The map's data name as the spec and the API spell it ('SeoulA'): on the wire only, never shown (src/i18n/cityLabels.ts labels cities). */
  dataName: string;
  /** The network the city's LAND lives on (by its local chain key: bsc is the BSC family). */
  chain: ChainKey;
  /** Sale round: Berlin and São Paulo are the 3rd. */
  round: 1 | 2 | 3;
  /** Blocks per side of the city's square map. */
  size: number;
}

/** SeoulA, New York and Berlin on BSC; London, Tokyo and São Paulo on Polygon (spec section 3). */
export const LAND_MAPS: readonly LandMap[] = [
  { mapId: 1, city: 'seoul', dataName: 'SeoulA', chain: 'bsc', round: 1, size: 100 },
  { mapId: 2, city: 'newyork', dataName: 'Newyork', chain: 'bsc', round: 2, size: 80 },
  { mapId: 3, city: 'london', dataName: 'London', chain: 'pol', round: 2, size: 80 },
  { mapId: 4, city: 'tokyo', dataName: 'Tokyo', chain: 'pol', round: 2, size: 80 },
  { mapId: 5, city: 'berlin', dataName: 'Berlin', chain: 'bsc', round: 3, size: 80 },
  { mapId: 6, city: 'saopaulo', dataName: 'São Paulo', chain: 'pol', round: 3, size: 80 },
];

export function mapOf(city: CityKey): LandMap {
  const found = LAND_MAPS.find((m) => m.city === city);
  if (!found) throw new Error(`unknown city ${city}`);
  return found;
}

/**
 * The name the API gives a LAND ('SeoulA LAND #10011'): one name wherever a LAND is shown (the LAND view, the market's
 * cards and item page), which src/i18n/cityLabels.ts landTitle turns into the city's label ('Gangnam LAND #10011').
 */
export const landNameOf = (city: CityKey, tokenId: string): string => `${mapOf(city).dataName} LAND #${tokenId}`;

/** The city of a LAND as the API names it ('SeoulA LAND #10011'), or null for any other name. */
export function cityOfLandName(name: string): { city: CityKey; tokenId: string } | null {
  const m = /^(.+) LAND #(\d+)$/.exec(name);
  const map = m && LAND_MAPS.find((l) => l.dataName === m[1]);
  return map ? { city: map.city, tokenId: m[2]! } : null;
}

/** LAND sizes: width x height in blocks, P for premium parcels. */
export const LAND_SIZES = ['1x1', '1x1P', '2x1', '2x1P', '2x2', '2x2P', '3x3', '3x3P'] as const;
export type LandSize = (typeof LAND_SIZES)[number];

/** Land area per LAND size, as spec section 9 lists it. */
export const LAND_AREA = {
  '1x1': 324,
  '2x1': 756,
  '2x2': 1_764,
  '3x3': 4_356,
} as const;

/** A parcel by its corner blocks (both inclusive: a 1x1 LAND has the same start and end block). */
export interface ParcelCorners {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

function parcelWidth(p: ParcelCorners): number {
  return p.x2 - p.x1 + 1;
}

function parcelHeight(p: ParcelCorners): number {
  return p.y2 - p.y1 + 1;
}

/** The size code of a parcel ('2x1P'): what the reward table and the LAND records use. */
export function landSize(p: ParcelCorners & { premium: boolean }): string {
  return `${parcelWidth(p)}x${parcelHeight(p)}${p.premium ? 'P' : ''}`;
}

/** The land area of a parcel (spec 9: 1x1 324, 2x1 756, 2x2 1,764, 3x3 4,356); null for a shape the spec gives none. */
export function landArea(p: ParcelCorners): number | null {
  const w = parcelWidth(p);
  const h = parcelHeight(p);
  // A 1x2 parcel is a 2x1 turned: the same area.
  const key = `${Math.max(w, h)}x${Math.min(w, h)}`;
  return key in LAND_AREA ? LAND_AREA[key as keyof typeof LAND_AREA] : null;
}

/** Size as a LAND card shows it: width x height ('2 x 1'). */
export function landSizeLabel(p: ParcelCorners): string {
  return `${parcelWidth(p)} x ${parcelHeight(p)}`;
}
