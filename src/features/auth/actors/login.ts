// Actors of the login machine: ID login (password hashed in the browser), wallet connect + SIWE, Google/Facebook,
// abandoning a half-made login, persisting it (local storage + 30-day cookie), the 4th LAND check and navigation.
import { fromPromise } from 'xstate';
import type { SessionUser } from '@machines/app/types';
import { loginMachine } from '@machines/auth/loginMachine';
import type { ConnectWalletInput, FourthLandInput, IdLoginInput, PageLocation, PersistLoginInput, SnsLoginInput, WalletLoginInput } from '@machines/auth/types';
import type { WalletConnection } from '@machines/wallet/types';
import * as login from '../services/login';
import { openProviderWindow } from '../services/oidcWindow';
import { appConfig } from '../../../config/current';
import * as wallet from '../../wallet/services/session';
import { activeProvider } from '../../../services/wallet/active';

function loginActors() {
  return {
    idLogin: fromPromise<SessionUser, IdLoginInput>(({ input }) => login.idLogin(input)),
    connectWallet: fromPromise<WalletConnection, ConnectWalletInput>(({ input }) => {
      login.prefetchWalletLogin();
      return wallet.connect(input.walletType);
    }),
    walletLogin: fromPromise<SessionUser, WalletLoginInput>(async ({ input }) => {
      try {
        return await login.walletLogin(input.connection, activeProvider());
      } catch (error) {
        // A refused signature or a failed login leaves no half-connected wallet: the retry starts from the wallet select.
        await wallet.disconnectActiveWallet().catch(() => undefined);
        throw error;
      }
    }),
    snsLogin: fromPromise<SessionUser, SnsLoginInput>(({ input, signal }) => {
      // XState starts this actor while it handles the click's LOGIN.SNS (loginMachine.test.ts checks it), so the
      // window opens inside the user gesture; a platform without a client opens nothing and says so instead.
      const popup = appConfig().oidc[input.platform] ? openProviderWindow() : null;
      return login.snsLogin(input.platform, popup, signal);
    }),
    abandonLogin: fromPromise<void>(async () => {
      await wallet.disconnectActiveWallet();
      await login.endServerSession();
    }),
    persistLogin: fromPromise<void, PersistLoginInput>(async ({ input }) => login.persistLogin(input.loginBy, input.user)),
    fourthLandList: fromPromise<boolean, FourthLandInput>(({ input }) => login.hasFourthLand(input.address, input.chainId)),
    readLocation: fromPromise<PageLocation>(async () => ({ pathname: window.location.pathname, search: window.location.search })),
  };
}

export const providedLoginMachine = () => loginMachine.provide({ actors: loginActors() });

/** The wallet select's code starts loading when the login dialog's is in (AppProvider's loadLogin), never with a page. */
export const prefetchWalletSelect = wallet.prefetchWalletSelect;
