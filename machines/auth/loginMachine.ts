// Login popup: ID and password, a wallet with Sign-In with Ethereum, or Google/Facebook; then the session, cookie, 4th LAND sale check and navigation of spec 4.
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { type LoginBy, type SessionEvent, type SessionUser, WALLET_TYPE, type WalletTypeCode } from '../app/sessionMachine';
import type { PopupEvent } from '../overlay/popupMachine';
import type { WalletSessionEvent } from '../wallet/walletMachine';
import { message, type Message } from '../shared/message';
import type { WalletConnection } from '../wallet/types';
import { walletStepMessage } from '../wallet/types';
import { apiErrorMessage, isApiError } from '../shared/apiErrors';

export type SnsPlatform = 'google' | 'facebook';
/** platform_type of the sns login call (spec 3). */
export const PLATFORM_TYPE: Record<SnsPlatform, 3 | 5> = { google: 3, facebook: 5 };
/** The hidden Facebook button toggles after more than this many clicks (spec 4). */
export const FACEBOOK_TOGGLE_CLICKS = 5;
export const FOURTH_LAND_POPUP_ID = 'fourth-land-sale';

export const LOGIN_MESSAGE = {
  fillIn: 'login.fillIn',
  walletMismatch: 'login.walletMismatch',
  failed: 'login.failed',
  fourthLandTitle: 'fourthLand.title',
  fourthLandBody: 'fourthLand.body',
  snsNotConfigured: 'login.sns.notConfigured',
  snsBlocked: 'login.sns.blocked',
  snsClosed: 'login.sns.closed',
  snsDenied: 'login.sns.denied',
  snsFailed: 'login.sns.failed',
} as const;

/** Provider names as brands write them; they are not translated. */
export const PLATFORM_NAME: Record<SnsPlatform, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * Why a Google/Facebook sign-in ended before the sns login call: the platform has no client configured, the
 * browser blocked the provider window, the user closed it, the provider answered access_denied, or anything else
 * (detail: the provider's error code or what broke).
 */
export type SnsFailure = 'notConfigured' | 'blocked' | 'closed' | 'denied' | 'failed';

const SNS_FAILURE_MESSAGE: Record<SnsFailure, string> = {
  notConfigured: LOGIN_MESSAGE.snsNotConfigured,
  blocked: LOGIN_MESSAGE.snsBlocked,
  closed: LOGIN_MESSAGE.snsClosed,
  denied: LOGIN_MESSAGE.snsDenied,
  failed: LOGIN_MESSAGE.snsFailed,
};

/** The error the sign-in service throws for a provider step that failed; the popup shows its message. */
export class SnsLoginError extends Error {
  constructor(
    readonly snsFailure: SnsFailure,
    readonly platform: SnsPlatform,
    readonly detail?: string,
  ) {
    super(`${platform} sign-in: ${snsFailure}${detail ? ` (${detail})` : ''}`);
    this.name = 'SnsLoginError';
  }
}

function snsFailureMessage(error: unknown): Message | null {
  const e = error as Partial<SnsLoginError> | null;
  if (!e || typeof e.snsFailure !== 'string' || !(e.snsFailure in SNS_FAILURE_MESSAGE)) return null;
  const platform = e.platform === 'facebook' ? 'facebook' : 'google';
  return message(SNS_FAILURE_MESSAGE[e.snsFailure], { platform: PLATFORM_NAME[platform] }, e.detail ? `(${e.detail})` : undefined);
}

export interface LoginInput {
  /** The ID kept by remember-ID (365 days), if any. */
  rememberedId: string | null;
}

export interface LoginContext {
  account: string;
  password: string;
  remember: boolean;
  error: Message | null;
  facebookClicks: number;
  facebookVisible: boolean;
  walletType: WalletTypeCode | null;
  connection: WalletConnection | null;
  user: SessionUser | null;
  loginBy: LoginBy | null;
  platform: SnsPlatform | null;
}

export type LoginEvent =
  | { type: 'LOGIN.OPEN' }
  | { type: 'LOGIN.CLOSE' }
  | { type: 'LOGIN.INPUT'; field: 'account' | 'password'; value: string }
  | { type: 'LOGIN.REMEMBER'; value: boolean }
  | { type: 'LOGIN.SUBMIT' }
  /** walletType absent: the wallet select lists every wallet. */
  | { type: 'LOGIN.WALLET'; walletType?: WalletTypeCode }
  | { type: 'LOGIN.SNS'; platform: SnsPlatform }
  | { type: 'LOGIN.FACEBOOK_CLICK' };

const failureMessage = (error: unknown): Message =>
  isApiError(error) ? apiErrorMessage(error, LOGIN_MESSAGE.failed) : (snsFailureMessage(error) ?? walletStepMessage(error));

const sameAddress = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    /** Hashes the password, calls login, keeps or forgets the remembered ID. */
    idLogin: fromPromise<SessionUser, { account: string; password: string; remember: boolean }>(async () => {
      throw new Error('idLogin not provided');
    }),
    connectWallet: fromPromise<WalletConnection, { walletType: WalletTypeCode | null }>(async () => {
      throw new Error('connectWallet not provided');
    }),
    /** SIWE: nonce, message, personal_sign, login with wallet_addr and wallet type. */
    walletLogin: fromPromise<SessionUser, { connection: WalletConnection }>(async () => {
      throw new Error('walletLogin not provided');
    }),
    snsLogin: fromPromise<SessionUser, { platform: SnsPlatform }>(async () => {
      throw new Error('snsLogin not provided');
    }),
    /** Ends the server session a half-finished login opened. */
    abandonLogin: fromPromise<void>(async () => {
      throw new Error('abandonLogin not provided');
    }),
    /** User cookie (30 days) and the stored login method. */
    persistLogin: fromPromise<void, { loginBy: LoginBy; user: SessionUser }>(async () => {
      throw new Error('persistLogin not provided');
    }),
    /** True when the 4th LAND list has data for this address. */
    fourthLandList: fromPromise<boolean, { address: string; chainId: number }>(async () => {
      throw new Error('fourthLandList not provided');
    }),
    navigateAfterLogin: fromPromise<void>(async () => {
      throw new Error('navigateAfterLogin not provided');
    }),
  },
  guards: {
    idFormFilled: ({ context }) => context.account.trim() !== '' && context.password !== '',
    hasRegisteredWallet: ({ event }) => {
      const user = (event as unknown as { output: SessionUser }).output;
      return !!user.walletAddr;
    },
    connectedRegisteredWallet: ({ context, event }) => {
      const connection = (event as unknown as { output: WalletConnection }).output;
      return sameAddress(connection.address, context.user?.walletAddr);
    },
    hasWalletAddress: ({ context }) => context.connection !== null,
    fourthLandHasData: ({ event }) => (event as unknown as { output: boolean }).output === true,
  },
  actions: {
    reset: assign(({ context }) => ({
      password: '',
      error: null,
      walletType: null,
      connection: null,
      user: null,
      loginBy: null,
      platform: null,
      facebookClicks: 0,
      account: context.account,
    })),
    input: assign(({ event }) => {
      assertEvent(event, 'LOGIN.INPUT');
      return event.field === 'account' ? { account: event.value, error: null } : { password: event.value, error: null };
    }),
    countFacebookClick: assign(({ context }) =>
      context.facebookClicks + 1 > FACEBOOK_TOGGLE_CLICKS
        ? { facebookClicks: 0, facebookVisible: !context.facebookVisible }
        : { facebookClicks: context.facebookClicks + 1 },
    ),
    failWith: assign(({ event }) => ({ error: failureMessage((event as unknown as { error: unknown }).error) })),
    /** The user carries the wallet type the login stores (spec 3): the wallet's code, or 9999 for ID login without one. */
    stampWalletType: assign(({ context }) => ({
      user: context.user ? { ...context.user, walletType: storedWalletType(context) } : null,
    })),
    announce: enqueueActions(({ context, system, enqueue }) => {
      const session = system.get('session');
      if (session && context.user && context.loginBy) {
        const signedIn: SessionEvent = { type: 'SESSION.SIGNED_IN', loginBy: context.loginBy, user: context.user };
        enqueue.sendTo(session, signedIn);
      }
      const wallet = system.get('wallet');
      if (wallet && context.connection) {
        const connected: WalletSessionEvent = { type: 'WALLET.CONNECTED', connection: context.connection };
        enqueue.sendTo(wallet, connected);
      }
    }),
    openFourthLand: enqueueActions(({ system, enqueue }) => {
      const popups = system.get('popups');
      if (!popups) return;
      const open: PopupEvent = {
        type: 'POPUP.OPEN',
        popup: { id: FOURTH_LAND_POPUP_ID, kind: 'info', title: message(LOGIN_MESSAGE.fourthLandTitle), message: message(LOGIN_MESSAGE.fourthLandBody) },
      };
      enqueue.sendTo(popups, open);
    }),
  },
}).createMachine({
  id: 'login',
  description:
    'The login popup. An ID user with a registered wallet must connect that wallet; after any login the session and wallet are set, the cookie saved, the popup closed, the 4th LAND list checked and the page navigated (afterLoginNavigation).',
  context: ({ input }) => ({
    account: input.rememberedId ?? '',
    password: '',
    remember: input.rememberedId !== null,
    error: null,
    facebookClicks: 0,
    facebookVisible: false,
    walletType: null,
    connection: null,
    user: null,
    loginBy: null,
    platform: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'LOGIN.OPEN': { target: 'open', actions: 'reset' } },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'LOGIN.CLOSE': { target: '#login.closed' },
            'LOGIN.INPUT': { actions: 'input' },
            'LOGIN.REMEMBER': { actions: assign(({ event }) => ({ remember: event.value })) },
            'LOGIN.FACEBOOK_CLICK': { actions: 'countFacebookClick' },
            'LOGIN.SUBMIT': [
              { guard: 'idFormFilled', target: 'idLogin', actions: assign({ error: null }) },
              { actions: assign({ error: message(LOGIN_MESSAGE.fillIn) }) },
            ],
            'LOGIN.WALLET': {
              target: 'connecting',
              actions: assign(({ event }) => ({ walletType: event.walletType ?? null, error: null })),
            },
            'LOGIN.SNS': { target: 'sns', actions: assign(({ event }) => ({ platform: event.platform, error: null })) },
          },
        },
        idLogin: {
          invoke: {
            id: 'idLogin',
            src: 'idLogin',
            input: ({ context }) => ({ account: context.account.trim(), password: context.password, remember: context.remember }),
            onDone: [
              {
                guard: 'hasRegisteredWallet',
                target: 'connectingRegistered',
                actions: assign(({ event }) => ({ user: event.output, loginBy: 'id' as const })),
              },
              { target: '#login.finishing', actions: assign(({ event }) => ({ user: event.output, loginBy: 'id' as const })) },
            ],
            onError: { target: 'editing', actions: ['failWith', assign({ password: '' })] },
          },
        },
        /** Spec 5: ID login of a wallet user requires the connected wallet to equal the registered one. */
        connectingRegistered: {
          invoke: {
            id: 'connectWallet',
            src: 'connectWallet',
            input: () => ({ walletType: null }),
            onDone: [
              {
                guard: 'connectedRegisteredWallet',
                target: '#login.finishing',
                actions: assign(({ event }) => ({ connection: event.output })),
              },
              { target: 'abandoning', actions: assign({ error: message(LOGIN_MESSAGE.walletMismatch) }) },
            ],
            onError: { target: 'abandoning', actions: 'failWith' },
          },
        },
        abandoning: {
          invoke: {
            id: 'abandonLogin',
            src: 'abandonLogin',
            onDone: { target: 'editing', actions: assign({ user: null, loginBy: null, connection: null, password: '' }) },
            onError: { target: 'editing', actions: assign({ user: null, loginBy: null, connection: null, password: '' }) },
          },
        },
        connecting: {
          invoke: {
            id: 'connectWallet',
            src: 'connectWallet',
            input: ({ context }) => ({ walletType: context.walletType }),
            onDone: { target: 'signing', actions: assign(({ event }) => ({ connection: event.output })) },
            onError: { target: 'editing', actions: 'failWith' },
          },
        },
        signing: {
          invoke: {
            id: 'walletLogin',
            src: 'walletLogin',
            input: ({ context }) => ({ connection: context.connection! }),
            onDone: {
              target: '#login.finishing',
              actions: assign(({ event }) => ({ user: event.output, loginBy: 'wallet' as const })),
            },
            onError: { target: 'editing', actions: ['failWith', assign({ connection: null })] },
          },
        },
        sns: {
          invoke: {
            id: 'snsLogin',
            src: 'snsLogin',
            input: ({ context }) => ({ platform: context.platform ?? 'google' }),
            onDone: {
              target: '#login.finishing',
              actions: assign(({ context, event }) => ({ user: event.output, loginBy: context.platform ?? 'google' })),
            },
            onError: { target: 'editing', actions: 'failWith' },
          },
        },
      },
    },
    /** The popup is closed from here on. */
    finishing: {
      entry: ['stampWalletType', 'announce'],
      invoke: {
        id: 'persistLogin',
        src: 'persistLogin',
        input: ({ context }) => ({ loginBy: context.loginBy ?? 'id', user: context.user! }),
        onDone: { target: 'checkingFourthLand' },
        onError: { target: 'checkingFourthLand' },
      },
    },
    checkingFourthLand: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'hasWalletAddress', target: 'asking' }, { target: '#login.navigating' }],
        },
        asking: {
          invoke: {
            id: 'fourthLandList',
            src: 'fourthLandList',
            input: ({ context }) => ({ address: context.connection?.address ?? '', chainId: context.connection?.chainId ?? 0 }),
            onDone: [
              { guard: 'fourthLandHasData', target: '#login.navigating', actions: 'openFourthLand' },
              { target: '#login.navigating' },
            ],
            onError: { target: '#login.navigating' },
          },
        },
      },
    },
    navigating: {
      invoke: {
        id: 'navigateAfterLogin',
        src: 'navigateAfterLogin',
        onDone: { target: 'closed', actions: assign({ password: '' }) },
        onError: { target: 'closed', actions: assign({ password: '' }) },
      },
    },
  },
});

/** The wallet type a login stores: the wallet's code, or 9999 for ID login without a wallet. */
export const storedWalletType = (context: Pick<LoginContext, 'connection'>): WalletTypeCode =>
  context.connection?.walletType ?? WALLET_TYPE.IdLogin;
