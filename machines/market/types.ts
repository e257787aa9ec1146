// Actor ports of the market's flows, named once: browse, item detail and inventory first, then buy, list and unlist (and
// their hub). The placeholders, the providers in src/features/market/actors, the services and the test stubs use them.
import type { City, Network } from '@common/api/market';
import type { InventoryRow, ItemBrowseQuery, ItemCard, ItemDetail, ListingCurrency } from '@common/api/marketItems';

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

/** The inventory loader's port (its `load` input): one page of what the owner has on a network. */
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

/** Who is looking: the app's Viewer port (machines/shared/viewer.ts), which the hub follows and hands to its flows. */
export { NO_VIEWER, type Viewer, type ViewerEvent } from '../shared/viewer';

/** What a flow tells its hub: the item changed on chain (bought, listed, unlisted, or sold by someone else meanwhile). */
export interface MarketChangedEvent {
  type: 'MARKET.CHANGED';
  scope: string;
}

/** The item a flow is about, with the names the labels and texts use. */
export interface MarketItemRef {
  network: Network;
  chainId: number;
  /** The collection contract (ERC-721 or ERC-1155). */
  nft: string;
  tokenId: string;
  standard: 721 | 1155;
  name: string;
  /** The symbols of the chain's native coin and of the platform token, for texts. */
  nativeSymbol: string;
  tokenSymbol: string;
}

// ---- buy ----

/** One open listing as the trade needs it (common/api/marketItems Listing). */
export interface TradeListing {
  /** LandMarket's itemId. */
  index: number;
  /** The API record market_prepending_create takes as item_id. */
  recordId: number;
  seller: string;
  /** Unit price in whole coins (the API's price field) and in wei. */
  price: string;
  priceWei: string;
  currency: ListingCurrency;
  sellAmount: number;
  /** A LAND listing of the LAND market: its purchase intent is the spec's market land buy item (lgl0002_ex), recordId its block. */
  land?: LandPurchase;
}

/** What lgl0002_ex takes besides the listing's record (itemId), seller (ownerId) and price. */
export interface LandPurchase {
  land_code: City;
  network: Network;
}

/** checkFunds: balances and the most the transactions can cost in gas, in wei (decimal strings). */
export interface CheckFundsInput {
  chainId: number;
  owner: string;
  currency: ListingCurrency;
  /** Gas for an approval is counted too when the token allowance may be short. */
  withApproval: boolean;
}
export interface FundsOutput {
  native: string;
  token: string;
  gasCost: string;
}

/** createPrepending: market_prepending_create; null when the API gave no id. */
export interface PrependingInput {
  item_id: number;
  seller: string;
  buyer: string;
  amount: number;
  price: string;
  /** Set for LAND bought on the LAND market: the prepending comes from lgl0002_ex instead of market_prepending_create. */
  land?: LandPurchase;
}
export type PrependingOutput = number | null;

/** readAllowance: the platform token allowance of owner for the market, in wei. */
export interface AllowanceInput {
  chainId: number;
  owner: string;
}

/** The approve step's request: approve(market, amount) of exactly price x quantity. */
export interface TokenApproveRequest {
  chainId: number;
  from: string;
  amountWei: string;
}

/** The trade step's request: Transaction_Item_WithToken, or Transaction_Item with value for a native price. */
export interface TradeRequest {
  chainId: number;
  from: string;
  index: number;
  amount: number;
  currency: ListingCurrency;
  totalWei: string;
}

/** recordTrade: market_item_trade with the mined hash. */
export interface RecordTradeInput {
  prependingId: number;
  hash: string;
}

// ---- list ----

/** checkNftApproval: isApprovedForAll(owner, market) on the collection. */
export interface NftApprovalRequest {
  chainId: number;
  nft: string;
  owner: string;
}

/** The list step's request: Sell_Item(nft, tokenId, amount, price, currency) with the market's mintFee as value. */
export interface SellRequest {
  chainId: number;
  from: string;
  nft: string;
  tokenId: string;
  amount: number;
  priceWei: string;
  currency: ListingCurrency;
}

/** A LAND listed from the LAND market: its city, network and block (lgl0004_ex's land_code, network, itemId). */
export interface LandListing {
  land_code: City;
  network: Network;
  itemId: number;
}
/** recordLandSale: lgl0004_ex with the unit price in whole coins or tokens. */
export interface LandSellInput extends LandListing {
  price: string;
}

// ---- unlist ----

/** The unlist step's request: cancelSell(index). */
export interface CancelSellRequest {
  chainId: number;
  from: string;
  index: number;
}

/** loadHoldings: the connected wallet's inventory rows on a network. */
export interface HoldingsInput {
  network: Network;
  owner: string;
}
