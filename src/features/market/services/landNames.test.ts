// Market LAND names: a LAND named without its city ('LAND #20007') gets the LAND view's name from the chain, with the
// full API's answers too; the chain is not loaded when every name already says its city.
import { describe, expect, it, vi } from 'vitest';
import { card, DETAIL } from '@machines/testing/market/browse/fixtures';
import { type BrowseApi, type BrowseDeps, fetchItemDetail, fetchItemPage } from './browse';
import { withLandNames } from './landNames';

const land = (tokenId: string, n: string) => card(`land721-${tokenId}`, { n, tokenId, tokentype: '721', category: 'land', grade: null });
const reader = (city: 'newyork' | 'berlin' | null) => ({ landCity: vi.fn(async () => city) });

describe('withLandNames', () => {
  it('loads no chain when every LAND name says its city, and leaves items alone', async () => {
    const chain = vi.fn(async () => reader('newyork'));
    const cards = [card('204'), land('20001', 'Newyork LAND #20001')];
    expect(await withLandNames(cards, chain)).toEqual(cards);
    expect(chain).not.toHaveBeenCalled();
  });

  it('names a LAND without its city by the city its collection gives, asking once per token', async () => {
    const r = reader('berlin');
    const named = await withLandNames([land('50011', 'LAND #50011'), card('204')], async () => r);
    expect(named.map((c) => c.n)).toEqual(['Berlin LAND #50011', 'Item 204']);
    await withLandNames([land('50011', 'LAND #50011')], async () => r);
    expect(r.landCity).toHaveBeenCalledTimes(1);
    expect(r.landCity).toHaveBeenCalledWith(31338, 721, '50011');
  });

  it('keeps the name as given when the chain does not know the token or does not answer', async () => {
    expect((await withLandNames([land('77', 'LAND #77')], async () => reader(null)))[0]!.n).toBe('LAND #77');
    expect((await withLandNames([land('78', 'LAND #78')], () => Promise.reject(new Error('no wallet chain'))))[0]!.n).toBe('LAND #78');
  });
});

describe('with the market extensions', () => {
  it("names the item page's and the cards' LAND as the LAND view does when the API's name lacks its city", async () => {
    const api = {
      assetUrl: (url: string) => url,
      marketItemBrowse: vi.fn(async () => ({ data: { rows: [land('20007', 'LAND #20007')], total: 1 } })),
      marketItemDetail: vi.fn(async () => ({ data: { ...DETAIL, item: land('20008', 'LAND #20008') } })),
    };
    const deps: BrowseDeps = {
      api: async () => api as unknown as BrowseApi,
      now: () => 0,
      chainIdOf: async () => 31338,
      chain: async () => reader('newyork') as unknown as Awaited<ReturnType<BrowseDeps['chain']>>,
    };
    const page = await fetchItemPage(deps, {
      network: 'BSC',
      lang: 'en',
      category: 'land',
      search: '',
      grade: '',
      for_sale: '0',
      standard: '',
      order: 'newest',
      page: 1,
      count: 12,
      mine: '0',
    });
    expect(page.rows[0]!.n).toBe('Newyork LAND #20007');
    expect((await fetchItemDetail(deps, { network: 'BSC', itemId: 'land721-20008', lang: 'en' }))?.item.n).toBe('Newyork LAND #20008');
  });
});
