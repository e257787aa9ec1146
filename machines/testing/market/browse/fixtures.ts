// Fixtures of the browse, item detail and inventory tests: item cards, a detail with listings, inventory rows.
import type { InventoryRow, ItemCard, ItemDetail, Listing } from '@common/api/marketItems';

export const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

export function card(itemId: string, extra: Partial<ItemCard> = {}): ItemCard {
  return {
    itemId,
    n: `Item ${itemId}`,
    id: 0,
    nft_id: '0xnft',
    thumburl: `/static/items/${itemId}.svg`,
    tokenId: itemId,
    value: 0,
    owner_address: '',
    tokentype: '1155',
    chain_id: 31338,
    dviprice: '',
    currency: '',
    salestate: 0,
    grade: 5,
    category: 'equipments.cap',
    listings: 0,
    ...extra,
  };
}

export function listing(index: number, extra: Partial<Listing> = {}): Listing {
  return {
    index,
    recordId: index + 100,
    seller: OWNER,
    tokenId: '204',
    price: '1250',
    priceWei: '1250000000000000000000',
    currency: 'token',
    sellAmount: 3,
    forSale: true,
    createdAt: 1_700_000_000_000,
    ...extra,
  };
}

export const DETAIL: ItemDetail = { item: card('204', { id: 7, listings: 2 }), nft: '0xnft', listings: [listing(7), listing(9, { currency: 'native' })] };

export function inventoryRow(itemId: string, extra: Partial<InventoryRow> = {}): InventoryRow {
  return { item: card(itemId), nft: '0xnft', tokenId: itemId, quantity: 2, staked: 0, listed: [], ...extra };
}
