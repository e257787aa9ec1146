// Applies a batch's Traded logs: completes the app's pending purchase of each, and moves the LAND copies once per log.
import type { Queryable } from '../db/client';
import type { Collections } from './marketIndex';
import type { ChainListing, ChainTrade } from './marketLogs';

/** A unique violation: market_item_trade recorded this hash on another purchase meanwhile (its record stands). */
const isUniqueViolation = (e: unknown) => (e as { code?: unknown } | null)?.code === '23505';

/**
 * The oldest pending purchase of this trade (its listing, buyer, amount and total) is marked traded with the log's
 * transaction, unless that transaction is already recorded (market_item_trade came first, or another log of it).
 * A savepoint keeps a lost race on the unique tx_hash index from aborting the batch.
 */
async function completePurchase(q: Queryable, chainId: number, t: ChainTrade): Promise<void> {
  await q.query('SAVEPOINT market_trade');
  try {
    await q.query(
      `UPDATE prependings SET status = 'traded', tx_hash = $5
       WHERE status = 'pending' AND id = (
         SELECT id FROM prependings WHERE status = 'pending' AND chain_id = $1 AND chain_item_id = $2 AND buyer = $3 AND amount = $4
           AND unit_price_wei IS NOT NULL AND CAST(unit_price_wei AS NUMERIC) * amount = CAST($6 AS NUMERIC)
         ORDER BY id LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM prependings WHERE tx_hash = $5)`,
      [chainId, t.itemId.toString(), t.buyer, Number(t.amount), t.txHash, t.total.toString()],
    );
    await q.query('RELEASE SAVEPOINT market_trade');
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    await q.query('ROLLBACK TO SAVEPOINT market_trade');
  }
}

/** LAND changes hands: the 721 token's owner, or the 1155 quantity from the seller to the buyer (sale states follow the listings). */
async function moveLand(q: Queryable, c: Collections, l: ChainListing, t: ChainTrade): Promise<void> {
  const nft = l.nft.toLowerCase();
  const kind = nft === c.land721 ? 'land721' : nft === c.land1155 ? 'land1155' : undefined;
  const tokenId = l.tokenId.toString();
  if (kind === 'land721') {
    await q.query("UPDATE land_blocks SET owner_address = $1 WHERE chain_id = $2 AND token_id = $3 AND tokentype = '721'", [t.buyer, c.chainId, tokenId]);
    await q.query('UPDATE land_holdings SET owner = $1 WHERE chain_id = $2 AND standard = 721 AND token_id = $3', [t.buyer, c.chainId, tokenId]);
    return;
  }
  if (kind !== 'land1155') return;
  const amount = Number(t.amount);
  await q.query(
    'UPDATE land_holdings SET quantity = quantity - $1 WHERE chain_id = $2 AND standard = 1155 AND token_id = $3 AND owner = $4 AND quantity >= $1',
    [amount, c.chainId, tokenId, l.seller],
  );
  await q.query(
    `INSERT INTO land_holdings (chain_id, standard, token_id, owner, quantity) VALUES ($1, 1155, $2, $3, $4)
     ON CONFLICT (chain_id, standard, token_id, owner) DO UPDATE SET quantity = land_holdings.quantity + $4`,
    [c.chainId, tokenId, t.buyer, amount],
  );
}

/**
 * Each Traded log once: market_trades keys it by (chain, transaction, log index), so a batch read again (a rewound or
 * restarted cursor) or a parallel run never moves LAND twice. Runs in the batch's transaction, after its listings.
 */
export async function applyTrades(q: Queryable, c: Collections, trades: readonly ChainTrade[], listings: readonly ChainListing[]): Promise<void> {
  for (const t of trades) {
    await completePurchase(q, c.chainId, t);
    const listing = listings.find((l) => l.itemId === t.itemId);
    const nft = listing?.nft.toLowerCase();
    const standard = nft === c.land721 ? 721 : nft === c.land1155 ? 1155 : null;
    // What moved is kept with the trade's block: a reorganisation that drops the block moves it back (marketReorg.ts).
    const first = await q.query(
      `INSERT INTO market_trades (chain_id, tx_hash, log_index, block_number, block_hash, standard, token_id, seller, buyer, amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (chain_id, tx_hash, log_index) DO NOTHING RETURNING 1`,
      [
        c.chainId,
        t.txHash,
        t.logIndex,
        t.blockNumber,
        t.blockHash,
        standard,
        listing?.tokenId.toString() ?? null,
        listing?.seller.toLowerCase() ?? null,
        t.buyer,
        Number(t.amount),
      ],
    );
    if (first.length && listing) await moveLand(q, c, listing, t);
  }
}
