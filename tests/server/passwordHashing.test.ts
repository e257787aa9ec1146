// Password storage (issues 24 and 25): passwords (the front end's SHA-256, treated as the password) are stored in
// Argon2id with OWASP's minimum (m = 19 MiB, t = 2, p = 1); scrypt hashes from before still verify and are redone in
// Argon2id at the next successful login.
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARGON2, hashPassword, needsRehash, verifyPassword } from '../../server/auth/password';
import { form, idLogin, SEED_PW, startWorld, type TestWorld } from './support';

let w: TestWorld;

beforeAll(async () => {
  w = await startWorld();
}, 60_000);

afterAll(async () => {
  await w?.stop();
});

/** A stored hash as the API made it before issue 25: scrypt (N = 2^17 since issue 24, 2^14 before). */
function scryptHash(clientHash: string, n: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(clientHash, salt, 32, { N: n, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
  return ['scrypt', n, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const storedHash = async (account: string) =>
  (await w.api.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE account = $1', [account]))[0]!.password_hash;
const wrongPw = SEED_PW.replace(/^./, SEED_PW.startsWith('0') ? '1' : '0');
const ARGON2_PHC = '$argon2id$v=19$m=19456,t=2,p=1$';

describe('password storage', () => {
  it("stores new hashes in Argon2id with OWASP's minimum (m = 19 MiB, t = 2, p = 1) as a PHC string", async () => {
    expect(ARGON2).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const h = await hashPassword(SEED_PW);
    expect(h.startsWith(ARGON2_PHC)).toBe(true);
    expect(needsRehash(h)).toBe(false);
    expect(await verifyPassword(SEED_PW, h)).toBe(true);
    expect(await verifyPassword(wrongPw, h)).toBe(false);
  });

  it('still verifies scrypt hashes, and says they are to be redone', async () => {
    for (const n of [16_384, 131_072]) {
      const old = scryptHash(SEED_PW, n);
      expect(await verifyPassword(SEED_PW, old)).toBe(true);
      expect(await verifyPassword(wrongPw, old)).toBe(false);
      expect(needsRehash(old)).toBe(true);
    }
  });

  it('answers false for an account without a hash or with a malformed one', async () => {
    expect(await verifyPassword(SEED_PW, null)).toBe(false);
    expect(await verifyPassword(SEED_PW, '$argon2id$v=19$m=19456,t=2,p=1$broken')).toBe(false);
    expect(await verifyPassword(SEED_PW, 'scrypt$1$2')).toBe(false);
  });

  it('redoes a scrypt hash in Argon2id at the next login; a wrong password changes nothing', async () => {
    const old = scryptHash(SEED_PW, 131_072);
    await w.api.db.query('UPDATE users SET password_hash = $1 WHERE account = $2', [old, 'tester01']);
    expect((await form(w, '/web/login', { account: 'tester01', password: wrongPw })).status).toBe(401);
    expect(await storedHash('tester01')).toBe(old);
    await idLogin(w, 'tester01');
    const now = await storedHash('tester01');
    expect(now.startsWith(ARGON2_PHC)).toBe(true);
    await idLogin(w, 'tester01');
    expect(await storedHash('tester01')).toBe(now);
  });
});
