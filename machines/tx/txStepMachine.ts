// One "send, then wait" step of any flow: the wallet sends one or more transactions, each is registered once with the
// app-wide tracker (which answers this step with TX.RESULT), and the step ends when all of them have settled.
import { assertEvent, assign, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate';
import { message, type Message } from '../shared/message';
import { appActors } from '../shared/system';
import { walletErrorMessage } from '../shared/walletErrors';
import { TX_MESSAGE } from './messages';
import type { SentTx, SettledTxStatus, TrackedTx, TxKind, TxResultEvent } from './types';

/**
 * What a flow hands its step: the request its send actor takes (opaque to the step: the flow builds it typed with
 * TxStepInput<ItsRequest>, and `txStepLogic<ItsRequest>` hands it back typed to the sender), and how the transactions are
 * named in the list.
 */
export interface TxStepInput<TRequest = unknown> {
  request: TRequest;
  kind: TxKind;
  /** What people read in the transaction list (a catalog id and its values). */
  label: Message;
  /**
   * Hears TX.STEP_SENT once the wallet has sent everything and the tracker has it (usually the invoking flow's self):
   * from then on the flow may let its user leave, since the tracker keeps watching.
   */
  reportTo?: AnyActorRef;
}

/** What a step tells its reportTo once the transactions are sent and registered. */
export interface TxStepSentEvent {
  type: 'TX.STEP_SENT';
}

/**
 * mined: every transaction was mined and succeeded; failed: the wallet refused or could not send (nothing pending),
 * or one settled otherwise (reverted, dropped, replaced). The notice says which, for the flow to show.
 */
export interface TxStepOutput {
  outcome: 'mined' | 'failed';
  notice: Message | null;
  /** What was sent (lower case, in order): a flow that reports its transaction to the API (a market trade) needs it. */
  hashes: string[];
}

interface TxStepContext {
  request: unknown;
  reportTo: AnyActorRef | null;
  kind: TxKind;
  label: Message;
  /** Hashes (lower case) sent, in order. */
  sent: string[];
  /** Hashes (lower case) still waiting for their TX.RESULT. */
  waiting: string[];
  /** The first way a transaction settled other than mined. */
  worst: SettledTxStatus | null;
  notice: Message | null;
}

/** Why a step failed after sending: a revert, or a transaction the network dropped or another one replaced. */
const SETTLED_NOTICE: Record<Exclude<SettledTxStatus, 'mined'>, string> = {
  failed: TX_MESSAGE.reverted,
  dropped: TX_MESSAGE.notMined,
  replaced: TX_MESSAGE.notMined,
};

export const txStepMachine = setup({
  types: {
    context: {} as TxStepContext,
    events: {} as TxResultEvent,
    input: {} as TxStepInput,
    output: {} as TxStepOutput,
  },
  actors: {
    /** Sends through the wallet; what was sent, in order (empty when there was nothing to send). */
    send: fromPromise<SentTx[], unknown>(async () => {
      throw new Error('send not provided');
    }),
  },
  guards: {
    nothingSent: (_, sent: SentTx[]) => sent.length === 0,
    isLastWaited: ({ context, event }) => context.waiting.length === 1 && context.waiting[0] === event.hash.toLowerCase(),
    isWaited: ({ context, event }) => context.waiting.includes(event.hash.toLowerCase()),
    allMined: ({ context }) => context.worst === null,
  },
  actions: {
    /** Each sent transaction goes to the tracker once, with this step as the one waiting for it. */
    register: enqueueActions((args, sent: SentTx[]) => {
      const { context, enqueue } = args;
      const hashes = sent.map((tx) => tx.hash.toLowerCase());
      enqueue.assign({ sent: hashes, waiting: hashes });
      for (const tx of sent) {
        const tracked: TrackedTx = { ...tx, hash: tx.hash.toLowerCase(), kind: context.kind, label: context.label, status: 'pending' };
        appActors(args).txSubmitted(tracked, args.self);
      }
      if (context.reportTo) enqueue.sendTo(context.reportTo, { type: 'TX.STEP_SENT' } satisfies TxStepSentEvent);
    }),
    record: assign(({ context, event }) => {
      assertEvent(event, 'TX.RESULT');
      const hash = event.hash.toLowerCase();
      return { waiting: context.waiting.filter((h) => h !== hash), worst: context.worst ?? (event.status === 'mined' ? null : event.status) };
    }),
    sendFailed: assign((_, error: unknown) => ({ notice: walletErrorMessage(error) })),
    settledBadly: assign(({ context }) => ({ notice: context.worst && context.worst !== 'mined' ? message(SETTLED_NOTICE[context.worst]) : null })),
  },
}).createMachine({
  id: 'txStep',
  description:
    'Send one or more transactions through the wallet, register each with the app-wide tracker (systemId tx) once, and wait for its TX.RESULT: mined ' +
    'when all were mined, else failed with the reason.',
  context: ({ input }) => ({
    request: input.request,
    reportTo: input.reportTo ?? null,
    kind: input.kind,
    label: input.label,
    sent: [],
    waiting: [],
    worst: null,
    notice: null,
  }),
  initial: 'sending',
  states: {
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }: { context: TxStepContext }) => context.request,
        onDone: [
          { guard: { type: 'nothingSent', params: ({ event }) => event.output }, target: 'mined' },
          { target: 'waiting', actions: { type: 'register', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'sendFailed', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    // The tracker answers even after a reload of its list or a sign-out and back; it never waits forever (txWatch polls).
    waiting: {
      on: {
        'TX.RESULT': [
          { guard: 'isLastWaited', target: 'settled', actions: 'record' },
          { guard: 'isWaited', actions: 'record' },
        ],
      },
    },
    settled: {
      always: [
        { guard: 'allMined', target: 'mined' },
        { target: 'failed', actions: 'settledBadly' },
      ],
    },
    mined: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => ({
    outcome: context.worst === null && context.notice === null ? 'mined' : 'failed',
    notice: context.notice,
    hashes: context.sent,
  }),
});

/**
 * The step as a flow's provider supplies it: `send` gets the flow's own request type back (the one place the opaque
 * request is narrowed; the flow's input function builds it as TxStepInput<TRequest>).
 */
export function txStepLogic<TRequest>(send: (request: TRequest) => Promise<SentTx[]>) {
  return txStepMachine.provide({ actors: { send: fromPromise<SentTx[], unknown>(({ input }) => send(input as TRequest)) } });
}
