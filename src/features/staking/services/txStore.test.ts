// The pending-transaction store: a submitted hash stays in local storage until removed, once per hash, and bad data reads as none.
import { describe, expect, it } from 'vitest';
import { listStoredTxs, removeStoredTx, storeTx, TX_STORE_KEY } from './txStore';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

describe('txStore', () => {
  it('keeps a submitted transaction as pending until it is removed', () => {
    const storage = memoryStorage();
    storeTx(storage, { hash: hash(1), chainId: 31338, kind: 'deposit', status: 'success' });
    storeTx(storage, { hash: hash(2), chainId: 31339, kind: 'claim', status: 'pending' });
    expect(listStoredTxs(storage)).toEqual([
      { hash: hash(1), chainId: 31338, kind: 'deposit', status: 'pending' },
      { hash: hash(2), chainId: 31339, kind: 'claim', status: 'pending' },
    ]);
    removeStoredTx(storage, hash(1).toUpperCase().replace('0X', '0x'));
    expect(listStoredTxs(storage).map((t) => t.hash)).toEqual([hash(2)]);
  });

  it('stores the same hash once', () => {
    const storage = memoryStorage();
    storeTx(storage, { hash: hash(3), chainId: 1, kind: 'approve', status: 'pending' });
    storeTx(storage, { hash: hash(3), chainId: 1, kind: 'approve', status: 'pending' });
    expect(listStoredTxs(storage)).toHaveLength(1);
  });

  it('reads malformed or foreign data as nothing stored', () => {
    const storage = memoryStorage();
    storage.setItem(TX_STORE_KEY, '{not json');
    expect(listStoredTxs(storage)).toEqual([]);
    storage.setItem(TX_STORE_KEY, JSON.stringify([{ hash: 'nope', chainId: 1, kind: 'deposit', status: 'pending' }]));
    expect(listStoredTxs(storage)).toEqual([]);
  });
});
