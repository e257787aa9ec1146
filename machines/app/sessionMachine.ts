// Session: visitor or signed in, seeded from the stored login method; sign-in flows fill it in later.
import { assertEvent, assign, setup } from 'xstate';

/** Wallet type codes of spec section 3; 9999 is ID login. Google 3 and Facebook 5 are sns platform types. */
export const WALLET_TYPE = {
  MetaMask: 1,
  Coinbase: 2,
  WalletConnect: 3,
  Fortmatic: 4,
  Bitski: 5,
  Clover: 6,
  IdLogin: 9999,
} as const;
export type WalletTypeCode = (typeof WALLET_TYPE)[keyof typeof WALLET_TYPE];

/** The stored login provider (spec: loginBy). */
export type LoginBy = 'wallet' | 'id' | 'google' | 'facebook';

export interface SessionUser {
  id: string;
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

export type SessionEvent =
  | { type: 'SESSION.SIGNED_IN'; loginBy: LoginBy; user: SessionUser }
  | { type: 'SESSION.LOGOUT' }
  | { type: 'SESSION.EXPIRED' };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { stored: StoredSession | null },
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
      on: {
        'SESSION.SIGNED_IN': { target: 'signedIn', actions: 'signIn' },
        'SESSION.LOGOUT': { target: 'visitor', actions: 'clear' },
        // Expiry asks the user to log in again: the app opens the login popup on this.
        'SESSION.EXPIRED': { target: 'visitor', actions: 'clear' },
      },
    },
  },
});
