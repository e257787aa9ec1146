// Unlist (item detail or inventory): the section 5 wallet rules, the app's confirm popup, then cancelSell; a failure
// waits with a retry.
import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { PopupReply } from '../overlay/popupMachine';
import { message, type Message } from '../shared/message';
import { appActors } from '../shared/system';
import { walletErrorMessage } from '../shared/walletErrors';
import { TX_LABEL } from '../tx/messages';
import { txStepMachine, type TxStepInput, type TxStepOutput } from '../tx/txStepMachine';
import { askLogin, reportChanged, signedOut, switchNetwork, walletProblem, wrongNetwork, type MarketFlowContext, type MarketFlowInput } from './flowParts';
import { MARKET_MESSAGE } from './messages';
import { listingStale, marketNotice } from './rules';
import type { CancelSellRequest, ViewerEvent } from './types';

export interface UnlistInput extends MarketFlowInput {
  /** LandMarket's itemId of the listing. */
  index: number;
}

type UnlistContext = MarketFlowContext & Pick<UnlistInput, 'index'>;

export type UnlistEvent = { type: 'UNLIST.RETRY' } | { type: 'MARKET.SWITCH_NETWORK' } | { type: 'MARKET.CLOSE' } | ViewerEvent | PopupReply;

export const UNLIST_CONFIRM_POPUP_ID = 'market-unlist';

export const unlistMachine = setup({
  types: {
    context: {} as UnlistContext,
    events: {} as UnlistEvent,
    input: {} as UnlistInput,
  },
  actors: {
    /** cancelSell(index): the rest of the listing goes back to the seller. */
    cancelSell: txStepMachine,
  },
  guards: {
    signedOut: ({ context }) => signedOut(context),
    hasProblem: ({ context }) => walletProblem(context) !== null,
    wrongNetwork: ({ context }) => wrongNetwork(context),
    isUnlistPopup: ({ event }) => {
      assertEvent(event, ['POPUP.CONFIRMED', 'POPUP.CANCELLED']);
      return event.id === UNLIST_CONFIRM_POPUP_ID;
    },
    mined: (_, output: TxStepOutput) => output.outcome === 'mined',
  },
  actions: {
    setViewer: assign(({ event }) => (event.type === 'VIEWER.CHANGED' ? { viewer: event.viewer } : {})),
    showProblem: assign(({ context }) => ({ notice: walletProblem(context) })),
    clearNotice: assign({ notice: null }),
    login: enqueueActions((args) => askLogin(args)),
    switchNetwork: enqueueActions((args) => args.enqueue.assign({ notice: switchNetwork(args) })),
    askConfirm: enqueueActions((args) => {
      appActors(args).confirm({
        id: UNLIST_CONFIRM_POPUP_ID,
        title: message(MARKET_MESSAGE.unlistConfirmTitle),
        message: message(MARKET_MESSAGE.unlistConfirm, { name: args.context.item.name }),
      });
    }),
    failed: enqueueActions((args, notice: Message | null) => {
      const shown = marketNotice(notice);
      args.enqueue.assign({ notice: shown });
      if (listingStale(shown)) reportChanged(args);
    }),
    unlisted: enqueueActions((args) => {
      appActors(args).toast(message(MARKET_MESSAGE.unlisted), 'success');
      reportChanged(args);
    }),
  },
}).createMachine({
  id: 'unlist',
  description:
    'Unlist: the section 5 wallet rules (login first when signed out; the switch offered on a wrong network), the confirm popup, then cancelSell ' +
    '(txStep). A refusal or failure waits with the reason and a retry.',
  context: ({ input }) => ({ ...input, notice: null }),
  initial: 'checking',
  on: { 'VIEWER.CHANGED': { actions: 'setViewer' } },
  states: {
    checking: {
      always: [
        { guard: 'signedOut', target: 'blocked', actions: 'login' },
        { guard: 'hasProblem', target: 'blocked', actions: 'showProblem' },
        { target: 'confirming', actions: 'clearNotice' },
      ],
    },
    blocked: {
      on: {
        'UNLIST.RETRY': { target: 'checking' },
        'MARKET.SWITCH_NETWORK': { guard: 'wrongNetwork', actions: 'switchNetwork' },
        'MARKET.CLOSE': { target: 'closed' },
      },
    },
    confirming: {
      entry: 'askConfirm',
      on: {
        'POPUP.CONFIRMED': { guard: 'isUnlistPopup', target: 'sending' },
        'POPUP.CANCELLED': { guard: 'isUnlistPopup', target: 'closed' },
      },
    },
    sending: {
      invoke: {
        id: 'cancelSell',
        src: 'cancelSell',
        input: ({ context }): TxStepInput<CancelSellRequest> => ({
          request: { chainId: context.item.chainId, from: context.viewer.wallet?.address ?? '', index: context.index },
          kind: 'unlist',
          label: message(TX_LABEL.unlist, { name: context.item.name, scope: context.scope }),
        }),
        onDone: [
          { guard: { type: 'mined', params: ({ event }) => event.output }, target: 'unlisted' },
          { target: 'blocked', actions: { type: 'failed', params: ({ event }) => event.output.notice } },
        ],
        onError: { target: 'blocked', actions: { type: 'failed', params: ({ event }) => walletErrorMessage(event.error) } },
      },
    },
    unlisted: { type: 'final', entry: 'unlisted' },
    closed: { type: 'final' },
  },
});
