// Actors of the session machine (logout, spec 4): end the server session, then the wallet session, wipe local storage
// and the user cookie, and reload 200 ms after the machine sent the app home; and write a changed user back.
import { fromPromise } from 'xstate';
import { sessionMachine } from '@machines/app/sessionMachine';
import type { PersistUserInput } from '@machines/app/types';
import { clearExceptTxLists } from '../services/storage';

export interface SessionActorDeps {
  endServerSession: () => Promise<void>;
  clearSession: () => Promise<void>;
  reloadPage: () => void;
  forgetSession: () => Promise<void>;
  persistUser: (input: PersistUserInput) => Promise<void>;
}

const defaults: SessionActorDeps = {
  endServerSession: async () => {
    const { logoutOnServer } = await import('../features/auth/services/login');
    await logoutOnServer();
  },
  clearSession: async () => {
    const [{ clearLocalSession }, wallet] = await Promise.all([import('../features/auth/services/login'), import('../features/wallet/services/session')]);
    await wallet.disconnectActiveWallet();
    await clearLocalSession();
  },
  reloadPage: () => {
    // Wiped once more right before the reload: a request still in flight at logout may have written after the first wipe.
    clearExceptTxLists(window.localStorage);
    window.location.reload();
  },
  forgetSession: async () => {
    const { removeUserCookie } = await import('../features/auth/services/cookies');
    clearExceptTxLists(window.localStorage);
    removeUserCookie();
  },
  persistUser: async ({ loginBy, user }) => {
    const { persistLogin } = await import('../features/auth/services/login');
    persistLogin(loginBy, user);
  },
};

export function sessionActors(deps: SessionActorDeps = defaults) {
  return {
    endServerSession: fromPromise<void>(() => deps.endServerSession()),
    clearSession: fromPromise<void>(() => deps.clearSession()),
    reloadPage: fromPromise<void>(async () => deps.reloadPage()),
    forgetSession: fromPromise<void>(() => deps.forgetSession()),
    persistUser: fromPromise<void, PersistUserInput>(({ input }) => deps.persistUser(input)),
  };
}

export const providedSessionMachine = (deps?: SessionActorDeps) => sessionMachine.provide({ actors: sessionActors(deps) });
