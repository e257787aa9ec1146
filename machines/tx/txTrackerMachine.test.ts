// The app-wide transaction tracker: model-based coverage with the watchers and storage faked; each pending hash watched once, each list stored under its owner.
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { selectPendingTxs } from './selectors';
import { fakeTimersPerTest, hashOf, recorder, sampleTx } from '../testing/tx/fixtures';
import { txTrackerMachine } from './txTrackerMachine';
import { txWatchMachine } from './txWatchMachine';
import type { CheckTxInput, SaveTxsParams, TrackedTx, TxCheck } from './types';

fakeTimersPerTest();

/** A: alice's stored pending deposit; B: a claim sent in this session, with a flow waiting on it. */
const A = sampleTx(1, 'deposit');
const B = sampleTx(2, 'claim');
const C = hashOf(3);
const waiting = recorder();

function fakes() {
  const promises = new ControlledPromises();
  const saves: SaveTxsParams[] = [];
  // The watcher's check never answers; the model sends its reports (TX.REACH, TX.SETTLED) itself.
  const watcher = txWatchMachine.provide({
    actors: { checkTx: fromPromise<TxCheck, CheckTxInput>(() => new Promise(() => undefined)), watchBlocks: fromCallback(() => undefined) },
  });
  const machine = txTrackerMachine.provide({
    actors: { txWatch: watcher, loadTxs: promises.actor('loadTxs') },
    actions: { saveTxs: (_, params) => void saves.push(structuredClone(params)) },
  });
  return { promises, saves, machine };
}

function events(s: SnapshotFrom<typeof txTrackerMachine>): ModelEvent<typeof txTrackerMachine>[] {
  const out: ModelEvent<typeof txTrackerMachine>[] = [
    { type: 'TX.OWNER', owner: 'alice' },
    { type: 'TX.OWNER', owner: null },
    { type: 'TX.SUBMITTED', tx: B, replyTo: waiting.ref },
    { type: 'TX.SETTLED', hash: A.hash, status: 'mined' },
    { type: 'TX.SETTLED', hash: B.hash, status: 'replaced', replacedBy: C },
    { type: 'TX.REACH', hash: A.hash, unreachable: true },
    { type: 'TX.REACH', hash: B.hash, unreachable: true },
    { type: 'TX.DISMISS', hash: B.hash },
    { type: 'TX.CLEAR_RECENT' },
  ];
  // Bob only from alice, to keep the graph small: a switch of user without signing out.
  if (s.context.owner === 'alice') out.push({ type: 'TX.OWNER', owner: 'bob' });
  if (s.matches('loading'))
    out.push(
      { type: 'xstate.done.actor.loadTxs', output: s.context.owner === 'alice' ? [A] : [] },
      { type: 'xstate.error.actor.loadTxs', error: new Error('storage unreadable') },
    );
  return out;
}

const lowerCase = (txs: TrackedTx[]) => txs.map((tx) => tx.hash);

describe('txTrackerMachine model', () => {
  it('covers every state and transition; watches each pending hash once, stores only complete lists, answers waiting flows', async () => {
    const { promises, saves, machine } = fakes();
    const paths = getEdgePaths(machine, { events });
    const coverage = new ModelCoverage(txTrackerMachine);
    const steps = await runPaths({
      machine,
      paths,
      coverage,
      promises,
      beforePath: () => {
        saves.length = 0;
        waiting.received.length = 0;
      },
      check: (actual, step, before) => {
        const { owner, txs } = actual.context;
        const hashes = lowerCase(txs);
        expect(new Set(hashes).size).toBe(hashes.length);
        // Exactly the pending transactions have a watcher.
        const watchers = Object.keys(actual.children).filter((id) => id.startsWith('watch-'));
        expect(watchers.sort()).toEqual(
          selectPendingTxs(actual)
            .map((tx) => `watch-${tx.hash}`)
            .sort(),
        );
        // Signed out, the list is whatever was sent meanwhile; the owner's stored list never shows.
        if (actual.matches('signedOut')) expect(owner).toBeNull();
        else expect(owner).not.toBeNull();
        if (owner !== 'alice') expect(hashes).not.toContain(A.hash);

        const written = saves.length > 0 && step.event.type !== 'xstate.init' ? saves.at(-1) : undefined;
        const changed = before.context.txs !== actual.context.txs;
        const type = step.event.type;
        if (type === 'TX.OWNER' && before.matches('signedIn') && before.context.owner !== owner) {
          // Leaving a user writes that user's list as it was.
          expect(written).toEqual({ owner: before.context.owner, txs: before.context.txs });
        } else if (actual.matches('signedIn') && changed && type !== 'TX.REACH') {
          expect(written).toEqual({ owner, txs });
        }
        if (before.matches('loading') || actual.matches('loading') || actual.matches('signedOut')) {
          if (type !== 'TX.OWNER') expect(saves.length === 0 || written === saves.at(-1)).toBe(true);
        }

        // The waiting flow hears B's result once it settles, and at once when it asks about a settled B.
        const bBefore = before.context.txs.find((tx) => tx.hash === B.hash);
        const results = waiting.received.filter((e) => e.type === 'TX.RESULT');
        if (type === 'TX.SETTLED' && (step.event as { hash: string }).hash === B.hash && bBefore?.status === 'pending') {
          if (before.context.waiters.some((w) => w.hash === B.hash))
            expect(results.at(-1)).toEqual({ type: 'TX.RESULT', hash: B.hash, status: 'replaced', replacedBy: C });
          expect(actual.context.waiters.filter((w) => w.hash === B.hash)).toEqual([]);
        }
        if (type === 'TX.SUBMITTED' && bBefore && bBefore.status !== 'pending') {
          expect(results.at(-1)).toEqual({ type: 'TX.RESULT', hash: B.hash, status: 'replaced', replacedBy: C });
        }
      },
    });
    expect(steps).toBeGreaterThan(100);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});
