// Pending-transaction tracker: restores submitted hashes from storage at start, watches each until mined, and reports the result.
import { assertEvent, assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { message } from '../shared/message';
import { STAKING_MESSAGE } from './messages';
import { toast } from './notify';
import type { TrackedTx } from './types';

export interface TxTrackerContext {
  txs: TrackedTx[];
}

export type TxTrackerEvent =
  { type: 'TX.SUBMITTED'; tx: TrackedTx } | { type: 'TX.SETTLED'; hash: string; success: boolean } | { type: 'TX.DISMISS'; hash: string };

/** Sends TX.SETTLED to its parent when the transaction is mined; it also drops the hash from storage. */
export type WatchTxInput = { tx: TrackedTx };

export const txTrackerMachine = setup({
  types: {
    context: {} as TxTrackerContext,
    events: {} as TxTrackerEvent,
  },
  actors: {
    loadPending: fromPromise<TrackedTx[]>(async () => {
      throw new Error('loadPending not provided');
    }),
    watchTx: fromCallback<TxTrackerEvent, WatchTxInput>(() => {
      throw new Error('watchTx not provided');
    }),
  },
  guards: {
    isNew: ({ context, event }) => {
      assertEvent(event, 'TX.SUBMITTED');
      return !context.txs.some((tx) => tx.hash === event.tx.hash);
    },
    isPending: ({ context, event }) => {
      assertEvent(event, 'TX.SETTLED');
      return context.txs.some((tx) => tx.hash === event.hash && tx.status === 'pending');
    },
  },
  actions: {
    add: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'TX.SUBMITTED');
      const tx: TrackedTx = { ...event.tx, status: 'pending' };
      enqueue.assign({ txs: [...context.txs, tx] });
      enqueue.spawnChild('watchTx', { id: `watch-${tx.hash}`, input: { tx } });
    }),
    settle: enqueueActions(({ context, event, enqueue, system }) => {
      assertEvent(event, 'TX.SETTLED');
      enqueue.assign({
        txs: context.txs.map((tx) => (tx.hash === event.hash ? { ...tx, status: event.success ? ('success' as const) : ('failed' as const) } : tx)),
      });
      enqueue.stopChild(`watch-${event.hash}`);
      const result = event.success ? message(STAKING_MESSAGE.txConfirmed) : message(STAKING_MESSAGE.txFailed);
      enqueue(() => toast(system, result, event.success ? 'success' : 'error'));
    }),
    dismiss: assign(({ context, event }) => {
      assertEvent(event, 'TX.DISMISS');
      return { txs: context.txs.filter((tx) => tx.hash !== event.hash || tx.status === 'pending') };
    }),
  },
}).createMachine({
  id: 'stakingTx',
  description: 'Keeps every submitted staking transaction (approve, deposit, withdraw, restake, claim) until it is mined, across reloads.',
  context: { txs: [] },
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'loadPending',
        src: 'loadPending',
        onDone: {
          target: 'watching',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const restored = event.output.filter((tx) => !context.txs.some((known) => known.hash === tx.hash));
            enqueue.assign({ txs: [...context.txs, ...restored.map((tx) => ({ ...tx, status: 'pending' as const }))] });
            for (const tx of restored) enqueue.spawnChild('watchTx', { id: `watch-${tx.hash}`, input: { tx } });
          }),
        },
        onError: 'watching',
      },
      on: {
        'TX.SUBMITTED': { guard: 'isNew', actions: 'add' },
        'TX.SETTLED': { guard: 'isPending', actions: 'settle' },
      },
    },
    watching: {
      on: {
        'TX.SUBMITTED': { guard: 'isNew', actions: 'add' },
        'TX.SETTLED': { guard: 'isPending', actions: 'settle' },
        'TX.DISMISS': { actions: 'dismiss' },
      },
    },
  },
});
