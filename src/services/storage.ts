// Browser storage for the session: the stored login method (loginBy) and the user's ids and display fields, nothing more.
// Checked by hand rather than with zod: this module is in every route's first load, where even zod/mini's core weighs
// about 15 KB gzipped.
import { isWalletTypeCode } from '@common/domain/wallet';
import type { SessionUser, StoredSession } from '@machines/app/types';

const KEY = { loginBy: 'loginBy', user: 'userInfo' } as const;
const LOGIN_BY: readonly StoredSession['loginBy'][] = ['wallet', 'id', 'google', 'facebook'];

const optionalText = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string';

/** The stored user with the fields a session keeps, or null when any of them is malformed. */
function storedUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, accountId, account, nickname, walletAddr, walletType, enjinWalletAddr, walletUnverified } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof account !== 'string' || !optionalText(accountId) || !optionalText(nickname) || !optionalText(walletAddr)) return null;
  if (!optionalText(enjinWalletAddr)) return null;
  if (walletType !== undefined && !isWalletTypeCode(walletType)) return null;
  return {
    id,
    // The id the token, log and game calls take: without it a reloaded page could not log a visit (5001).
    ...(accountId === undefined ? {} : { accountId }),
    account,
    ...(nickname === undefined ? {} : { nickname }),
    ...(walletAddr === undefined ? {} : { walletAddr }),
    ...(walletType === undefined ? {} : { walletType }),
    // userInfo.enjinWalletAddr (spec 3: kept in the application state), '' once the player has none linked.
    ...(enjinWalletAddr === undefined ? {} : { enjinWalletAddr }),
    // A reload must keep saying the wallet was not verified by signature.
    ...(walletUnverified === true ? { walletUnverified: true as const } : {}),
  };
}

/**
 * Reads what a previous visit stored; anything malformed counts as nothing stored. A record stored whole by an older
 * version (tokens, email, balances…) is rewritten in the slim form when the storage can be written.
 */
export function readStoredSession(storage: Pick<Storage, 'getItem'> & Partial<Pick<Storage, 'setItem'>>): StoredSession | null {
  const loginBy = LOGIN_BY.find((method) => method === storage.getItem(KEY.loginBy));
  if (!loginBy) return null;
  const raw = storage.getItem(KEY.user);
  let user: StoredSession['user'] = null;
  try {
    user = storedUser(JSON.parse(raw ?? 'null'));
  } catch {
    user = null;
  }
  if (user && storage.setItem && raw !== JSON.stringify(user)) storage.setItem(KEY.user, JSON.stringify(user));
  return { loginBy, user };
}

/** Stores the login method and only the session's fields of the user (ids and display fields), whatever else it carries. */
export function writeStoredSession(storage: Pick<Storage, 'setItem'>, session: StoredSession): void {
  storage.setItem(KEY.loginBy, session.loginBy);
  storage.setItem(KEY.user, JSON.stringify(session.user && storedUser(session.user)));
}

/** Where the transaction tracker keeps each signed-in user's list (src/features/tx/services/txStore.ts). */
export const TX_LIST_KEY_PREFIX = 'txs.';

/**
 * Logout's wipe (spec 4): everything this app stored in the browser, except each user's transaction list, which the
 * tracker keeps across logout so a transaction still pending shows again at the next sign-in (docs/decisions.md).
 */
export function clearExceptTxLists(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): void {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
  for (const key of keys) if (!key.startsWith(TX_LIST_KEY_PREFIX)) storage.removeItem(key);
}
