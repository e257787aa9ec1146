// LAND facts: every city's map and network, and a parcel's size as records and cards write it.
import { describe, expect, it } from 'vitest';
import { cityOfLandName, LAND_MAPS, landArea, landNameOf, landSize, landSizeLabel, mapOf } from './land';

describe('LAND names', () => {
  it("name a LAND by its map's data name, which gives the city back; a name without a city gives none", () => {
    expect(landNameOf('seoul', '10011')).toBe('SeoulA LAND #10011');
    expect(landNameOf('saopaulo', '60001')).toBe('São Paulo LAND #60001');
    for (const m of LAND_MAPS) expect(cityOfLandName(landNameOf(m.city, '42'))).toEqual({ city: m.city, tokenId: '42' });
    expect(cityOfLandName('LAND #10011')).toBeNull();
  });
});

describe('cities', () => {
  it('SeoulA, New York and Berlin are on BSC; London, Tokyo and São Paulo on Polygon; map ids 1 to 6', () => {
    expect(LAND_MAPS.map((m) => [m.mapId, m.city, m.chain])).toEqual([
      [1, 'seoul', 'bsc'],
      [2, 'newyork', 'bsc'],
      [3, 'london', 'pol'],
      [4, 'tokyo', 'pol'],
      [5, 'berlin', 'bsc'],
      [6, 'saopaulo', 'pol'],
    ]);
    expect(mapOf('seoul').size).toBe(100);
  });
});

describe('LAND size', () => {
  it('is width x height from the inclusive corners, P for premium; a card shows it spaced', () => {
    expect(landSize({ x1: 10, y1: 10, x2: 10, y2: 10, premium: false })).toBe('1x1');
    expect(landSize({ x1: 14, y1: 10, x2: 15, y2: 10, premium: true })).toBe('2x1P');
    expect(landSizeLabel({ x1: 14, y1: 10, x2: 16, y2: 12 })).toBe('3 x 3');
  });
});

describe('landArea', () => {
  it("is spec 9's area per size: 1x1 324, 2x1 756, 2x2 1,764, 3x3 4,356; none for another shape", () => {
    expect(landArea({ x1: 5, y1: 5, x2: 5, y2: 5 })).toBe(324);
    expect(landArea({ x1: 5, y1: 5, x2: 6, y2: 5 })).toBe(756);
    expect(landArea({ x1: 5, y1: 5, x2: 5, y2: 6 })).toBe(756);
    expect(landArea({ x1: 5, y1: 5, x2: 6, y2: 6 })).toBe(1_764);
    expect(landArea({ x1: 14, y1: 10, x2: 16, y2: 12 })).toBe(4_356);
    expect(landArea({ x1: 0, y1: 0, x2: 3, y2: 0 })).toBeNull();
  });
});
