// Marks a market purchase traded only when its transaction's receipt, read from the item's chain, shows that very trade.
import type { AppDeps } from '../context';
import { ApiError, badInput, forbidden } from '../http/errors';
import type { Session } from '../auth/sessions';
import { fromChain, marketChain } from '../chain/marketListingReader';
import { tradeReceipt } from '../chain/tradeReader';
import { marketIndexer } from '../chain/marketIndexer';

interface PrependingRow {
  id: number;
  user_id: number;
  status: string;
  seller: string;
  buyer: string;
  amount: number;
  chain_id: number | null;
  chain_item_id: string | null;
  unit_price_wei: string | null;
}

const conflict = () => new ApiError(409, 'error-msg-conflict', 'Purchase or transaction already recorded');
const notThisTrade = (why: string) => badInput('error-msg-tx-hash', why, 'hash_addr');

export async function recordTrade(d: AppDeps, s: Session, prependingId: number, hash: string, wallets: string[]): Promise<void> {
  const { db } = d;
  const p = (
    await db.query<PrependingRow>('SELECT id, user_id, status, seller, buyer, amount, chain_id, chain_item_id, unit_price_wei FROM prependings WHERE id = $1', [
      prependingId,
    ])
  )[0];
  if (!p) throw badInput('error-msg-prepending-id', "Can't make a purchase (no prepending ID)", 'prepending_id');
  if (p.user_id !== s.user.id) throw forbidden('Not your purchase');
  if (p.status !== 'pending') throw conflict();
  // Purchases recorded before listings were read from the chain carry no listing to check a receipt against.
  if (p.chain_id === null || p.chain_item_id === null || p.unit_price_wei === null) {
    throw badInput('error-msg-prepending-id', 'This purchase has no listing on chain; create it again', 'prepending_id');
  }
  if (!wallets.includes(p.buyer)) throw forbidden('The buyer is no longer a wallet of this account');
  if ((await db.query('SELECT 1 FROM prependings WHERE tx_hash = $1', [hash])).length) throw conflict();

  const m = marketChain(d, p.chain_id);
  const r = await fromChain(() => tradeReceipt(m, hash));
  if (r.status === 'unknown') throw notThisTrade('No mined transaction with this hash on the chain of the item');
  if (r.status === 'failed') throw notThisTrade('This transaction failed on chain');
  const itemId = BigInt(p.chain_item_id);
  const amount = BigInt(p.amount);
  const total = BigInt(p.unit_price_wei) * amount;
  const match = r.trades.find((t) => t.itemId === itemId && t.buyer === p.buyer && t.amount === amount && t.total === total);
  if (!match) throw notThisTrade('This transaction is not this purchase');

  await db.tx(async (q) => {
    // The status guard makes one of many parallel calls for this purchase win; the unique index on tx_hash
    // (migration 30) makes one purchase win a hash sent for several (23505 answers 409).
    const done = await q.query("UPDATE prependings SET status = 'traded', tx_hash = $1 WHERE id = $2 AND status = 'pending' RETURNING id", [hash, p.id]);
    if (!done.length) throw conflict();
  });
  // The index reads the trade's events now, not on the next read a second later: its Traded log moves the listing
  // and the LAND copies, once per log (server/chain/marketTrades.ts), whether this record or the index came first.
  await marketIndexer(d).sync(p.chain_id, { force: true });
}
