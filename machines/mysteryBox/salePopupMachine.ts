// The 4th LAND sale popup: whether it shows (an automatic opening after sign-in once per session and not on a day the
// user said 'Do not show today'; a user's own opening always), the sale of the wallet's network, and closing it.
import { assign, fromPromise, setup } from 'xstate';
import { salePopupDue } from './rules';
import type { LoadSaleConfigInput, LoadSaleConfigOutput, PopupNetwork, PopupSeen, SaleConfig } from './types';

export interface SalePopupInput {
  /** Opened by the login flow after sign-in (once per session, skipped on a hidden day), not by the user. */
  afterSignIn: boolean;
}

export interface SalePopupContext extends SalePopupInput, PopupNetwork {
  sale: SaleConfig | null;
  /** 'Do not show today' ticked: applied when the popup closes. */
  hideToday: boolean;
  /** A purchase runs: the popup's own controls step aside. */
  purchasing: boolean;
}

export type SalePopupEvent =
  | ({ type: 'SALE_POPUP.NETWORK' } & PopupNetwork)
  | { type: 'SALE_POPUP.HIDE_TODAY'; hide: boolean }
  | { type: 'SALE_POPUP.BUSY'; busy: boolean }
  | { type: 'SALE_POPUP.CLOSE' };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

export const salePopupMachine = setup({
  types: {
    input: {} as SalePopupInput,
    context: {} as SalePopupContext,
    events: {} as SalePopupEvent,
  },
  actors: {
    readSeen: fromPromise<PopupSeen>(notProvided('readSeen')),
    markShown: fromPromise<void>(notProvided('markShown')),
    hideToday: fromPromise<void>(notProvided('hideToday')),
    loadSaleConfig: fromPromise<LoadSaleConfigOutput, LoadSaleConfigInput>(notProvided('loadSaleConfig')),
  },
  actions: {
    setNetwork: assign(({ event }) => (event.type === 'SALE_POPUP.NETWORK' ? { chainId: event.chainId, family: event.family } : {})),
  },
  guards: {
    userOpened: ({ context }) => !context.afterSignIn,
    hideToday: ({ context }) => context.hideToday,
    hasFamily: ({ context }) => context.family !== null,
    otherFamily: ({ context, event }) => event.type === 'SALE_POPUP.NETWORK' && event.family !== context.family,
  },
}).createMachine({
  id: 'salePopup',
  context: ({ input }) => ({ ...input, chainId: null, family: null, sale: null, hideToday: false, purchasing: false }),
  initial: 'deciding',
  // The view reports the wallet's network as soon as the popup mounts, while it is still deciding: kept in every state,
  // so the sale loads once the popup opens. (Heard only while open, the first report was lost and, with the wallet
  // already on its network, no second one came: the popup stayed on 'Loading the sale…'.)
  on: {
    'SALE_POPUP.NETWORK': { actions: 'setNetwork' },
  },
  states: {
    // Decided once, when the popup opens: an automatic one already shown this session or hidden today closes at once.
    deciding: {
      invoke: {
        id: 'readSeen',
        src: 'readSeen',
        // The user's own opening always shows and leaves the once-per-session mark alone.
        onDone: [{ guard: 'userOpened', target: 'open' }, { guard: ({ event }) => salePopupDue(event.output), target: 'marking' }, { target: 'closed' }],
        // Storage unreadable (private mode): shown.
        onError: [{ guard: 'userOpened', target: 'open' }, { target: 'marking' }],
      },
    },
    marking: {
      invoke: { id: 'markShown', src: 'markShown', onDone: 'open', onError: 'open' },
    },
    open: {
      initial: 'waitingNetwork',
      on: {
        // A new network family reads its own sale; the same family keeps what was read.
        'SALE_POPUP.NETWORK': [{ guard: 'otherFamily', target: '.waitingNetwork', actions: 'setNetwork' }, { actions: 'setNetwork' }],
        'SALE_POPUP.HIDE_TODAY': { actions: assign({ hideToday: ({ event }) => event.hide }) },
        'SALE_POPUP.BUSY': { actions: assign({ purchasing: ({ event }) => event.busy }) },
        'SALE_POPUP.CLOSE': [{ guard: 'hideToday', target: 'hiding' }, { target: 'closed' }],
      },
      states: {
        waitingNetwork: {
          always: { guard: 'hasFamily', target: 'loading' },
        },
        loading: {
          entry: assign({ sale: null }),
          invoke: {
            id: 'loadSaleConfig',
            src: 'loadSaleConfig',
            input: ({ context }) => context.family!,
            onDone: [
              { guard: ({ event }) => event.output !== null, target: 'ready', actions: assign({ sale: ({ event }) => event.output }) },
              { target: 'none' },
            ],
            onError: 'none',
          },
        },
        /** The config names no sale for this network (or it could not be read). */
        none: {},
        ready: {},
      },
    },
    hiding: {
      invoke: { id: 'hideToday', src: 'hideToday', onDone: 'closed', onError: 'closed' },
    },
    /** The popup leaves the stack. */
    closed: { type: 'final' },
  },
});
