// Verified-code tickets: single use, short-lived, bound to one purpose, one contact and the client (cookie) that verified it.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { CodePurpose } from '@common/api/member';
import type { Config } from '../config';
import type { Queryable } from '../db/client';
import { AUTH_LIMITS } from './limits';
import { randomToken, sha256 } from './password';
import type { Channel } from './codes';

/** __Host- makes the browser refuse the cookie unless Secure, Path=/ and no Domain: a sibling host cannot plant it. */
export const ticketCookieName = (config: Config) => (config.mode === 'PROD' ? '__Host-mw_verify' : 'mw_verify');

const clientToken = (c: Context, config: Config) => {
  const v = getCookie(c, ticketCookieName(config));
  return v && /^[A-Za-z0-9_-]{40,64}$/.test(v) ? v : undefined;
};

export interface TicketFor {
  purpose: CodePurpose;
  channel: Channel;
  /** Normalised contact (see normalTarget). */
  target: string;
}

/**
 * Records a ticket for this client. The client's cookie is replaced by a new random value on every issue (its live
 * tickets move with it), so a value someone planted or saw earlier never reaches a ticket.
 */
export async function issueTicket(c: Context, q: Queryable, config: Config, t: TicketFor): Promise<void> {
  const now = config.now();
  const fresh = randomToken(32);
  const old = clientToken(c, config);
  if (old) await q.query('UPDATE verification_tickets SET client_hash = $1 WHERE client_hash = $2 AND expires_at > $3', [sha256(fresh), sha256(old), now]);
  await q.query('DELETE FROM verification_tickets WHERE expires_at <= $1', [now]);
  await q.query('INSERT INTO verification_tickets (client_hash, purpose, channel, target, expires_at, created_at) VALUES ($1,$2,$3,$4,$5,$6)', [
    sha256(fresh),
    t.purpose,
    t.channel,
    t.target,
    now + AUTH_LIMITS.ticketMs,
    now,
  ]);
  setCookie(c, ticketCookieName(config), fresh, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: config.mode === 'PROD',
    path: '/',
    maxAge: AUTH_LIMITS.ticketMs / 1000,
  });
}

const LIVE = 'client_hash = $1 AND purpose = $2 AND channel = $3 AND target = $4 AND expires_at > $5';
const params = (c: Context, config: Config, t: TicketFor) => {
  const token = clientToken(c, config);
  return token ? [sha256(token), t.purpose, t.channel, t.target, config.now()] : undefined;
};

/** Whether this client holds a live ticket (to answer early with the right message; only consumeTicket grants). */
export async function hasTicket(c: Context, q: Queryable, config: Config, t: TicketFor): Promise<boolean> {
  const p = params(c, config, t);
  return p ? (await q.query(`SELECT 1 FROM verification_tickets WHERE ${LIVE} LIMIT 1`, p)).length > 0 : false;
}

/** Uses up one live ticket in one statement; of parallel callers holding the same ticket only one gets true. */
export async function consumeTicket(c: Context, q: Queryable, config: Config, t: TicketFor): Promise<boolean> {
  const p = params(c, config, t);
  if (!p) return false;
  const rows = await q.query(
    `DELETE FROM verification_tickets WHERE id = (SELECT id FROM verification_tickets WHERE ${LIVE} ORDER BY id LIMIT 1) AND ${LIVE} RETURNING id`,
    p,
  );
  return rows.length > 0;
}
