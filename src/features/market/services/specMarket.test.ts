// The market on the spec's calls: browse and search with market_item_list and _search_name (the extension only for a
// category, grade or standard), "My listings" with _with_owner; without the extensions the item page and holdings
// come from Item.json and the market contract on chain, each extension asked once per back end.
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../services/api/errors';
import { browseQuery } from '@machines/market/query';
import { type BrowseApi, type BrowseDeps, fetchItemDetail, fetchItemPage } from './browse';
import { fetchHoldings } from './holdings';
import { type ChainSale, type MarketChainReader, recordIds, type SpecRow } from './specMarket';
import { setupI18n } from '@lingui/core';
import { landNameOf } from '@common/domain/land';
import { catalogItem } from '@common/domain/items';
import { landTitle } from '../../../i18n/cityLabels';
import { messages as en } from '../../../../locales/en.po';

const i18n = setupI18n({ locale: 'en', messages: { en } });

const BSC = 31338;
const POL = 31339;
const SELLER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BUYER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const C = { land721: '0xLand721', land1155: '0xLand1155', items721: '0xItems721', items1155: '0xItems1155' };
const notOffered = () => Promise.reject(new ApiCallError(404, 'error-msg-no-endpoint', 'No such endpoint'));

function row(id: number, extra: Partial<SpecRow> = {}): SpecRow {
  return {
    n: `Row ${id}`,
    id,
    nft_id: '204',
    thumburl: '/static/items/204.svg',
    tokenId: '204',
    value: 3,
    hashRate: 0,
    owner_address: SELLER.toLowerCase(),
    tokentype: '1155',
    chain_id: BSC,
    dviprice: '1.5',
    salestate: 1,
    ...extra,
  };
}

function sale(index: number, extra: Partial<ChainSale> = {}): ChainSale {
  return {
    index,
    seller: SELLER,
    nft: C.items1155,
    tokenId: '204',
    priceWei: '1500000000000000000',
    currency: 'token',
    sellAmount: 3,
    forSale: true,
    ...extra,
  };
}

function world(rows: SpecRow[], sales: ChainSale[] = []) {
  const answer = (list: SpecRow[]) => ({ data: { rows: list, total: list.length } });
  const api = {
    assetUrl: (url: string) => `http://api.test${url}`,
    marketItemBrowse: vi.fn<() => Promise<unknown>>(notOffered),
    marketItemDetail: vi.fn(notOffered),
    marketInventory: vi.fn(notOffered),
    marketItems: vi.fn(async (q: { search?: string }) => answer(rows.filter((r) => !q.search || r.n.includes(q.search)))),
    marketItemsWithOwner: vi.fn(async (q: { owner_addr: string }) => answer(rows.filter((r) => r.owner_address === q.owner_addr.toLowerCase()))),
    marketSearchName: vi.fn(async (search: string) => answer(rows.filter((r) => r.n.toLowerCase().includes(search.toLowerCase())))),
    items: vi.fn(async () => [{ itemIdx: 204, name: 'Iron Cap', grade: 4, category: 'equipments.cap' }]),
    landWithOwner: vi.fn(async () => ({ data: { rows: [] } })),
  };
  const chain: MarketChainReader = {
    chainIdOf: (network) => (network === 'BSC' ? BSC : POL),
    collections: async () => C,
    sellingItems: vi.fn(async () => sales),
    orders: vi.fn(async () => sales.filter((s) => s.seller === SELLER)),
    holdings: vi.fn(async () => [{ nft: C.items1155, tokenId: '204', quantity: 2 }]),
    // LAND 1xxxx is in Seoul (map 1); any other token the chain does not know.
    landCity: vi.fn(async (_chainId: number, _standard: 721 | 1155, tokenId: string) => (tokenId.startsWith('1') ? ('seoul' as const) : null)),
  };
  const deps: BrowseDeps = {
    api: async () => api as unknown as BrowseApi,
    now: () => 0,
    chainIdOf: async (network) => chain.chainIdOf(network),
    chain: async () => chain,
  };
  return { api, chain, deps };
}

const input = (search = '') => ({ ...browseQuery('bsc', search), count: 12 });

/** The extension answering, as the full API does. */
const offered = () => Promise.resolve({ data: { rows: [], total: 0 } });

describe("market browse and search on the spec's calls", () => {
  it('the default browse is market_item_list even when the extension is offered: one card per listing, no extension call', async () => {
    const { api, deps } = world([row(1), row(2, { chain_id: POL })]);
    api.marketItemBrowse.mockImplementation(offered);
    const page = await fetchItemPage(deps, input('for_sale=1&order=priceAsc&page=1'));
    expect(api.marketItems).toHaveBeenCalledWith({ type: 'list', for_sale: '1', order: { name: 'price', ct: 'asc' }, page: 1, count: 100 });
    expect(api.marketItemBrowse).not.toHaveBeenCalled();
    expect(page).toEqual({ total: 1, rows: [expect.objectContaining({ itemId: '204', id: 1 })] });
  });

  it("names a catalog item in Korean on the Korean page (the spec's row names it in English)", async () => {
    const { deps } = world([row(1, { n: 'Dragon Helm' })]);
    const page = await fetchItemPage(deps, { ...browseQuery('bsc', '', 'ko'), count: 12 });
    expect(page.rows[0]?.n).toBe(catalogItem(204)!.name.ko);
  });

  it('asks the extension only for a category, grade or standard; when it is not offered, the spec list answers and the filters stay hidden', async () => {
    const { api, deps } = world([row(1), row(2, { chain_id: POL }), row(3, { nft_id: 'land721-10011', n: 'SeoulA LAND #10011', tokentype: '721' })]);
    const page = await fetchItemPage(deps, input('grade=7'));
    expect(page).toMatchObject({ total: 2, limited: 'notOffered' });
    expect(page.rows.map((c) => [c.itemId, c.id, c.dviprice, c.value])).toEqual([
      ['204', 1, '1.5', 3],
      ['land721-10011', 3, '1.5', 3],
    ]);
    expect(page.rows[0]?.thumburl).toBe('http://api.test/static/items/204.svg');
    expect(api.marketItems).toHaveBeenCalledWith(expect.objectContaining({ type: 'list', order: { name: 'date', ct: 'desc' }, count: 100 }));
    expect(await fetchItemPage(deps, input('page=2'))).toMatchObject({ limited: 'notOffered' });
    await fetchItemPage(deps, input('standard=721'));
    expect(api.marketItemBrowse).toHaveBeenCalledTimes(1);
  });

  it('searches by name with market_item_list_search_name and pages its answer here', async () => {
    const rows = Array.from({ length: 14 }, (_, i) => row(i + 1, { n: `Ring ${i + 1}`, dviprice: String(i + 1) }));
    const { api, deps } = world(rows);
    const page = await fetchItemPage(deps, input('search=Ring&order=priceDesc&page=2'));
    expect(api.marketSearchName).toHaveBeenCalledWith('Ring');
    expect(page.total).toBe(14);
    expect(page.rows.map((c) => c.dviprice)).toEqual(['2', '1']);
  });

  it("finds a city's LAND by its label, its everyday name or its data name: the call carries the data name", async () => {
    const seoul = row(3, { nft_id: 'land721-10011', n: 'SeoulA LAND #10011', tokenId: '10011', tokentype: '721' });
    const { api, deps } = world([row(1), seoul, row(4, { nft_id: 'land721-20011', n: 'Newyork LAND #20011', tokenId: '20011', tokentype: '721' })]);
    for (const [search, sent] of [
      ['Gangnam', 'SeoulA'],
      ['gangnam land', 'SeoulA land'],
      ['강남', 'SeoulA'],
      ['Seoul', 'Seoul'],
      ['SeoulA', 'SeoulA'],
    ]) {
      const page = await fetchItemPage(deps, input(`search=${encodeURIComponent(search!)}`));
      expect(api.marketSearchName).toHaveBeenLastCalledWith(sent);
      expect(page.rows.map((c) => c.itemId)).toEqual(['land721-10011']);
    }
  });

  it('another failure of the extension stays a failure', async () => {
    const { api, deps } = world([row(1)]);
    api.marketItemBrowse.mockImplementationOnce(() => Promise.reject(new ApiCallError(500, 'error-msg-server', 'down')));
    await expect(fetchItemPage(deps, input('grade=7'))).rejects.toThrow('down');
    expect(api.marketItems).not.toHaveBeenCalled();
  });
});

describe("'My listings'", () => {
  it("is market_item_list_with_owner for the session's wallet, whatever the extension offers", async () => {
    const { api, deps } = world([row(1), row(2, { owner_address: BUYER.toLowerCase() })]);
    const page = await fetchItemPage(deps, input('mine=1&grade=7'), BUYER);
    expect(api.marketItemsWithOwner).toHaveBeenCalledWith(expect.objectContaining({ owner_addr: BUYER }));
    expect(api.marketItemBrowse).not.toHaveBeenCalled();
    expect(page).toMatchObject({ total: 1, limited: 'mine', rows: [{ id: 2 }] });
  });
});

describe('market_item_detail not offered', () => {
  it("builds the item from Item.json and its listings from the chain, each with the API's record of it", async () => {
    // The API's row says 1 unit at 9.9 from another address: the chain's seller, price and amount are what is bought.
    const { deps } = world(
      [row(11), row(12, { dviprice: '9.9', owner_address: BUYER.toLowerCase() })],
      [sale(5), sale(6, { nft: C.items721, tokenId: '204001' }), sale(8, { priceWei: '1000000000000000000', currency: 'native', seller: BUYER })],
    );
    const d = await fetchItemDetail(deps, { network: 'BSC', itemId: '204', lang: 'en' });
    expect(d?.item).toMatchObject({ itemId: '204', n: 'Iron Cap', grade: 4, tokentype: '1155', dviprice: '1', currency: 'native', listings: 2, value: 6 });
    expect(d?.nft).toBe(C.items1155);
    expect(d?.listings.map((l) => [l.index, l.recordId, l.price, l.currency])).toEqual([
      [8, 0, '1', 'native'],
      [5, 11, '1.5', 'token'],
    ]);
  });

  it('names a LAND by its row and knows no item that is neither in Item.json, the catalog nor a LAND id', async () => {
    const { deps } = world([row(3, { nft_id: 'land721-10011', n: 'SeoulA LAND #10011', tokenId: '10011' })], [sale(1, { nft: C.land721, tokenId: '10011' })]);
    const land = await fetchItemDetail(deps, { network: 'BSC', itemId: 'land721-10011', lang: 'en' });
    expect(land).toMatchObject({ nft: C.land721, item: { n: 'SeoulA LAND #10011', tokentype: '721' }, listings: [{ index: 1, recordId: 3 }] });
    expect(await fetchItemDetail(deps, { network: 'BSC', itemId: '999999', lang: 'en' })).toBeNull();
  });
});

describe('LAND names without the extensions', () => {
  it('names a LAND whose row lacks its city as the LAND view does, on its card and its item page, the city read on chain', async () => {
    const { deps, chain } = world(
      [row(4, { nft_id: 'land721-10031', n: 'LAND #10031', tokenId: '10031', tokentype: '721' })],
      [sale(2, { nft: C.land721, tokenId: '10031' })],
    );
    const page = await fetchItemPage(deps, input());
    expect(page.rows.map((c) => c.n)).toEqual([landNameOf('seoul', '10031')]);
    const d = await fetchItemDetail(deps, { network: 'BSC', itemId: 'land721-10031', lang: 'en' });
    expect(d?.item.n).toBe('SeoulA LAND #10031');
    expect(landTitle(i18n, d!.item.n)).toBe('Gangnam LAND #10031');
    // A LAND listed on chain with no record at the API is named the same way.
    const bare = await fetchItemDetail(deps, { network: 'BSC', itemId: 'land721-10032', lang: 'en' });
    expect(bare?.item.n).toBe('SeoulA LAND #10032');
    expect(chain.landCity).toHaveBeenCalledWith(BSC, 721, '10031');
  });
});

describe('market_inventory not offered', () => {
  it('reads the holdings on chain, with the open orders of each token', async () => {
    const { deps, chain } = world([], [sale(5)]);
    const rows = await fetchHoldings(deps, 'BSC', SELLER);
    expect(chain.holdings).toHaveBeenCalledWith(BSC, SELLER, []);
    expect(rows).toEqual([expect.objectContaining({ nft: C.items1155, tokenId: '204', quantity: 2, item: expect.objectContaining({ itemId: '204' }) })]);
    expect(rows[0]?.listed.map((l) => l.index)).toEqual([5]);
  });

  it('leaves LAND out: on a spec back end it is sold from the LAND view, whose own List records the sale (lgl0004_ex)', async () => {
    const { deps, chain } = world([], []);
    vi.mocked(chain.holdings).mockResolvedValueOnce([
      { nft: C.items1155, tokenId: '204', quantity: 2 },
      { nft: C.land721, tokenId: '10012', quantity: 1 },
    ]);
    const rows = await fetchHoldings(deps, 'BSC', SELLER);
    expect(rows.map((r) => r.tokenId)).toEqual(['204']);
  });
});

describe('recordIds', () => {
  it('pairs alike listings and rows oldest first, and gives 0 to a listing the API has no row for', () => {
    const ids = recordIds([sale(9), sale(4), sale(7, { priceWei: '2' })], [row(30), row(20)]);
    expect([...ids.entries()].sort((a, b) => a[0] - b[0])).toEqual([
      [4, 20],
      [7, 0],
      [9, 30],
    ]);
  });
});
