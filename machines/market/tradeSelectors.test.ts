// Which actions an item detail or an inventory row offers the viewer, and the tracker's market transactions of a scope.
import { describe, expect, it } from 'vitest';
import type { InventoryRow, ItemDetail, Listing } from '@common/api/marketItems';
import { inventoryActionsFor, itemActionsFor, selectScopePending, selectScopeSettled } from './tradeSelectors';
import { BUYER, SELLER, VIEWERS } from '../testing/market/fixtures';

const listing = (index: number, seller: string, over: Partial<Listing> = {}): Listing => ({
  index,
  recordId: index + 100,
  seller,
  tokenId: '204',
  price: '1',
  priceWei: '1000000000000000000',
  currency: 'token',
  sellAmount: 2,
  forSale: true,
  createdAt: 0,
  ...over,
});
const NFT = '0x00000000000000000000000000000000000011aa';
const detail = {
  item: { itemId: '204' },
  nft: NFT,
  listings: [listing(1, SELLER), listing(2, BUYER.toUpperCase().replace('0X', '0x')), listing(3, SELLER, { forSale: false })],
} as unknown as ItemDetail;
const row = (over: Partial<InventoryRow>) =>
  ({
    item: { itemId: '204' },
    nft: NFT.toUpperCase().replace('0X', '0x'),
    tokenId: '204',
    quantity: 2,
    staked: 0,
    listed: [],
    ...over,
  }) as unknown as InventoryRow;

describe('item actions', () => {
  it("offers Buy on others' open listings, Unlist on the viewer's, List for what the wallet holds", () => {
    const actions = itemActionsFor(VIEWERS.good, detail, [row({}), row({ quantity: 0, tokenId: '205' }), row({ item: { itemId: '9' } as never })]);
    expect(actions.buy.map((l) => l.index)).toEqual([1]);
    expect(actions.unlist.map((l) => l.index)).toEqual([2]);
    expect(actions.list.map((r) => r.tokenId)).toEqual(['204']);
  });

  it('a visitor may buy every open listing; a listing index narrows to that one', () => {
    expect(itemActionsFor(VIEWERS.signedOut, detail, []).buy.map((l) => l.index)).toEqual([1, 2]);
    expect(itemActionsFor(VIEWERS.good, detail, [], 1)).toEqual({ buy: [detail.listings[0]], unlist: [], list: [] });
  });

  it('an inventory row lists while units are held and unlists each open listing', () => {
    expect(inventoryActionsFor(row({ listed: [listing(4, BUYER), listing(5, BUYER, { forSale: false })] }))).toEqual({
      list: true,
      unlist: [listing(4, BUYER)],
    });
    expect(inventoryActionsFor(row({ quantity: 0 })).list).toBe(false);
  });
});

describe('market transactions of a scope', () => {
  it('are the tracker entries whose label names the scope; pending ones and how many settled', () => {
    const tx = (hash: string, status: string, scope: string, kind = 'buy') => ({ hash, status, kind, label: { id: 'tx.label.buy', values: { scope } } });
    const txs = [tx('0x1', 'pending', 'a'), tx('0x2', 'mined', 'a'), tx('0x3', 'pending', 'b'), tx('0x4', 'pending', 'a', 'deposit')];
    const snapshot = { context: { txs } } as never;
    expect(selectScopePending('a')(snapshot).map((t) => t.hash)).toEqual(['0x1']);
    expect(selectScopeSettled('a')(snapshot)).toBe(1);
    // The same list gives the same array back (a view's useSelector stays quiet).
    expect(selectScopePending('a')(snapshot)).toBe(selectScopePending('a')(snapshot));
  });
});
