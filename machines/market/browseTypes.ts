// Actor ports of the market's browse, item detail and inventory flows: named once, used by the placeholders, the
// providers in src/features/market/actors, the services and the test stubs.
import type { Network } from '@common/api/market';
import type { InventoryRow, ItemBrowseQuery, ItemCard, ItemDetail } from '@common/api/marketItems';

/** The page's language (/{lang}/): the API answers item names in it. */
export type MarketLang = 'en' | 'ko';

/**
 * What the URL's search parameters carry (query.ts); the network is the route's tab, the language its first segment.
 * mine '1' is "My listings": the signed-in user's listings, read with the spec's market_item_list_with_owner.
 */
export type BrowseFilters = Omit<ItemBrowseQuery, 'count' | 'network' | 'lang'> & { mine: '0' | '1' };
/** What a browse page shows. */
export type BrowseQuery = BrowseFilters & { network: Network; lang: MarketLang };

/** fetchItems: one page of item cards. */
export type FetchItemsInput = BrowseQuery & { count: number };
export interface ItemPage {
  rows: ItemCard[];
  total: number;
  /**
   * Why the category, grade and standard filters did not apply: the back end does not offer market_item_browse (the
   * page was read with the spec's calls), or the page is "My listings" (the spec's call has no such fields). Absent
   * when they applied.
   */
  limited?: 'notOffered' | 'mine';
}

/** saveLog (fire and forget, never fails the flow): a market visit (5001) or a search by name (5000). */
export type MarketLogInput = { kind: 'visit' } | { kind: 'search'; search: string };

/** fetchItemDetail: the item with its open listings, or null when the API knows no such item. */
export interface ItemDetailKey {
  network: Network;
  itemId: string;
  lang: MarketLang;
}
export type ItemDetailOutput = ItemDetail | null;

/** fetchInventory: one page of what the owner has on a network. */
export interface InventoryKey {
  network: Network;
  owner: string;
  page: number;
  lang: MarketLang;
}
export type FetchInventoryInput = InventoryKey & { count: number };
export interface InventoryPage {
  rows: InventoryRow[];
  total: number;
}
