// The LAND view's URL and list: parsing with fallbacks, filters, orders, paging, and a parcel's row from the city map.
import { describe, expect, it } from 'vitest';
import { decodeCityMap, encodeCityMap, PARCEL_FLAG, type ParcelListing } from '@common/api/landMap';
import { syntheticCity } from '@common/localWorld/syntheticCity';
import { changeLand, isLandView, landOrder, landPage, landQuery, landItemId, landRowOf, parcelOfToken, searchOfLand, tabOfCity } from './list';

const listing = (parcel: number, price: string, listedAt: number, currency: 'native' | 'token' = 'token'): ParcelListing => ({
  parcel,
  index: parcel + 1,
  seller: '0xaaa',
  price,
  priceWei: (BigInt(price) * 10n ** 18n).toString(),
  currency,
  sellAmount: 1,
  listedAt,
});

/** A 10 x 10 Seoul with 30 1x1 parcels in rows, parcel 0 a premium 2x1 ERC-1155, and four listings. */
function city() {
  const rects = new Uint16Array(30 * 4);
  for (let p = 0; p < 30; p++) {
    const x = (p % 10) * 1;
    const y = Math.floor(p / 10) * 2;
    rects.set([x, y, x, y], p * 4);
  }
  rects.set([0, 0, 1, 0], 0);
  rects.set([2, 6, 2, 6], 1 * 4);
  const flags = new Uint8Array(30);
  flags[0] = PARCEL_FLAG.premium | PARCEL_FLAG.erc1155 | PARCEL_FLAG.sold;
  flags[3] = PARCEL_FLAG.staked | PARCEL_FLAG.sold;
  const ownerOf = new Int32Array(30).fill(-1);
  ownerOf[0] = 0;
  ownerOf[3] = 1;
  const source = {
    city: 'seoul' as const,
    mapId: 1,
    name: 'SeoulA',
    chainId: 31337,
    width: 10,
    height: 10,
    version: 'v1',
    blocks: new Int8Array(100),
    parcelCount: 30,
    rects,
    flags,
    ownerOf,
    // Token ids of different lengths: '9' sorts before '10'.
    tokenIds: Array.from({ length: 30 }, (_, p) => String(p === 29 ? 9 : 100 + p)),
    owners: ['0xaaa', '0xbbb'],
    extraOwners: [[0, 1]] as [number, number][],
    listings: [listing(5, '250', 100), listing(7, '90', 300), listing(0, '1000', 200, 'native'), listing(29, '90', 50)],
  };
  return decodeCityMap(encodeCityMap(source));
}

describe('landQuery / searchOfLand', () => {
  it('reads every parameter and falls back on bad values', () => {
    expect(landQuery('?view=land&city=london&parcel=10011&sale=1&order=price-desc&page=3')).toEqual({
      city: 'london',
      parcel: '10011',
      sale: true,
      order: 'price-desc',
      page: 3,
    });
    expect(landQuery('?view=land&city=paris&parcel=abc&sale=yes&order=cheap&page=-2')).toEqual({
      city: 'seoul',
      parcel: null,
      sale: false,
      order: 'newest',
      page: 1,
    });
    expect(landQuery('?page=999999999').page).toBe(100_000);
    expect(isLandView('?view=land')).toBe(true);
    expect(isLandView('?category=land')).toBe(false);
  });

  it('writes the view and city, and leaves other defaults out; reads back what it wrote', () => {
    expect(searchOfLand(landQuery(''))).toBe('?view=land&city=seoul');
    const q = { city: 'tokyo' as const, parcel: '12', sale: true, order: 'name' as const, page: 2 };
    expect(searchOfLand(q)).toBe('?view=land&city=tokyo&parcel=12&sale=1&order=name&page=2');
    expect(landQuery(searchOfLand(q))).toEqual(q);
  });

  it('a filter or order change goes to page 1; another city clears the selection too', () => {
    const q = { city: 'seoul' as const, parcel: '12', sale: false, order: 'newest' as const, page: 4 };
    expect(changeLand(q, { sale: true })).toEqual({ ...q, sale: true, page: 1 });
    expect(changeLand(q, { order: 'name' })).toEqual({ ...q, order: 'name', page: 1 });
    expect(changeLand(q, { city: 'berlin' })).toEqual({ ...q, city: 'berlin', parcel: null, page: 1 });
    expect(changeLand(q, { parcel: '13' })).toEqual({ ...q, parcel: '13' });
    expect(changeLand(q, { page: 2 })).toEqual({ ...q, page: 2 });
  });

  it("names each city's network tab", () => {
    expect(['seoul', 'newyork', 'berlin', 'london', 'tokyo', 'saopaulo'].map((c) => tabOfCity(c as never))).toEqual(['bsc', 'bsc', 'bsc', 'pol', 'pol', 'pol']);
  });
});

describe('landOrder / landPage', () => {
  const map = city();
  const tokens = (parcels: number[]) => parcels.map((p) => map.tokenIds[p]);

  it('for sale only, in each order; unlisted parcels follow the listed ones by token id', () => {
    expect(tokens(landOrder(map, { sale: true, order: 'newest' }))).toEqual(['107', '100', '105', '9']);
    expect(tokens(landOrder(map, { sale: true, order: 'price-asc' }))).toEqual(['9', '107', '105', '100']);
    expect(tokens(landOrder(map, { sale: true, order: 'price-desc' }))).toEqual(['100', '105', '9', '107']);
    expect(tokens(landOrder(map, { sale: true, order: 'name' }))).toEqual(['9', '100', '105', '107']);
    const all = landOrder(map, { sale: false, order: 'newest' });
    expect(all).toHaveLength(30);
    expect(tokens(all.slice(0, 6))).toEqual(['107', '100', '105', '9', '101', '102']);
  });

  it('12 rows a page, the last page clamped; a token id to its parcel and its market item id', () => {
    const all = landOrder(map, { sale: false, order: 'name' });
    expect(landPage(map, all, 1).rows.map((r) => r.tokenId)).toEqual(['9', ...Array.from({ length: 11 }, (_, i) => String(100 + i))]);
    const last = landPage(map, all, 9);
    expect(last.page).toBe(3);
    expect(last.rows).toHaveLength(6);
    expect(last.total).toBe(30);
    expect(parcelOfToken(map, '115')).toBe(15);
    expect(parcelOfToken(map, '1')).toBe(-1);
    expect(parcelOfToken(map, null)).toBe(-1);
    expect(landItemId(landRowOf(map, 0))).toBe('land1155-100');
    expect(landItemId(landRowOf(map, 1))).toBe('land721-101');
  });

  it("a parcel's row: name, corners, size, standard, state, owner and listing", () => {
    expect(landRowOf(map, 0)).toEqual({
      parcel: 0,
      tokenId: '100',
      name: 'SeoulA LAND #100',
      x1: 0,
      y1: 0,
      x2: 1,
      y2: 0,
      size: '2x1P',
      erc1155: true,
      staked: false,
      sold: true,
      owner: '0xaaa',
      holders: ['0xaaa', '0xbbb'],
      listing: map.listings[2],
      // A land_map city names no blocks (a GetLandData one does: cityMap.test.ts).
      block: null,
    });
    expect(landRowOf(map, 3)).toMatchObject({ size: '1x1', erc1155: false, staked: true, owner: '0xbbb', holders: ['0xbbb'], listing: null });
    expect(landRowOf(map, 4)).toMatchObject({ sold: false, owner: null, holders: [], listing: null });
  });

  it('orders a 20,000-parcel city quickly enough to follow every URL change', () => {
    const big = decodeCityMap(encodeCityMap(syntheticCity()));
    const started = performance.now();
    const ordered = landOrder(big, { sale: false, order: 'price-asc' });
    expect(ordered.length).toBe(big.parcelCount);
    expect(landPage(big, ordered, 1).rows).toHaveLength(12);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
