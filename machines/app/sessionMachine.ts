// Session: visitor or signed in, seeded from the stored login method; sign-in flows fill it in; logout clears everything, goes home and reloads.
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { TIMING } from '../constants';
import { appActors } from '../shared/system';
import type { WalletTypeCode } from '../../common/domain/wallet';

// Wallet type codes (spec section 3, with ID login) are the domain's; the machines keep importing them from here.
export { WALLET_TYPE, type WalletTypeCode } from '../../common/domain/wallet';

/** The stored login provider (spec: loginBy). */
export type LoginBy = 'wallet' | 'id' | 'google' | 'facebook';

export interface SessionUser {
  id: string;
  /** The account id the token and game calls take (userInfo.accountId). */
  accountId?: string;
  account: string;
  nickname?: string;
  walletAddr?: string;
  walletType?: WalletTypeCode;
}

export interface StoredSession {
  loginBy: LoginBy;
  user: SessionUser | null;
}

export interface SessionContext {
  loginBy: LoginBy | null;
  user: SessionUser | null;
}

export type SessionEvent = { type: 'SESSION.SIGNED_IN'; loginBy: LoginBy; user: SessionUser } | { type: 'SESSION.LOGOUT' } | { type: 'SESSION.EXPIRED' };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { stored: StoredSession | null },
  },
  actors: {
    /** Ends the server session, wipes local storage and the user cookie (spec 4: logout). */
    clearSession: fromPromise<void>(async () => {
      throw new Error('clearSession not provided');
    }),
    goHome: fromPromise<void>(async () => {
      throw new Error('goHome not provided');
    }),
    reloadPage: fromPromise<void>(async () => {
      throw new Error('reloadPage not provided');
    }),
  },
  delays: {
    logoutReload: TIMING.logoutReloadMs,
  },
  guards: {
    hasStoredLoginMethod: ({ context }) => context.loginBy !== null,
  },
  actions: {
    signIn: assign(({ event }) => {
      assertEvent(event, 'SESSION.SIGNED_IN');
      return { loginBy: event.loginBy, user: event.user };
    }),
    clear: assign({ loginBy: null, user: null }),
    disconnectWallet: enqueueActions((args) => appActors(args).send('wallet', { type: 'WALLET.DISCONNECT' })),
    openLogin: enqueueActions((args) => appActors(args).send('login', { type: 'LOGIN.OPEN' })),
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
      on: {
        'SESSION.SIGNED_IN': { target: 'signedIn', actions: ['signIn', 'tellTxOwner'] },
        'SESSION.LOGOUT': { target: 'loggingOut', actions: ['clear', 'disconnectWallet'] },
        // Expiry asks the user to log in again.
        'SESSION.EXPIRED': { target: 'visitor', actions: ['clear', 'openLogin'] },
      },
    },
    loggingOut: {
      invoke: {
        id: 'clearSession',
        src: 'clearSession',
        // Whatever the server answers, this browser forgets the user.
        onDone: { target: 'leaving' },
        onError: { target: 'leaving' },
      },
    },
    leaving: {
      invoke: { id: 'goHome', src: 'goHome', onError: {} },
      after: { logoutReload: { target: 'reloading' } },
    },
    reloading: {
      invoke: { id: 'reloadPage', src: 'reloadPage', onError: {} },
    },
  },
});
