// One pending transaction watched until it settles: checked now, then again on every new block and on a timer; an RPC
// error is 'cannot check now', retried later.
import { assign, enqueueActions, fromCallback, fromPromise, setup, type AnyActorRef } from 'xstate';
import { TX_POLL_MS, TX_RETRY_MS } from '../constants';
import type { CheckTxInput, CheckTxOutput, TrackedTx, TxBlockEvent, TxCheck, TxWatchInput, TxWatchOutput, TxWatchReport, WatchBlocksInput } from './types';

export interface TxWatchContext {
  tx: TrackedTx;
  reportTo?: AnyActorRef;
  /** The last check could not reach the network. */
  unreachable: boolean;
  result: TxWatchOutput | null;
}

function outputOf(hash: string, check: TxCheck): TxWatchOutput {
  // The guards send a pending check to 'waiting'; settle never sees one.
  if (check.status === 'pending') throw new Error('a pending check does not settle');
  return check.status === 'replaced' ? { hash, status: 'replaced', replacedBy: check.by } : { hash, status: check.status };
}

export const txWatchMachine = setup({
  types: {
    context: {} as TxWatchContext,
    events: {} as TxBlockEvent,
    input: {} as TxWatchInput,
    output: {} as TxWatchOutput,
  },
  actors: {
    checkTx: fromPromise<CheckTxOutput, CheckTxInput>(async () => {
      throw new Error('checkTx not provided');
    }),
    watchBlocks: fromCallback<TxBlockEvent, WatchBlocksInput>(() => {
      throw new Error('watchBlocks not provided');
    }),
  },
  delays: {
    poll: TX_POLL_MS,
    retry: TX_RETRY_MS,
  },
  guards: {
    is: (_, params: { check: TxCheck; status: TxCheck['status'] }) => params.check.status === params.status,
  },
  actions: {
    reached: enqueueActions(({ context, enqueue }) => {
      if (!context.unreachable) return;
      enqueue.assign({ unreachable: false });
      if (context.reportTo) enqueue.sendTo(context.reportTo, { type: 'TX.REACH', hash: context.tx.hash, unreachable: false } satisfies TxWatchReport);
    }),
    markUnreachable: enqueueActions(({ context, enqueue }) => {
      if (context.unreachable) return;
      enqueue.assign({ unreachable: true });
      if (context.reportTo) enqueue.sendTo(context.reportTo, { type: 'TX.REACH', hash: context.tx.hash, unreachable: true } satisfies TxWatchReport);
    }),
    settle: assign(({ context }, check: TxCheck) => ({ unreachable: false, result: outputOf(context.tx.hash, check) })),
    report: enqueueActions(({ context, enqueue }) => {
      if (context.reportTo && context.result) enqueue.sendTo(context.reportTo, { type: 'TX.SETTLED', ...context.result } satisfies TxWatchReport);
    }),
  },
}).createMachine({
  id: 'txWatch',
  description:
    'Watches one transaction: a check at once (so a transaction mined before watching starts is seen without a new block), then a re-check on each new ' +
    'block and every TX_POLL_MS; an RPC error waits TX_RETRY_MS.',
  context: ({ input }) => ({
    tx: input.tx,
    ...(input.reportTo ? { reportTo: input.reportTo } : {}),
    unreachable: input.tx.unreachable === true,
    result: null,
  }),
  // For the machine's whole life, so re-checks do not resubscribe; a block during a check is left to the timer.
  invoke: { id: 'watchBlocks', src: 'watchBlocks', input: ({ context }) => ({ chainId: context.tx.chainId }) },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkTx',
        src: 'checkTx',
        input: ({ context }) => ({ tx: context.tx }),
        onDone: [
          { guard: { type: 'is', params: ({ event }) => ({ check: event.output, status: 'pending' }) }, target: 'waiting', actions: 'reached' },
          {
            guard: { type: 'is', params: ({ event }) => ({ check: event.output, status: 'mined' }) },
            target: 'mined',
            actions: { type: 'settle', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ check: event.output, status: 'failed' }) },
            target: 'failed',
            actions: { type: 'settle', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ check: event.output, status: 'dropped' }) },
            target: 'dropped',
            actions: { type: 'settle', params: ({ event }) => event.output },
          },
          {
            target: 'replaced',
            actions: { type: 'settle', params: ({ event }) => event.output },
          },
        ],
        onError: 'unreachable',
      },
    },
    waiting: {
      on: { 'TX.BLOCK': 'checking' },
      after: { poll: 'checking' },
    },
    unreachable: {
      entry: 'markUnreachable',
      on: { 'TX.BLOCK': 'checking' },
      after: { retry: 'checking' },
    },
    mined: { type: 'final', entry: 'report' },
    failed: { type: 'final', entry: 'report' },
    dropped: { type: 'final', entry: 'report' },
    replaced: { type: 'final', entry: 'report' },
  },
  output: ({ context }) => {
    if (!context.result) throw new Error('txWatch ended without a result');
    return context.result;
  },
});
