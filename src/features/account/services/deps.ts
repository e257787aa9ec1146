// What the account services need from the app: the API client (built on first use, never with the first page), storage and the wallet.
import type { ApiClient } from '../../../services/api/client';
import { appApiClient } from '../../../services/api/appClient';
import { browserWallet, type Eip1193Provider } from '../../../services/wallet/active';
import { readCountryCode, saveCountryCode } from '../../auth/services/cookies';

/** The API calls of sign-up, recovery, profile and wallets. */
export type AccountApi = Pick<
  ApiClient,
  | 'terms'
  | 'country'
  | 'checkAccount'
  | 'sendEmailCode'
  | 'sendSmsCode'
  | 'checkCode'
  | 'join'
  | 'login'
  | 'logout'
  | 'findAccount'
  | 'resetForgottenPassword'
  | 'changePassword'
  | 'updateMember'
  | 'siweNonce'
  | 'addWallet'
  | 'addWalletUnsigned'
  | 'listWallets'
>;

export interface AccountDeps {
  api: () => Promise<AccountApi>;
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  /** The wallet the user connected (any web3-onboard wallet), else the browser's injected one, else null. */
  provider: () => Eip1193Provider | null;
  /** The front end's host and origin, for SIWE messages. */
  site: () => { host: string; origin: string };
  now: () => Date;
  /** The country code cookie (360 days): the country the user chose last, which a new form starts from. */
  countryCookie?: { read: () => string | null; save: (code: string) => void };
}

let defaults: AccountDeps | null = null;

/** The app's deps: the same validated configuration main.tsx reads. */
export function defaultAccountDeps(): AccountDeps {
  if (defaults) return defaults;
  defaults = {
    api: appApiClient,
    storage: () => window.localStorage,
    provider: browserWallet,
    site: () => ({ host: window.location.host, origin: window.location.origin }),
    now: () => new Date(),
    countryCookie: { read: readCountryCode, save: saveCountryCode },
  };
  return defaults;
}
