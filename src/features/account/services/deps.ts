// What the account services need from the app: the API client (built on first use, never with the first page), storage and the wallet.
import type { ApiClient } from '../../../services/api/client';
import { appApiClient } from '../../../services/api/appClient';
import type { Eip1193 } from '../../wallet/services/switchChain';
import { currentActiveWallet } from '../../wallet/services/active';
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
  provider: () => Eip1193 | null;
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
    provider: () => currentActiveWallet()?.provider ?? (window as unknown as { ethereum?: Eip1193 }).ethereum ?? null,
    site: () => ({ host: window.location.host, origin: window.location.origin }),
    now: () => new Date(),
    countryCookie: { read: readCountryCode, save: saveCountryCode },
  };
  return defaults;
}
