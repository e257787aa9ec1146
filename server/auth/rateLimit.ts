// Atomic sliding-window limits kept in the database, so they hold across processes and under parallel requests.
import type { Queryable } from '../db/client';
import type { Context } from 'hono';
import type { Config } from '../config';
import { clientIp } from '../http/clientIp';
import { ApiError } from '../http/errors';
import { THROTTLES, type ThrottleName } from './limits';

/**
 * Takes one slot of key if fewer than limit were taken in the last periodMs, in one statement: the row lock of
 * ON CONFLICT DO UPDATE makes parallel callers queue, so a burst can never take more than limit slots.
 * A refused call takes nothing. Returns whether the slot was taken.
 */
export async function takeSlot(q: Queryable, key: string, limit: number, periodMs: number, now: number): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO rate_windows (key, hits) VALUES ($1, ARRAY[$2::bigint])
     ON CONFLICT (key) DO UPDATE
       SET hits = COALESCE((SELECT array_agg(h) FROM unnest(rate_windows.hits) AS h WHERE h > $2::bigint - $3::bigint), '{}'::bigint[]) || $2::bigint
       WHERE (SELECT count(*) FROM unnest(rate_windows.hits) AS h WHERE h > $2::bigint - $3::bigint) < $4::int
     RETURNING key`,
    [key, now, periodMs, limit],
  );
  return rows.length > 0;
}

/** Takes a slot of the named throttle (THROTTLES) for who (a source address or an account), or answers 429 error-msg-rate-limit. */
export async function throttle(q: Queryable, name: ThrottleName, who: string, now: number): Promise<void> {
  const [limit, periodMs] = THROTTLES[name];
  if (!(await takeSlot(q, `${name}:${who.toLowerCase()}`, limit, periodMs, now)))
    throw new ApiError(429, 'error-msg-rate-limit', 'Too many requests; wait before trying again');
}

/** The source-address throttle of a request (the address clientIp trusts). */
export const throttleSource = (q: Queryable, c: Context, config: Pick<Config, 'trustedProxyHops' | 'now'>, name: ThrottleName) =>
  throttle(q, name, clientIp(c, config.trustedProxyHops), config.now());
