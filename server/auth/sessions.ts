// Login sessions (HttpOnly SameSite=Strict cookie, 30 days, rotated on refresh) and short-lived authTokens for game calls.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config';
import { TTL } from '../config';
import type { Queryable } from '../db/client';
import { unauthorized } from '../http/errors';
import { randomToken, sha256 } from './password';
import { userById, type UserRow } from './users';

/** __Host- in PROD: the browser keeps it only if Secure, Path=/ and host-only, so no sibling host can plant or widen it. */
export const sessionCookieName = (config: Config) => (config.mode === 'PROD' ? '__Host-mw_session' : 'mw_session');

/**
 * A new session row: 30 days from now (sliding, renewed by rotation) but never past loginAt + TTL.sessionAbsoluteMs.
 * Expired sessions and game tokens are purged here, so the tables do not grow with every sign-in.
 */
export async function createSession(q: Queryable, config: Config, userId: number, loginBy: number, loginAt = config.now()): Promise<string> {
  const token = randomToken();
  const now = config.now();
  await q.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
  await q.query('DELETE FROM auth_tokens WHERE expires_at <= $1', [now]);
  await q.query('INSERT INTO sessions (token_hash, user_id, login_by, created_at, expires_at, login_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    sha256(token),
    userId,
    loginBy,
    now,
    Math.min(now + TTL.sessionMs, loginAt + TTL.sessionAbsoluteMs),
    loginAt,
  ]);
  return token;
}

export function setSessionCookie(c: Context, config: Config, token: string): void {
  // Strict: the front end calls the API from its own site (127.0.0.1 with another port is the same site), so no flow
  // needs the cookie on a request another site starts; Lax would still send it on cross-site top-level GETs.
  setCookie(c, sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: config.mode === 'PROD',
    path: '/',
    maxAge: TTL.sessionMs / 1000,
  });
}

export interface Session {
  tokenHash: string;
  user: UserRow;
  loginBy: number;
  /** When the user signed in (carried over by rotation). */
  loginAt: number;
}

export async function currentSession(c: Context, q: Queryable, config: Config): Promise<Session | undefined> {
  const token = getCookie(c, sessionCookieName(config));
  if (!token || token.length > 100) return undefined;
  const row = (
    await q.query<{ user_id: number; login_by: number; expires_at: number; login_at: number | string | null; created_at: number | string }>(
      'SELECT user_id, login_by, expires_at, login_at, created_at FROM sessions WHERE token_hash = $1',
      [sha256(token)],
    )
  )[0];
  const loginAt = Number(row?.login_at ?? row?.created_at);
  if (!row || row.expires_at <= config.now() || loginAt + TTL.sessionAbsoluteMs <= config.now()) return undefined;
  const user = await userById(q, row.user_id);
  return user ? { tokenHash: sha256(token), user, loginBy: row.login_by, loginAt } : undefined;
}

export async function requireSession(c: Context, q: Queryable, config: Config): Promise<Session> {
  const s = await currentSession(c, q, config);
  if (!s) throw unauthorized();
  return s;
}

/**
 * Replaces the session by a new one (new cookie, fresh 30 days). The old token keeps working for TTL.sessionGraceMs, so
 * calls the browser sent with it at the same moment are still the user's; it is never rotated twice: a second refresh
 * with it (two at once) keeps the cookie the first one set. Marking the old row and inserting its successor is one
 * statement: a logout between the two would otherwise end the old token and leave the new one alive.
 * Answers false when the session is gone (ended between the caller's read and now).
 */
export async function rotateSession(c: Context, q: Queryable, config: Config, s: Session): Promise<boolean> {
  const now = config.now();
  const token = randomToken();
  const rotated = await q.query(
    `WITH old AS (
       UPDATE sessions SET replaced_at = $2, expires_at = LEAST(expires_at, $3)
       WHERE token_hash = $1 AND replaced_at IS NULL RETURNING user_id, login_by, login_at
     )
     INSERT INTO sessions (token_hash, user_id, login_by, created_at, expires_at, login_at)
     SELECT $4, user_id, login_by, $2, LEAST($5::bigint, COALESCE(login_at, $2) + $6::bigint), login_at FROM old RETURNING 1`,
    [s.tokenHash, now, now + TTL.sessionGraceMs, sha256(token), now + TTL.sessionMs, TTL.sessionAbsoluteMs],
  );
  if (rotated.length) {
    setSessionCookie(c, config, token);
    return true;
  }
  return (await q.query('SELECT 1 FROM sessions WHERE token_hash = $1', [s.tokenHash])).length > 0;
}

/**
 * Logs out: the token, any rotated token of the same user still in its grace, and the token's successors from the same
 * sign-in (rotations carry login_at over), so a logout sent with a cookie rotated a moment ago still ends the session.
 * The token's own row goes first: a rotation of it running now holds that row, so the second statement, which starts
 * after, sees the successor it inserted.
 */
export async function endSession(c: Context, q: Queryable, config: Config): Promise<void> {
  const name = sessionCookieName(config);
  const token = getCookie(c, name);
  if (token) {
    const [row] = await q.query<{ user_id: number; login_at: number | null }>('DELETE FROM sessions WHERE token_hash = $1 RETURNING user_id, login_at', [
      sha256(token),
    ]);
    if (row) {
      await q.query('DELETE FROM sessions WHERE user_id = $1 AND (replaced_at IS NOT NULL OR login_at = $2)', [row.user_id, row.login_at ?? -1]);
    }
  }
  deleteCookie(c, name, { path: '/', secure: config.mode === 'PROD' });
}

/** Ends every session and game token of a user (after a password change or reset, whoever had them loses them). */
export async function endAllSessions(q: Queryable, userId: number): Promise<void> {
  await q.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  await q.query('DELETE FROM auth_tokens WHERE user_id = $1', [userId]);
}

export async function issueAuthToken(q: Queryable, config: Config, userId: number): Promise<{ token: string; expiresAt: number }> {
  const token = randomToken();
  const expiresAt = config.now() + TTL.authTokenMs;
  await q.query('INSERT INTO auth_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [sha256(token), userId, expiresAt]);
  return { token, expiresAt };
}

/** The user an authToken belongs to, if it is live and matches accountId; else 401. */
export async function requireAuthToken(q: Queryable, config: Config, token: string, accountId: string): Promise<UserRow> {
  const row = (await q.query<{ user_id: number; expires_at: number }>('SELECT user_id, expires_at FROM auth_tokens WHERE token_hash = $1', [sha256(token)]))[0];
  if (!row || row.expires_at <= config.now()) throw unauthorized('authToken missing or expired');
  const user = await userById(q, row.user_id);
  if (!user || user.account_id !== accountId) throw unauthorized('authToken does not match accountId');
  return user;
}
