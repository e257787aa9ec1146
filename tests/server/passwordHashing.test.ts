// Hardening round 2 (issue 24): passwords (the front end's SHA-256, treated as the password) are stored with OWASP's
// scrypt parameters, and a hash made with the old N = 2^14 is redone at the next successful login.
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT, verifyPassword } from '../../server/auth/password';
import { form, idLogin, SEED_PW, startWorld, type TestWorld } from './support';

let w: TestWorld;

beforeAll(async () => {
  w = await startWorld();
}, 60_000);

afterAll(async () => {
  await w?.stop();
});

/** A stored hash as the API made it before issue 24: scrypt N = 2^14. */
function oldHash(clientHash: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(clientHash, salt, 32, { N: 16_384, r: 8, p: 1 });
  return ['scrypt', 16_384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const storedHash = async (account: string) =>
  (await w.api.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE account = $1', [account]))[0]!.password_hash;

describe('password storage', () => {
  it("stores new hashes with OWASP's scrypt parameters (N = 2^17, r = 8, p = 1)", async () => {
    expect(SCRYPT).toEqual({ N: 131_072, r: 8, p: 1 });
    const h = await hashPassword(SEED_PW);
    expect(h.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword(SEED_PW, h)).toBe(true);
    expect(await verifyPassword(SEED_PW.replace(/^./, '0'), h)).toBe(false);
  });

  it('redoes a 2^14 hash at the next login; a wrong password changes nothing', async () => {
    const old = oldHash(SEED_PW);
    await w.api.db.query('UPDATE users SET password_hash = $1 WHERE account = $2', [old, 'tester01']);
    expect((await form(w, '/web/login', { account: 'tester01', password: SEED_PW.replace(/^./, '0') })).status).toBe(401);
    expect(await storedHash('tester01')).toBe(old);
    await idLogin(w, 'tester01');
    const now = await storedHash('tester01');
    expect(now.startsWith('scrypt$131072$8$1$')).toBe(true);
    await idLogin(w, 'tester01');
    expect(await storedHash('tester01')).toBe(now);
  });
});
