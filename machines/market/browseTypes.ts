// Actor ports of the market's browse, item detail and inventory flows: named once, used by the placeholders, the
// providers in src/features/market/actors, the services and the test stubs.
import type { Network } from '../../common/api/market';
import type { InventoryRow, ItemBrowseQuery, ItemCard, ItemDetail } from '../../common/api/marketItems';

/** What a browse page shows: every field is also a URL search parameter of market/{tab_page} (query.ts). */
export type BrowseQuery = Omit<ItemBrowseQuery, 'count'>;
/** The query without its network: what the URL's search parameters carry (the network is the route's tab). */
export type BrowseFilters = Omit<BrowseQuery, 'network'>;

/** fetchItems: one page of item cards. */
export type FetchItemsInput = ItemBrowseQuery;
export interface ItemPage {
  rows: ItemCard[];
  total: number;
}

/** saveLog (fire and forget, never fails the flow): a market visit (5001) or a search by name (5000). */
export type MarketLogInput = { kind: 'visit' } | { kind: 'search'; search: string };

/** fetchItemDetail: the item with its open listings, or null when the API knows no such item. */
export interface ItemDetailKey {
  network: Network;
  itemId: string;
}
export type ItemDetailOutput = ItemDetail | null;

/** fetchInventory: one page of what the owner has on a network. */
export interface InventoryKey {
  network: Network;
  owner: string;
  page: number;
}
export type FetchInventoryInput = InventoryKey & { count: number };
export interface InventoryPage {
  rows: InventoryRow[];
  total: number;
}
