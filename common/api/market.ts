// Requests and answers of the market, the LAND map per city and the 4th land sale.
import { z } from 'zod/mini';
import { CHAIN_FAMILIES } from '../domain/chains';
import { LAND_CODES } from '../domain/land';
import { intField, pagingFields, walletAddress } from './fields';

/** The API names networks by family. */
export const network = z.enum(CHAIN_FAMILIES, { error: 'error-msg-network' });
export type Network = z.infer<typeof network>;

export const city = z.enum(LAND_CODES, { error: 'error-msg-city' });
export type City = z.infer<typeof city>;

/** Block categories: -1 Center, 0 Public Building, 1 Building for sale, 2 Road, 3 Station, 4..7 further fills. */
export const BLOCK_CATEGORIES = [-1, 0, 1, 2, 3, 4, 5, 6, 7] as const;

/** order is sent as JSON text in the form field (e.g. {"name":"price","ct":"asc"}). */
const marketOrder = z.object({
  name: z.enum(['price', 'name', 'date'], { error: 'error-msg-order' }),
  ct: z.enum(['asc', 'desc'], { error: 'error-msg-order' }),
});
const jsonOrder = z.pipe(
  z.pipe(
    z.union([marketOrder, z.string().check(z.maxLength(200, 'error-msg-order'))]),
    z.transform((v, ctx) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message: 'error-msg-order', input: v });
        return z.NEVER;
      }
    }),
  ),
  marketOrder,
);

export const marketQuery = z.object({
  type: z.enum(['list', 'map'], { error: 'error-msg-market-type' }),
  mapId: z._default(z.optional(intField('error-msg-map-id')), 0),
  ...pagingFields({ first: 1, count: 12, maxCount: 100 }),
  search: z._default(z.optional(z.string().check(z.trim(), z.maxLength(255, 'error-msg-search'))), ''),
  for_sale: z._default(z.optional(z.enum(['0', '1'], { error: 'error-msg-for-sale' })), '0'),
  order: z._default(z.optional(jsonOrder), { name: 'date', ct: 'desc' }),
});
export type MarketQuery = z.input<typeof marketQuery>;
export const marketQueryWithOwner = z.extend(marketQuery, { owner_addr: walletAddress });
export const marketSearchName = z.object({ search: z.string().check(z.trim(), z.minLength(1, 'error-msg-search'), z.maxLength(255, 'error-msg-search')) });

/** Land item of spec 3 plus its sale fields. */
const landItem = z.object({
  n: z.string(),
  id: z.int(),
  nft_id: z.string(),
  thumburl: z.string(),
  tokenId: z.string(),
  value: z.int(),
  hashRate: z.number(),
  owner_address: z.string(),
  tokentype: z.enum(['721', '1155']),
  chain_id: z.int(),
  dviprice: z.string(),
  salestate: z.int(),
});
export const marketListAnswer = z.object({ data: z.object({ rows: z.array(landItem), total: z.int() }) });

/** One block of a city map. coordinates is "x,y"; blocks of one multi-block LAND share tokenId. */
const landMapItem = z.object({
  id: z.int(),
  c: z.int(),
  n: z.string(),
  coordinates: z.string(),
  dviprice: z.string(),
  tokentype: z.enum(['721', '1155', '']),
  owner_address: z.string(),
  logo_url: z.string(),
  thumburl: z.string(),
  btn_state: z.int(),
  salestate: z.int(),
  chain_id: z.int(),
  tokenId: z.string(),
});
export const landDataRequest = z.object({ Land: city });
export const landDataAnswer = z.object({
  data: z.object({ city, width: z.int(), height: z.int(), blockSize: z.int(), rows: z.array(landMapItem) }),
});

export const landItemListRequest = z.object({ land_code: city, network });
export const landItemListAnswer = z.object({
  data: z.object({
    rows: z.array(
      z.object({
        index: z.int(),
        dviprice: z.string(),
        tokentype: z.enum(['721', '1155']),
        owner_address: z.string(),
        logo_url: z.string(),
        btn_state: z.int(),
        salestate: z.int(),
        chain_id: z.int(),
        tokenId: z.string(),
        coordinates: z.string(),
      }),
    ),
  }),
});

/** LAND card (spec 3) for the staking popup and my lands. */
const landCard = z.object({
  x1: z.int(),
  y1: z.int(),
  x2: z.int(),
  y2: z.int(),
  tokenId: z.string(),
  nftId: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  isErc1155: z.boolean(),
  maxQuantity: z.int(),
  landType: z.string(),
  staked: z.boolean(),
});
export const landWithOwnerRequest = z.object({
  land_code: city,
  network,
  owner_addr: walletAddress,
  stake: z.enum(['0', '1'], { error: 'error-msg-stake' }),
  campaignId: z._default(z.optional(intField('error-msg-campaign-id')), 0),
});
export const landWithOwnerAnswer = z.object({ data: z.object({ rows: z.array(landCard) }) });

const priceField = z.string().check(
  z.trim(),
  z.regex(/^\d{1,40}(\.\d{1,18})?$/, 'error-msg-price'),
  z.refine((v) => Number(v) > 0, 'error-msg-price'),
);
export const prependingCreateRequest = z.object({
  item_id: intField('error-msg-item-id'),
  seller: walletAddress,
  buyer: walletAddress,
  amount: intField('error-msg-amount').check(z.refine((v) => v >= 1, 'error-msg-amount')),
  price: priceField,
});
export const prependingAnswer = z.object({ data: z.object({ prepending_id: z.int() }) });

export const landBuyRequest = z.object({
  /** The signed-in user's account (ID, 5 to 20 characters), or the accountId (a UUID) of a wallet user who has no ID. */
  account: z.string().check(z.trim(), z.minLength(1, 'error-msg-id'), z.maxLength(64, 'error-msg-id')),
  itemId: intField('error-msg-item-id'),
  ownerId: walletAddress,
  price: priceField,
  land_code: city,
  network,
});

export const itemTradeRequest = z.object({
  prepending_id: intField('error-msg-prepending-id'),
  hash_addr: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'error-msg-tx-hash')),
});
export const itemTradeAnswer = z.object({ data: z.literal('success') });

export const fourthLandListRequest = z.object({ address: walletAddress, network });
/** data is null when the address has nothing in the 4th land sale, else the sale entries (truthy). */
export const fourthLandListAnswer = z.object({
  data: z.union([z.null(), z.array(z.object({ tokenId: z.string(), price: z.string(), remain: z.int() }))]),
});
export const fourthLandDataRequest = z.object({
  token_id: z.string().check(z.trim(), z.regex(/^\d{1,78}$/, 'error-msg-token-id')),
});
/** Get4thLandData: the parcel's card, its price and remaining count, and its city (optional: the spec's answer does not name it). */
export const fourthLandDataAnswer = z.object({ data: z.extend(landCard, { price: z.string(), remain: z.int(), city: z.optional(city) }) });
export const remainLandCountRequest = z.object({ network });
export const remainLandCountAnswer = z.object({ data: z.object({ count: z.int() }) });

/** lgl0001_ex: one block of the LAND market. */
export const landItemRequest = z.object({ land_code: city, network, itemId: intField('error-msg-item-id') });
export const landItemAnswer = z.object({ data: landMapItem });
/** lgl0004_ex: the owner lists the LAND of a block for sale at price (0 is refused: sell price must not be zero). */
export const landSellRequest = z.object({
  land_code: city,
  network,
  itemId: intField('error-msg-item-id'),
  price: z.string().check(
    z.trim(),
    z.regex(/^\d{1,40}(\.\d{1,18})?$/, 'error-msg-price'),
    z.refine((v) => Number(v) > 0, 'error-msg-price'),
  ),
});
export const landSellAnswer = z.object({ data: z.literal('success') });
