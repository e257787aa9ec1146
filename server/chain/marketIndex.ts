// Writes a batch of LandMarket listings and trades into the DB (the index) and moves the chain's cursor, in one transaction.
import { ZeroAddress, formatUnits } from 'ethers';
import { catalogItem, itemOfPiece } from '@common/domain/items';
import type { Db, Queryable } from '../db/client';
import type { ChainListing, Cursor, MarketBatch } from './marketLogs';
import { applyTrades } from './marketTrades';
import { undoTrades, type DroppedTrade } from './marketReorg';

/** The collections of one chain's deployment, lower case; what the index names a listing's NFT by. */
export interface Collections {
  chainId: number;
  market: string;
  token: string;
  land721: string;
  land1155: string;
  items1155: string;
  items721: string;
}

/** A deployment's address set in the index's terms. */
export function collectionsFrom(chainId: number, k: Record<'market' | 'token' | CollectionName, string>): Collections {
  const low = (a: string) => a.toLowerCase();
  return {
    chainId,
    market: low(k.market),
    token: low(k.token),
    land721: low(k.land721),
    land1155: low(k.land1155),
    items1155: low(k.items1155),
    items721: low(k.items721),
  };
}

export type CollectionName = 'land721' | 'land1155' | 'items1155' | 'items721';
const COLLECTIONS: readonly CollectionName[] = ['land721', 'land1155', 'items1155', 'items721'];

export const collectionOf = (c: Collections, nft: string): CollectionName | undefined => COLLECTIONS.find((k) => c[k] === nft.toLowerCase());

/** Another process moved the cursor first: this batch is dropped (its rows are rolled back), theirs stands. */
class CursorMoved extends Error {}

const INT_MAX = 2_147_483_647n;
const amountColumn = (n: bigint) => Number(n > INT_MAX ? INT_MAX : n);
const priceText = (wei: bigint) => formatUnits(wei, 18).replace(/\.0$/, '');

/** The name the old list views search by: 'LAND #10011' for LAND, the catalog's English name for an item. */
function nameOf(c: Collections, l: ChainListing): string {
  const kind = collectionOf(c, l.nft);
  const id = l.tokenId.toString();
  if (kind === 'items1155') return catalogItem(Number(l.tokenId))?.name.en ?? `Item #${id}`;
  if (kind === 'items721') return catalogItem(itemOfPiece(Number(l.tokenId)))?.name.en ?? `Item #${id}`;
  return `LAND #${id}`;
}

export async function readCursor(db: Queryable, chainId: number, market: string): Promise<Cursor | undefined> {
  const row = (
    await db.query<{ market: string; next_block: number; last_hash: string }>(
      'SELECT market, next_block, last_hash FROM market_index_cursors WHERE chain_id = $1',
      [chainId],
    )
  )[0];
  // Another market on this chain id (a new deployment) is indexed from its first block.
  if (!row || row.market !== market) return undefined;
  return { nextBlock: Number(row.next_block), lastHash: row.last_hash };
}

async function moveCursor(q: Queryable, c: Collections, before: Cursor | undefined, b: MarketBatch, now: number): Promise<void> {
  const next = b.toBlock + 1;
  if (!before) {
    // First run for this market (or a new market): the row is created or taken over; a parallel first run loses.
    const rows = await q.query(
      `INSERT INTO market_index_cursors (chain_id, market, next_block, last_hash, updated_at) VALUES ($1,$2,$3,$4,$5)
       ON CONFLICT (chain_id) DO UPDATE SET market = EXCLUDED.market, next_block = EXCLUDED.next_block, last_hash = EXCLUDED.last_hash, updated_at =
         EXCLUDED.updated_at
       WHERE market_index_cursors.market <> EXCLUDED.market RETURNING 1`,
      [c.chainId, c.market, next, b.toHash, now],
    );
    if (!rows.length) throw new CursorMoved();
    return;
  }
  const rows = await q.query(
    `UPDATE market_index_cursors SET next_block = $1, last_hash = $2, updated_at = $3 WHERE chain_id = $4 AND market = $5 AND next_block = $6 AND
      last_hash = $7 RETURNING 1`,
    [next, b.toHash, now, c.chainId, c.market, before.nextBlock, before.lastHash],
  );
  if (!rows.length) throw new CursorMoved();
}

async function upsert(q: Queryable, c: Collections, l: ChainListing, atBlock: number, now: number): Promise<void> {
  const kind = collectionOf(c, l.nft);
  const standard = kind ? (kind.endsWith('1155') ? 1155 : 721) : l.isErc1155 ? 1155 : 721;
  await q.query(
    `INSERT INTO market_items (chain_id, chain_item_id, standard, token_id, name, seller, sell_amount, price, currency, for_sale, created_at,
                               nft, price_wei, currency_addr, created_block, updated_block)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16)
     ON CONFLICT (chain_id, chain_item_id) WHERE chain_item_id IS NOT NULL DO UPDATE SET
       standard = EXCLUDED.standard, token_id = EXCLUDED.token_id, name = EXCLUDED.name, seller = EXCLUDED.seller,
       sell_amount = EXCLUDED.sell_amount, price = EXCLUDED.price, currency = EXCLUDED.currency, for_sale = EXCLUDED.for_sale,
       nft = EXCLUDED.nft, price_wei = EXCLUDED.price_wei, currency_addr = EXCLUDED.currency_addr, updated_block = EXCLUDED.updated_block,
       created_at = CASE WHEN EXCLUDED.created_block > 0 THEN EXCLUDED.created_at ELSE market_items.created_at END,
       created_block = CASE WHEN EXCLUDED.created_block > 0 THEN EXCLUDED.created_block ELSE market_items.created_block END`,
    [
      c.chainId,
      l.itemId.toString(),
      standard,
      l.tokenId.toString(),
      nameOf(c, l),
      l.seller,
      amountColumn(l.sellAmount),
      priceText(l.price),
      l.currency === ZeroAddress.toLowerCase() ? 'native' : 'token',
      l.forSale && l.sellAmount > 0n,
      l.listedAt ?? now,
      l.nft,
      l.price.toString(),
      l.currency,
      l.listedBlock ?? 0,
      atBlock,
    ],
  );
}

/**
 * The LAND map's sale state of a LAND token whose listing changed: listed (2, the cheapest open price) while any
 * listing of it is open, else not for sale (0). Platform sales (salestate 1) are not the market's.
 */
async function followLandBlocks(q: Queryable, c: Collections, l: ChainListing): Promise<void> {
  const kind = collectionOf(c, l.nft);
  if (kind !== 'land721' && kind !== 'land1155') return;
  await q.query(
    `UPDATE land_blocks SET salestate = CASE WHEN o.price IS NULL THEN 0 ELSE 2 END, btn_state = CASE WHEN o.price IS NULL THEN 0 ELSE 1 END,
       dviprice = COALESCE(o.price, '0')
     FROM (SELECT (SELECT price FROM market_items WHERE chain_id = $1 AND nft = $2 AND token_id = $3 AND for_sale AND sell_amount > 0
                   ORDER BY CAST(price_wei AS NUMERIC), CAST(chain_item_id AS NUMERIC) LIMIT 1) AS price) o
     WHERE land_blocks.chain_id = $1 AND land_blocks.tokentype = $4 AND land_blocks.token_id = $3 AND land_blocks.salestate <> 1`,
    [c.chainId, l.nft, l.tokenId.toString(), kind === 'land721' ? '721' : '1155'],
  );
}

/**
 * Applies a batch: on a restart the chain's old index goes first (its listing ids now name other listings); then every
 * listing the batch names is written as the chain shows it, keyed on (chain_id, chain_item_id), so a batch applied
 * twice changes nothing; trades a reorganisation dropped are undone first (marketReorg.ts); its trades complete the
 * app's purchases and move LAND once each (marketTrades.ts). False when another process moved the cursor meanwhile
 * (nothing of ours is kept).
 */
export async function applyBatch(
  db: Db,
  c: Collections,
  before: Cursor | undefined,
  b: MarketBatch,
  now: number,
  dropped: readonly DroppedTrade[] = [],
): Promise<boolean> {
  try {
    await db.tx(async (q) => {
      await moveCursor(q, c, before, b, now);
      if (b.restart || !before) await q.query('DELETE FROM market_items WHERE chain_id = $1 AND chain_item_id IS NOT NULL', [c.chainId]);
      await undoTrades(q, c.chainId, dropped);
      for (const l of b.listings) await upsert(q, c, l, b.toBlock, now);
      await applyTrades(q, c, b.trades, b.listings);
      for (const l of b.listings) await followLandBlocks(q, c, l);
    });
    return true;
  } catch (e) {
    if (e instanceof CursorMoved) return false;
    throw e;
  }
}
