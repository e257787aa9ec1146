// One transaction's watcher: model-based coverage with the chain faked; checked at once, on each block and on the timer, RPC errors retried.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, type SnapshotFrom } from 'xstate';
import { TX_POLL_MS, TX_RETRY_MS } from '../constants';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { txWatchMachine } from './txWatchMachine';
import type { TrackedTx, TxBlockEvent, TxWatchInput, TxWatchReport, WatchBlocksInput } from './types';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const tx: TrackedTx = {
  hash: `0x${'a'.repeat(64)}`,
  chainId: 31338,
  from: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  nonce: 7,
  kind: 'deposit',
  label: { id: 'tx.kind.deposit' },
  submittedAt: 1_000,
  status: 'pending',
  startBlock: 40,
};
const input: TxWatchInput = { tx };
const other = `0x${'b'.repeat(64)}`;

function fakes() {
  const promises = new ControlledPromises();
  const blocks: { chainId: number; sendBack: (event: TxBlockEvent) => void; stopped: boolean }[] = [];
  const machine = txWatchMachine.provide({
    actors: {
      checkTx: promises.actor('checkTx'),
      watchBlocks: fromCallback<TxBlockEvent, WatchBlocksInput>(({ input: { chainId }, sendBack }) => {
        const entry = { chainId, sendBack, stopped: false };
        blocks.push(entry);
        return () => {
          entry.stopped = true;
        };
      }),
    },
  });
  return { promises, machine, blocks };
}

function events(s: SnapshotFrom<typeof txWatchMachine>): ModelEvent<typeof txWatchMachine>[] {
  if (s.matches('checking'))
    return [
      { type: 'xstate.done.actor.checkTx', output: { status: 'pending' } },
      { type: 'xstate.done.actor.checkTx', output: { status: 'mined' } },
      { type: 'xstate.done.actor.checkTx', output: { status: 'failed' } },
      { type: 'xstate.done.actor.checkTx', output: { status: 'dropped' } },
      { type: 'xstate.done.actor.checkTx', output: { status: 'replaced', by: other } },
      { type: 'xstate.error.actor.checkTx', error: new Error('connect ECONNREFUSED') },
    ];
  if (s.matches('waiting') || s.matches('unreachable')) return [{ type: 'TX.BLOCK', blockNumber: 41 }];
  return [];
}

describe('txWatchMachine model', () => {
  it('covers every state and transition; each re-check asks the chain again and each end hands back its status', async () => {
    const { promises, machine, blocks } = fakes();
    const paths = getEdgePaths(machine, { input, events });
    const coverage = new ModelCoverage(txWatchMachine);
    await runPaths({
      machine,
      input,
      paths,
      coverage,
      promises,
      beforePath: () => {
        blocks.length = 0;
      },
      check: (actual, step, before) => {
        // One block subscription for the transaction's chain, for as long as it is watched.
        expect(blocks.map((b) => b.chainId)).toEqual([31338]);
        expect(blocks[0]!.stopped).toBe(actual.status === 'done');
        if (actual.matches('checking')) {
          expect(promises.inputs('checkTx').at(-1)).toEqual({ tx });
          if (!before.matches('checking') && step.event.type !== 'xstate.init') expect(promises.inputs('checkTx').length).toBeGreaterThan(1);
        }
        // 'Cannot check now' is its own state, never a failure; it lasts until a check gets an answer.
        if (actual.matches('unreachable')) expect(actual.context.unreachable).toBe(true);
        if (actual.matches('waiting') || actual.status === 'done') expect(actual.context.unreachable).toBe(false);
        if (actual.matches('checking'))
          expect(actual.context.unreachable).toBe(before.matches('unreachable') || (before.matches('checking') && before.context.unreachable));
        if (actual.status !== 'done') return;
        const event = step.event as { output: { status: string; by?: string } };
        expect(actual.output).toEqual(
          event.output.status === 'replaced' ? { hash: tx.hash, status: 'replaced', replacedBy: other } : { hash: tx.hash, status: event.output.status },
        );
        expect(actual.value).toBe(event.output.status);
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('watching one transaction', () => {
  /** The watcher under a recording parent, as the tracker runs it. */
  function underParent() {
    const reports: TxWatchReport[] = [];
    const { promises, machine, blocks } = fakes();
    const parent = createMachine({
      on: { '*': { actions: ({ event }) => reports.push(event as TxWatchReport) } },
    });
    const reportTo = createActor(parent).start();
    const watcher = createActor(machine, { input: { tx, reportTo } }).start();
    return { reports, promises, blocks, watcher };
  }

  it('re-checks on a new block from the chain and on the timer alone when no block comes', async () => {
    const { promises, blocks, watcher } = underParent();
    promises.settle({ type: 'xstate.done.actor.checkTx', output: { status: 'pending' } });
    await flushPromises();
    expect(watcher.getSnapshot().value).toBe('waiting');
    blocks[0]!.sendBack({ type: 'TX.BLOCK', blockNumber: 41 });
    expect(watcher.getSnapshot().value).toBe('checking');
    expect(promises.inputs('checkTx')).toHaveLength(2);
    promises.settle({ type: 'xstate.done.actor.checkTx', output: { status: 'pending' } });
    await flushPromises();
    vi.advanceTimersByTime(TX_POLL_MS);
    expect(promises.inputs('checkTx')).toHaveLength(3);
  });

  it('tells the tracker when it cannot check and when it can again, then the result', async () => {
    const { reports, promises, watcher } = underParent();
    promises.settle({ type: 'xstate.error.actor.checkTx', error: new Error('connect ECONNREFUSED') });
    await flushPromises();
    expect(watcher.getSnapshot().value).toBe('unreachable');
    vi.advanceTimersByTime(TX_RETRY_MS);
    promises.settle({ type: 'xstate.error.actor.checkTx', error: new Error('connect ECONNREFUSED') });
    await flushPromises();
    vi.advanceTimersByTime(TX_RETRY_MS);
    promises.settle({ type: 'xstate.done.actor.checkTx', output: { status: 'pending' } });
    await flushPromises();
    vi.advanceTimersByTime(TX_POLL_MS);
    promises.settle({ type: 'xstate.done.actor.checkTx', output: { status: 'mined' } });
    await flushPromises();
    expect(reports).toEqual([
      { type: 'TX.REACH', hash: tx.hash, unreachable: true },
      { type: 'TX.REACH', hash: tx.hash, unreachable: false },
      { type: 'TX.SETTLED', hash: tx.hash, status: 'mined' },
    ]);
    expect(watcher.getSnapshot().output).toEqual({ hash: tx.hash, status: 'mined' });
  });
});
