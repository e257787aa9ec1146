// The API client's market calls against the reference server: the old lists and the item market's browse, detail and
// inventory, every answer checked by the shared schemas. The chains do not answer; the index holds the world's listings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, ApiCallError } from './index';
import { WORLD } from '@common/localWorld/world';
import { ITEM_CATALOG } from '@common/domain/items';
import { wallet, type TestWorld } from '../../../tests/server/support';
import { startIndexedWorld } from '../../../tests/server/fixtures';

let w: TestWorld;
beforeAll(async () => {
  w = await startIndexedWorld();
});
afterAll(async () => {
  await w?.stop();
});

const api = () => new ApiClient({ baseUrls: w.base, usedomain: '127.0.0.1:5173' });
const landListings = WORLD.bsc.listings.length + WORLD.pol.listings.length;

describe('ApiClient market calls', () => {
  it('lists the indexed LAND listings through the old list call', async () => {
    expect((await api().marketItems({ type: 'list', order: { name: 'price', ct: 'desc' } })).data.total).toBe(landListings);
  });

  it('browses item cards in the asked language, with totals for paging', async () => {
    const page = await api().marketItemBrowse({ network: 'BSC', lang: 'ko', category: 'equipments.cap' });
    expect(page.data.rows.map((r) => r.n)).toEqual(ITEM_CATALOG.filter((i) => i.category === 'equipments.cap').map((i) => i.name.ko));
    const land = await api().marketItemBrowse({ network: 'BSC', category: 'land', order: 'priceAsc' });
    expect(land.data.total).toBe(new Set(WORLD.bsc.listings.map((l) => l.tokenId)).size);
    expect(land.data.rows[0]).toMatchObject({ category: 'land', salestate: 1, currency: 'native', dviprice: '0.5' });
  });

  it('reads an item with its listings and the LAND part of an inventory', async () => {
    const d = await api().marketItemDetail({ network: 'BSC', itemId: 'land721-10011' });
    expect(d.data.listings).toEqual([expect.objectContaining({ index: 1, price: '0.5', currency: 'native', forSale: true })]);
    const inv = await api().marketInventory({ network: 'BSC', owner_addr: wallet('bob').address, kind: 'land' });
    expect(inv.data.rows.find((r) => r.tokenId === '10011')).toMatchObject({ quantity: 0, listed: [expect.objectContaining({ index: 1 })] });
  });

  it('refuses a malformed item id before sending, with the key the server uses', async () => {
    const e = await api()
      .marketItemDetail({ network: 'BSC', itemId: 'land42-1' })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiCallError);
    expect([(e as ApiCallError).status, (e as ApiCallError).key]).toEqual([0, 'error-msg-item-id']);
  });
});
