// Local-storage record of submitted staking transactions: a hash stays until it is mined, so a reload can show it pending.
// zod/mini: the tracker restores stored hashes at start, in every first load (classic zod would add ~10 KB gzipped).
import { z } from 'zod/mini';
import { TX_KINDS } from '../../../../common/domain/tx';
import type { TrackedTx } from '../../../../machines/staking/types';

export const TX_STORE_KEY = 'stakingPendingTxs';

const stored = z.array(
  z.object({
    hash: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
    chainId: z.int().check(z.positive()),
    kind: z.enum(TX_KINDS),
    status: z.enum(['pending', 'success', 'failed']),
  }),
);

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Every stored transaction; anything malformed counts as nothing stored. */
export function listStoredTxs(storage: StorageLike): TrackedTx[] {
  try {
    const parsed = stored.safeParse(JSON.parse(storage.getItem(TX_STORE_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Keeps a submitted transaction (pending) until removeStoredTx; the same hash is stored once. */
export function storeTx(storage: StorageLike, tx: TrackedTx): void {
  const all = listStoredTxs(storage).filter((t) => t.hash.toLowerCase() !== tx.hash.toLowerCase());
  storage.setItem(TX_STORE_KEY, JSON.stringify([...all, { ...tx, status: 'pending' }]));
}

export function removeStoredTx(storage: StorageLike, hash: string): void {
  const all = listStoredTxs(storage);
  const left = all.filter((t) => t.hash.toLowerCase() !== hash.toLowerCase());
  if (left.length !== all.length) storage.setItem(TX_STORE_KEY, JSON.stringify(left));
}
