// Root app machine: spawns the overlays, session and network actors with a systemId each, and owns app-wide UI state.
import { type ActorRefFrom, type AnyActorLogic, assign, enqueueActions, setup } from 'xstate';
import { alertMachine } from '../overlay/alertMachine';
import { loadingMachine } from '../overlay/loadingMachine';
import { popupMachine } from '../overlay/popupMachine';
import { toastMachine } from '../overlay/toastMachine';
import { loginMachine } from '../auth/loginMachine';
import { message } from '../shared/message';
import { stakingHubMachine } from '../staking/stakingHubMachine';
import { walletMachine } from '../wallet/walletMachine';
import { type NetworkEntry, networkMachine } from './networkMachine';
import { sessionMachine, type StoredSession } from './sessionMachine';

export type AppMode = 'PROD' | 'DEV';

export interface AppInput {
  mode: AppMode;
  version: string;
  networks: readonly NetworkEntry[];
  storedSession: StoredSession | null;
  /** The ID remember-ID kept (365 days), pre-filled in the login popup. */
  rememberedId?: string | null;
}

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
  login: ActorRefFrom<typeof loginMachine>;
  wallet: ActorRefFrom<typeof walletMachine>;
  /** Staking hub: tracker, countdown and the staking flows (machines/staking/stakingHubMachine.ts). */
  staking: ActorRefFrom<typeof stakingHubMachine>;
}

export type AppEvent =
  | { type: 'MENU.TOGGLE' }
  | { type: 'MENU.CLOSE' }
  | { type: 'LOGIN.OPEN' }
  | { type: 'GAME.START' }
  /** A page spawns its account flow on demand (its logic loads with the page): once, under the key as systemId. */
  | { type: 'ACCOUNT.ATTACH'; key: AccountFlowId; logic: AnyActorLogic; input?: unknown };

/** Account flows (issue 5) spawned on demand by the sign-up and my pages; reached by these systemIds. */
export const ACCOUNT_FLOW_IDS = ['signup', 'findId', 'resetPassword', 'editProfile', 'changePassword', 'addWallet'] as const;
export type AccountFlowId = (typeof ACCOUNT_FLOW_IDS)[number];

/** systemIds by which any view or flow reaches the app's actors. */
export const SYSTEM_ID = {
  loading: 'loading',
  toast: 'toast',
  alert: 'alert',
  popups: 'popups',
  session: 'session',
  network: 'network',
  login: 'login',
  wallet: 'wallet',
  staking: 'staking',
} as const;

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
    login: loginMachine,
    wallet: walletMachine,
    staking: stakingHubMachine,
  },
  guards: {
    isSignedIn: ({ context }) => context.session.getSnapshot().matches('signedIn'),
  },
  actions: {
    openLogin: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo(context.login, { type: 'LOGIN.OPEN' });
    }),
    /** Once at start: a wallet a previous visit logged in with is reconnected silently. */
    restoreWallet: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo(context.wallet, { type: 'WALLET.RESTORE' });
    }),
    attachAccountFlow: enqueueActions(({ event, system, enqueue }) => {
      if (event.type !== 'ACCOUNT.ATTACH' || system.get(event.key)) return;
      // The logic comes with the event (typed by the page that sends it), so the root's own actor types do not apply.
      const spawnChild = enqueue.spawnChild as unknown as (logic: AnyActorLogic, options: { id: string; systemId: string; input?: unknown }) => void;
      spawnChild(event.logic, { id: event.key, systemId: event.key, input: event.input });
    }),
    openLauncher: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo(context.popups, {
        type: 'POPUP.OPEN',
        popup: { id: 'game-start', kind: 'info', title: message('game.title'), message: message('game.intro') },
      });
    }),
  },
}).createMachine({
  id: 'app',
  context: ({ input, spawn }) => ({
    mode: input.mode,
    version: input.version,
    menuOpen: false,
    loading: spawn('loading', { id: SYSTEM_ID.loading, systemId: SYSTEM_ID.loading }),
    toast: spawn('toast', { id: SYSTEM_ID.toast, systemId: SYSTEM_ID.toast }),
    alert: spawn('alert', {
      id: SYSTEM_ID.alert,
      systemId: SYSTEM_ID.alert,
      // In production the alert asks for a captcha before its OK button shows.
      input: { captchaRequired: input.mode === 'PROD' },
    }),
    popups: spawn('popups', { id: SYSTEM_ID.popups, systemId: SYSTEM_ID.popups }),
    session: spawn('session', { id: SYSTEM_ID.session, systemId: SYSTEM_ID.session, input: { stored: input.storedSession } }),
    network: spawn('network', { id: SYSTEM_ID.network, systemId: SYSTEM_ID.network, input: { networks: input.networks } }),
    login: spawn('login', { id: SYSTEM_ID.login, systemId: SYSTEM_ID.login, input: { rememberedId: input.rememberedId ?? null } }),
    wallet: spawn('wallet', {
      id: SYSTEM_ID.wallet,
      systemId: SYSTEM_ID.wallet,
      input: { networks: input.networks, storedWalletType: input.storedSession?.user?.walletType ?? null },
    }),
    staking: spawn('staking', { id: SYSTEM_ID.staking, systemId: SYSTEM_ID.staking, input: { networks: input.networks } }),
  }),
  entry: 'restoreWallet',
  initial: 'running',
  states: {
    running: {
      on: {
        'MENU.TOGGLE': { actions: assign({ menuOpen: ({ context }) => !context.menuOpen }) },
        'MENU.CLOSE': { actions: assign({ menuOpen: false }) },
        'LOGIN.OPEN': { actions: ['openLogin', assign({ menuOpen: false })] },
        // Without a signed-in user the game cannot start: the login popup opens instead.
        'GAME.START': [
          { guard: 'isSignedIn', actions: ['openLauncher', assign({ menuOpen: false })] },
          { actions: ['openLogin', assign({ menuOpen: false })] },
        ],
        'ACCOUNT.ATTACH': { actions: 'attachAccountFlow' },
      },
    },
  },
});
