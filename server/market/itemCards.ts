// The item market's cards: catalog items and listed LAND, each with its open listings as the market index holds them.
import type { ItemCard, ItemLang, Listing } from '@common/api/marketItems';
import { ITEM_CATALOG, catalogItem, itemOfPiece, type CatalogItem } from '@common/domain/items';
import { isCity, landNameOf } from '@common/domain/land';
import type { Queryable } from '../db/client';
import { collectionOf, type Collections } from '../chain/marketIndex';

/** One open listing of the index. */
export interface IndexRow {
  id: number;
  chain_item_id: string;
  standard: number;
  token_id: string;
  seller: string;
  sell_amount: number;
  price: string;
  price_wei: string;
  currency: 'native' | 'token';
  created_at: number;
  nft: string;
}

/** A card with what orders it: its open listings (cheapest first), catalog position, and LAND's name in either language. */
export interface Entry {
  itemId: string;
  catalog?: CatalogItem;
  card: ItemCard;
  listings: IndexRow[];
  position: number;
}

export const itemPicture = (itemId: number) => `/static/items/${itemId}.svg`;
export const landPicture = (city: string | undefined) => `/static/land/${city ?? 'land'}.svg`;

/** The market id of what a listing sells; undefined for an NFT of no collection of this deployment, or an unknown item. */
export function marketItemIdOf(c: Collections, r: Pick<IndexRow, 'nft' | 'token_id'>): string | undefined {
  const kind = collectionOf(c, r.nft);
  if (kind === 'land721' || kind === 'land1155') return `${kind}-${r.token_id}`;
  if (kind === 'items1155') return catalogItem(Number(r.token_id))?.standard === 1155 ? r.token_id : undefined;
  if (kind === 'items721') {
    const item = catalogItem(itemOfPiece(Number(r.token_id)));
    return item?.standard === 721 ? String(item.id) : undefined;
  }
  return undefined;
}

const cheapestFirst = (a: IndexRow, b: IndexRow) => {
  const d = BigInt(a.price_wei) - BigInt(b.price_wei);
  return d !== 0n ? (d < 0n ? -1 : 1) : Number(a.chain_item_id) - Number(b.chain_item_id);
};

/** Open listings of the chain's collections, grouped by market item id, cheapest first. */
export async function openListings(db: Queryable, c: Collections, seller?: string): Promise<Map<string, IndexRow[]>> {
  const rows = await db.query<IndexRow>(
    `SELECT id, chain_item_id, standard, token_id, seller, sell_amount, price, price_wei, currency, created_at, nft FROM market_items
     WHERE chain_id = $1 AND for_sale AND sell_amount > 0 AND chain_item_id IS NOT NULL AND nft = ANY($2::text[]) AND ($3::text IS NULL OR seller = $3)`,
    [c.chainId, [c.land721, c.land1155, c.items1155, c.items721], seller ?? null],
  );
  const out = new Map<string, IndexRow[]>();
  for (const r of rows) {
    const id = marketItemIdOf(c, r);
    if (id) out.set(id, [...(out.get(id) ?? []), r]);
  }
  for (const list of out.values()) list.sort(cheapestFirst);
  return out;
}

export const toListing = (r: IndexRow): Listing => ({
  index: Number(r.chain_item_id),
  recordId: r.id,
  seller: r.seller,
  tokenId: r.token_id,
  price: r.price,
  priceWei: r.price_wei,
  currency: r.currency,
  sellAmount: r.sell_amount,
  forSale: true,
  createdAt: Number(r.created_at),
});

function card(base: Omit<ItemCard, 'id' | 'owner_address' | 'dviprice' | 'currency' | 'salestate' | 'listings' | 'value'>, listings: IndexRow[]): ItemCard {
  const best = listings[0];
  return {
    ...base,
    tokenId: base.tokenId || best?.token_id || '',
    id: best ? Number(best.chain_item_id) : 0,
    value: listings.reduce((n, l) => n + l.sell_amount, 0),
    owner_address: best?.seller ?? '',
    dviprice: best?.price ?? '',
    currency: best?.currency ?? '',
    salestate: listings.length ? 1 : 0,
    listings: listings.length,
  };
}

export function catalogEntry(item: CatalogItem, position: number, lang: ItemLang, chainId: number, listings: IndexRow[]): Entry {
  const is1155 = item.standard === 1155;
  const c = card(
    {
      itemId: String(item.id),
      n: item.name[lang],
      nft_id: `${item.standard}-${is1155 ? item.id : (listings[0]?.token_id ?? item.id)}`,
      thumburl: itemPicture(item.id),
      tokenId: is1155 ? String(item.id) : '',
      tokentype: is1155 ? '1155' : '721',
      chain_id: chainId,
      grade: item.grade,
      category: item.category,
    },
    listings,
  );
  return { itemId: c.itemId, catalog: item, card: c, listings, position };
}

/** LAND cities by token, for names and pictures. */
export async function landCities(db: Queryable, chainId: number): Promise<Map<string, string>> {
  const rows = await db.query<{ standard: number; token_id: string; city: string }>('SELECT standard, token_id, city FROM lands WHERE chain_id = $1', [
    chainId,
  ]);
  return new Map(rows.map((r) => [`land${r.standard}-${r.token_id}`, r.city]));
}

export function landEntry(itemId: string, city: string | undefined, chainId: number, listings: IndexRow[]): Entry {
  const [, standard, tokenId] = /^land(721|1155)-(\d+)$/.exec(itemId) ?? [];
  const c = card(
    {
      itemId,
      // The LAND view's name (landNameOf), so every page titles it the same ('Gangnam LAND #10011').
      n: isCity(city) ? landNameOf(city, tokenId ?? '') : `LAND #${tokenId}`,
      nft_id: `${standard}-${tokenId}`,
      thumburl: landPicture(city),
      tokenId: tokenId ?? '',
      tokentype: standard === '1155' ? '1155' : '721',
      chain_id: chainId,
      grade: null,
      category: 'land',
    },
    listings,
  );
  return { itemId, card: c, listings, position: ITEM_CATALOG.length + Number(tokenId ?? 0) };
}
