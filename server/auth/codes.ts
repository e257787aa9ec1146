// Email and SMS verification codes: 3:00 expiry, rate limits, wrong-try limit, and the DEV outbox.
import { randomInt } from 'node:crypto';
import type { Config } from '../config';
import { LIMITS, TTL } from '../config';
import type { Queryable } from '../db/client';
import { ApiError, badInput } from '../http/errors';
import { sha256 } from './password';

export type Channel = 'email' | 'sms';

const normal = (channel: Channel, target: string) => (channel === 'email' ? target.trim().toLowerCase() : target.replace(/\D/g, ''));

export async function sendCode(q: Queryable, config: Config, channel: Channel, rawTarget: string): Promise<void> {
  const target = normal(channel, rawTarget);
  const now = config.now();
  const recent = await q.query<{ created_at: number }>(
    'SELECT created_at FROM verification_codes WHERE channel = $1 AND target = $2 AND created_at > $3 ORDER BY created_at DESC',
    [channel, target, now - 3_600_000],
  );
  if (recent.length >= LIMITS.codesPerHour || (recent[0] && recent[0].created_at > now - LIMITS.codeResendMs)) {
    throw new ApiError(429, 'error-msg-rate-limit', 'Too many codes requested; wait before asking again');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await q.query('INSERT INTO verification_codes (channel, target, code_hash, expires_at, created_at) VALUES ($1,$2,$3,$4,$5)', [
    channel,
    target,
    sha256(`${target}:${code}`),
    now + TTL.codeMs,
    now,
  ]);
  const body = `Your verification code is ${code}. It expires in 3 minutes.`;
  await q.query('INSERT INTO outbox (channel, recipient, body, code, created_at) VALUES ($1,$2,$3,$4,$5)', [channel, target, body, code, now]);
  // The local world has no mail or SMS service: the developer reads the code here or at GET /dev/outbox.
  if (config.mode === 'DEV') config.log(`[outbox] ${channel} to ${target}: ${code}`);
}

export async function checkCode(q: Queryable, config: Config, channel: Channel, rawTarget: string, code: string): Promise<void> {
  const target = normal(channel, rawTarget);
  const now = config.now();
  const row = (
    await q.query<{ id: number; code_hash: string; attempts: number; expires_at: number; verified_at: number | null }>(
      'SELECT id, code_hash, attempts, expires_at, verified_at FROM verification_codes WHERE channel = $1 AND target = $2 ORDER BY created_at DESC, id DESC LIMIT 1',
      [channel, target],
    )
  )[0];
  if (!row || row.verified_at !== null || row.expires_at <= now || row.attempts >= LIMITS.codeAttempts) {
    throw badInput('error-msg-cert-expired', 'No live code for this target; request a new one');
  }
  if (row.code_hash !== sha256(`${target}:${code}`)) {
    await q.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    throw badInput('error-msg-cert-code', 'Wrong verification code');
  }
  await q.query('UPDATE verification_codes SET verified_at = $1 WHERE id = $2', [now, row.id]);
}

/** True when target had a code verified in the last 30 minutes. */
export async function isVerified(q: Queryable, config: Config, channel: Channel, rawTarget: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM verification_codes WHERE channel = $1 AND target = $2 AND verified_at > $3 LIMIT 1', [
    channel,
    normal(channel, rawTarget),
    config.now() - TTL.verifiedMs,
  ]);
  return rows.length > 0;
}

/** A verification is used once: sign-up or recovery consumes it. */
export async function consumeVerification(q: Queryable, channel: Channel, rawTarget: string): Promise<void> {
  await q.query('DELETE FROM verification_codes WHERE channel = $1 AND target = $2 AND verified_at IS NOT NULL', [channel, normal(channel, rawTarget)]);
}
