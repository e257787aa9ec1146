// What the 4th LAND sale has left and what one purchase got, as the mystery-box index records them.
import type { Queryable } from '../db/client';

/**
 * Boxes left per product: parcels not sold minus boxes reserved by purchases not revealed yet, never below 0. Reserved
 * boxes do not count as remaining, as in the contract's getTotalLandTokensCount (docs/mystery-box.md).
 */
export async function remainByProduct(db: Queryable, chainId: number): Promise<{ product_id: number; price: string; remain: number }[]> {
  return db.query(
    `SELECT f.product_id, f.price, GREATEST(COUNT(*) FILTER (WHERE NOT f.sold) - COALESCE(MAX(r.reserved), 0), 0)::int AS remain
     FROM fourth_land_stock f
     LEFT JOIN (SELECT product_id, SUM(amount) AS reserved FROM mystery_box_purchases WHERE chain_id = $1 AND NOT revealed AND NOT refunded GROUP BY
       product_id) r
       ON r.product_id = f.product_id
     WHERE f.chain_id = $1 GROUP BY f.product_id, f.price ORDER BY f.product_id`,
    [chainId],
  );
}

/** Boxes left on a network, every product together. */
export async function remainTotal(db: Queryable, chainId: number): Promise<number> {
  return (await remainByProduct(db, chainId)).reduce((n, r) => n + r.remain, 0);
}

export interface PurchaseRecord {
  commitId: string;
  buyer: string;
  txHash: string;
  revealed: boolean;
  landTokenIds: string[];
  rewards: { itemCode: string; cnt: number }[];
}

/** One purchase on a chain by its buyToken hash or its commit id (a transaction with several commitments: the first). */
export async function purchaseOf(db: Queryable, chainId: number, by: { txHash: string } | { commitId: string }): Promise<PurchaseRecord | undefined> {
  const [where, value] = 'txHash' in by ? ['commit_tx = $2', by.txHash.toLowerCase()] : ['commit_id = $2', by.commitId];
  const row = (
    await db.query<{ commit_id: number; buyer: string; commit_tx: string; revealed: boolean; land_token_ids: unknown }>(
      `SELECT commit_id, buyer, commit_tx, revealed, land_token_ids FROM mystery_box_purchases WHERE chain_id = $1 AND ${where} ORDER BY commit_id LIMIT 1`,
      [chainId, value],
    )
  )[0];
  if (!row) return undefined;
  const rewards = await db.query<{ item_code: string; cnt: number }>(
    'SELECT item_code, cnt FROM mystery_box_rewards WHERE chain_id = $1 AND commit_id = $2 ORDER BY item_code',
    [chainId, row.commit_id],
  );
  const ids = typeof row.land_token_ids === 'string' ? (JSON.parse(row.land_token_ids) as unknown) : row.land_token_ids;
  return {
    commitId: String(row.commit_id),
    buyer: row.buyer,
    txHash: row.commit_tx,
    revealed: row.revealed,
    landTokenIds: Array.isArray(ids) ? ids.map(String) : [],
    rewards: rewards.map((r) => ({ itemCode: r.item_code, cnt: r.cnt })),
  };
}
