// Unlist (item detail or inventory): the section 5 wallet rules, then the confirmed cancelSell step (the app's confirm
// popup, then cancelSell); a failure waits with a retry.
import { assign, enqueueActions, setup } from 'xstate';
import type { Message } from '../shared/message';
import { walletErrorMessage } from '../shared/walletErrors';
import type { ConfirmedTxOutput } from '../tx/confirmedTxStep';
import { cancelSellMachine, UNLIST_SENDING, type CancelSellInput } from './cancelSellMachine';
import { askLogin, reportChanged, signedOut, switchNetwork, walletProblem, wrongNetwork, type MarketFlowContext, type MarketFlowInput } from './flowParts';
import { listingStale, marketNotice } from './rules';
import type { ViewerEvent } from './types';

export interface UnlistInput extends MarketFlowInput {
  /** LandMarket's itemId of the listing. */
  index: number;
}

type UnlistContext = MarketFlowContext & Pick<UnlistInput, 'index'>;

export type UnlistEvent = { type: 'UNLIST.RETRY' } | { type: 'MARKET.SWITCH_NETWORK' } | { type: 'MARKET.CLOSE' } | ViewerEvent | typeof UNLIST_SENDING;

type Unlisted = ConfirmedTxOutput<'unlisted'>;

export const unlistMachine = setup({
  types: {
    context: {} as UnlistContext,
    events: {} as UnlistEvent,
    input: {} as UnlistInput,
  },
  actors: {
    /** Confirmed, then cancelSell(index): the rest of the listing goes back to the seller. */
    cancelSell: cancelSellMachine,
  },
  guards: {
    signedOut: ({ context }) => signedOut(context),
    hasProblem: ({ context }) => walletProblem(context) !== null,
    wrongNetwork: ({ context }) => wrongNetwork(context),
    unlisted: (_, output: Unlisted) => output.outcome === 'unlisted',
    cancelled: (_, output: Unlisted) => output.outcome === 'cancelled',
  },
  actions: {
    setViewer: assign(({ event }) => (event.type === 'VIEWER.CHANGED' ? { viewer: event.viewer } : {})),
    showProblem: assign(({ context }) => ({ notice: walletProblem(context) })),
    clearNotice: assign({ notice: null }),
    login: enqueueActions((args) => askLogin(args)),
    switchNetwork: enqueueActions((args) => args.enqueue.assign({ notice: switchNetwork(args) })),
    failed: enqueueActions((args, notice: Message | null) => {
      const shown = marketNotice(notice);
      args.enqueue.assign({ notice: shown });
      if (listingStale(shown)) reportChanged(args);
    }),
    // The step toasted the success; the hub reloads the item.
    unlisted: enqueueActions((args) => reportChanged(args)),
  },
}).createMachine({
  id: 'unlist',
  description:
    'Unlist: the section 5 wallet rules (login first when signed out; the switch offered on a wrong network), then the confirmed cancelSell step ' +
    '(confirmedTxStep: the confirm popup, then cancelSell; it says when it sends, and the dialog shows from then on). A refusal or failure waits ' +
    'with the reason and a retry; a cancelled confirmation closes the flow.',
  context: ({ input }) => ({ ...input, notice: null }),
  initial: 'checking',
  on: { 'VIEWER.CHANGED': { actions: 'setViewer' } },
  states: {
    checking: {
      always: [
        { guard: 'signedOut', target: 'blocked', actions: 'login' },
        { guard: 'hasProblem', target: 'blocked', actions: 'showProblem' },
        { target: 'unlisting', actions: 'clearNotice' },
      ],
    },
    blocked: {
      on: {
        'UNLIST.RETRY': { target: 'checking' },
        'MARKET.SWITCH_NETWORK': { guard: 'wrongNetwork', actions: 'switchNetwork' },
        'MARKET.CLOSE': { target: 'closed' },
      },
    },
    // The confirmed step runs the popup and the transaction; the substates only say what the dialog shows.
    unlisting: {
      initial: 'asking',
      states: {
        asking: { on: { 'UNLIST.SENDING': { target: 'sending' } } },
        sending: {},
      },
      invoke: {
        id: 'cancelSell',
        src: 'cancelSell',
        input: ({ context }): CancelSellInput => ({
          chainId: context.item.chainId,
          from: context.viewer.wallet?.address ?? '',
          index: context.index,
          name: context.item.name,
          scope: context.scope,
        }),
        onDone: [
          { guard: { type: 'unlisted', params: ({ event }) => event.output }, target: 'unlisted' },
          { guard: { type: 'cancelled', params: ({ event }) => event.output }, target: 'closed' },
          { target: 'blocked', actions: { type: 'failed', params: ({ event }) => event.output.notice } },
        ],
        onError: { target: 'blocked', actions: { type: 'failed', params: ({ event }) => walletErrorMessage(event.error) } },
      },
    },
    unlisted: { type: 'final', entry: 'unlisted' },
    closed: { type: 'final' },
  },
});
