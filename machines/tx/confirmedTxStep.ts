// The one "confirm, then send a transaction" child flow: the app's confirm popup (when the input needs one), then the txStep
// (send, registered with the tracker, mined or not), a toast either way (a failure's only when the caller does not show
// it itself) and the outcome handed back. Each use is a configuration of it.
import { assertEvent, enqueueActions, setup, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { PopupReply } from '../overlay/popupMachine';
import type { Message } from '../shared/message';
import { appActors } from '../shared/system';
import { walletErrorMessage } from '../shared/walletErrors';
import { txStepMachine, type TxStepInput, type TxStepOutput } from './txStepMachine';

/** TDone: mined and successful (the caller reads its list again); cancelled: the user said no in the confirmation. */
export interface ConfirmedTxOutput<TDone extends string> {
  outcome: TDone | 'cancelled' | 'failed';
  notice: Message | null;
}

export interface ConfirmedTxConfig<TInput, TRequest, TDone extends string> {
  /** The machine's id (its diagram's name) and what it sends, for the docs. */
  id: string;
  description: string;
  /** The confirm popup's id: only its answer moves the flow on. */
  popupId: string;
  /** The outcome a mined transaction hands back (the caller's word for it: kept, revoked…). */
  done: TDone;
  /**
   * What the confirmation asks. null for an input that needs no confirmation (Unlock all) or that the caller already
   * confirmed; absent when no input needs one. The flow then starts by sending.
   */
  confirm?: (input: TInput) => { title: Message; message: Message } | null;
  /** The step's request, kind and list label. */
  tx: (input: TInput) => TxStepInput<TRequest>;
  /** The success toast. */
  succeeded: (input: TInput) => Message;
  /** false when the caller shows the failure in place instead of a toast (default true). */
  failureToast?: boolean;
  /** Sent to the parent as the transaction is being sent, so it can show 'sending'. */
  sendingEvent?: AnyEventObject;
}

type Context<TInput, TDone extends string> = { input: TInput } & ConfirmedTxOutput<TDone>;

/** The flow a configuration describes; its `send` actor is the txStep with the feature's wallet call (txStepLogic). */
export function createConfirmedTxStep<TInput, TRequest, TDone extends string>(config: ConfirmedTxConfig<TInput, TRequest, TDone>) {
  return setup({
    types: {
      context: {} as Context<TInput, TDone>,
      events: {} as PopupReply,
      input: {} as TInput,
      output: {} as ConfirmedTxOutput<TDone>,
    },
    actors: { send: txStepMachine },
    guards: {
      isOwnPopup: ({ event }) => {
        assertEvent(event, ['POPUP.CONFIRMED', 'POPUP.CANCELLED']);
        return event.id === config.popupId;
      },
      mined: (_, params: TxStepOutput) => params.outcome === 'mined',
      nothingToAsk: ({ context }) => !config.confirm?.(context.input),
    },
    actions: {
      askConfirm: enqueueActions((args) => {
        const asked = config.confirm?.(args.context.input);
        if (asked) appActors(args).confirm({ id: config.popupId, ...asked });
      }),
      // A step run alone (its model test) has no parent to tell.
      announceSending: enqueueActions(({ self, enqueue }) => {
        if (config.sendingEvent && (self as AnyActorRef)._parent) enqueue.sendParent(config.sendingEvent);
      }),
      failed: enqueueActions((args, notice: Message | null) => {
        args.enqueue.assign({ notice, outcome: 'failed' as const });
        if (notice && config.failureToast !== false) appActors(args).toast(notice, 'error');
      }),
      succeeded: enqueueActions((args) => {
        args.enqueue.assign({ notice: null, outcome: config.done });
        appActors(args).toast(config.succeeded(args.context.input), 'success');
      }),
    },
  }).createMachine({
    id: config.id,
    description: config.description,
    context: ({ input }) => ({ input, outcome: 'cancelled', notice: null }),
    initial: 'confirming',
    states: {
      confirming: {
        entry: 'askConfirm',
        // Nothing to ask for this input: it goes straight on to sending (one path for every configuration).
        always: { guard: 'nothingToAsk', target: 'sending' },
        on: {
          'POPUP.CONFIRMED': { guard: 'isOwnPopup', target: 'sending' },
          'POPUP.CANCELLED': { guard: 'isOwnPopup', target: 'cancelled' },
        },
      },
      sending: {
        entry: 'announceSending',
        invoke: {
          id: 'send',
          src: 'send',
          input: ({ context }) => config.tx(context.input),
          onDone: [
            { guard: { type: 'mined', params: ({ event }) => event.output }, target: 'done', actions: 'succeeded' },
            { target: 'failed', actions: { type: 'failed', params: ({ event }) => event.output.notice } },
          ],
          // The step stopped without an outcome: the wallet failed.
          onError: { target: 'failed', actions: { type: 'failed', params: ({ event }) => walletErrorMessage(event.error) } },
        },
      },
      done: { type: 'final' },
      cancelled: { type: 'final' },
      failed: { type: 'final' },
    },
    output: ({ context }) => ({ outcome: context.outcome, notice: context.notice }),
  });
}
