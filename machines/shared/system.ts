// The one typed way a flow reaches the app's actors (toast, popups, loading, session, wallet, network, login, transaction tracker) by systemId.
import type { AnyActorRef, EventObject } from 'xstate';
import type { NetworkEvent } from '../app/networkMachine';
import type { SessionEvent } from '../app/types';
import type { StartupEvent } from '../startup/startupMachine';
import type { LoginEvent } from '../auth/types';
import type { AlertEvent } from '../overlay/alertMachine';
import type { LoadingEvent } from '../overlay/loadingMachine';
import type { PopupEvent, PopupReply, PopupRequest } from '../overlay/popupMachine';
import type { ToastEvent, ToastTone } from '../overlay/toastMachine';
import type { TrackedTx, TxTrackerPublicEvent } from '../tx/types';
import type { WalletSessionEvent } from '../wallet/types';
import type { Message } from './message';
import type { NavigateEvent, NavigateRequest } from './navigate';

/** The actors the root spawns at start, on every page (views reach them through the root's context too). */
export const ROOT_SYSTEM_ID = {
  loading: 'loading',
  toast: 'toast',
  alert: 'alert',
  popups: 'popups',
  session: 'session',
  network: 'network',
  wallet: 'wallet',
  /** The app-wide transaction tracker (machines/tx): every page's top bar lists what it tracks. */
  tx: 'tx',
  /** Start-up data (machines/startup): config, items and language data, loaded once at start. */
  startup: 'startup',
} as const;

/**
 * Every systemId by which a flow or a view reaches an app actor: the root's (the app-wide transaction tracker among
 * them) and the login popup's flow (spawned on the first LOGIN.OPEN). Feature flows go by their FLOW_IDS (appMachine).
 */
export const SYSTEM_ID = {
  ...ROOT_SYSTEM_ID,
  login: 'login',
  /** The one navigate port (machines/shared/navigate.ts): the root invokes it, src/app provides it from React Router. */
  navigator: 'navigator',
  /** The root app machine itself (AppProvider starts it under this systemId): LOGIN.OPEN there loads the login popup first. */
  app: 'app',
} as const;

/** What a flow may send to each app actor: a typo in an event or a field fails the typecheck, not the app. */
export interface SystemEvents {
  loading: LoadingEvent;
  toast: ToastEvent;
  alert: AlertEvent;
  popups: PopupEvent;
  session: SessionEvent;
  network: NetworkEvent;
  login: LoginEvent;
  wallet: WalletSessionEvent;
  tx: TxTrackerPublicEvent;
  startup: StartupEvent;
  navigator: NavigateEvent;
  app: { type: 'LOGIN.OPEN' };
}

/** The part of an `enqueueActions` argument the helpers use. */
export interface SystemArgs {
  system: { get: (systemId: string) => AnyActorRef | undefined };
  self: AnyActorRef;
  enqueue: { sendTo: (to: AnyActorRef, event: EventObject) => void };
}

/** What a confirm popup needs; it always answers the flow that opened it. */
export type ConfirmRequest = Omit<PopupRequest, 'kind' | 'replyTo'>;

/** What a flow receives from its confirm popup. */
export type { PopupReply };

/**
 * The app's actors as seen from inside `enqueueActions((args) => appActors(args).toast(...))`.
 * Sends go through `enqueue.sendTo`, so they leave with the transition like any other action; an actor the
 * system does not hold (a flow tested alone, a page that has not spawned it) is skipped: a no-op, not an error.
 */
export function appActors(args: SystemArgs) {
  const send = <K extends keyof SystemEvents>(id: K, event: SystemEvents[K]): void => {
    const ref = args.system.get(SYSTEM_ID[id]);
    if (ref) args.enqueue.sendTo(ref, event);
  };
  return {
    send,
    toast: (message: Message, tone: ToastTone): void => send('toast', { type: 'TOAST.SHOW', message, tone }),
    /** An info popup (no answer expected). */
    inform: (popup: Omit<PopupRequest, 'kind'>): void => send('popups', { type: 'POPUP.OPEN', popup: { ...popup, kind: 'info' } }),
    /** A confirm popup that answers this flow with POPUP.CONFIRMED or POPUP.CANCELLED (PopupReply) and the popup's id. */
    confirm: (popup: ConfirmRequest): void => send('popups', { type: 'POPUP.OPEN', popup: { ...popup, kind: 'confirm', replyTo: args.self } }),
    closePopup: (id: string): void => send('popups', { type: 'POPUP.CLOSE', id }),
    /** Moves the app: the one navigate port. */
    navigate: (request: NavigateRequest): void => send('navigator', { type: 'NAVIGATE', request }),
    loading: {
      /** `long` keeps the overlay up to the 'inf' limit, for chain calls that wait on a block. */
      start: (long?: boolean): void => send('loading', long ? { type: 'LOADING.SHOW', long } : { type: 'LOADING.SHOW' }),
      stop: (): void => send('loading', { type: 'LOADING.HIDE' }),
    },
    /** Registers a sent transaction with the app-wide tracker; replyTo (usually the flow's self) hears TX.RESULT when it settles. */
    txSubmitted: (tx: TrackedTx, replyTo?: AnyActorRef): void => send('tx', replyTo ? { type: 'TX.SUBMITTED', tx, replyTo } : { type: 'TX.SUBMITTED', tx }),
  };
}
