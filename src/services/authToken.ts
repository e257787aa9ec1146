// The game authToken (refreshToken) of the signed-in user, one for the whole app: every save log shares it, so one refresh serves them all.
import type { ApiClient } from './api/client';

/** The signed-in user as the session holds it; the token (and the logs) need both ids. */
export interface LogUser {
  id: string;
  accountId?: string;
}

/** Renewed a minute before it expires: each refresh rotates the session cookie, so it is asked for no more than needed. */
const MARGIN_MS = 60_000;
let cached: { user: string; value: string; until: number } | null = null;
let inFlight: { user: string; promise: Promise<string | null> } | null = null;

/** The user's live authToken, asking refreshToken only when none is cached; calls at the same moment share one refresh. Null without a session. */
export function authTokenFor(api: Pick<ApiClient, 'refreshToken'>, user: Required<LogUser>, now: () => number): Promise<string | null> {
  if (cached && cached.user === user.id && cached.until > now()) return Promise.resolve(cached.value);
  if (inFlight && inFlight.user === user.id) return inFlight.promise;
  const promise = api
    .refreshToken({ accountId: user.accountId, accountIdx: Number(user.id) })
    .then((answer) => {
      if (answer.result !== 0) return null;
      cached = { user: user.id, value: answer.authToken, until: Date.parse(answer.expiresAt) - MARGIN_MS };
      return answer.authToken;
    })
    .finally(() => {
      if (inFlight?.promise === promise) inFlight = null;
    });
  inFlight = { user: user.id, promise };
  return promise;
}

/** Forgets the token (a refused log, sign-out, tests). */
export function forgetAuthToken(): void {
  cached = null;
}

/** The user when a log can be written for them (a numeric id and an account id), else null. */
export function loggableUser(user: LogUser | null): Required<LogUser> | null {
  return user?.accountId && /^\d+$/.test(user.id) ? { id: user.id, accountId: user.accountId } : null;
}
