// Slow salted storage of the client's password hash: Argon2id (@node-rs/argon2, native, off the event loop). What the
// client sends (the front end's SHA-256 of the password) is the password here: it is hashed as any password would be.
// Hashes stored before issue 25 are scrypt; they still verify and are redone in Argon2id at the next successful login.
import { randomBytes, scrypt, timingSafeEqual, createHash } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Options } from '@node-rs/argon2';

/**
 * OWASP's password storage cheat sheet, its first choice at its minimum: Argon2id, m = 19 MiB, t = 2, p = 1. One hash
 * takes about 30-90 ms here where scrypt N = 2^17 took 0.8-1.6 s (docs/decisions.md, issue 25).
 */
export const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// 2 is Algorithm.Argon2id: a const enum, which isolatedModules cannot import as a value.
const ARGON2_OPTIONS: Options = { algorithm: 2, ...ARGON2 };
const ARGON2_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;
/** A well-formed hash of nothing anyone knows: unknown accounts are checked against it at full cost. */
let dummyHash: Promise<string> | undefined;
const KEYLEN = 32;

function deriveScrypt(secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; twice that leaves room for the largest parameters a stored hash may name.
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEYLEN, { N: n, r, p, maxmem: 256 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** True when a stored hash is not Argon2id with ARGON2's parameters (scrypt, or other costs): the next login redoes it. */
export function needsRehash(stored: string | null): boolean {
  return stored !== null && stored !== '' && !stored.startsWith(ARGON2_PREFIX);
}

/** Stored form: Argon2id's PHC string ($argon2id$v=19$m=...,t=...,p=...$salt$hash). */
export function hashPassword(clientHash: string): Promise<string> {
  return argon2Hash(clientHash, ARGON2_OPTIONS);
}

async function verifyScrypt(clientHash: string, parts: string[]): Promise<boolean> {
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64url');
  const got = await deriveScrypt(clientHash, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return got.length === expected.length && timingSafeEqual(got, expected);
}

export async function verifyPassword(clientHash: string, stored: string | null): Promise<boolean> {
  const value = stored ?? '';
  if (value.startsWith('$argon2')) return argon2Verify(value, clientHash).catch(() => false);
  const parts = value.split('$');
  // Hashes from before issue 25: scrypt$N$r$p$salt$key (base64url).
  if (parts.length === 6 && parts[0] === 'scrypt') return verifyScrypt(clientHash, parts);
  // Unknown accounts still cost one derivation so timing does not reveal which IDs exist.
  dummyHash ??= hashPassword(randomToken());
  await argon2Verify(await dummyHash, clientHash).catch(() => false);
  return false;
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
