// Session: visitor or signed in, seeded from the stored login method; sign-in flows fill it in; logout clears everything, goes home and reloads;
// an expired session (the API says it is gone) is forgotten everywhere and the login opens over the page the user is on.
// A logout the server does not confirm is tried once more, then reported; the browser forgets the user either way.
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { TIMING } from '../constants';
import { message } from '../shared/message';
import { appActors } from '../shared/system';
import type { LoginBy, PersistUserInput, SessionEvent, SessionUser, StoredSession } from './types';

// Wallet type codes (spec section 3, with ID login) are the domain's; the machines keep importing them from here.
export { WALLET_TYPE, type WalletTypeCode } from '@common/domain/wallet';

export interface SessionContext {
  loginBy: LoginBy | null;
  user: SessionUser | null;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { stored: StoredSession | null },
  },
  actors: {
    /** Ends the server session (spec 4: logout); fails when the server does not confirm it. */
    endServerSession: fromPromise<void>(async () => {
      throw new Error('endServerSession not provided');
    }),
    /** Ends the wallet session, wipes local storage (transaction lists kept) and the user cookie. */
    clearSession: fromPromise<void>(async () => {
      throw new Error('clearSession not provided');
    }),
    reloadPage: fromPromise<void>(async () => {
      throw new Error('reloadPage not provided');
    }),
    /** The session is already gone on the server: wipes local storage (transaction lists kept) and the user cookie. */
    forgetSession: fromPromise<void>(async () => {
      throw new Error('forgetSession not provided');
    }),
    /** Writes the changed user where a reload restores it from (local storage) and into the user cookie. */
    persistUser: fromPromise<void, PersistUserInput>(async () => {
      throw new Error('persistUser not provided');
    }),
  },
  delays: {
    logoutReload: TIMING.logoutReloadMs,
  },
  guards: {
    hasStoredLoginMethod: ({ context }) => context.loginBy !== null,
    /** Only a different Enjin wallet is written again (my page reads the player on every visit). */
    enjinChanged: ({ context, event }) =>
      event.type === 'SESSION.ENJIN_WALLET' && context.user !== null && (context.user.enjinWalletAddr ?? '') !== event.enjinWalletAddr,
  },
  actions: {
    signIn: assign(({ event }) => {
      assertEvent(event, 'SESSION.SIGNED_IN');
      return { loginBy: event.loginBy, user: event.user };
    }),
    setEnjinWallet: assign({
      user: ({ context, event }) => {
        assertEvent(event, 'SESSION.ENJIN_WALLET');
        return context.user && { ...context.user, enjinWalletAddr: event.enjinWalletAddr };
      },
    }),
    clear: assign({ loginBy: null, user: null }),
    disconnectWallet: enqueueActions((args) => appActors(args).send('wallet', { type: 'WALLET.DISCONNECT' })),
    /**
     * Through the root, not the login actor: after a reload the login popup's flow is not loaded yet, and the root's
     * LOGIN.OPEN loads it first (appMachine).
     */
    openLogin: enqueueActions((args) => appActors(args).send('app', { type: 'LOGIN.OPEN' })),
    /** Home in the page's language, through the one navigate port. */
    goHome: enqueueActions((args) => appActors(args).navigate({ kind: 'page', page: 'home' })),
    toastLogoutFailed: enqueueActions((args) => appActors(args).toast(message('error.logoutServer'), 'error')),
    /** The transaction tracker keeps one list per user: it follows who is signed in. */
    tellTxOwner: enqueueActions((args) => appActors(args).send('tx', { type: 'TX.OWNER', owner: args.context.user?.id ?? null })),
    tellTxSignedOut: enqueueActions((args) => appActors(args).send('tx', { type: 'TX.OWNER', owner: null })),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ loginBy: input.stored?.loginBy ?? null, user: input.stored?.user ?? null }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasStoredLoginMethod', target: 'signedIn' }, { target: 'visitor' }],
    },
    visitor: {
      on: { 'SESSION.SIGNED_IN': { target: 'signedIn', actions: 'signIn' } },
    },
    signedIn: {
      entry: 'tellTxOwner',
      exit: 'tellTxSignedOut',
      initial: 'settled',
      states: {
        settled: {},
        /** A failed write only loses the change on reload: the next player read sends it again. */
        persisting: {
          invoke: {
            id: 'persistUser',
            src: 'persistUser',
            input: ({ context }) => ({ loginBy: context.loginBy!, user: context.user! }),
            onDone: 'settled',
            onError: 'settled',
          },
        },
      },
      on: {
        'SESSION.SIGNED_IN': { target: 'signedIn', actions: ['signIn', 'tellTxOwner'] },
        'SESSION.ENJIN_WALLET': { guard: 'enjinChanged', target: '.persisting', actions: 'setEnjinWallet' },
        'SESSION.LOGOUT': { target: 'loggingOut', actions: ['clear', 'disconnectWallet'] },
        // Expiry ends the session everywhere (top bar, wallet session, stored login) and asks the user to log in again.
        'SESSION.EXPIRED': { target: 'expired', actions: ['clear', 'disconnectWallet', 'openLogin'] },
      },
    },
    /**
     * Signed out by the server, not by the user: the user stays on the page (a page that needs a login method keeps
     * showing, selectKeepsPage) with the login popup open; signing in again goes back to signedIn right there.
     */
    expired: {
      invoke: { id: 'forgetSession', src: 'forgetSession', onError: {} },
      on: { 'SESSION.SIGNED_IN': { target: 'signedIn', actions: 'signIn' } },
    },
    loggingOut: {
      invoke: { id: 'endServerSession', src: 'endServerSession', onDone: { target: 'clearing' }, onError: { target: 'retryingLogout' } },
    },
    /** One more try (a dropped connection, a restarting server); a second failure is reported. */
    retryingLogout: {
      invoke: {
        id: 'endServerSession',
        src: 'endServerSession',
        onDone: { target: 'clearing' },
        onError: { target: 'clearingAfterFailure', actions: 'toastLogoutFailed' },
      },
    },
    clearing: {
      // Whatever the wallet answers, this browser forgets the user.
      invoke: { id: 'clearSession', src: 'clearSession', onDone: { target: 'leaving' }, onError: { target: 'leaving' } },
    },
    leaving: {
      entry: 'goHome',
      after: { logoutReload: { target: 'reloading' } },
    },
    /**
     * The server may still hold the session: the browser forgets the user all the same and goes home, without the
     * reload, so the toast saying so stays on screen (the same forgetting as an expired session, which does not reload).
     */
    clearingAfterFailure: {
      invoke: { id: 'clearSession', src: 'clearSession', onDone: { target: 'leftHere' }, onError: { target: 'leftHere' } },
    },
    leftHere: {
      entry: 'goHome',
      on: { 'SESSION.SIGNED_IN': { target: 'signedIn', actions: 'signIn' } },
    },
    reloading: {
      invoke: { id: 'reloadPage', src: 'reloadPage', onError: {} },
    },
  },
});

/** True while a page that needs a stored login method may stay: signed in, or just expired (the login popup is open over it). */
export const selectKeepsPage = (s: { context: SessionContext; matches: (state: 'expired') => boolean }): boolean =>
  s.context.loginBy !== null || s.matches('expired');
