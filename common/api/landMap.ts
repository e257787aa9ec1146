// A city's LAND map on the wire: blocks and parcels as base64 typed arrays (not one JSON object per block), and its decoded form.
import { z } from 'zod/mini';
import { LAND_CODES } from '../domain/land';

/** GET, cacheable: `${web base}${LAND_MAP_PATH}/${city}`; answers with an ETag equal to `version` and honours If-None-Match. */
export const LAND_MAP_PATH = '/land_map';

/** Bits of a parcel's flags byte. */
export const PARCEL_FLAG = {
  premium: 1,
  erc1155: 2,
  /** Staked in a campaign (read from the staking contract's deposits). */
  staked: 4,
  /** Has an owner (sold by the platform); unsold parcels are still in the platform's sale stock. */
  sold: 8,
} as const;

const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/));

/** One open market listing of a parcel (a 1155 parcel can have several; the cheapest is shown on the map). */
export const parcelListing = z.object({
  /** Index into parcels. */
  parcel: z.int().check(z.nonnegative()),
  /** LandMarket item id. */
  index: z.int().check(z.positive()),
  seller: z.string(),
  /** Unit price as a decimal string in whole coins or tokens ('250', '0.5'). */
  price: z.string(),
  priceWei: z.string(),
  currency: z.enum(['native', 'token']),
  sellAmount: z.int().check(z.positive()),
  /** When it was listed (unix seconds): the list's 'newest' order. */
  listedAt: z.int().check(z.nonnegative()),
});
export type ParcelListing = z.infer<typeof parcelListing>;

export const landMapAnswer = z.object({
  data: z.object({
    city: z.enum(LAND_CODES),
    mapId: z.int(),
    name: z.string(),
    chainId: z.int(),
    width: z.int().check(z.positive()),
    height: z.int().check(z.positive()),
    /** Changes whenever anything below changes; also the ETag. */
    version: z.string(),
    /** Int8 per block, row-major (y * width + x): the block category -1..7. */
    blocks: base64,
    parcelCount: z.int().check(z.nonnegative()),
    /** Uint16 little-endian, 4 per parcel: x1, y1, x2, y2 (inclusive corners). */
    rects: base64,
    /** Uint8 per parcel: PARCEL_FLAG bits. */
    flags: base64,
    /** Int32 little-endian per parcel: index into owners, -1 for none. */
    ownerOf: base64,
    /** Decimal token id per parcel. */
    tokenIds: z.array(z.string()),
    /** Lower-case addresses. The owner of a staked or listed parcel is its staker or seller, not the contract holding it. */
    owners: z.array(z.string()),
    /** Further holders of ERC-1155 parcels held by several wallets: [parcel, owner index] (ownerOf holds the first). */
    extraOwners: z.array(z.tuple([z.int().check(z.nonnegative()), z.int().check(z.nonnegative())])),
    listings: z.array(parcelListing),
  }),
});
export type LandMapWire = z.infer<typeof landMapAnswer>['data'];

/** The decoded city: columnar typed arrays, so 90,000 blocks and 20,000 parcels stay cheap to hold and to draw. */
export interface CityMap {
  city: LandMapWire['city'];
  mapId: number;
  name: string;
  chainId: number;
  width: number;
  height: number;
  version: string;
  blocks: Int8Array;
  parcelCount: number;
  /** x1, y1, x2, y2 per parcel. */
  rects: Uint16Array;
  flags: Uint8Array;
  ownerOf: Int32Array;
  tokenIds: string[];
  owners: string[];
  extraOwners: [number, number][];
  listings: ParcelListing[];
  /** Per block: the parcel covering it, or -1 (built on decode, for O(1) hit tests). */
  parcelAt: Int32Array;
  /** Per parcel: index into listings of its cheapest open listing, or -1. */
  listingOf: Int32Array;
  /** Per parcel: the id of its first block, when the map was built from GetLandData (lgl0001_ex/lgl0004_ex's itemId). */
  blockIds?: readonly number[];
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

function fromBase64(text: string): Uint8Array {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

const le = (a: Uint16Array | Int32Array): Uint8Array => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

/** What the server encodes: the same columns as CityMap, without the derived ones. */
export type CityMapSource = Omit<CityMap, 'parcelAt' | 'listingOf'>;

export function encodeCityMap(m: CityMapSource): LandMapWire {
  return {
    city: m.city,
    mapId: m.mapId,
    name: m.name,
    chainId: m.chainId,
    width: m.width,
    height: m.height,
    version: m.version,
    blocks: toBase64(new Uint8Array(m.blocks.buffer, m.blocks.byteOffset, m.blocks.byteLength)),
    parcelCount: m.parcelCount,
    rects: toBase64(le(m.rects)),
    flags: toBase64(m.flags),
    ownerOf: toBase64(le(m.ownerOf)),
    tokenIds: m.tokenIds,
    owners: m.owners,
    extraOwners: m.extraOwners,
    listings: m.listings,
  };
}

const priceValue = (l: ParcelListing) => BigInt(l.priceWei);

/** Decodes and checks the columns' lengths; throws on a malformed answer. Typed arrays assume a little-endian host (every browser). */
export function decodeCityMap(w: LandMapWire): CityMap {
  const n = w.parcelCount;
  const blocks = new Int8Array(fromBase64(w.blocks).buffer);
  const rects = new Uint16Array(fromBase64(w.rects).buffer);
  const flags = fromBase64(w.flags);
  const ownerOf = new Int32Array(fromBase64(w.ownerOf).buffer);
  if (blocks.length !== w.width * w.height) throw new Error('land map: blocks do not match the size');
  if (rects.length !== n * 4 || flags.length !== n || ownerOf.length !== n || w.tokenIds.length !== n) throw new Error('land map: parcel columns differ');
  return withIndexes({ ...w, blocks, rects, flags, ownerOf });
}

/** Adds the derived columns (which parcel covers each block, each parcel's cheapest listing) to a city's columns. */
export function withIndexes(m: CityMapSource): CityMap {
  const n = m.parcelCount;
  const parcelAt = new Int32Array(m.width * m.height).fill(-1);
  for (let p = 0; p < n; p++) {
    const x1 = m.rects[p * 4]!;
    const y1 = m.rects[p * 4 + 1]!;
    const x2 = Math.min(m.rects[p * 4 + 2]!, m.width - 1);
    const y2 = Math.min(m.rects[p * 4 + 3]!, m.height - 1);
    for (let y = y1; y <= y2; y++) parcelAt.fill(p, y * m.width + x1, y * m.width + x2 + 1);
  }
  const listingOf = new Int32Array(n).fill(-1);
  m.listings.forEach((l, i) => {
    if (l.parcel >= n) throw new Error('land map: listing of an unknown parcel');
    const cur = listingOf[l.parcel]!;
    // Cheapest first; prices in different currencies are not comparable, so the native coin wins a tie of kinds.
    if (cur < 0 || (m.listings[cur]!.currency === l.currency && priceValue(l) < priceValue(m.listings[cur]!))) listingOf[l.parcel] = i;
  });
  return { ...m, parcelAt, listingOf };
}
