// Slow salted storage of the client's password hash (scrypt from node:crypto, no dependency). What the client sends
// (the front end's SHA-256 of the password) is the password here: it is hashed as any password would be.
import { randomBytes, scrypt, timingSafeEqual, createHash } from 'node:crypto';

/** OWASP's password storage cheat sheet: scrypt N=2^17, r=8, p=1 (issue 24; hashes made with 2^14 are redone at login). */
export const SCRYPT = { N: 131_072, r: 8, p: 1 } as const;
const KEYLEN = 32;

function derive(secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; twice that leaves room for the largest parameters a stored hash may name.
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEYLEN, { N: n, r, p, maxmem: 256 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** True when a stored hash was made with other parameters than SCRYPT: the next successful login stores a new one. */
export function needsRehash(stored: string | null): boolean {
  const [kind, n, r, p] = (stored ?? '').split('$');
  return kind === 'scrypt' && (Number(n) !== SCRYPT.N || Number(r) !== SCRYPT.r || Number(p) !== SCRYPT.p);
}

/** Stored form: scrypt$N$r$p$salt$key (base64url). */
export async function hashPassword(clientHash: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(clientHash, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(clientHash: string, stored: string | null): Promise<boolean> {
  // Unknown accounts still cost one derivation so timing does not reveal which IDs exist.
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await derive(clientHash, randomBytes(16), SCRYPT.N, SCRYPT.r, SCRYPT.p);
    return false;
  }
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64url');
  const got = await derive(clientHash, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return got.length === expected.length && timingSafeEqual(got, expected);
}

/** What the front end sends for a raw password: SHA-256, lowercase hex. */
export function clientPasswordHash(raw: string): string {
  return createHash('sha256').update(raw, 'utf8').digest('hex');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
