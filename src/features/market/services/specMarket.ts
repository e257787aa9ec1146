// The item market read with the spec's calls alone (spec 7): market_item_list, _with_owner and _search_name for the
// cards (every browse and search without a category, grade or standard, and "My listings"), Item.json for an item, and
// the market contract on chain for what is bought, listed or unlisted when the back end lacks the market extensions.
import { sameAddress } from '@common/domain/address';
import type { z } from 'zod/mini';
import type { marketListAnswer, Network } from '@common/api/market';
import type { InventoryRow, ItemCard, ItemDetail, Listing } from '@common/api/marketItems';
import { catalogItem, itemOfPiece, type MarketOrder } from '@common/domain/items';
import { LAND_MAPS, type CityKey } from '@common/domain/land';
import { chainKeyOfFamily } from '@common/domain/chains';
import type { FetchItemsInput, ItemDetailKey, ItemPage } from '@machines/market/types';
import { parsePrice, weiToUnits } from '@machines/market/rules';
import type { ApiClient } from '../../../services/api/client';

export type SpecApi = Pick<ApiClient, 'marketItems' | 'marketItemsWithOwner' | 'marketSearchName' | 'items' | 'landWithOwner' | 'assetUrl'>;
export type SpecRow = z.infer<typeof marketListAnswer>['data']['rows'][number];

/** The pinned collections of a chain (src/config/contractConfig.ts). */
export interface MarketCollections {
  land721: string;
  land1155: string;
  items721: string;
  items1155: string;
}

/** One LandMarket listing as the chain has it (price in wei). */
export interface ChainSale {
  index: number;
  seller: string;
  nft: string;
  tokenId: string;
  priceWei: string;
  currency: 'native' | 'token';
  sellAmount: number;
  forSale: boolean;
}

export interface ChainHolding {
  nft: string;
  tokenId: string;
  quantity: number;
}

/** The chain reads the spec-only market needs (chainListings.ts; a fake in tests). */
export interface MarketChainReader {
  /** The build's chain of a network; undefined when it has none. */
  chainIdOf(network: Network): number | undefined;
  collections(chainId: number): Promise<MarketCollections>;
  /** Every open listing of the pinned collections. */
  sellingItems(chainId: number): Promise<ChainSale[]>;
  /** A seller's listings, in any state. */
  orders(chainId: number, owner: string): Promise<ChainSale[]>;
  /** What owner holds of the catalog's items, its LAND-721 and the given LAND-1155 ids. */
  holdings(chainId: number, owner: string, land1155Ids: string[]): Promise<ChainHolding[]>;
  /** The city of a LAND token from its collection's landOf (mapId); null for a token the chain does not know. */
  landCity(chainId: number, standard: 721 | 1155, tokenId: string): Promise<CityKey | null>;
}

/** The spec's market query orders of each browse order. */
const ORDERS: Record<MarketOrder, { name: 'date' | 'name' | 'price'; ct: 'asc' | 'desc' }> = {
  newest: { name: 'date', ct: 'desc' },
  name: { name: 'name', ct: 'asc' },
  priceAsc: { name: 'price', ct: 'asc' },
  priceDesc: { name: 'price', ct: 'desc' },
};

/** Rows asked for per call (the query's maximum), and calls at most: 2,000 listings. */
const ROWS_PER_CALL = 100;
const MAX_CALLS = 20;

/** Every row of a paged spec list (the network is filtered afterwards, so the API's own paging cannot be used). */
async function allRows(call: (page: number) => Promise<{ data: { rows: SpecRow[]; total: number } }>): Promise<SpecRow[]> {
  const rows: SpecRow[] = [];
  for (let page = 1; page <= MAX_CALLS; page++) {
    const { data } = await call(page);
    rows.push(...data.rows);
    if (data.rows.length < ROWS_PER_CALL || rows.length >= data.total) break;
  }
  return rows;
}

const byPrice = (a: SpecRow, b: SpecRow) => {
  const pa = parsePrice(a.dviprice) ?? 0n;
  const pb = parsePrice(b.dviprice) ?? 0n;
  return pa === pb ? 0 : pa < pb ? -1 : 1;
};
/** The order the API would give, for the name search's answer (which takes no order). */
function sortRows(rows: SpecRow[], order: MarketOrder, lang: string): SpecRow[] {
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  const compare: Record<MarketOrder, (a: SpecRow, b: SpecRow) => number> = {
    newest: (a, b) => b.id - a.id,
    name: (a, b) => collator.compare(a.n, b.n),
    priceAsc: byPrice,
    priceDesc: (a, b) => byPrice(b, a),
  };
  return [...rows].sort((a, b) => compare[order](a, b) || a.id - b.id);
}

/**
 * One card per listing: the row's name (a catalog item's Korean name on the Korean page: the row names it in English),
 * picture, unit price and quantity; the item page is its nft_id.
 */
export function cardOfRow(api: Pick<SpecApi, 'assetUrl'>, row: SpecRow, lang: FetchItemsInput['lang'] = 'en'): ItemCard {
  const catalog = /^\d+$/.test(row.nft_id) ? catalogItem(Number(row.nft_id)) : undefined;
  return {
    itemId: row.nft_id,
    n: lang === 'ko' && catalog ? catalog.name.ko : row.n,
    id: row.id,
    nft_id: row.nft_id,
    thumburl: api.assetUrl(row.thumburl),
    tokenId: row.tokenId,
    value: row.value,
    owner_address: row.owner_address,
    tokentype: row.tokentype,
    chain_id: row.chain_id,
    dviprice: row.salestate ? row.dviprice : '',
    // The spec's row does not say whether dviprice is in the native coin or the token: the item page reads it on chain.
    currency: '',
    salestate: row.salestate,
    grade: catalog?.grade ?? null,
    category: catalog?.category ?? 'land',
    listings: row.salestate ? 1 : 0,
  };
}

/** One page of cards from the spec's calls: the name search, the owner's listings, or the list, on the route's network. */
export async function specItemPage(api: SpecApi, chainId: number | undefined, input: FetchItemsInput, owner: string | null): Promise<ItemPage> {
  const order = ORDERS[input.order];
  let rows: SpecRow[];
  if (input.mine === '1' && owner) {
    rows = await allRows((page) =>
      api.marketItemsWithOwner({ type: 'list', owner_addr: owner, search: input.search, for_sale: input.for_sale, order, page, count: ROWS_PER_CALL }),
    );
  } else if (input.search !== '') {
    const found = (await api.marketSearchName(input.search)).data;
    // The name search answers one page: when it has more, the list call's search field pages through every match.
    rows =
      found.rows.length >= found.total
        ? sortRows(found.rows, input.order, input.lang)
        : await allRows((page) => api.marketItems({ type: 'list', search: input.search, for_sale: input.for_sale, order, page, count: ROWS_PER_CALL }));
  } else {
    rows = await allRows((page) => api.marketItems({ type: 'list', for_sale: input.for_sale, order, page, count: ROWS_PER_CALL }));
  }
  const shown = rows.filter((r) => (chainId === undefined || r.chain_id === chainId) && (input.for_sale !== '1' || r.salestate > 0));
  const start = (input.page - 1) * input.count;
  return { rows: shown.slice(start, start + input.count).map((r) => cardOfRow(api, r, input.lang)), total: shown.length };
}

const LAND_ID = /^land(721|1155)-(\d{1,78})$/;

/** Whether a listing sells this market item of collection nft (a game item's ERC-721 pieces are tokens itemId * 1000 + serial). */
function sells(nft: string, itemId: string, standard: 721 | 1155, sale: Pick<ChainSale, 'nft' | 'tokenId'>): boolean {
  if (!sameAddress(sale.nft, nft)) return false;
  const land = LAND_ID.exec(itemId);
  if (land) return sale.tokenId === land[2];
  return standard === 1155 ? sale.tokenId === itemId : String(itemOfPiece(Number(sale.tokenId))) === itemId;
}

/**
 * The API's record of each chain listing (market prepending create's item_id): the open row of the same seller,
 * token and unit price, the oldest row to the oldest listing when several are alike. 0 when the API has none.
 */
export function recordIds(sales: ChainSale[], rows: SpecRow[]): Map<number, number> {
  const left = [...rows].filter((r) => r.salestate > 0).sort((a, b) => a.id - b.id);
  const out = new Map<number, number>();
  for (const sale of [...sales].sort((a, b) => a.index - b.index)) {
    const at = left.findIndex(
      (r) => sameAddress(r.owner_address, sale.seller) && r.tokenId === sale.tokenId && parsePrice(r.dviprice) === BigInt(sale.priceWei),
    );
    out.set(sale.index, at < 0 ? 0 : left.splice(at, 1)[0]!.id);
  }
  return out;
}

const cheapestFirst = (a: Listing, b: Listing) => {
  const d = BigInt(a.priceWei) - BigInt(b.priceWei);
  return d !== 0n ? (d < 0n ? -1 : 1) : a.index - b.index;
};

function listingOf(sale: ChainSale, recordId: number): Listing {
  return {
    index: sale.index,
    recordId,
    seller: sale.seller,
    tokenId: sale.tokenId,
    price: weiToUnits(sale.priceWei),
    priceWei: sale.priceWei,
    currency: sale.currency,
    sellAmount: sale.sellAmount,
    forSale: sale.forSale,
    createdAt: 0,
  };
}

/**
 * One item with its open listings: a game item from Item.json (the catalog gives its standard and Korean name), a LAND
 * by its token; the listings as the market contract has them, each with the API's record of it. null for an unknown item.
 */
export async function specItemDetail(api: SpecApi, chain: MarketChainReader, key: ItemDetailKey): Promise<ItemDetail | null> {
  const chainId = chain.chainIdOf(key.network);
  const land = LAND_ID.exec(key.itemId);
  const catalog = land ? undefined : catalogItem(Number(key.itemId));
  if (chainId === undefined || (!land && !/^\d+$/.test(key.itemId))) return null;
  const [entries, collections, sales, rows] = await Promise.all([
    land ? Promise.resolve([]) : api.items(),
    chain.collections(chainId),
    chain.sellingItems(chainId),
    allRows((page) => api.marketItems({ type: 'list', for_sale: '1', page, count: ROWS_PER_CALL })),
  ]);
  const entry = entries.find((e) => String(e.itemIdx) === key.itemId);
  if (!land && !entry && !catalog) return null;
  const standard = land ? (land[1] === '721' ? 721 : 1155) : (catalog?.standard ?? 1155);
  const nft = land ? (standard === 721 ? collections.land721 : collections.land1155) : standard === 721 ? collections.items721 : collections.items1155;
  const mine = rows.filter((r) => r.chain_id === chainId && r.nft_id === key.itemId);
  const open = sales.filter((s) => s.forSale && s.sellAmount > 0 && sells(nft, key.itemId, standard, s));
  const records = recordIds(open, mine);
  const listings = open.map((s) => listingOf(s, records.get(s.index) ?? 0)).sort(cheapestFirst);
  const best = listings[0];
  const name = land ? (mine[0]?.n ?? `LAND #${land[2]}`) : key.lang === 'ko' && catalog ? catalog.name.ko : (entry?.name ?? catalog!.name.en);
  const item: ItemCard = {
    itemId: key.itemId,
    n: name,
    id: best?.index ?? 0,
    nft_id: key.itemId,
    thumburl: api.assetUrl(mine[0]?.thumburl ?? (land ? '/static/land/land.svg' : `/static/items/${key.itemId}.svg`)),
    tokenId: land ? land[2]! : standard === 1155 ? key.itemId : (best?.tokenId ?? ''),
    value: listings.reduce((n, l) => n + l.sellAmount, 0),
    owner_address: best?.seller ?? '',
    tokentype: standard === 721 ? '721' : '1155',
    chain_id: chainId,
    dviprice: best?.price ?? '',
    currency: best?.currency ?? '',
    salestate: best ? 1 : 0,
    grade: land ? null : (entry?.grade ?? catalog?.grade ?? null),
    category: land ? 'land' : (entry?.category ?? catalog?.category ?? ''),
    listings: listings.length,
  };
  return { item, nft, listings };
}

/** The market item a holding is, with the card the list flow names it by; undefined for a piece of no catalog item. */
function holdingCard(c: MarketCollections, h: ChainHolding, chainId: number): ItemCard | undefined {
  const nft = h.nft.toLowerCase();
  const isLand = nft === c.land721.toLowerCase() || nft === c.land1155.toLowerCase();
  const is721 = nft === c.land721.toLowerCase() || nft === c.items721.toLowerCase();
  const catalog = isLand ? undefined : catalogItem(nft === c.items721.toLowerCase() ? itemOfPiece(Number(h.tokenId)) : Number(h.tokenId));
  if (!isLand && !catalog) return undefined;
  const itemId = isLand ? `land${is721 ? 721 : 1155}-${h.tokenId}` : String(catalog!.id);
  return {
    itemId,
    n: catalog ? catalog.name.en : `LAND #${h.tokenId}`,
    id: 0,
    nft_id: itemId,
    thumburl: '',
    tokenId: h.tokenId,
    value: 0,
    owner_address: '',
    tokentype: is721 ? '721' : '1155',
    chain_id: chainId,
    dviprice: '',
    currency: '',
    salestate: 0,
    grade: catalog?.grade ?? null,
    category: catalog?.category ?? 'land',
    listings: 0,
  };
}

/**
 * What owner holds on a network, read on chain (the LAND-1155 ids it may hold from the spec's market land with owner,
 * whose quantities the chain then gives), each with the owner's open listings of it from Get_Orders.
 */
export async function specHoldings(api: SpecApi, chain: MarketChainReader, network: Network, owner: string): Promise<InventoryRow[]> {
  const chainId = chain.chainIdOf(network);
  if (chainId === undefined) return [];
  const cities = LAND_MAPS.filter((m) => m.chain === chainKeyOfFamily(network)).map((m) => m.city);
  const landAnswers = await Promise.all(
    cities.map((land_code) => api.landWithOwner({ land_code, network, owner_addr: owner, stake: '0', campaignId: 0 }).catch(() => null)),
  );
  const land1155Ids = [...new Set(landAnswers.flatMap((a) => a?.data.rows ?? []).flatMap((r) => (r.isErc1155 ? [r.tokenId] : [])))];
  const [collections, held, orders] = await Promise.all([
    chain.collections(chainId),
    chain.holdings(chainId, owner, land1155Ids),
    chain.orders(chainId, owner),
  ]);
  return held.flatMap((h) => {
    const item = holdingCard(collections, h, chainId);
    // LAND is sold from the LAND view on a spec back end: its own List records the sale on its block with lgl0004_ex.
    if (!item || item.category === 'land') return [];
    const listed = orders.filter((o) => o.forSale && o.sellAmount > 0 && sameAddress(o.nft, h.nft) && o.tokenId === h.tokenId).map((o) => listingOf(o, 0));
    return [{ item, nft: h.nft, tokenId: h.tokenId, quantity: h.quantity, staked: 0, listed }];
  });
}
