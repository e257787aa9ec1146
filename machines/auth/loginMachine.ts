// Login popup: ID and password, a wallet with Sign-In with Ethereum, or Google/Facebook; then the session, cookie, 4th
// LAND sale check and navigation of spec 4.
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { WALLET_TYPE, type WalletTypeCode } from '../app/sessionMachine';
import type { SessionUser } from '../app/types';
import { message } from '../shared/message';
import { appActors } from '../shared/system';
import type { WalletConnection } from '../wallet/types';
import { LOGIN_MESSAGE, loginFailureMessage, walletLoginAlert } from './messages';
import { afterLoginNavigation } from './afterLogin';
import type {
  PageLocation,
  ConnectWalletInput,
  FourthLandInput,
  IdLoginInput,
  LoginContext,
  LoginEvent,
  LoginInput,
  PersistLoginInput,
  SnsLoginInput,
  WalletLoginInput,
} from './types';
import { sameAddress } from '@common/domain/address';

/** The hidden Facebook button toggles after more than this many clicks (spec 4). */
export const FACEBOOK_TOGGLE_CLICKS = 5;
export const FOURTH_LAND_POPUP_ID = 'fourth-land-sale';

/** The wallet type a login stores: the wallet's code, or 9999 for ID login without a wallet. */
const storedWalletType = (context: Pick<LoginContext, 'connection'>): WalletTypeCode => context.connection?.walletType ?? WALLET_TYPE.IdLogin;

/** Every failed step shows its error the same way: the actor's error handed to failWith as params. */
const failWith = { type: 'failWith', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;
/** A failed wallet step also opens the alert overlay with the message and its code (spec 8). */
const alertWallet = { type: 'alertWalletFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    /** Hashes the password, calls login, keeps or forgets the remembered ID. */
    idLogin: fromPromise<SessionUser, IdLoginInput>(async () => {
      throw new Error('idLogin not provided');
    }),
    connectWallet: fromPromise<WalletConnection, ConnectWalletInput>(async () => {
      throw new Error('connectWallet not provided');
    }),
    /** SIWE: nonce, message, personal_sign, login with wallet_addr and wallet type. */
    walletLogin: fromPromise<SessionUser, WalletLoginInput>(async () => {
      throw new Error('walletLogin not provided');
    }),
    snsLogin: fromPromise<SessionUser, SnsLoginInput>(async () => {
      throw new Error('snsLogin not provided');
    }),
    /** Ends the server session a half-finished login opened. */
    abandonLogin: fromPromise<void>(async () => {
      throw new Error('abandonLogin not provided');
    }),
    /** User cookie (30 days) and the stored login method. */
    persistLogin: fromPromise<void, PersistLoginInput>(async () => {
      throw new Error('persistLogin not provided');
    }),
    /** True when the 4th LAND list has data for this address. */
    fourthLandList: fromPromise<boolean, FourthLandInput>(async () => {
      throw new Error('fourthLandList not provided');
    }),
    /** The page's path and query when the login ends: where spec 4 goes next depends on it. */
    readLocation: fromPromise<PageLocation>(async () => {
      throw new Error('readLocation not provided');
    }),
  },
  guards: {
    idFormFilled: ({ context }) => context.account.trim() !== '' && context.password !== '',
    hasRegisteredWallet: (_, params: { user: SessionUser }) => !!params.user.walletAddr,
    connectedRegisteredWallet: ({ context }, params: { connection: WalletConnection }) => sameAddress(params.connection.address, context.user?.walletAddr),
    hasWalletAddress: ({ context }) => context.connection !== null,
    fourthLandHasData: (_, params: { found: boolean }) => params.found,
  },
  actions: {
    /** Spec 4 after a login, through the one navigate port: back from Signup or Catalyst, on to CreateProposal, a reload on Dao-Detail. */
    navigateAfterLogin: enqueueActions((args, where: PageLocation) => {
      const next = afterLoginNavigation(where.pathname, where.search);
      if (next.kind !== 'stay') appActors(args).navigate(next);
    }),
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
    failWith: assign((_, params: { error: unknown }) => ({ error: loginFailureMessage(params.error) })),
    alertWalletFailure: enqueueActions((args, params: { error: unknown }) => {
      const alert = walletLoginAlert(params.error);
      if (alert) appActors(args).send('alert', { type: 'ALERT.OPEN', message: alert });
    }),
    /** The user carries the wallet type the login stores (spec 3): the wallet's code, or 9999 for ID login without one. */
    stampWalletType: assign(({ context }) => ({
      user: context.user ? { ...context.user, walletType: storedWalletType(context) } : null,
    })),
    announce: enqueueActions((args) => {
      const { context } = args;
      const app = appActors(args);
      if (context.user && context.loginBy) app.send('session', { type: 'SESSION.SIGNED_IN', loginBy: context.loginBy, user: context.user });
      if (context.connection) app.send('wallet', { type: 'WALLET.CONNECTED', connection: context.connection });
    }),
    openFourthLand: enqueueActions((args) =>
      appActors(args).inform({ id: FOURTH_LAND_POPUP_ID, title: message(LOGIN_MESSAGE.fourthLandTitle), message: message(LOGIN_MESSAGE.fourthLandBody) }),
    ),
  },
}).createMachine({
  id: 'login',
  description:
    'The login popup. An ID user with a registered wallet must connect that wallet; after any login the session and wallet are set, the cookie saved, ' +
    'the popup closed, the 4th LAND list checked and the page navigated (afterLoginNavigation).',
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
                guard: { type: 'hasRegisteredWallet', params: ({ event }) => ({ user: event.output }) },
                target: 'connectingRegistered',
                actions: assign(({ event }) => ({ user: event.output, loginBy: 'id' as const })),
              },
              { target: '#login.finishing', actions: assign(({ event }) => ({ user: event.output, loginBy: 'id' as const })) },
            ],
            onError: { target: 'editing', actions: [failWith, assign({ password: '' })] },
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
                guard: { type: 'connectedRegisteredWallet', params: ({ event }) => ({ connection: event.output }) },
                target: '#login.finishing',
                actions: assign(({ event }) => ({ connection: event.output })),
              },
              { target: 'abandoning', actions: assign({ error: message(LOGIN_MESSAGE.walletMismatch) }) },
            ],
            onError: { target: 'abandoning', actions: [failWith, alertWallet] },
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
            onError: { target: 'editing', actions: [failWith, alertWallet] },
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
            onError: { target: 'editing', actions: [failWith, alertWallet, assign({ connection: null })] },
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
            onError: { target: 'editing', actions: failWith },
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
              {
                guard: { type: 'fourthLandHasData', params: ({ event }) => ({ found: event.output }) },
                target: '#login.navigating',
                actions: 'openFourthLand',
              },
              { target: '#login.navigating' },
            ],
            onError: { target: '#login.navigating' },
          },
        },
      },
    },
    navigating: {
      invoke: {
        id: 'readLocation',
        src: 'readLocation',
        onDone: { target: 'closed', actions: [{ type: 'navigateAfterLogin', params: ({ event }) => event.output }, assign({ password: '' })] },
        onError: { target: 'closed', actions: assign({ password: '' }) },
      },
    },
  },
});
