// The login and sign-up flows' data, events and actor ports, named once for the machines, the providers, the services and the tests.
import type { WalletTypeCode } from '../app/sessionMachine';
import type { LoginBy, SessionUser } from '../app/types';
import type { Message } from '../shared/message';
import type { WalletConnection } from '../wallet/types';
import type { CodePurpose } from '@common/api/member';
import type { CodeChannel, CodeStatus, CodeStatusEvent } from './verificationMachine';

// ---- login ----

export type SnsPlatform = 'google' | 'facebook';
/** platform_type of the sns login call (spec 3). */
export const PLATFORM_TYPE: Record<SnsPlatform, 3 | 5> = { google: 3, facebook: 5 };

/**
 * Why a Google/Facebook sign-in ended before the sns login call: the platform has no client configured, the
 * browser blocked the provider window, the user closed it, the provider answered access_denied, or anything else
 * (detail: the provider's error code or what broke).
 */
export type SnsFailure = 'notConfigured' | 'blocked' | 'closed' | 'denied' | 'failed';

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

/** idLogin (promise): hashes the password, calls login, keeps or forgets the remembered ID; answers the user. */
export interface IdLoginInput {
  account: string;
  password: string;
  remember: boolean;
}

/** connectWallet (promise, login and sign-up): the wallet select, or the given wallet; answers a WalletConnection. */
export interface ConnectWalletInput {
  walletType: WalletTypeCode | null;
}

/** walletLogin (promise): SIWE nonce, message, personal_sign, login with wallet_addr and wallet type; answers the user. */
export interface WalletLoginInput {
  connection: WalletConnection;
}

/** snsLogin (promise): the provider window, then the sns login call; answers the user. */
export interface SnsLoginInput {
  platform: SnsPlatform;
}

/** persistLogin (promise): user cookie (30 days) and the stored login method. */
export interface PersistLoginInput {
  loginBy: LoginBy;
  user: SessionUser;
}

/** readLocation (promise): where the login popup was opened; spec 4's move after a login depends on it (afterLogin.ts). */
export interface PageLocation {
  pathname: string;
  search: string;
}

/** fourthLandList (promise): true when the 4th LAND list has data for this address. */
export interface FourthLandInput {
  address: string;
  chainId: number;
}

// ---- sign-up ----

export interface Term {
  idx: number;
  title: string;
  content: string;
  required: boolean;
}

export type SignupField = 'account' | 'password' | 'password2' | 'name' | 'referral';
export type IdStatus = 'unchecked' | 'checking' | 'available' | 'taken';

/** One verified channel of a form: what was typed and how far its code got. */
export interface CodeState {
  target: string;
  status: CodeStatus;
}

export interface SignupInput {
  codeSeconds?: number;
}

export interface SignupContext {
  terms: Term[];
  agreed: number[];
  account: string;
  idStatus: IdStatus;
  password: string;
  password2: string;
  name: string;
  referral: string;
  country: string;
  /** ISO region of the chosen country (several share a calling code, e.g. US and CA with 1). */
  region: string;
  /** Countries for the select: ISO code and calling code (the view names them). */
  countries: Country[];
  email: CodeState;
  phone: CodeState;
  wallet: WalletConnection | null;
  /** Field errors while typing (empty values clear them). */
  errors: Partial<Record<SignupField, Message>>;
  /** The form-level error of the last submit or step. */
  error: Message | null;
  codeSeconds: number | undefined;
}

export type SignupEvent =
  | { type: 'SIGNUP.START' }
  | { type: 'SIGNUP.FIELD'; field: SignupField; value: string }
  | { type: 'SIGNUP.TERM'; idx: number; agreed: boolean }
  | { type: 'SIGNUP.TERMS_ALL'; agreed: boolean }
  | { type: 'SIGNUP.COUNTRY'; value: string; region?: string }
  | { type: 'SIGNUP.CHECK_ID' }
  | { type: 'SIGNUP.CONNECT_WALLET' }
  | { type: 'SIGNUP.SUBMIT' }
  | CodeStatusEvent;

/** A country of the select: ISO code and calling code. */
export interface Country {
  ccode: string;
  mcode: string;
}

/** prepare (promise): terms to agree to and the country guessed from the IP (default 82 when the guess fails). */
export interface PrepareSignupOutput {
  terms: Term[];
  country: string;
  region?: string;
  countries?: Country[];
}

/** checkAccount (promise): true when the ID is free. */
export interface CheckAccountInput {
  account: string;
}

/** join (promise): hashes the password, calls join, then registers the connected wallet if any. */
export interface SignupJoin {
  account: string;
  password: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  referral: string;
  wallet: WalletConnection | null;
}

// ---- verification, find ID, reset password ----

/** sendCode: cert_mail_ex / cert_sms_ex sends a code to target. */
export interface SendCodeInput {
  channel: CodeChannel;
  purpose: CodePurpose;
  target: string;
  country: string;
}

/** checkCode: check_cert_ex; rejects when the code is wrong or expired. */
export interface CheckCodeInput {
  channel: CodeChannel;
  purpose: CodePurpose;
  target: string;
  code: string;
}

/** findAccount: the account of a verified phone or email; resolves to the account id. */
export type FindAccountInput = { phone: string } | { email: string };

/** resetPassword: the new password of an account whose phone was verified. */
export interface ResetPasswordInput {
  account: string;
  phone: string;
  password: string;
}
