// Slow salted storage of the client's password hash (scrypt from node:crypto, no dependency).
import { randomBytes, scrypt, timingSafeEqual, createHash } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

function derive(secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEYLEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Stored form: scrypt$N$r$p$salt$key (base64url). */
export async function hashPassword(clientHash: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(clientHash, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(clientHash: string, stored: string | null): Promise<boolean> {
  // Unknown accounts still cost one derivation so timing does not reveal which IDs exist.
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await derive(clientHash, randomBytes(16), N, R, P);
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
