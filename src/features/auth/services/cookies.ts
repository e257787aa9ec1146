// The user cookie (30 days), the remembered ID (365 days) and the chosen country code (360 days) of spec 3 and 9, through js-cookie.
import Cookies from 'js-cookie';
import { WALLET_TYPE } from '@common/domain/wallet';
import { COOKIE } from '@machines/constants';
import type { WalletTypeCode } from '@machines/app/sessionMachine';
import type { LoginBy, SessionUser } from '@machines/app/types';

const USER_COOKIE = 'userInfo';
const REMEMBER_ID_COOKIE = 'rememberId';
const COUNTRY_CODE_COOKIE = 'countryCode';

/** What the user cookie holds: who is signed in and how; no contact details, no token, no password. */
interface UserCookie {
  id: string;
  accountId: string;
  account: string;
  nickname: string;
  wallet_addr: string;
  walletType: WalletTypeCode;
  /** spec 3 userInfo.enjinWalletAddr: the game player's Enjin wallet, '' when none is linked. */
  enjinWalletAddr: string;
  loginBy: LoginBy;
}

const secure = () => window.location.protocol === 'https:';

export function saveUserCookie(loginBy: LoginBy, user: SessionUser): void {
  const value: UserCookie = {
    id: user.id,
    accountId: user.accountId ?? '',
    account: user.account,
    nickname: user.nickname ?? '',
    wallet_addr: user.walletAddr ?? '',
    walletType: user.walletType ?? WALLET_TYPE.IdLogin,
    enjinWalletAddr: user.enjinWalletAddr ?? '',
    loginBy,
  };
  Cookies.set(USER_COOKIE, JSON.stringify(value), { expires: COOKIE.userInfoSeconds / 86_400, sameSite: 'Lax', secure: secure(), path: '/' });
}

export function removeUserCookie(): void {
  Cookies.remove(USER_COOKIE, { path: '/' });
}

/** Remember-ID keeps the ID for 365 days; unticking it forgets the ID. */
export function rememberId(account: string | null): void {
  if (account) Cookies.set(REMEMBER_ID_COOKIE, account, { expires: COOKIE.rememberIdDays, sameSite: 'Lax', secure: secure(), path: '/' });
  else Cookies.remove(REMEMBER_ID_COOKIE, { path: '/' });
}

export function readRememberedId(): string | null {
  return Cookies.get(REMEMBER_ID_COOKIE) ?? null;
}

/** The country calling code the user chose (e.g. '82'), kept 360 days so the next form starts from it. */
export function saveCountryCode(code: string): void {
  if (!/^\d{1,4}$/.test(code)) return;
  Cookies.set(COUNTRY_CODE_COOKIE, code, { expires: COOKIE.countryCodeSeconds / 86_400, sameSite: 'Lax', secure: secure(), path: '/' });
}

export function readCountryCode(): string | null {
  const code = Cookies.get(COUNTRY_CODE_COOKIE);
  return code && /^\d{1,4}$/.test(code) ? code : null;
}
