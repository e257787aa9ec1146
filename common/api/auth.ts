// Requests and answers of login (ID, wallet with SIWE, Google/Facebook), sessions and game start.
import { z } from 'zod/mini';
import { accountId, intField, passwordHash, walletAddress, walletType } from './fields';

/** userInfo of spec 3: the record login answers and the front end keeps in its cookie. */
export const userInfo = z.object({
  id: z.int(),
  accountId: z.string(),
  country: z.string(),
  account: z.string(),
  phone_number: z.string(),
  email: z.string(),
  name: z.string(),
  gender: z.string(),
  birth: z.string(),
  admin_category: z.int(),
  intro: z.string(),
  affiliation: z.string(),
  department: z.string(),
  position: z.string(),
  nickname: z.string(),
  wallet_addr: z.string(),
  enjinWalletAddr: z.string(),
  oqs_no: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const idLoginRequest = z.object({ account: accountId, password: passwordHash });
/** Wallet login: an EIP-4361 message signed by wallet_addr, built around a nonce from siwe_nonce. */
export const walletLoginRequest = z.object({
  wallet_addr: walletAddress,
  wallet: walletType,
  message: z.string({ error: 'error-msg-siwe' }).check(z.minLength(1, 'error-msg-siwe'), z.maxLength(4000, 'error-msg-siwe')),
  signature: z.string({ error: 'error-msg-siwe' }).check(z.regex(/^0x[0-9a-fA-F]{130}$/, 'error-msg-siwe')),
});
/**
 * The spec's own wallet login (wallet_addr, wallet), no signature: what the front end sends to a back end without
 * siwe_nonce (common/api/extensions.ts). The reference API takes it only as a DEV spec-profile stand-in (specLoginRequest, docs/decisions.md).
 */
export const unsignedWalletLoginRequest = z.strictObject({ wallet_addr: walletAddress, wallet: walletType });
export const loginRequest = z.union([idLoginRequest, walletLoginRequest], { error: 'error-msg-login-payload' });
/** What a DEV reference API in the spec profile takes: also the bare wallet login. */
export const specLoginRequest = z.union([idLoginRequest, walletLoginRequest, unsignedWalletLoginRequest], { error: 'error-msg-login-payload' });
export type IdLoginRequest = z.input<typeof idLoginRequest>;
export type WalletLoginRequest = z.input<typeof walletLoginRequest>;
export type UnsignedWalletLoginRequest = z.input<typeof unsignedWalletLoginRequest>;
/** Success: an array whose first element is the user record (failures are error answers, see docs). */
export const loginAnswer = z.tuple([userInfo]);

export const siweNonceRequest = z.object({ wallet_addr: walletAddress });
export const siweNonceAnswer = z.object({
  data: z.object({ nonce: z.string(), expiresAt: z.string(), chainIds: z.array(z.int()) }),
});

/** platform_type: 3 Google, 5 Facebook. passToken is the provider's OpenID Connect ID token. */
export const snsLoginRequest = z.object({
  platform_id: z.string().check(z.trim(), z.minLength(1, 'error-msg-platform-id'), z.maxLength(255, 'error-msg-platform-id')),
  passToken: z.string().check(z.minLength(10, 'error-msg-pass-token'), z.maxLength(8000, 'error-msg-pass-token')),
  platform_type: intField('error-msg-platform-type').check(z.refine((v) => v === 3 || v === 5, 'error-msg-platform-type')),
});
export const snsLoginAnswer = z.object({
  data: z.object({ webAuthData: z.extend(userInfo, { newUser: z.boolean() }) }),
});

/** Refresh token: needs the session cookie of the same account. */
export const refreshTokenRequest = z.object({
  accountId: z.string().check(z.trim(), z.minLength(1, 'error-msg-account-id'), z.maxLength(64, 'error-msg-account-id')),
  accountIdx: intField('error-msg-account-idx'),
});
export const refreshTokenAnswer = z.union([
  z.object({ result: z.literal(9) }),
  z.object({ result: z.literal(0), authToken: z.string(), accountId: z.string(), newUser: z.boolean(), expiresAt: z.string() }),
]);

export const startGameRequest = z.object({
  wallet_addr: z.union([walletAddress, z.literal('')], { error: 'error-msg-wallet-address' }),
  authToken: z.string().check(z.minLength(10, 'error-msg-auth'), z.maxLength(200, 'error-msg-auth')),
  accountId: z.string().check(z.trim(), z.minLength(1, 'error-msg-account-id'), z.maxLength(64, 'error-msg-account-id')),
  newUser: z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false'])], { error: 'error-msg-new-user' }),
    z.transform((v) => v === true || v === 'true'),
  ),
  walletType: walletType,
});
/** The game client's redemption of the launch ticket in enter_lobby_ex's URL: single use, 2 minutes. */
export const gameTicketRequest = z.object({ ticket: z.string().check(z.trim(), z.minLength(20, 'error-msg-auth'), z.maxLength(64, 'error-msg-auth')) });
export const gameTicketAnswer = z.object({
  data: z.object({ accountId: z.string(), walletType: z.int(), newUser: z.boolean(), walletAddr: z.string() }),
});
/** data is the game client URL (custom scheme, one-time launch ticket). */
export const startGameAnswer = z.object({ data: z.string() });

export const downloadUrlRequest = z.object({ platform: z.enum(['WINDOWS', 'MAC'], { error: 'error-msg-platform' }) });
/** Shape not shown in the spec; chosen: data.url plus version. */
export const downloadUrlAnswer = z.object({ data: z.object({ url: z.string(), version: z.string() }) });

export const countryAnswer = z.object({ data: z.object({ country: z.string() }) });
