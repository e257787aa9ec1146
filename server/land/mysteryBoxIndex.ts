// Keeps the 4th LAND sale's records following each chain's LandMysteryBox: Committed records a purchase (its boxes are
// reserved), Purchased marks the drawn parcels sold in fourth_land_stock (buyer, commitment, buyToken hash) and stores
// the purchase's VRF reward items. Same scheduler and resume cursor as the staking index.
import type { AppDeps } from '../context';
import type { Db, Queryable } from '../db/client';
import { chainIndexer, perDatabase, type ChainIndexer } from '../chain/chainIndexer';
import type { Cursor } from '../chain/marketLogs';
import { applyIndexBatch, readIndexCursor } from '../chain/indexCursor';
import { boxTargetOf, readBoxBatch, type BoxBatch, type BoxTarget } from './mysteryBoxLogs';

const MAX_BATCHES = 20;

const CURSOR = { table: 'mystery_box_index_cursors', contract: 'box' } as const;

/** What the index wrote for a chain, undone: a first run or a restarted chain reads the box again from block 0. */
async function forgetChain(q: Queryable, chainId: number): Promise<void> {
  await q.query('DELETE FROM mystery_box_rewards WHERE chain_id = $1', [chainId]);
  await q.query('DELETE FROM mystery_box_purchases WHERE chain_id = $1', [chainId]);
  await q.query('UPDATE fourth_land_stock SET sold = FALSE, buyer = NULL, commit_id = NULL, tx_hash = NULL WHERE chain_id = $1 AND commit_id IS NOT NULL', [
    chainId,
  ]);
}

/** Writes a batch and moves the cursor in one transaction. False when another run moved the cursor meanwhile (nothing of ours is kept). */
export async function applyBoxBatch(db: Db, t: Pick<BoxTarget, 'chainId' | 'box'>, before: Cursor | undefined, b: BoxBatch, now: number): Promise<boolean> {
  return applyIndexBatch(db, CURSOR, { chainId: t.chainId, contract: t.box, now }, before, b, async (q, fresh) => {
    if (fresh) await forgetChain(q, t.chainId);
    for (const c of b.commits) {
      await q.query(
        `INSERT INTO mystery_box_purchases (chain_id, commit_id, buyer, sale_index, product_id, amount, unit_price, commit_tx, commit_block)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) ON CONFLICT (chain_id, commit_id) DO NOTHING`,
        [t.chainId, c.commitId, c.buyer, c.saleIndex, c.productId, c.amount, c.unitPrice, c.txHash, c.block],
      );
    }
    for (const r of b.reveals) {
      // A reveal whose commitment the index never met (it cannot happen from block 0) still gets its row.
      await q.query(
        `INSERT INTO mystery_box_purchases (chain_id, commit_id, buyer, sale_index, product_id, amount, commit_block, revealed, reveal_tx, land_token_ids)
         VALUES ($1,$2,$3,$4,$5,$6,$7,TRUE,$8,$9::jsonb)
         ON CONFLICT (chain_id, commit_id) DO UPDATE SET revealed = TRUE, reveal_tx = EXCLUDED.reveal_tx, land_token_ids = EXCLUDED.land_token_ids`,
        [t.chainId, r.commitId, r.buyer, r.saleIndex, r.productId, r.amount, r.commitBlock, r.revealTx, JSON.stringify(r.landTokenIds)],
      );
      for (const item of r.rewards) {
        await q.query('INSERT INTO mystery_box_rewards (chain_id, commit_id, item_code, cnt) VALUES ($1,$2,$3,$4) ON CONFLICT DO NOTHING', [
          t.chainId,
          r.commitId,
          item.itemCode,
          item.cnt,
        ]);
      }
      for (const tokenId of r.landTokenIds) {
        await q.query(
          `UPDATE fourth_land_stock f SET sold = TRUE, buyer = p.buyer, commit_id = p.commit_id, tx_hash = NULLIF(p.commit_tx, '')
           FROM mystery_box_purchases p WHERE p.chain_id = $1 AND p.commit_id = $2 AND f.chain_id = $1 AND f.token_id = $3`,
          [t.chainId, r.commitId, tokenId],
        );
      }
    }
    // A refunded purchase reserves nothing any more: its boxes count as remaining again.
    for (const commitId of b.refunds) {
      await q.query('UPDATE mystery_box_purchases SET refunded = TRUE WHERE chain_id = $1 AND commit_id = $2', [t.chainId, commitId]);
    }
  });
}

export type MysteryBoxIndexer = ChainIndexer;

/** The mystery-box index of this API instance: reads sync it first (at most one run a second per chain). */
export const mysteryBoxIndexer = perDatabase((d: AppDeps): MysteryBoxIndexer =>
  chainIndexer(d, 'mystery box index', async (chainId) => {
    const t = boxTargetOf(d, chainId);
    if (!t) return;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const before = await readIndexCursor(d.db, CURSOR, t.chainId, t.box);
      const b = await readBoxBatch(t, before);
      if (!b || !(await applyBoxBatch(d.db, t, before, b, d.config.now())) || b.caughtUp) break;
    }
  }),
);
