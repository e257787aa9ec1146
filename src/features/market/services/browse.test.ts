// Market browse services: API answers mapped for the flows (absolute pictures, 'no such item' as null) and the logs.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../services/api/errors';
import { card, DETAIL, inventoryRow, OWNER } from '@machines/testing/market/browse/fixtures';
import { type BrowseApi, type BrowseDeps, fetchInventoryPage, fetchItemDetail, fetchItemPage, saveMarketLog } from './browse';
import { forgetAuthToken } from '../../../services/authToken';

function fakeApi(overrides: Partial<BrowseApi> = {}) {
  const api = {
    assetUrl: (url: string) => `http://api.test${url}`,
    marketItemBrowse: vi.fn(async () => ({ data: { rows: [card('201')], total: 1 } })),
    marketItemDetail: vi.fn(async () => ({ data: DETAIL })),
    marketInventory: vi.fn(async () => ({ data: { rows: [inventoryRow('204')], total: 1 } })),
    refreshToken: vi.fn(async () => ({ result: 0 as const, authToken: 'token-123456', accountId: 'alice', newUser: false, expiresAt: '2026-01-01T00:10:00Z' })),
    saveLog: vi.fn(async () => ({ data: { result: 'success' as const, logId: 1 } })),
    ...overrides,
  };
  const deps: BrowseDeps = {
    api: async () => api as unknown as BrowseApi,
    now: () => Date.parse('2026-01-01T00:00:00Z'),
    chainIdOf: async () => 31338,
    chain: () => Promise.reject(new Error('no chain in this test')),
  };
  return { api, deps };
}

beforeEach(() => forgetAuthToken());

describe('market browse services', () => {
  it('asks the extension for a page with a grade as given and makes pictures absolute on the API host', async () => {
    const { api, deps } = fakeApi();
    const input = {
      network: 'BSC' as const,
      lang: 'ko' as const,
      category: '' as const,
      search: 'cap',
      grade: '5',
      for_sale: '1' as const,
      standard: '' as const,
      order: 'name' as const,
      page: 2,
      count: 12,
    };
    const page = await fetchItemPage(deps, { ...input, mine: '0' });
    expect(api.marketItemBrowse).toHaveBeenCalledWith(input);
    expect(page.rows[0]?.thumburl).toBe('http://api.test/static/items/201.svg');
    expect(page.total).toBe(1);
  });

  it('an item the API does not know is null; other failures stay failures', async () => {
    const notFound = fakeApi({ marketItemDetail: vi.fn(async () => Promise.reject(new ApiCallError(404, 'error-msg-not-found', 'no item'))) });
    expect(await fetchItemDetail(notFound.deps, { network: 'BSC', itemId: '999', lang: 'en' })).toBeNull();
    const down = fakeApi({ marketItemDetail: vi.fn(async () => Promise.reject(new ApiCallError(500, 'error-msg-server', 'down'))) });
    await expect(fetchItemDetail(down.deps, { network: 'BSC', itemId: '204', lang: 'en' })).rejects.toThrow('down');
    const ok = fakeApi();
    expect((await fetchItemDetail(ok.deps, { network: 'BSC', itemId: '204', lang: 'en' }))?.item.thumburl).toBe('http://api.test/static/items/204.svg');
  });

  it("asks for the owner's inventory page", async () => {
    const { api, deps } = fakeApi();
    await fetchInventoryPage(deps, { network: 'POL', owner: OWNER, page: 3, count: 12, lang: 'en' });
    expect(api.marketInventory).toHaveBeenCalledWith({ network: 'POL', owner_addr: OWNER, page: 3, count: 12, lang: 'en' });
  });

  it('logs 5001 and 5000 for a signed-in user with one token, nothing for a visitor, and never rejects', async () => {
    const { api, deps } = fakeApi();
    await saveMarketLog(deps, { kind: 'visit' }, null);
    expect(api.refreshToken).not.toHaveBeenCalled();
    const user = { id: '7', accountId: 'alice' };
    await saveMarketLog(deps, { kind: 'visit' }, user);
    await saveMarketLog(deps, { kind: 'search', search: 'ring' }, user);
    expect(api.refreshToken).toHaveBeenCalledTimes(1);
    expect(api.refreshToken).toHaveBeenCalledWith({ accountId: 'alice', accountIdx: 7 });
    expect(vi.mocked(api.saveLog as (input: unknown) => Promise<unknown>).mock.calls.map((c) => c[0])).toMatchObject([
      { action: 5001, keyValue: '', authToken: 'token-123456', accountId: 'alice' },
      { action: 5000, keyValue: 'ring' },
    ]);
    const failing = fakeApi({ saveLog: vi.fn(async () => Promise.reject(new Error('down'))) });
    await expect(saveMarketLog(failing.deps, { kind: 'visit' }, user)).resolves.toBeUndefined();
    const refused = fakeApi({ refreshToken: vi.fn(async () => ({ result: 9 as const })) });
    await saveMarketLog(refused.deps, { kind: 'visit' }, user);
    expect(refused.api.saveLog).not.toHaveBeenCalled();
  });
});
