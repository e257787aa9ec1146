// Requests and answers of the item market: browse (filters, order, paging), one item with its listings, and a wallet's inventory.
import { z } from 'zod/mini';
import { ITEM_GRADES, MARKET_ORDERS, isCategoryPath } from '../domain/items';
import { pagingFields, walletAddress } from './fields';
import { city, network } from './market';

/**
 * An item's id in market URLs and calls: a catalog id for game items ('204'), or 'land721-10011' / 'land1155-15002' for
 * a LAND token (LAND is listed on the same market).
 */
export const marketItemId = z.string().check(z.trim(), z.regex(/^(\d{1,9}|land(721|1155)-\d{1,78})$/, 'error-msg-item-id'));

/** The language item names are answered in (the page's /{lang}/); without it the API reads Accept-Language. */
const lang = z.optional(z.enum(['en', 'ko'], { error: 'error-msg-lang' }));
export type ItemLang = NonNullable<z.infer<typeof lang>>;

/** What a browse page asks for; every field is also a URL search parameter of market/{tab_page}. */
export const itemBrowseRequest = z.object({
  network,
  lang,
  /** A menu path ('equipments' or 'equipments.cap'), or 'land'; empty for everything. */
  category: z._default(
    z.optional(
      z.string().check(
        z.trim(),
        z.refine((v) => v === '' || v === 'land' || isCategoryPath(v), 'error-msg-category'),
      ),
    ),
    '',
  ),
  search: z._default(z.optional(z.string().check(z.trim(), z.maxLength(255, 'error-msg-search'))), ''),
  /** Empty for every grade. */
  grade: z._default(z.optional(z.enum(['', ...ITEM_GRADES.map(String)] as [string, ...string[]], { error: 'error-msg-grade' })), ''),
  /** '1' shows only items with a listing. */
  for_sale: z._default(z.optional(z.enum(['0', '1'], { error: 'error-msg-for-sale' })), '0'),
  /** Empty for both standards. */
  standard: z._default(z.optional(z.enum(['', '721', '1155'], { error: 'error-msg-standard' })), ''),
  order: z._default(z.optional(z.enum(MARKET_ORDERS, { error: 'error-msg-order' })), 'newest'),
  ...pagingFields({ first: 1, count: 12, maxCount: 100 }),
});
export type ItemBrowseRequest = z.input<typeof itemBrowseRequest>;
export type ItemBrowseQuery = z.output<typeof itemBrowseRequest>;

const currency = z.enum(['native', 'token']);
export type ListingCurrency = z.infer<typeof currency>;

/** One item card: the spec's land item fields (n, id, nft_id, thumburl, tokenId, value, owner_address) plus what a card shows. */
export const itemCard = z.object({
  itemId: z.string(),
  /** Name in the language asked for (Accept-Language / lang field). */
  n: z.string(),
  /** The cheapest open listing's index (0 when none is open). */
  id: z.int(),
  nft_id: z.string(),
  thumburl: z.string(),
  /** ERC-1155 token id, or the cheapest listed piece's token id ('' when an ERC-721 item has no listing). */
  tokenId: z.string(),
  /** Units for sale over every open listing. */
  value: z.int(),
  owner_address: z.string(),
  tokentype: z.enum(['721', '1155']),
  chain_id: z.int(),
  /** Cheapest open unit price in whole coins or tokens ('' when none is open). */
  dviprice: z.string(),
  currency: z.union([currency, z.literal('')]),
  salestate: z.int(),
  grade: z.nullable(z.int()),
  category: z.string(),
  listings: z.int(),
});
export type ItemCard = z.infer<typeof itemCard>;
export const itemBrowseAnswer = z.object({ data: z.object({ rows: z.array(itemCard), total: z.int() }) });

/** One listing on the market contract; index is the contract's itemId. */
export const listing = z.object({
  index: z.int(),
  /** The API's record of the listing: market prepending create's item_id. */
  recordId: z.int(),
  seller: z.string(),
  tokenId: z.string(),
  /** Unit price in whole coins or tokens, and in wei. */
  price: z.string(),
  priceWei: z.string(),
  currency,
  /** Units still for sale. */
  sellAmount: z.int(),
  forSale: z.boolean(),
  /** Ms since the epoch. */
  createdAt: z.int(),
  /** Only on a LAND listing the front end built from the spec's LAND market (lgl0000_ex + the chain): recordId is then its block, bought through lgl0002_ex. */
  land: z.optional(z.object({ land_code: city, network })),
});
export type Listing = z.infer<typeof listing>;

export const itemDetailRequest = z.object({ network, itemId: marketItemId, lang });
export type ItemDetailRequest = z.input<typeof itemDetailRequest>;
export const itemDetailAnswer = z.object({
  data: z.object({
    item: itemCard,
    /** The collection contract, for approvals and balances. */
    nft: z.string(),
    /** Open listings, cheapest first. */
    listings: z.array(listing),
  }),
});
export type ItemDetail = z.infer<typeof itemDetailAnswer>['data'];

export const inventoryRequest = z.object({
  network,
  lang,
  owner_addr: walletAddress,
  /** 'items', 'land' or '' for both. */
  kind: z._default(z.optional(z.enum(['', 'items', 'land'], { error: 'error-msg-kind' })), ''),
  ...pagingFields({ first: 1, count: 12, maxCount: 100 }),
});
export type InventoryRequest = z.input<typeof inventoryRequest>;

/** One thing the owner has on a network: in the wallet (quantity) and/or on the market (their open listings). */
export const inventoryRow = z.object({
  item: itemCard,
  nft: z.string(),
  tokenId: z.string(),
  /** Units in the wallet now. */
  quantity: z.int(),
  /** Units staked (LAND only; 0 otherwise): they cannot be listed. */
  staked: z.int(),
  /** The owner's open listings of this token. */
  listed: z.array(listing),
});
export type InventoryRow = z.infer<typeof inventoryRow>;
export const inventoryAnswer = z.object({ data: z.object({ rows: z.array(inventoryRow), total: z.int() }) });
