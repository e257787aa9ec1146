// URL search parameters <-> browse query: round trips, defaults left out, bad values fall back, nothing throws.
import { describe, expect, it } from 'vitest';
import {
  BROWSE_DEFAULTS,
  browseQuery,
  changeFilters,
  filtersFromSearch,
  inventoryPlace,
  inventorySearch,
  networkOfTab,
  sameQuery,
  searchOfFilters,
  SEARCH_MAX,
} from './query';
import type { BrowseFilters } from './types';

const full: BrowseFilters = {
  category: 'equipments.cap',
  search: 'Dragon Scale',
  grade: '7',
  for_sale: '1',
  standard: '1155',
  order: 'priceDesc',
  page: 3,
  mine: '1',
};

describe('browse query in the URL', () => {
  it('round-trips every field, and all defaults give an empty search part', () => {
    const search = searchOfFilters(full);
    expect(search).toBe('?category=equipments.cap&search=Dragon+Scale&grade=7&for_sale=1&standard=1155&order=priceDesc&page=3&mine=1');
    expect(filtersFromSearch(search)).toEqual(full);
    expect(searchOfFilters(BROWSE_DEFAULTS)).toBe('');
    expect(filtersFromSearch('')).toEqual(BROWSE_DEFAULTS);
    for (const category of ['characters', 'riding.flying', 'buildings.3x3', 'land'] as const) {
      expect(filtersFromSearch(searchOfFilters({ ...BROWSE_DEFAULTS, category })).category).toBe(category);
    }
  });

  it('leaves defaults out and keeps the rest', () => {
    expect(searchOfFilters({ ...BROWSE_DEFAULTS, order: 'name' })).toBe('?order=name');
    expect(searchOfFilters({ ...BROWSE_DEFAULTS, page: 2 })).toBe('?page=2');
  });

  it('falls back to the default for each bad value, never throwing', () => {
    const bad = '?category=weapons&search=%00%00&grade=9&for_sale=yes&standard=20&order=random&page=0';
    expect(filtersFromSearch(bad)).toEqual(BROWSE_DEFAULTS);
    for (const page of ['-1', '1.5', 'abc', '100001', '9999999999', '']) expect(filtersFromSearch(`page=${page}`).page).toBe(1);
    for (const weird of ['%', '%E0%A4%A', '&&&', '=x', 'page', '?page=2&page=5', 'category=__proto__', 'constructor=1']) {
      expect(() => filtersFromSearch(weird)).not.toThrow();
    }
    expect(filtersFromSearch('?page=2&page=5').page).toBe(2);
  });

  it('reads grade labels (older ones too), ERC spellings and boolean for_sale', () => {
    expect(filtersFromSearch('grade=Legendary').grade).toBe('7');
    expect(filtersFromSearch('grade=Unique').grade).toBe('6');
    expect(filtersFromSearch('grade=Legend').grade).toBe('8');
    expect(filtersFromSearch('standard=ERC-721').standard).toBe('721');
    expect(filtersFromSearch('standard=erc1155').standard).toBe('1155');
    expect(filtersFromSearch('for_sale=true').for_sale).toBe('1');
  });

  it('cleans the search text: control characters, spaces around, at most 255 characters', () => {
    expect(filtersFromSearch(`search=${encodeURIComponent('  ring\u0000x ')}`).search).toBe('ring x');
    expect(filtersFromSearch(`search=${'a'.repeat(400)}`).search).toHaveLength(SEARCH_MAX);
    expect(searchOfFilters({ ...BROWSE_DEFAULTS, search: '<b>&amp;' })).toBe('?search=%3Cb%3E%26amp%3B');
    expect(filtersFromSearch('?search=%3Cb%3E%26amp%3B').search).toBe('<b>&amp;');
  });

  it('a change of filter goes to page 1; a change of page keeps the filters', () => {
    const on3 = { ...full, page: 3 };
    expect(changeFilters(on3, { grade: '4' })).toEqual({ ...full, grade: '4', page: 1 });
    expect(changeFilters(on3, { search: 'ring' }).page).toBe(1);
    expect(changeFilters(on3, { page: 7 })).toEqual({ ...full, page: 7 });
  });

  it('names the network by the tab and compares queries field by field', () => {
    expect(networkOfTab('eth')).toBe('ETH');
    expect(networkOfTab('pol')).toBe('POL');
    const q = browseQuery('bsc', '?grade=5');
    expect(q).toEqual({ ...BROWSE_DEFAULTS, network: 'BSC', lang: 'en', grade: '5' });
    expect(sameQuery(q, browseQuery('bsc', '?grade=5', 'ko'))).toBe(false);
    expect(sameQuery(q, browseQuery('bsc', 'grade=5&page=1'))).toBe(true);
    expect(sameQuery(q, browseQuery('eth', 'grade=5'))).toBe(false);
    expect(sameQuery(q, browseQuery('bsc', 'grade=5&page=2'))).toBe(false);
    expect(sameQuery(null, null)).toBe(true);
    expect(sameQuery(q, null)).toBe(false);
  });
});

describe('inventory place in the URL', () => {
  it('round-trips the network tab and page, defaults left out, bad values fall back', () => {
    expect(inventorySearch({ tab: 'eth', page: 2 })).toBe('?network=eth&page=2');
    expect(inventoryPlace('?network=eth&page=2')).toEqual({ tab: 'eth', page: 2 });
    expect(inventorySearch({ tab: 'bsc', page: 1 })).toBe('');
    expect(inventoryPlace('')).toEqual({ tab: 'bsc', page: 1 });
    expect(inventoryPlace('?network=sol&page=-3')).toEqual({ tab: 'bsc', page: 1 });
    expect(inventoryPlace('?network=POL').tab).toBe('pol');
    expect(() => inventoryPlace('%%%')).not.toThrow();
  });
});
