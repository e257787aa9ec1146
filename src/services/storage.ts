// Browser storage for the session: the stored login method (loginBy) and the user kept with it.
// zod/mini: this module is in every route's first load, where classic zod would add about 10 KB gzipped.
import { z } from 'zod/mini';
import { WALLET_TYPE_CODES } from '../../common/domain/wallet';
import type { StoredSession } from '../../machines/app/sessionMachine';

const KEY = { loginBy: 'loginBy', user: 'userInfo' } as const;

const StoredUser = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.optional(z.string()),
  walletAddr: z.optional(z.string()),
  walletType: z.optional(z.literal(WALLET_TYPE_CODES)),
});
const LoginBy = z.enum(['wallet', 'id', 'google', 'facebook']);

/** Reads what a previous visit stored; anything malformed counts as nothing stored. */
export function readStoredSession(storage: Pick<Storage, 'getItem'>): StoredSession | null {
  const loginBy = LoginBy.safeParse(storage.getItem(KEY.loginBy));
  if (!loginBy.success) return null;
  let user: StoredSession['user'] = null;
  try {
    const parsed = StoredUser.safeParse(JSON.parse(storage.getItem(KEY.user) ?? 'null'));
    user = parsed.success ? parsed.data : null;
  } catch {
    user = null;
  }
  return { loginBy: loginBy.data, user };
}

export function writeStoredSession(storage: Pick<Storage, 'setItem'>, session: StoredSession): void {
  storage.setItem(KEY.loginBy, session.loginBy);
  storage.setItem(KEY.user, JSON.stringify(session.user));
}
