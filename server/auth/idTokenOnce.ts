// An OpenID Connect ID token signs in once: its hash is kept until the token expires, and a replay is refused.
import { decodeJwt } from 'jose';
import type { Config } from '../config';
import type { Queryable } from '../db/client';
import { ApiError } from '../http/errors';
import { sha256 } from './password';

/** Longest a token is remembered when it names no expiry (the verifier refuses those anyway). */
const FALLBACK_MS = 24 * 3_600_000;

/** Call after the token's signature, issuer, audience and expiry were verified. */
export async function acceptIdTokenOnce(q: Queryable, config: Config, token: string): Promise<void> {
  const now = config.now();
  let exp: number | undefined;
  try {
    exp = decodeJwt(token).exp;
  } catch {
    exp = undefined;
  }
  // A clock skew allowance of the verifier could accept a token a little past exp: keep it a minute longer.
  const keepUntil = typeof exp === 'number' ? exp * 1000 + 60_000 : now + FALLBACK_MS;
  await q.query('DELETE FROM used_id_tokens WHERE expires_at <= $1', [now]);
  const fresh = await q.query('INSERT INTO used_id_tokens (token_hash, expires_at) VALUES ($1, $2) ON CONFLICT (token_hash) DO NOTHING RETURNING token_hash', [
    sha256(token),
    keepUntil,
  ]);
  if (!fresh.length) throw new ApiError(401, 'error-msg-sns-token', 'ID token already used');
}
