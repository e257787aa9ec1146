// The tracker's storage: one list per user, bad entries left out, and staking's older pending hashes read once.
import { describe, expect, it } from 'vitest';
import type { TrackedTx } from '@machines/tx/types';
import { clearLegacyTxs, LEGACY_TX_STORE_KEY, readLegacyTxs, readTxs, txStoreKey, writeTxs } from './txStore';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const tx = (n: number, extra: Partial<TrackedTx> = {}): TrackedTx => ({
  hash: hash(n),
  chainId: 31338,
  from: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  nonce: n,
  kind: 'deposit',
  label: { id: 'staking.txLabel.deposit', values: { count: 2 } },
  submittedAt: 1_700_000_000_000 + n,
  status: 'pending',
  ...extra,
});

describe('tx store', () => {
  it('keeps one list per user, each read back as written', () => {
    const storage = memoryStorage();
    const alice = [tx(1), tx(2, { status: 'replaced', replacedBy: hash(9), startBlock: 40 }), tx(3, { status: 'failed', unreachable: false })];
    writeTxs(storage, 'alice', alice);
    writeTxs(storage, 'bob', [tx(4, { kind: 'vote' })]);
    expect(readTxs(storage, 'alice')).toEqual(alice);
    expect(readTxs(storage, 'bob')).toEqual([tx(4, { kind: 'vote' })]);
    expect(readTxs(storage, 'carol')).toEqual([]);
    writeTxs(storage, 'alice', []);
    expect(readTxs(storage, 'alice')).toEqual([]);
    expect(readTxs(storage, 'bob')).toHaveLength(1);
  });

  it('leaves out malformed entries and reads foreign data as nothing stored', () => {
    const storage = memoryStorage();
    storage.setItem(txStoreKey('alice'), JSON.stringify([tx(1), { ...tx(2), hash: 'nope' }, { ...tx(3), status: 'success' }, { ...tx(4), label: 'Deposit' }]));
    expect(readTxs(storage, 'alice')).toEqual([tx(1)]);
    storage.setItem(txStoreKey('alice'), '{not json');
    expect(readTxs(storage, 'alice')).toEqual([]);
    storage.setItem(txStoreKey('alice'), JSON.stringify({ txs: [tx(1)] }));
    expect(readTxs(storage, 'alice')).toEqual([]);
  });

  it('survives a storage that refuses writes', () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeTxs(storage, 'alice', [tx(1)])).not.toThrow();
  });

  it("reads staking's older pending hashes (settled ones and bad data ignored) and clears them", () => {
    const storage = memoryStorage();
    storage.setItem(
      LEGACY_TX_STORE_KEY,
      JSON.stringify([
        { hash: hash(1), chainId: 31338, kind: 'deposit', status: 'pending' },
        { hash: hash(2), chainId: 31338, kind: 'claim', status: 'success' },
        { hash: 'nope', chainId: 31338, kind: 'claim', status: 'pending' },
      ]),
    );
    expect(readLegacyTxs(storage)).toEqual([{ hash: hash(1), chainId: 31338, kind: 'deposit' }]);
    clearLegacyTxs(storage);
    expect(storage.data.has(LEGACY_TX_STORE_KEY)).toBe(false);
    expect(readLegacyTxs(storage)).toEqual([]);
  });
});
