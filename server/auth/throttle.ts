// Durable back-off for password checks (login, change password, edit profile), per account and per source address.
import type { Context } from 'hono';
import type { Config } from '../config';
import { LIMITS } from '../config';
import type { Db, Queryable } from '../db/client';
import { clientIp } from '../http/clientIp';
import { ApiError } from '../http/errors';
import { AUTH_LIMITS } from './limits';

/** One counter: its key and how many failures it tolerates before back-off. */
export interface ThrottleKey {
  key: string;
  failures: number;
  /** A success clears this counter (the account's); otherwise a success only gives back its own attempt. */
  resetOnSuccess: boolean;
}

export const rateLimited = () => new ApiError(429, 'error-msg-rate-limit', 'Too many attempts; wait before trying again');

/** Back-off after `failures` failures with `tolerated` allowed: none below, then doubling from the base up to the cap. */
export function backoffMs(failures: number, tolerated: number): number {
  if (failures < tolerated) return 0;
  return Math.min(AUTH_LIMITS.backoffBaseMs * 2 ** Math.min(failures - tolerated, 20), AUTH_LIMITS.backoffCapMs);
}

/**
 * Counts one attempt on a key before the password is compared, unless the key is backed off (then null).
 * The row stays locked until the transaction ends, so parallel attempts queue and each sees the last count.
 */
async function countAttempt(q: Queryable, k: ThrottleKey, now: number): Promise<boolean> {
  const row = (
    await q.query<{ failures: number }>(
      `INSERT INTO login_throttle (key, failures, blocked_until, last_at) VALUES ($1, 1, 0, $2)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN GREATEST(login_throttle.blocked_until, login_throttle.last_at) < $2::bigint - $3::bigint THEN 1 ELSE
           login_throttle.failures + 1 END,
         last_at = $2
       WHERE login_throttle.blocked_until <= $2
       RETURNING failures`,
      [k.key, now, AUTH_LIMITS.failureQuietMs],
    )
  )[0];
  if (!row) return false;
  const wait = backoffMs(row.failures, k.failures);
  if (wait > 0) await q.query('UPDATE login_throttle SET blocked_until = $2 WHERE key = $1', [k.key, now + wait]);
  return true;
}

/**
 * Runs a password check under the throttle of keys: every key must be outside its back-off (else 429, and nothing
 * is counted), each attempt counts as a failure until the check says otherwise, and a success gives it back.
 */
export async function throttled(db: Db, config: Config, keys: readonly ThrottleKey[], check: () => Promise<boolean>): Promise<boolean> {
  const now = config.now();
  await db.tx(async (q) => {
    // Always the same key order (account before source), so two transactions never wait on each other in a cycle.
    for (const k of keys) if (!(await countAttempt(q, k, now))) throw rateLimited();
  });
  const ok = await check();
  if (ok) {
    for (const k of keys) {
      if (k.resetOnSuccess) await db.query('DELETE FROM login_throttle WHERE key = $1', [k.key]);
      else await db.query('UPDATE login_throttle SET failures = GREATEST(failures - 1, 0) WHERE key = $1', [k.key]);
    }
  }
  return ok;
}

/** The counters of one password check: the account (cleared by a success) and the source address (shared by all accounts). */
export function passwordKeys(c: Context, config: Config, account: string): ThrottleKey[] {
  return [
    { key: `account:${account}`, failures: LIMITS.loginFailures, resetOnSuccess: true },
    { key: `source:${clientIp(c, config.trustedProxyHops)}`, failures: AUTH_LIMITS.sourceFailures, resetOnSuccess: false },
  ];
}
