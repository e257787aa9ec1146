// The seeded LAND of every city fits its map: no two parcels overlap, every parcel lies on building blocks of the layout;
// the LAND e2e reservations are what the specs expect, and the item listings' market ids follow the LAND listings.
import { describe, expect, it } from 'vitest';
import { CHAIN_KEYS } from '@common/domain/chains';
import { CITIES, mapOf, type CityKey } from '@common/domain/land';
import { account } from '@common/localWorld/accounts';
import { LAND_E2E } from '@common/localWorld/landE2e';
import { seededListings } from '@common/localWorld/market';
import { WORLD, type Parcel } from '@common/localWorld/world';
import { baseCategory } from '../../server/db/landMap';

const parcelsOf = (city: CityKey): Parcel[] => {
  const w = WORLD[mapOf(city).chain];
  return [...w.lands721, ...w.lands1155, ...(w.mysteryBox?.products.flatMap((p) => p.stock) ?? [])].filter((p) => p.city === city);
};

describe('seeded LAND on the city layouts', () => {
  it.each(CITIES)('%s: parcels inside the map, on building blocks only, never overlapping', (city) => {
    const { size } = mapOf(city);
    const taken = new Map<number, number>();
    for (const p of parcelsOf(city)) {
      expect(p.x1 <= p.x2 && p.y1 <= p.y2 && p.x2 < size && p.y2 < size, `${p.tokenId} inside`).toBe(true);
      for (let y = p.y1; y <= p.y2; y++) {
        for (let x = p.x1; x <= p.x2; x++) {
          expect(baseCategory(x, y, size), `${p.tokenId} at ${x},${y} is a building block`).toBe(1);
          expect(taken.get(y * size + x), `${p.tokenId} at ${x},${y} overlaps`).toBeUndefined();
          taken.set(y * size + x, p.tokenId);
        }
      }
    }
  });

  it('gives every token id once per chain', () => {
    for (const key of CHAIN_KEYS) {
      const w = WORLD[key];
      const ids = [...w.lands721, ...(w.mysteryBox?.products.flatMap((p) => p.stock) ?? [])].map((p) => p.tokenId);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe('LAND_E2E', () => {
  it('reserves Seoul LAND on BSC-local: a token listing, a native listing, the buyer own LAND and a staked LAND', () => {
    expect(LAND_E2E).toMatchObject({ chain: 'bsc', city: 'seoul', buyer: 'paul', seller: 'quinn', staker: 'rosa' });
    expect(LAND_E2E.tokenListing).toEqual({
      tokenId: 10014,
      standard: 721,
      city: 'seoul',
      x: 40,
      y: 30,
      size: '2x1',
      owner: 'quinn',
      price: '150',
      currency: 'token',
      index: 4,
    });
    expect(LAND_E2E.nativeListing).toEqual({
      tokenId: 10015,
      standard: 721,
      city: 'seoul',
      x: 43,
      y: 30,
      size: '1x1',
      owner: 'quinn',
      price: '0.75',
      currency: 'native',
      index: 5,
    });
    expect(LAND_E2E.owned).toEqual({ tokenId: 10016, standard: 721, city: 'seoul', x: 45, y: 30, size: '1x1', owner: 'paul' });
    expect(LAND_E2E.staked).toEqual({ tokenId: 10017, standard: 721, city: 'seoul', x: 40, y: 33, size: '2x2', owner: 'rosa', campaignId: 2 });
    for (const n of ['paul', 'quinn', 'rosa'] as const) expect(account(n)).toMatchObject({ role: 'e2e' });
    expect([account('paul').index, account('quinn').index, account('rosa').index]).toEqual([17, 18, 19]);
    for (const n of ['paul', 'quinn', 'rosa'] as const) expect(WORLD.bsc.tokenGrants[n]).toBe('10000');
  });

  it('keeps the reserved LAND out of every other listing and stake', () => {
    const reserved = [LAND_E2E.tokenListing, LAND_E2E.nativeListing, LAND_E2E.owned, LAND_E2E.staked].map((p) => p.tokenId);
    const listed = WORLD.bsc.listings.filter((l) => reserved.includes(l.tokenId));
    expect(listed.map((l) => [l.tokenId, l.seller])).toEqual([
      [10014, 'quinn'],
      [10015, 'quinn'],
    ]);
    expect(WORLD.bsc.stakes.filter((s) => reserved.includes(s.tokenId)).map((s) => [s.tokenId, s.owner])).toEqual([[10017, 'rosa']]);
  });
});

describe('market ids', () => {
  it('numbers the LAND listings 1..n in declared order and the item listings after them, without gaps', () => {
    for (const key of CHAIN_KEYS) {
      const all = seededListings(key);
      expect(all.map((l) => l.index)).toEqual(all.map((_, i) => i + 1));
      expect(all.slice(0, WORLD[key].listings.length).every((l) => l.key.startsWith('land-'))).toBe(true);
    }
    expect(seededListings('bsc').find((l) => !l.key.startsWith('land-'))!.index).toBe(6);
  });
});
