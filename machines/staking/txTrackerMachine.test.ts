// Pending-transaction tracker: model-based coverage; restored hashes are watched again, each result reported once.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type SnapshotFrom } from 'xstate';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { selectPendingTxs } from './selectors';
import { txTrackerMachine, type TxTrackerEvent, type WatchTxInput } from './txTrackerMachine';
import type { TrackedTx } from './types';
import { fakeTimersPerTest } from './testFixtures';

fakeTimersPerTest();

const stored: TrackedTx = { hash: '0xa', chainId: 31338, kind: 'deposit', status: 'pending' };
const fresh: TrackedTx = { hash: '0xb', chainId: 31338, kind: 'claim', status: 'pending' };

function fakes() {
  const promises = new ControlledPromises();
  const watched: string[] = [];
  const machine = txTrackerMachine.provide({
    actors: {
      loadPending: promises.actor('loadPending'),
      watchTx: fromCallback<TxTrackerEvent, WatchTxInput>(({ input }) => {
        watched.push(input.tx.hash);
      }),
    },
  });
  return { promises, machine, watched };
}

function events(s: SnapshotFrom<typeof txTrackerMachine>): ModelEvent<typeof txTrackerMachine>[] {
  const out: ModelEvent<typeof txTrackerMachine>[] = [
    { type: 'TX.SUBMITTED', tx: fresh },
    { type: 'TX.SETTLED', hash: '0xa', success: true },
    { type: 'TX.SETTLED', hash: '0xb', success: false },
    { type: 'TX.DISMISS', hash: '0xb' },
  ];
  if (s.matches('restoring'))
    out.push({ type: 'xstate.done.actor.loadPending', output: [stored] }, { type: 'xstate.error.actor.loadPending', error: new Error('bad storage') });
  return out;
}

describe('txTrackerMachine model', () => {
  it('covers every state and transition; a hash is watched once and settles once', async () => {
    const { promises, machine, watched } = fakes();
    const paths = getEdgePaths(machine, { events });
    const coverage = new ModelCoverage(txTrackerMachine);
    await runPaths({
      machine,
      paths,
      coverage,
      promises,
      beforePath: () => {
        watched.length = 0;
      },
      check: (actual) => {
        const hashes = actual.context.txs.map((tx) => tx.hash);
        expect(new Set(hashes).size).toBe(hashes.length);
        // Every pending transaction has been handed to a watcher, once.
        for (const tx of selectPendingTxs(actual)) expect(watched.filter((h) => h === tx.hash)).toHaveLength(1);
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('tx tracker rules', () => {
  it('a reload shows the stored transaction as pending, then its result', async () => {
    const { promises, machine } = fakes();
    const actor = createActor(machine).start();
    promises.settle({ type: 'xstate.done.actor.loadPending', output: [stored] });
    await flushPromises();
    expect(selectPendingTxs(actor.getSnapshot()).map((tx) => tx.hash)).toEqual(['0xa']);
    actor.send({ type: 'TX.SETTLED', hash: '0xa', success: true });
    expect(actor.getSnapshot().context.txs).toEqual([{ ...stored, status: 'success' }]);
    actor.send({ type: 'TX.SETTLED', hash: '0xa', success: false });
    expect(actor.getSnapshot().context.txs[0]?.status).toBe('success');
  });
});
