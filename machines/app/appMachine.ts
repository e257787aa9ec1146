// Root app machine: spawns what every page needs (overlays, transaction tracker, session, network, wallet session) with a systemId each,
// spawns the feature flows a page attaches (FLOW.ATTACH), loads the login popup's flow on the first LOGIN.OPEN and the
// game start flow on a user's first Start now.
import { type ActorRefFrom, type AnyActorLogic, assign, enqueueActions, fromPromise, type InputFrom, raise, setup } from 'xstate';
// Type-only: each flow's logic comes with the page that attaches it, never with the root.
import type { GameStartEvent, LoginOpener } from '../game/gameStartMachine';
import { GAME_MESSAGE } from '../game/messages';
import { refreshInputOf } from '../game/rules';
import { alertMachine } from '../overlay/alertMachine';
import { loadingMachine } from '../overlay/loadingMachine';
import { popupMachine } from '../overlay/popupMachine';
import { toastMachine } from '../overlay/toastMachine';
import { message } from '../shared/message';
import { navigatorPlaceholder } from '../shared/navigate';
import { appActors, SYSTEM_ID } from '../shared/system';
import { startupMachine } from '../startup/startupMachine';
import { txTrackerMachine } from '../tx/txTrackerMachine';
import { walletMachine } from '../wallet/walletMachine';
import { type NetworkEntry, networkMachine } from './networkMachine';
import { sessionMachine } from './sessionMachine';
import type { StoredSession } from './types';
import type { GameStartLogic, LoadedLogin } from './types';

export type { LoginLogic } from './types';

export type AppMode = 'PROD' | 'DEV';

export interface AppInput {
  mode: AppMode;
  version: string;
  networks: readonly NetworkEntry[];
  storedSession: StoredSession | null;
  /** Cache-busting stamp of the start-up data (build id + hour, src/app/startup/stamp.ts). */
  startupStamp: string;
}

import { FLOW_IDS, type FlowId, type FlowLogics } from './flows';

export { FLOW_IDS, type FlowId, type FlowLogics };

/** A page spawns its feature's flow: once, under the key as id and systemId; a second attach keeps the running one. */
export type FlowAttachEvent = { [K in FlowId]: { type: 'FLOW.ATTACH'; key: K; logic: FlowLogics[K]; input: InputFrom<FlowLogics[K]> } }[FlowId];

/** The login popup's flow: spawned on the first LOGIN.OPEN (its code loads then), reached by this systemId. */
export const LOGIN_SYSTEM_ID = SYSTEM_ID.login;

export const APP_MESSAGE = {
  /** The login popup could not be loaded (offline, a new deployment): the next LOGIN.OPEN tries again. */
  loginUnavailable: 'login.failed',
  /** Spec 8: the top bar's bridge entry when the build names no bridge URL. */
  bridgeUnavailable: 'app.bridgeUnavailable',
} as const;

export interface AppContext {
  mode: AppMode;
  version: string;
  menuOpen: boolean;
  loading: ActorRefFrom<typeof loadingMachine>;
  toast: ActorRefFrom<typeof toastMachine>;
  alert: ActorRefFrom<typeof alertMachine>;
  popups: ActorRefFrom<typeof popupMachine>;
  session: ActorRefFrom<typeof sessionMachine>;
  network: ActorRefFrom<typeof networkMachine>;
  wallet: ActorRefFrom<typeof walletMachine>;
  tx: ActorRefFrom<typeof txTrackerMachine>;
  startup: ActorRefFrom<typeof startupMachine>;
}

export type AppEvent = { type: 'MENU.TOGGLE' } | { type: 'MENU.CLOSE' } | { type: 'LOGIN.OPEN' } | { type: 'GAME.START' } | FlowAttachEvent;

type SpawnAny = (logic: AnyActorLogic, options: { id: string; systemId: string; input?: unknown }) => void;

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    loading: loadingMachine,
    toast: toastMachine,
    alert: alertMachine,
    popups: popupMachine,
    session: sessionMachine,
    network: networkMachine,
    wallet: walletMachine,
    /** The app-wide transaction tracker; its chain side loads with import() at its first check. */
    tx: txTrackerMachine,
    /** Config, items and language data: loaded once at start, read by every page (machines/startup). */
    startup: startupMachine,
    /** The one navigate port: React Router, provided by src/app; flows send it NAVIGATE (appActors(args).navigate). */
    navigator: navigatorPlaceholder,
    /** Imports the login popup's flow with its real actors, and reads the remembered ID. */
    loadLogin: fromPromise<LoadedLogin>(async () => {
      throw new Error('loadLogin not provided');
    }),
    /** Imports the game start flow with its real actors. */
    loadGameStart: fromPromise<GameStartLogic>(async () => {
      throw new Error('loadGameStart not provided');
    }),
  },
  guards: {
    /** Spec 4: no user id in the stored user (the cookie) → the login popup, and the game's code is not even loaded. */
    hasNoUserId: ({ context }) => refreshInputOf(context.session.getSnapshot().context.user) === null,
  },
  actions: {
    /** Once at start: a wallet a previous visit logged in with is reconnected silently. */
    restoreWallet: enqueueActions((args) => appActors(args).send('wallet', { type: 'WALLET.RESTORE' })),
    attachFlow: enqueueActions(({ event, system, enqueue }) => {
      if (event.type !== 'FLOW.ATTACH' || !(FLOW_IDS as readonly string[]).includes(event.key) || system.get(event.key)) return;
      // The logic comes with the event (typed by FlowLogics), so the root's own actor names do not apply.
      (enqueue.spawnChild as unknown as SpawnAny)(event.logic, { id: event.key, systemId: event.key, input: event.input });
    }),
    spawnLogin: enqueueActions(({ system, enqueue }, loaded: LoadedLogin) => {
      if (system.get(LOGIN_SYSTEM_ID)) return;
      (enqueue.spawnChild as unknown as SpawnAny)(loaded.logic, {
        id: LOGIN_SYSTEM_ID,
        systemId: LOGIN_SYSTEM_ID,
        input: { rememberedId: loaded.rememberedId },
      });
    }),
    openLogin: enqueueActions((args) => appActors(args).send('login', { type: 'LOGIN.OPEN' })),
    loginUnavailable: enqueueActions((args) => appActors(args).toast(message(APP_MESSAGE.loginUnavailable), 'error')),
    spawnGameStart: enqueueActions(({ system, enqueue, self }, logic: GameStartLogic) => {
      if (system.get('gameStart')) return;
      (enqueue.spawnChild as unknown as SpawnAny)(logic, { id: 'gameStart', systemId: 'gameStart', input: { loginOpener: self as unknown as LoginOpener } });
    }),
    /** Each Start now reads the stored user afresh: a login or logout since the last one counts. */
    forwardGameStart: enqueueActions(({ system, context, enqueue }) => {
      const flow = system.get('gameStart');
      const start: GameStartEvent = { type: 'GAME.START', user: context.session.getSnapshot().context.user };
      if (flow) enqueue.sendTo(flow, start);
    }),
    gameUnavailable: enqueueActions((args) => appActors(args).toast(message(GAME_MESSAGE.unavailable), 'error')),
    closeMenu: assign({ menuOpen: false }),
  },
}).createMachine({
  id: 'app',
  description:
    'Root: spawns the start-up data, overlays, transaction tracker, session, network and wallet session at start; spawns a feature flow once when its ' +
    'page attaches it (FLOW.ATTACH); loads and spawns the login popup on the first LOGIN.OPEN, and the game start flow on the first Start now of a ' +
    'user (a visitor gets the login popup).',
  context: ({ input, spawn }) => ({
    mode: input.mode,
    version: input.version,
    menuOpen: false,
    loading: spawn('loading', { id: SYSTEM_ID.loading, systemId: SYSTEM_ID.loading }),
    // Its load settles after start, so the popup stack spawned below is there for the maintenance popup.
    startup: spawn('startup', { id: SYSTEM_ID.startup, systemId: SYSTEM_ID.startup, input: { stamp: input.startupStamp } }),
    toast: spawn('toast', { id: SYSTEM_ID.toast, systemId: SYSTEM_ID.toast }),
    alert: spawn('alert', {
      id: SYSTEM_ID.alert,
      systemId: SYSTEM_ID.alert,
      // In production the alert asks for a captcha before its OK button shows.
      input: { captchaRequired: input.mode === 'PROD' },
    }),
    popups: spawn('popups', { id: SYSTEM_ID.popups, systemId: SYSTEM_ID.popups }),
    // Before the session: a stored session tells the tracker its owner as the session starts.
    tx: spawn('tx', { id: SYSTEM_ID.tx, systemId: SYSTEM_ID.tx }),
    session: spawn('session', { id: SYSTEM_ID.session, systemId: SYSTEM_ID.session, input: { stored: input.storedSession } }),
    network: spawn('network', { id: SYSTEM_ID.network, systemId: SYSTEM_ID.network, input: { networks: input.networks } }),
    wallet: spawn('wallet', {
      id: SYSTEM_ID.wallet,
      systemId: SYSTEM_ID.wallet,
      input: { networks: input.networks, storedWalletType: input.storedSession?.user?.walletType ?? null },
    }),
  }),
  entry: 'restoreWallet',
  // Lives as long as the app: every flow that navigates reaches it by its systemId.
  invoke: { id: SYSTEM_ID.navigator, systemId: SYSTEM_ID.navigator, src: 'navigator' },
  // Two regions: the app with its login popup, and the game start flow's loading (it must not wait on the login's).
  type: 'parallel',
  states: {
    running: {
      on: {
        'MENU.TOGGLE': { actions: assign({ menuOpen: ({ context }) => !context.menuOpen }) },
        'MENU.CLOSE': { actions: assign({ menuOpen: false }) },
        'FLOW.ATTACH': { actions: 'attachFlow' },
      },
      // Where the login popup's flow stands: not loaded yet, loading, or spawned under its systemId.
      initial: 'withoutLogin',
      states: {
        withoutLogin: { on: { 'LOGIN.OPEN': { target: 'loadingLogin', actions: assign({ menuOpen: false }) } } },
        // A second LOGIN.OPEN while the code loads changes nothing more: the popup opens once it is there.
        loadingLogin: {
          on: { 'LOGIN.OPEN': { actions: assign({ menuOpen: false }) } },
          invoke: {
            id: 'loadLogin',
            src: 'loadLogin',
            onDone: { target: 'withLogin', actions: [{ type: 'spawnLogin', params: ({ event }) => event.output }, 'openLogin'] },
            onError: { target: 'withoutLogin', actions: 'loginUnavailable' },
          },
        },
        withLogin: { on: { 'LOGIN.OPEN': { actions: ['openLogin', assign({ menuOpen: false })] } } },
      },
    },
    // Start now: the game start flow loads on a user's first click, then every click goes to it (it ignores doubles).
    game: {
      initial: 'notLoaded',
      states: {
        notLoaded: {
          on: {
            'GAME.START': [
              { guard: 'hasNoUserId', actions: ['closeMenu', raise({ type: 'LOGIN.OPEN' })] },
              { target: 'loading', actions: 'closeMenu' },
            ],
          },
        },
        // A second click while the code loads starts nothing more: the flow starts once it is there.
        loading: {
          on: { 'GAME.START': { actions: 'closeMenu' } },
          invoke: {
            id: 'loadGameStart',
            src: 'loadGameStart',
            onDone: { target: 'loaded', actions: [{ type: 'spawnGameStart', params: ({ event }) => event.output }, 'forwardGameStart'] },
            onError: { target: 'notLoaded', actions: 'gameUnavailable' },
          },
        },
        loaded: { on: { 'GAME.START': { actions: ['forwardGameStart', 'closeMenu'] } } },
      },
    },
  },
});
