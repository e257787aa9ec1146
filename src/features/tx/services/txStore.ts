// Local-storage lists of the transaction tracker, one per signed-in user, and the one-time read of staking's older list.
// zod/mini, and loaded with import() when a user signs in: it stays out of every route's first load.
import { z } from 'zod/mini';
import { TX_LIST_KEY_PREFIX } from '../../../services/storage';
import { TX_KINDS, TX_STATUSES, type TrackedTx, type TxKind } from '@machines/tx/types';

export type TxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The key of one user's list. */
export const txStoreKey = (owner: string) => `${TX_LIST_KEY_PREFIX}${owner}`;

/** Where staking kept its pending hashes before the app-wide tracker (no sender, no owner). */
export const LEGACY_TX_STORE_KEY = 'stakingPendingTxs';

const hash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/));

const storedTx = z.object({
  hash,
  chainId: z.int().check(z.positive()),
  from: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  nonce: z.int().check(z.nonnegative()),
  kind: z.enum(TX_KINDS),
  label: z.object({
    id: z.string().check(z.minLength(1)),
    values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    detail: z.optional(z.string()),
  }),
  submittedAt: z.number(),
  status: z.enum(TX_STATUSES),
  replacedBy: z.optional(hash),
  unreachable: z.optional(z.boolean()),
  startBlock: z.optional(z.int().check(z.nonnegative())),
});

const legacyTx = z.object({
  hash,
  chainId: z.int().check(z.positive()),
  kind: z.enum(TX_KINDS),
  status: z.enum(['pending', 'success', 'failed']),
});

function readArray(storage: TxStorage, key: string): unknown[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** One user's stored list; a malformed entry is left out, the others still count. */
export function readTxs(storage: TxStorage, owner: string): TrackedTx[] {
  return readArray(storage, txStoreKey(owner)).flatMap((entry) => {
    const parsed = storedTx.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Replaces one user's list; a full or refused storage loses the write, not the app. */
export function writeTxs(storage: TxStorage, owner: string, txs: TrackedTx[]): void {
  try {
    storage.setItem(txStoreKey(owner), JSON.stringify(txs));
  } catch {
    // The list on screen stays right; only a reload would not see this change.
  }
}

/** Staking's older pending entries (hash, chain and kind only), for the tracker to take over once. */
export function readLegacyTxs(storage: TxStorage): { hash: string; chainId: number; kind: TxKind }[] {
  return readArray(storage, LEGACY_TX_STORE_KEY).flatMap((entry) => {
    const parsed = legacyTx.safeParse(entry);
    return parsed.success && parsed.data.status === 'pending' ? [{ hash: parsed.data.hash, chainId: parsed.data.chainId, kind: parsed.data.kind }] : [];
  });
}

export function clearLegacyTxs(storage: TxStorage): void {
  storage.removeItem(LEGACY_TX_STORE_KEY);
}
