// Root app machine: spawns the overlays, session and network actors with a systemId each, and owns app-wide UI state.
import { type ActorRefFrom, assign, enqueueActions, setup } from 'xstate';
import { alertMachine } from '../overlay/alertMachine';
import { loadingMachine } from '../overlay/loadingMachine';
import { popupMachine } from '../overlay/popupMachine';
import { toastMachine } from '../overlay/toastMachine';
import { loginMachine } from '../auth/loginMachine';
import { message } from '../shared/message';
import { stakingHubMachine } from '../staking/stakingHubMachine';
import { signupMachine } from '../auth/signupMachine';
import { findIdMachine } from '../auth/findIdMachine';
import { resetPasswordMachine } from '../auth/resetPasswordMachine';
import { editProfileMachine } from '../account/editProfileMachine';
import { changePasswordMachine } from '../account/changePasswordMachine';
import { addWalletMachine } from '../account/addWalletMachine';
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
  /** Account flows (issue 5): sign-up pages and the my-page popups. */
  signup: ActorRefFrom<typeof signupMachine>;
  findId: ActorRefFrom<typeof findIdMachine>;
  resetPassword: ActorRefFrom<typeof resetPasswordMachine>;
  editProfile: ActorRefFrom<typeof editProfileMachine>;
  changePassword: ActorRefFrom<typeof changePasswordMachine>;
  addWallet: ActorRefFrom<typeof addWalletMachine>;
}

export type AppEvent =
  | { type: 'MENU.TOGGLE' }
  | { type: 'MENU.CLOSE' }
  | { type: 'LOGIN.OPEN' }
  | { type: 'GAME.START' };

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
  signup: 'signup',
  findId: 'findId',
  resetPassword: 'resetPassword',
  editProfile: 'editProfile',
  changePassword: 'changePassword',
  addWallet: 'addWallet',
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
    signup: signupMachine,
    findId: findIdMachine,
    resetPassword: resetPasswordMachine,
    editProfile: editProfileMachine,
    changePassword: changePasswordMachine,
    addWallet: addWalletMachine,
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
    signup: spawn('signup', { id: SYSTEM_ID.signup, systemId: SYSTEM_ID.signup, input: {} }),
    findId: spawn('findId', { id: SYSTEM_ID.findId, systemId: SYSTEM_ID.findId, input: {} }),
    resetPassword: spawn('resetPassword', { id: SYSTEM_ID.resetPassword, systemId: SYSTEM_ID.resetPassword, input: {} }),
    editProfile: spawn('editProfile', { id: SYSTEM_ID.editProfile, systemId: SYSTEM_ID.editProfile, input: {} }),
    changePassword: spawn('changePassword', { id: SYSTEM_ID.changePassword, systemId: SYSTEM_ID.changePassword }),
    addWallet: spawn('addWallet', { id: SYSTEM_ID.addWallet, systemId: SYSTEM_ID.addWallet, input: { chainIds: input.networks.map((n) => n.chainId) } }),
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
      },
    },
  },
});
