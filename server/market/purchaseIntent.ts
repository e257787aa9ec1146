// Stores a purchase intent (a prependings row) once per retry: the same intent sent again within a short window, as a
// client does when its answer was lost (a balancer's target died mid-request), gets the pending record it already made.
import type { Db } from '../db/client';

/** How long an identical intent counts as a retry of the first, not a new purchase. */
export const INTENT_REPLAY_MS = 60_000;
/** First half of the advisory lock (user id the second) that serialises one account's intents across API instances. */
const INTENT_LOCK_KEY = 0x6d777069; // 'mwpi'

export interface Intent {
  kind: 'market' | 'land';
  itemId: number;
  userId: number;
  seller: string;
  buyer: string;
  amount: number;
  /** Whole-token unit price text (the price column) and its wei (what a receipt is checked against). */
  price: string;
  unitPriceWei: string;
  chainId: number;
  chainItemId: string;
}

/**
 * The id of the intent's pending record: one made within INTENT_REPLAY_MS for the same account, item, parties, amount
 * and listing at the same price, else a new one. A purchase already traded never matches, so buying again makes a new record.
 */
export async function storeIntent(db: Db, i: Intent, now: number): Promise<number> {
  return db.tx(async (q) => {
    // Two copies of one intent landing on two instances at once: the second waits for the first's commit, then finds it.
    if (db.kind === 'postgres') await q.query('SELECT pg_advisory_xact_lock($1, $2)', [INTENT_LOCK_KEY, i.userId]);
    const [same] = await q.query<{ id: number }>(
      `SELECT id FROM prependings WHERE user_id = $1 AND item_id = $2 AND status = 'pending' AND kind = $3 AND seller = $4 AND buyer = $5
         AND amount = $6 AND chain_id = $7 AND chain_item_id = $8 AND unit_price_wei = $9 AND created_at >= $10
       ORDER BY id DESC LIMIT 1`,
      [i.userId, i.itemId, i.kind, i.seller, i.buyer, i.amount, i.chainId, i.chainItemId, i.unitPriceWei, now - INTENT_REPLAY_MS],
    );
    if (same) return same.id;
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO prependings (kind, item_id, user_id, seller, buyer, amount, price, status, created_at, chain_id, chain_item_id, unit_price_wei)
       VALUES ($1,$2,$3,$4,$5,$6,$7,'pending',$8,$9,$10,$11) RETURNING id`,
      [i.kind, i.itemId, i.userId, i.seller, i.buyer, i.amount, i.price, now, i.chainId, i.chainItemId, i.unitPriceWei],
    );
    return row!.id;
  });
}
