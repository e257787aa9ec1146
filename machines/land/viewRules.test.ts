// The LAND view's rules: the network warning, the city's tab, and which selections are written to the URL.
import { describe, expect, it } from 'vitest';
import { landQuery } from './query';
import { cityChainIdOf, landTabMove, onWrongNetwork, parcelToWrite } from './viewRules';

const NETWORKS = [
  { chainId: 1, family: 'ETH' as const },
  { chainId: 56, family: 'BSC' as const },
];

describe('the network warning', () => {
  it('shows only when both chains are known and differ', () => {
    expect(onWrongNetwork(56, 1)).toBe(true);
    expect(onWrongNetwork(56, 56)).toBe(false);
    expect(onWrongNetwork(null, 1)).toBe(false);
    expect(onWrongNetwork(56, null)).toBe(false);
  });

  it("takes the city's chain from the loaded map first, else the configured network of its family", () => {
    expect(cityChainIdOf(31337, NETWORKS, 'BSC')).toBe(31337);
    expect(cityChainIdOf(undefined, NETWORKS, 'BSC')).toBe(56);
    expect(cityChainIdOf(undefined, NETWORKS, 'POL')).toBeNull();
  });
});

describe("the city's tab", () => {
  it("stays on the city's own tab (Seoul on BSC, London on Polygon) and moves another tab there, keeping the query", () => {
    const seoul = landQuery('?view=land&city=seoul&parcel=12&sale=1');
    expect(landTabMove('bsc', seoul)).toBeNull();
    expect(landTabMove('eth', seoul)).toEqual({ tab: 'bsc', search: '?view=land&city=seoul&parcel=12&sale=1' });
    const london = landQuery('?view=land&city=london');
    expect(landTabMove('pol', london)).toBeNull();
    expect(landTabMove('bsc', london)).toEqual({ tab: 'pol', search: '?view=land&city=london' });
  });
});

describe('map -> URL', () => {
  it('writes a click, not a stale render, not an unchanged selection, not what the URL already names', () => {
    expect(parcelToWrite('1', '2', '2', '1')).toBe('2');
    expect(parcelToWrite('1', null, null, '1')).toBeNull();
    expect(parcelToWrite('2', '2', '2', '1')).toBeUndefined();
    expect(parcelToWrite('1', '2', '3', '1')).toBeUndefined();
    expect(parcelToWrite('1', '2', '2', '2')).toBeUndefined();
  });
});
