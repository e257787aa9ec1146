// The resume cursor of a contract's chain index (one row per chain in the index's own table): read it, and apply a batch
// and move the cursor in one transaction, refused when another run moved it first.
import type { Db, Queryable } from '../db/client';
import type { Cursor } from './marketLogs';

/** An index's cursor table and the column naming the contract it follows: constants of the code, never input. */
export interface CursorTable {
  table: 'staking_index_cursors' | 'mystery_box_index_cursors' | 'holder_index_cursors';
  contract: 'staking' | 'box' | 'token';
}

/** The chain's cursor, if it follows this contract (another address, e.g. a redeployment, starts again from block 0). */
export async function readIndexCursor(db: Queryable, t: CursorTable, chainId: number, contract: string): Promise<Cursor | undefined> {
  const row = (
    await db.query<{ contract: string; next_block: number; last_hash: string }>(
      `SELECT ${t.contract} AS contract, next_block, last_hash FROM ${t.table} WHERE chain_id = $1`,
      [chainId],
    )
  )[0];
  if (!row || row.contract !== contract) return undefined;
  return { nextBlock: Number(row.next_block), lastHash: row.last_hash };
}

class CursorMoved extends Error {}

/**
 * Moves the cursor from `before` to just past the batch's last block and runs `write` in the same transaction. False
 * (and nothing written) when another run moved the cursor meanwhile; `fresh` tells `write` to rebuild the chain's rows.
 */
export async function applyIndexBatch(
  db: Db,
  t: CursorTable,
  at: { chainId: number; contract: string; now: number },
  before: Cursor | undefined,
  b: { toBlock: number; toHash: string; restart: boolean },
  write: (q: Queryable, fresh: boolean) => Promise<void>,
): Promise<boolean> {
  try {
    await db.tx(async (q) => {
      const moved = before
        ? await q.query(
            `UPDATE ${t.table} SET next_block = $1, last_hash = $2, updated_at = $3
             WHERE chain_id = $4 AND ${t.contract} = $5 AND next_block = $6 AND last_hash = $7 RETURNING 1`,
            [b.toBlock + 1, b.toHash, at.now, at.chainId, at.contract, before.nextBlock, before.lastHash],
          )
        : await q.query(
            `INSERT INTO ${t.table} (chain_id, ${t.contract}, next_block, last_hash, updated_at) VALUES ($1,$2,$3,$4,$5)
             ON CONFLICT (chain_id) DO UPDATE SET ${t.contract} = EXCLUDED.${t.contract}, next_block = EXCLUDED.next_block,
               last_hash = EXCLUDED.last_hash, updated_at = EXCLUDED.updated_at
             WHERE ${t.table}.${t.contract} <> EXCLUDED.${t.contract} RETURNING 1`,
            [at.chainId, at.contract, b.toBlock + 1, b.toHash, at.now],
          );
      if (!moved.length) throw new CursorMoved();
      await write(q, !before || b.restart);
    });
    return true;
  } catch (e) {
    if (e instanceof CursorMoved) return false;
    throw e;
  }
}
