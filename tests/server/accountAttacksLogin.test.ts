// Password guessing in parallel bursts (login, change password, edit profile) and what a password change ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backoffMs } from '../../server/auth/throttle';
import { cookieJar, form, idLogin, SEED_PW, sha, startWorld, type TestWorld } from './support';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const login = (account: string, password: string, jar = cookieJar()) => form(w, '/web/login', { account, password }, { jar });
/** A fresh hour: counters of the source from earlier tests have gone quiet. */
const quiet = () => w.clock.advance(2 * 3_600_000);

describe('login back-off', () => {
  it('a burst of 30 parallel wrong logins: at most 10 are compared, the rest are 429; the right password waits out the back-off', async () => {
    quiet();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login('tester01', sha(`guess-${i}`))));
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(10);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(20);
    expect(limited.every((a) => a.body.error === 'error-msg-rate-limit')).toBe(true);
    // Backed off: the right password is refused too, and the refusal does not reveal that it was right.
    const right = await login('tester01', SEED_PW);
    expect([right.status, right.body.error]).toEqual([429, 'error-msg-rate-limit']);
    w.clock.advance(backoffMs(10, 10) + 1);
    expect((await login('tester01', SEED_PW)).status).toBe(200);
    // A success clears the account's count: the next wrong password is an ordinary 401.
    expect((await login('tester01', sha('typo'))).status).toBe(401);
  });

  it('the back-off doubles with each failure past the limit and is capped at 15 minutes, never a lock', async () => {
    expect([backoffMs(9, 10), backoffMs(10, 10), backoffMs(11, 10), backoffMs(12, 10)]).toEqual([0, 60_000, 120_000, 240_000]);
    expect(backoffMs(50, 10)).toBe(15 * 60_000);
    quiet();
    for (let i = 0; i < 10; i++) expect((await login('admin01', sha(`g${i}`))).status).toBe(401);
    expect((await login('admin01', SEED_PW)).status).toBe(429);
    w.clock.advance(60_001);
    expect((await login('admin01', sha('g-eleven'))).status).toBe(401);
    w.clock.advance(60_001);
    expect((await login('admin01', SEED_PW)).status).toBe(429);
    w.clock.advance(60_000);
    expect((await login('admin01', SEED_PW)).status).toBe(200);
  });

  it('an attacker keeping an account backed off delays its owner by at most 15 minutes per round', async () => {
    quiet();
    for (let i = 0; i < 20; i++) {
      await login('alice01', sha(`x${i}`));
      w.clock.advance(15 * 60_000 + 1);
    }
    // Whatever the attacker did, 15 minutes after its last try the owner gets in.
    expect((await login('alice01', SEED_PW)).status).toBe(200);
  });

  it('one source guessing over many IDs is backed off after 30 failures', async () => {
    quiet();
    const ids = Array.from({ length: 45 }, (_, i) => `ghost${String(i).padStart(3, '0')}`);
    const answers = await Promise.all(ids.map((id) => login(id, sha('guess'))));
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(30);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(15);
    // The source is backed off for every account, until the back-off ends.
    expect((await login('tester01', SEED_PW)).status).toBe(429);
    w.clock.advance(15 * 60_000 + 1);
    expect((await login('tester01', SEED_PW)).status).toBe(200);
  });
});

describe('password checks of a signed-in user', () => {
  it('change password: a burst of 15 wrong current passwords is compared at most 10 times, then the right one waits', async () => {
    quiet();
    const { jar } = await idLogin(w, 'alice01');
    const fields = { phone: '01011112222', account: 'alice01', prev_password: SEED_PW, password: sha('Chang3d!') };
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => form(w, '/web/password_reset_ex', { ...fields, prev_password: sha(`p${i}`) }, { jar })),
    );
    expect(answers.filter((a) => a.body.error === 'error-msg-pwd-wrong').length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(5);
    expect((await form(w, '/web/password_reset_ex', fields, { jar })).status).toBe(429);
    w.clock.advance(60_001);
    expect((await form(w, '/web/password_reset_ex', { ...fields, prev_password: SEED_PW, password: SEED_PW }, { jar })).status).toBe(200);
  });

  it('edit profile: a burst of 15 wrong passwords is compared at most 10 times', async () => {
    quiet();
    const { jar } = await idLogin(w, 'tester01');
    const base = { account: 'tester01', password: SEED_PW, country: '82', phone: '01012345678', email: 'tester01@example.com', name: 'Test User' };
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => form(w, '/web/member_update_ex', { ...base, password: sha(`q${i}`) }, { jar })));
    expect(answers.filter((a) => a.body.error === 'error-msg-pwd-wrong').length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(5);
    expect((await form(w, '/web/member_update_ex', base, { jar })).status).toBe(429);
  });
});

describe('a password change ends the other sessions and game tokens', () => {
  const refresh = (user: { accountId: string; id: number }, jar: ReturnType<typeof cookieJar>) =>
    form(w, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar });

  it('change password: the other browser and an old auth token are refused, this browser stays signed in', async () => {
    quiet();
    const mine = await idLogin(w, 'admin01');
    const theirs = await idLogin(w, 'admin01');
    const token = (await refresh(theirs.user, theirs.jar)).body.authToken as string;
    const game = { wallet_addr: '', authToken: token, accountId: theirs.user.accountId, newUser: 'false', walletType: '9999' };
    expect((await form(w, '/web/enter_lobby_ex', game)).status).toBe(200);
    const before = mine.jar.cookies.get('mw_session');
    const change = { phone: '01087654321', account: 'admin01', prev_password: SEED_PW, password: sha('N3w-admin!') };
    expect((await form(w, '/web/password_reset_ex', change, { jar: mine.jar })).body).toEqual({ data: 'success' });
    expect((await refresh(theirs.user, theirs.jar)).body).toEqual({ result: 9 });
    expect((await form(w, '/web/enter_lobby_ex', game)).status).toBe(401);
    // This browser got a new session token; the one it had before is gone too.
    expect(mine.jar.cookies.get('mw_session')).not.toBe(before);
    expect((await refresh(mine.user, mine.jar)).body.result).toBe(0);
    const stale = cookieJar();
    stale.cookies.set('mw_session', before!);
    expect((await refresh(mine.user, stale)).body).toEqual({ result: 9 });
  });
});
