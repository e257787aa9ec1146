// The LAND view's list built from the city map the map already loaded (no second call): filter, order, paging, and a
// parcel's row; pure. The URL side is query.ts (re-exported here).
import type { CityMap, ParcelListing } from '@common/api/landMap';
import { PARCEL_FLAG } from '@common/api/landMap';
import { type CityKey, landNameOf, landSize } from '@common/domain/land';
import { PAGE_SIZE } from '../constants';
import { parcelInfo } from '../landMap/selectors';
import type { LandOrder, LandQuery } from './query';

export * from './query';

/** One parcel as the list, the detail and the land tab show it. */
export interface LandRow {
  parcel: number;
  tokenId: string;
  name: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Size code ('2x1P'). */
  size: string;
  erc1155: boolean;
  staked: boolean;
  sold: boolean;
  /** Lower-case address (the staker or seller of a staked or listed parcel), or null when unsold. */
  owner: string | null;
  /** Every holder of the parcel: the owner, then the further holders of a multi-holder ERC-1155 parcel. */
  holders: string[];
  /** Its cheapest open listing, or null. */
  listing: ParcelListing | null;
  /** Its first block's id when the map came from GetLandData (what lgl0004_ex records a sale on), else null. */
  block: number | null;
}

export function landRowOf(map: CityMap, parcel: number): LandRow {
  // The map's own reading of the parcel's columns, plus what the list and the detail add.
  const { index, premium, state: _state, ...info } = parcelInfo(map, parcel);
  const flags = map.flags[parcel] ?? 0;
  return {
    ...info,
    parcel: index,
    name: landNameOf(map.city as CityKey, info.tokenId),
    size: landSize({ ...info, premium }),
    staked: (flags & PARCEL_FLAG.staked) !== 0,
    sold: (flags & PARCEL_FLAG.sold) !== 0,
    block: map.blockIds?.[parcel] ?? null,
    holders: [info.owner, ...map.extraOwners.filter(([p]) => p === parcel).map(([, o]) => map.owners[o] ?? null)].filter((o): o is string => !!o),
  };
}

/** The market's item id of a LAND token ('land721-10011'): what market_item_detail and the trade flows take. */
export const landItemId = (row: Pick<LandRow, 'erc1155' | 'tokenId'>) => `land${row.erc1155 ? 1155 : 721}-${row.tokenId}`;

/** The parcel of a token id, or -1. */
export function parcelOfToken(map: CityMap, tokenId: string | null): number {
  return tokenId === null ? -1 : map.tokenIds.indexOf(tokenId);
}

const byToken = (a: string, b: string) => (a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0);

function compare(order: LandOrder, map: CityMap) {
  const listing = (p: number) => {
    const i = map.listingOf[p]!;
    return i >= 0 ? map.listings[i]! : null;
  };
  const token = (p: number) => map.tokenIds[p]!;
  return (a: number, b: number): number => {
    const la = listing(a);
    const lb = listing(b);
    if (order === 'name') return byToken(token(a), token(b));
    // Parcels for sale come first in every other order; the rest follow by token id.
    if (la && !lb) return -1;
    if (!la && lb) return 1;
    if (!la || !lb) return byToken(token(a), token(b));
    if (order === 'newest') return lb.listedAt - la.listedAt || byToken(token(a), token(b));
    // Prices are compared by amount (whole coins or tokens), whatever the currency.
    const pa = BigInt(la.priceWei);
    const pb = BigInt(lb.priceWei);
    const diff = pa === pb ? 0 : pa < pb ? -1 : 1;
    return (order === 'price-asc' ? diff : -diff) || byToken(token(a), token(b));
  };
}

/** Every parcel the filter keeps, in the order asked (parcel indexes). */
export function landOrder(map: CityMap, q: Pick<LandQuery, 'sale' | 'order'>): number[] {
  const out: number[] = [];
  for (let p = 0; p < map.parcelCount; p++) if (!q.sale || map.listingOf[p]! >= 0) out.push(p);
  return out.sort(compare(q.order, map));
}

export interface LandPage {
  rows: LandRow[];
  total: number;
  /** The page shown: the one asked, clamped to the last page. */
  page: number;
}

/** One page of the list: 12 rows (spec section 9). */
export function landPage(map: CityMap, ordered: number[], page: number, size: number = PAGE_SIZE.marketItems): LandPage {
  const last = Math.max(1, Math.ceil(ordered.length / size));
  const shown = Math.min(Math.max(1, page), last);
  const rows = ordered.slice((shown - 1) * size, shown * size).map((p) => landRowOf(map, p));
  return { rows, total: ordered.length, page: shown };
}
