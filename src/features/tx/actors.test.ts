// The tracker as the app provides it: lists written to storage per user and read back after a reload; a chain it cannot reach is 'cannot check now'.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { TX_KIND_MESSAGE } from '@machines/tx/messages';
import type { TrackedTx } from '@machines/tx/types';
import { txTrackerLogic, type TxDeps } from './actors';
import { txStoreKey } from './services/txStore';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const tx: TrackedTx = {
  hash: `0x${'1'.repeat(64)}`,
  chainId: 31338,
  from: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  nonce: 3,
  kind: 'claim',
  label: { id: TX_KIND_MESSAGE.claim },
  submittedAt: 1_700_000_000_000,
  status: 'pending',
};

describe('tx tracker actors', () => {
  it('writes the list under its user, keeps it through sign-out, and a reload reads it back', async () => {
    const storage = memoryStorage();
    // No chain: every check is 'cannot check now', which is all this test needs of it.
    const deps: TxDeps = { rpcUrl: async (chainId) => Promise.reject(new Error(`no chain ${chainId}`)), storage: () => storage, now: () => tx.submittedAt };
    const first = createActor(txTrackerLogic(() => deps)).start();
    first.send({ type: 'TX.OWNER', owner: 'alice' });
    await waitFor(first, (s) => s.matches('signedIn'));
    first.send({ type: 'TX.SUBMITTED', tx });
    await waitFor(first, (s) => s.context.txs[0]?.unreachable === true);
    first.send({ type: 'TX.OWNER', owner: null });
    await waitFor(first, () => storage.getItem(txStoreKey('alice')) !== null);
    expect(first.getSnapshot().context.txs).toEqual([]);
    first.stop();

    const reloaded = createActor(txTrackerLogic(() => deps)).start();
    reloaded.send({ type: 'TX.OWNER', owner: 'alice' });
    await waitFor(reloaded, (s) => s.matches('signedIn'));
    expect(reloaded.getSnapshot().context.txs).toEqual([tx]);
    reloaded.stop();
  });
});
