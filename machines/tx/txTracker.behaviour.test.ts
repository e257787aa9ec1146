// The tracker with its real watchers over a fake chain and storage: reload, sign-out and back, a switch of user, waiting flows and toasts.
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise } from 'xstate';
import { TX_POLL_MS, TX_RECENT_MAX, TX_RETRY_MS } from '../constants';
import { flushPromises } from '../testing/modelTest';
import { TX_MESSAGE } from './messages';
import { selectPendingCount, selectPendingTxs, selectRecentTxs, selectUnreachableCount } from './selectors';
import { fakeTimersPerTest, recorder, sampleTx } from '../testing/tx/fixtures';
import { TX_SYSTEM_ID, txErrorPopupId, txTrackerMachine } from './txTrackerMachine';
import { txWatchMachine } from './txWatchMachine';
import type { CheckTxInput, LoadTxsInput, SaveTxsParams, TrackedTx, TxCheck } from './types';

fakeTimersPerTest();

/** A chain that answers per hash (pending unless told), can go down, and a per-owner storage. */
function world(stored: Record<string, TrackedTx[]> = {}) {
  const chain = new Map<string, TxCheck>();
  const rpc = { down: false };
  const storage = new Map(Object.entries(stored).map(([owner, txs]) => [owner, structuredClone(txs)]));
  const checks: string[] = [];
  const machine = txTrackerMachine.provide({
    actors: {
      txWatch: txWatchMachine.provide({
        actors: {
          checkTx: fromPromise<TxCheck, CheckTxInput>(async ({ input }) => {
            checks.push(input.tx.hash);
            if (rpc.down) throw new Error('connect ECONNREFUSED');
            return chain.get(input.tx.hash) ?? { status: 'pending' };
          }),
          watchBlocks: fromCallback(() => undefined),
        },
      }),
      loadTxs: fromPromise<TrackedTx[], LoadTxsInput>(async ({ input }) => structuredClone(storage.get(input.owner) ?? [])),
    },
    actions: { saveTxs: (_, { owner, txs }: SaveTxsParams) => void storage.set(owner, structuredClone(txs)) },
  });
  const toasts = recorder();
  const popups = recorder();
  const wallet = recorder();
  // The app's shape: the toast and popup actors and the tracker side by side in one system.
  const app = createActor(
    createMachine({
      invoke: [
        { src: createMachine({ on: { '*': { actions: ({ event }) => toasts.ref.send(event) } } }), systemId: 'toast' },
        { src: createMachine({ on: { '*': { actions: ({ event }) => popups.ref.send(event) } } }), systemId: 'popups' },
        { src: createMachine({ on: { '*': { actions: ({ event }) => wallet.ref.send(event) } } }), systemId: 'wallet' },
        { id: 'tx', src: machine, systemId: TX_SYSTEM_ID },
      ],
    }),
  ).start();
  const tracker = app.system.get(TX_SYSTEM_ID) as ReturnType<typeof createActor<typeof txTrackerMachine>>;
  const settle = async () => {
    await flushPromises();
    await flushPromises();
  };
  return { chain, rpc, storage, checks, tracker, toasts: toasts.received, popups: popups.received, wallet: wallet.received, settle };
}

const A = sampleTx(1, 'deposit');
const B = sampleTx(2, 'approve');

describe('tx tracker across reloads and sign-out', () => {
  it('a reload shows the stored pending transaction again, still watched, then mined', async () => {
    const w = world({ alice: [A] });
    w.tracker.send({ type: 'TX.OWNER', owner: 'alice' });
    await w.settle();
    expect(selectPendingTxs(w.tracker.getSnapshot()).map((tx) => tx.hash)).toEqual([A.hash]);
    expect(w.checks).toEqual([A.hash]);
    w.chain.set(A.hash, { status: 'mined' });
    vi.advanceTimersByTime(TX_POLL_MS);
    await w.settle();
    expect(selectRecentTxs(w.tracker.getSnapshot())).toEqual([{ ...A, status: 'mined' }]);
    expect(w.storage.get('alice')).toEqual([{ ...A, status: 'mined' }]);
    // Named by what it did (its label), not by its hash.
    expect(w.toasts.at(-1)).toEqual({ type: 'TOAST.SHOW', message: { id: TX_MESSAGE.doneConfirmed, part: A.label }, tone: 'success' });
  });

  it('asks the wallet session to read the balances again when a transaction is mined, and not while it is pending', async () => {
    const w = world();
    w.tracker.send({ type: 'TX.OWNER', owner: 'alice' });
    await w.settle();
    w.tracker.send({ type: 'TX.SUBMITTED', tx: A });
    await w.settle();
    expect(w.wallet).toEqual([]);
    w.chain.set(A.hash, { status: 'mined' });
    vi.advanceTimersByTime(TX_POLL_MS);
    await w.settle();
    expect(w.wallet).toEqual([{ type: 'WALLET.REFRESH_BALANCES' }]);
  });

  it('sign-out empties the list without deleting it; signing back in shows it pending, then mined', async () => {
    const w = world();
    w.tracker.send({ type: 'TX.OWNER', owner: 'alice' });
    await w.settle();
    w.tracker.send({ type: 'TX.SUBMITTED', tx: A });
    await w.settle();
    expect(w.storage.get('alice')).toEqual([A]);
    w.tracker.send({ type: 'TX.OWNER', owner: null });
    expect(w.tracker.getSnapshot().context.txs).toEqual([]);
    expect(w.tracker.getSnapshot().children).toEqual({});
    // Mined while nobody watched; no later block comes (the local chains mine only on a new transaction).
    w.chain.set(A.hash, { status: 'mined' });
    vi.advanceTimersByTime(TX_POLL_MS * 3);
    await w.settle();
    expect(w.storage.get('alice')).toEqual([A]);
    expect(w.toasts).toEqual([]);

    w.chain.set(A.hash, { status: 'pending' });
    w.tracker.send({ type: 'TX.OWNER', owner: 'alice' });
    await w.settle();
    expect(selectPendingTxs(w.tracker.getSnapshot())).toEqual([A]);
    w.chain.set(A.hash, { status: 'mined' });
    vi.advanceTimersByTime(TX_POLL_MS);
    await w.settle();
    expect(selectPendingCount(w.tracker.getSnapshot())).toBe(0);
    expect(w.storage.get('alice')).toEqual([{ ...A, status: 'mined' }]);
  });

  it('a switch of user stores the first list, shows the second, and stops watching the first', async () => {
    const w = world({ bob: [B] });
    w.tracker.send({ type: 'TX.OWNER', owner: 'alice' });
    await w.settle();
    w.tracker.send({ type: 'TX.SUBMITTED', tx: A });
    await w.settle();
    w.tracker.send({ type: 'TX.OWNER', owner: 'bob' });
    await w.settle();
    expect(w.tracker.getSnapshot().context.txs).toEqual([B]);
    expect(Object.keys(w.tracker.getSnapshot().children)).toEqual([`watch-${B.hash}`]);
    expect(w.storage.get('alice')).toEqual([A]);
    w.checks.length = 0;
    vi.advanceTimersByTime(TX_POLL_MS);
    await w.settle();
    expect(w.checks).toEqual([B.hash]);
  });

  it('a transaction sent while signed out goes along to whoever signs in, joined with the stored list', async () => {
    const w = world({ alice: [A] });
    w.tracker.send({ type: 'TX.SUBMITTED', tx: B });
    w.tracker.send({ type: 'TX.OWNER', owner: 'alice' });
    await w.settle();
    expect(w.storage.get('alice')!.map((tx) => tx.hash)).toEqual([B.hash, A.hash]);
  });
});

describe('tx tracker results', () => {
  it.each([
    [{ status: 'mined' } as TxCheck, TX_MESSAGE.doneConfirmed, 'success'],
    [{ status: 'failed' } as TxCheck, TX_MESSAGE.doneFailed, 'error'],
    [{ status: 'dropped' } as TxCheck, TX_MESSAGE.doneDropped, 'error'],
    [{ status: 'replaced', by: '0xfeed' } as TxCheck, TX_MESSAGE.doneReplaced, 'info'],
  ])('answers the waiting flow and tells a %o result once: a toast, or the transaction error popup when it failed', async (check, id, tone) => {
    const w = world();
    const flow = recorder();
    w.tracker.send({ type: 'TX.SUBMITTED', tx: A, replyTo: flow.ref });
    w.tracker.send({ type: 'TX.SUBMITTED', tx: A, replyTo: flow.ref });
    await w.settle();
    w.chain.set(A.hash, check);
    vi.advanceTimersByTime(TX_POLL_MS);
    await w.settle();
    const replacedBy = check.status === 'replaced' ? { replacedBy: check.by } : {};
    expect(flow.received).toEqual([{ type: 'TX.RESULT', hash: A.hash, status: check.status, ...replacedBy }]);
    const notice = { id, part: A.label };
    if (tone === 'error') {
      expect(w.toasts).toEqual([]);
      expect(w.popups).toEqual([
        { type: 'POPUP.OPEN', popup: { id: txErrorPopupId(A.hash), kind: 'info', title: { id: TX_MESSAGE.errorTitle }, message: notice } },
      ]);
    } else {
      expect(w.toasts).toEqual([{ type: 'TOAST.SHOW', message: notice, tone }]);
      expect(w.popups).toEqual([]);
    }
    // A flow that registers the hash after it settled hears the result at once.
    const late = recorder();
    w.tracker.send({ type: 'TX.SUBMITTED', tx: A, replyTo: late.ref });
    expect(late.received).toEqual(flow.received);
    expect(w.tracker.getSnapshot().context.txs).toEqual([{ ...A, status: check.status, ...replacedBy }]);
  });

  it("RPC down is 'cannot check now', not failed, and the transaction is checked again until it answers", async () => {
    const w = world();
    w.rpc.down = true;
    w.tracker.send({ type: 'TX.SUBMITTED', tx: A });
    await w.settle();
    expect(selectUnreachableCount(w.tracker.getSnapshot())).toBe(1);
    expect(selectPendingTxs(w.tracker.getSnapshot())[0]).toMatchObject({ status: 'pending', unreachable: true });
    w.rpc.down = false;
    w.chain.set(A.hash, { status: 'mined' });
    vi.advanceTimersByTime(TX_RETRY_MS);
    await w.settle();
    expect(w.tracker.getSnapshot().context.txs).toEqual([{ ...A, status: 'mined' }]);
  });

  it(`keeps every pending transaction and the latest ${TX_RECENT_MAX} settled ones; Dismiss and Clear remove settled ones only`, async () => {
    const w = world();
    const txs = Array.from({ length: TX_RECENT_MAX + 3 }, (_, i) => sampleTx(i + 10));
    for (const tx of txs) w.chain.set(tx.hash, { status: 'mined' });
    for (const tx of txs) w.tracker.send({ type: 'TX.SUBMITTED', tx });
    const open = sampleTx(99);
    w.tracker.send({ type: 'TX.SUBMITTED', tx: open });
    await w.settle();
    const s = w.tracker.getSnapshot();
    expect(selectRecentTxs(s).map((tx) => tx.nonce)).toEqual(
      txs
        .slice(3)
        .map((tx) => tx.nonce)
        .reverse(),
    );
    w.tracker.send({ type: 'TX.DISMISS', hash: open.hash });
    w.tracker.send({ type: 'TX.DISMISS', hash: txs.at(-1)!.hash });
    expect(selectRecentTxs(w.tracker.getSnapshot())).toHaveLength(TX_RECENT_MAX - 1);
    w.tracker.send({ type: 'TX.CLEAR_RECENT' });
    expect(w.tracker.getSnapshot().context.txs).toEqual([open]);
  });
});
