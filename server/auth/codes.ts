// Email and SMS verification codes: 3:00 expiry, per-target and per-source send limits, atomic wrong-try limit, DEV outbox.
import { createHmac, randomInt } from 'node:crypto';
import type { CodePurpose } from '@common/api/member';
import type { Config } from '../config';
import { LIMITS, TTL } from '../config';
import type { Queryable } from '../db/client';
import { ApiError, badInput } from '../http/errors';
import { AUTH_LIMITS } from './limits';
import { takeSlot } from './rateLimit';

export type Channel = 'email' | 'sms';

/** The one spelling of a contact that codes, tickets and accounts compare. */
export const normalTarget = (channel: Channel, target: string) => (channel === 'email' ? target.trim().toLowerCase() : target.replace(/\D/g, ''));

/**
 * What is stored of a code: HMAC-SHA256 under the configured key, so the table (a backup, a leak) does not give the
 * code away to a million SHA-256 guesses. Bound to the flow and the contact.
 */
export function codeHash(key: string, purpose: CodePurpose, target: string, code: string): string {
  return createHmac('sha256', key).update(`${purpose}:${target}:${code}`, 'utf8').digest('hex');
}

const noCodeKey = () => new ApiError(503, 'error-msg-server', 'No verification code key is configured (API_CODE_KEY)');

const tooMany = () => new ApiError(429, 'error-msg-rate-limit', 'Too many codes requested; wait before asking again');

/**
 * Sends a code for one purpose. The source's slot is taken first, then the target's minute and hour slots, each in
 * one atomic statement, so a parallel burst sends no more than the limits allow.
 */
export async function sendCode(q: Queryable, config: Config, source: string, channel: Channel, rawTarget: string, purpose: CodePurpose): Promise<void> {
  const target = normalTarget(channel, rawTarget);
  const now = config.now();
  const key = config.codeKey;
  if (!key) throw noCodeKey();
  if (!(await takeSlot(q, `code-source:${source}`, AUTH_LIMITS.codeSendsPerSource, AUTH_LIMITS.codeSendSourceWindowMs, now))) throw tooMany();
  // The resend interval is per flow (a user who just signed up may find their ID at once); the hourly cap is per target.
  if (!(await takeSlot(q, `code-target-min:${channel}:${purpose}:${target}`, 1, LIMITS.codeResendMs, now))) throw tooMany();
  if (!(await takeSlot(q, `code-target-hour:${channel}:${target}`, LIMITS.codesPerHour, 3_600_000, now))) throw tooMany();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await q.query('INSERT INTO verification_codes (channel, target, purpose, code_hash, expires_at, created_at) VALUES ($1,$2,$3,$4,$5,$6)', [
    channel,
    target,
    purpose,
    codeHash(key, purpose, target, code),
    now + TTL.codeMs,
    now,
  ]);
  // Only the local world keeps the code in clear (its outbox is the developer's inbox); production keeps a masked record.
  const shown = config.mode === 'DEV' ? code : '******';
  const body = `Your verification code is ${shown}. It expires in 3 minutes.`;
  await q.query('INSERT INTO outbox (channel, recipient, body, code, created_at) VALUES ($1,$2,$3,$4,$5)', [
    channel,
    target,
    body,
    config.mode === 'DEV' ? code : '',
    now,
  ]);
  // The local world has no mail or SMS service: the developer reads the code here or at GET /dev/outbox.
  if (config.mode === 'DEV') config.log(`[outbox] ${channel} to ${target}: ${code}`);
}

/**
 * Checks a code of the newest live code for (channel, target, purpose). The try is counted before the comparison in
 * the same statement that admits it, so no more than LIMITS.codeAttempts tries ever reach a comparison, even in a
 * parallel burst; marking it verified is conditional too, so one code verifies once. Returns the normalised target.
 */
export async function checkCode(q: Queryable, config: Config, channel: Channel, rawTarget: string, purpose: CodePurpose, code: string): Promise<string> {
  const target = normalTarget(channel, rawTarget);
  const now = config.now();
  const row = (
    await q.query<{ id: number; code_hash: string }>(
      `UPDATE verification_codes SET attempts = attempts + 1
       WHERE id = (SELECT id FROM verification_codes WHERE channel = $1 AND target = $2 AND purpose = $3 ORDER BY created_at DESC, id DESC LIMIT 1)
         AND verified_at IS NULL AND expires_at > $4 AND attempts < $5
       RETURNING id, code_hash`,
      [channel, target, purpose, now, LIMITS.codeAttempts],
    )
  )[0];
  if (!row) throw badInput('error-msg-cert-expired', 'No live code for this target; request a new one');
  if (!config.codeKey || row.code_hash !== codeHash(config.codeKey, purpose, target, code)) throw badInput('error-msg-cert-code', 'Wrong verification code');
  const marked = await q.query('UPDATE verification_codes SET verified_at = $1 WHERE id = $2 AND verified_at IS NULL RETURNING id', [now, row.id]);
  if (!marked.length) throw badInput('error-msg-cert-expired', 'This code was already used');
  return target;
}
