// The sign-in calls of the login popup on the API client: ID + password (hashed here), SIWE wallet login,
// Google/Facebook (through the provider window), the 4th LAND check, persisting the login and logging out.
import type { UserInfo } from '@common/api/auth';
import { isNotOffered } from '@common/api/notOffered';
import { isWalletTypeCode } from '@common/domain/wallet';
import { WALLET_TYPE, type WalletTypeCode } from '@machines/app/sessionMachine';
import type { LoginBy, SessionUser } from '@machines/app/types';
import type { SnsPlatform } from '@machines/auth/types';
import type { WalletConnection } from '@machines/wallet/types';
import { storeUserProfile } from '../../account/services/profile';
import { clearExceptTxLists, writeStoredSession } from '../../../services/storage';
import type { Eip1193Provider } from '../../../services/wallet/active';
import { appConfig } from '../../../config/current';
import { api } from './api';
import { rememberId, removeUserCookie, saveUserCookie } from './cookies';

/** The session's view of the login answer's userInfo. */
export function sessionUserOf(info: UserInfo, walletType?: WalletTypeCode): SessionUser {
  return {
    id: String(info.id),
    accountId: info.accountId,
    account: info.account,
    ...(info.nickname ? { nickname: info.nickname } : {}),
    ...(info.wallet_addr ? { walletAddr: info.wallet_addr } : {}),
    ...(isWalletTypeCode(walletType) ? { walletType } : {}),
    ...(info.enjinWalletAddr ? { enjinWalletAddr: info.enjinWalletAddr } : {}),
  };
}

/**
 * Keeps the whole userInfo the login answered for my page (the API has no "my profile" call), so profile editing
 * works whichever way the user signed in.
 */
function keepProfile(info: UserInfo, storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  storeUserProfile(storage, info);
}

/** ID login: the raw password never leaves the browser (SHA-256 hex, docs/api.md); remember-ID keeps the ID 365 days. */
export async function idLogin(input: { account: string; password: string; remember: boolean }): Promise<SessionUser> {
  const [{ hashPasswordForApi }, client] = await Promise.all([import('../../../services/api/password'), api()]);
  const [user] = await client.login({ account: input.account, password: await hashPasswordForApi(input.password) });
  rememberId(input.remember ? input.account : null);
  keepProfile(user);
  return sessionUserOf(user, WALLET_TYPE.IdLogin);
}

/** Fetches the SIWE module while the wallet connects, so the login does not wait for it once the wallet has answered. */
export function prefetchWalletLogin(): void {
  import('../../wallet/services/siwe').catch(() => undefined);
}

/**
 * Wallet login with Sign-In with Ethereum: nonce, EIP-4361 message, personal_sign, login. A back end without the
 * siwe_nonce extension gets the spec's own wallet login (wallet_addr, wallet), and the user is marked unverified.
 */
export async function walletLogin(connection: WalletConnection, provider: Eip1193Provider | null): Promise<SessionUser> {
  const { WalletHelperError } = await import('@machines/wallet/types');
  if (!provider) throw new WalletHelperError(400);
  const [{ signInWithEthereum }, client] = await Promise.all([import('../../wallet/services/siwe'), api()]);
  const nonce = await client.siweNonce(connection.address).then(
    ({ data }) => data.nonce,
    (e: unknown) => {
      if (isNotOffered(e)) return null;
      throw e;
    },
  );
  if (nonce === null) {
    const [user] = await client.unsignedWalletLogin({ wallet_addr: connection.address, wallet: connection.walletType });
    keepProfile(user);
    return { ...sessionUserOf(user, connection.walletType), walletUnverified: true };
  }
  const { message, signature } = await signInWithEthereum({
    provider,
    address: connection.address,
    chainId: connection.chainId,
    nonce,
    location: window.location,
  });
  const [user] = await client.walletLogin({ wallet_addr: connection.address, wallet: connection.walletType, message, signature });
  keepProfile(user);
  return sessionUserOf(user, connection.walletType);
}

/**
 * Google (3) or Facebook (5): the provider window signs the user in (OpenID Connect code flow with PKCE, see
 * `oidc.ts`), then platform_id (the ID token's subject), passToken (the ID token) and platform_type go to the sns
 * login call. `popup` was opened blank inside the click (`openProviderWindow`); null when the browser blocked it.
 */
export async function snsLogin(platform: SnsPlatform, popup: Window | null, signal?: AbortSignal): Promise<SessionUser> {
  const [{ PLATFORM_TYPE }, { signInWithProvider }] = await Promise.all([import('@machines/auth/types'), import('./oidc')]);
  const identity = await signInWithProvider(platform, appConfig().oidc[platform], popup, {
    host: window,
    storage: window.sessionStorage,
    signal,
  });
  const client = await api();
  const { data } = await client.snsLogin({ platform_id: identity.sub, passToken: identity.idToken, platform_type: PLATFORM_TYPE[platform] });
  keepProfile(data.webAuthData);
  return sessionUserOf(data.webAuthData, WALLET_TYPE.IdLogin);
}

/** Login method and user in local storage (the session restores from them), the user cookie for 30 days. */
export function persistLogin(loginBy: LoginBy, user: SessionUser, storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  writeStoredSession(storage, { loginBy, user });
  saveUserCookie(loginBy, user);
}

/** True when the 4th LAND sale has something for this address on the network of `chainId`. */
export async function hasFourthLand(address: string, chainId: number): Promise<boolean> {
  const family = appConfig().networks.find((n) => n.chainId === chainId)?.family;
  if (!family) return false;
  const { data } = await (await api()).fourthLandList({ address, network: family });
  return Array.isArray(data) && data.length > 0;
}

/**
 * Ends the server session; rejects when the server does not confirm it (the logout retries, then reports it). A back
 * end without the logout extension (404/501) has no server session to end: the spec's logout is the browser forgetting
 * the user, so that is done, with no retry and no failure toast.
 */
export async function logoutOnServer(): Promise<void> {
  try {
    await (await api()).logout();
  } catch (error) {
    if (!isNotOffered(error)) throw error;
  }
}

/** Ends the server session (best effort: an abandoned login forgets the user whatever the answer). */
export async function endServerSession(): Promise<void> {
  try {
    await logoutOnServer();
  } catch {
    // Offline or already ended: nothing more to do.
  }
}

/** Logout's local part (spec 4): local storage and the user cookie. The remembered ID stays (it is the user's choice). */
export async function clearLocalSession(storage: Pick<Storage, 'length' | 'key' | 'removeItem'> = window.localStorage): Promise<void> {
  clearExceptTxLists(storage);
  removeUserCookie();
}
