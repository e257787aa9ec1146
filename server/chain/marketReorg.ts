// A chain reorganisation under the market index: finds the stored trades whose block the chain no longer has, and undoes them
// (LAND back to the seller, the app's purchase pending again) so the re-read from block 0 stores only what the chain now holds.
import type { JsonRpcProvider } from 'ethers';
import type { Queryable } from '../db/client';

export interface DroppedTrade {
  txHash: string;
  logIndex: number;
  standard: number | null;
  tokenId: string | null;
  seller: string | null;
  buyer: string;
  amount: number;
}

/** Stored trades whose block is gone or has another hash now. Rows from before their block was kept are left as they are. */
export async function droppedTrades(p: JsonRpcProvider, db: Queryable, chainId: number): Promise<DroppedTrade[]> {
  const rows = await db.query<DroppedTrade & { blockNumber: number; blockHash: string }>(
    `SELECT tx_hash AS "txHash", log_index AS "logIndex", block_number AS "blockNumber", block_hash AS "blockHash", standard,
            token_id AS "tokenId", seller, buyer, amount
     FROM market_trades WHERE chain_id = $1 AND block_hash IS NOT NULL`,
    [chainId],
  );
  const blocks = [...new Set(rows.map((r) => Number(r.blockNumber)))];
  const hashes = new Map(await Promise.all(blocks.map(async (n) => [n, (await p.getBlock(n))?.hash ?? null] as const)));
  return rows.filter((r) => hashes.get(Number(r.blockNumber)) !== r.blockHash);
}

/** Undoes each dropped trade in the batch's transaction: the reverse LAND move, its purchase pending again, its row gone. */
export async function undoTrades(q: Queryable, chainId: number, dropped: readonly DroppedTrade[]): Promise<void> {
  for (const t of dropped) {
    await q.query('DELETE FROM market_trades WHERE chain_id = $1 AND tx_hash = $2 AND log_index = $3', [chainId, t.txHash, t.logIndex]);
    await q.query(`UPDATE prependings SET status = 'pending', tx_hash = NULL WHERE chain_id = $1 AND tx_hash = $2 AND status = 'traded'`, [chainId, t.txHash]);
    if (!t.seller || !t.tokenId) continue;
    if (t.standard === 721) {
      await q.query("UPDATE land_blocks SET owner_address = $1 WHERE chain_id = $2 AND token_id = $3 AND tokentype = '721'", [t.seller, chainId, t.tokenId]);
      await q.query('UPDATE land_holdings SET owner = $1 WHERE chain_id = $2 AND standard = 721 AND token_id = $3', [t.seller, chainId, t.tokenId]);
    } else if (t.standard === 1155) {
      await q.query(
        'UPDATE land_holdings SET quantity = quantity - $1 WHERE chain_id = $2 AND standard = 1155 AND token_id = $3 AND owner = $4 AND quantity >= $1',
        [t.amount, chainId, t.tokenId, t.buyer],
      );
      await q.query(
        `INSERT INTO land_holdings (chain_id, standard, token_id, owner, quantity) VALUES ($1, 1155, $2, $3, $4)
         ON CONFLICT (chain_id, standard, token_id, owner) DO UPDATE SET quantity = land_holdings.quantity + $4`,
        [chainId, t.tokenId, t.seller, t.amount],
      );
    }
  }
}
