// Hardening round 2 (issue 24): a session slides with each refresh but ends 90 days after its sign-in, and expired
// sessions and game tokens are purged when new sessions are made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, idLogin, startWorld, type TestWorld } from './support';

let w: TestWorld;
const DAY = 86_400_000;

beforeAll(async () => {
  w = await startWorld();
}, 60_000);

afterAll(async () => {
  await w?.stop();
});

describe('session lifetime', () => {
  it('keeps a session refreshed every 20 days until 90 days after the sign-in, then ends it', async () => {
    const { jar, user } = await idLogin(w, 'alice01');
    const fields = { accountId: user.accountId, accountIdx: String(user.id) };
    for (let i = 0; i < 4; i++) {
      w.clock.advance(20 * DAY);
      expect((await form(w, '/auth/refreshToken', fields, { jar })).body.result).toBe(0);
    }
    // Day 80: still signed in. Day 90: the absolute lifetime is over, although the last refresh was 10 days ago.
    w.clock.advance(10 * DAY);
    expect((await form(w, '/auth/refreshToken', fields, { jar })).body.result).toBe(9);
    expect((await idLogin(w, 'alice01')).user.accountId).toBe(user.accountId);
  });

  it('purges expired sessions and game tokens when a new session is made', async () => {
    const { jar, user } = await idLogin(w, 'tester01');
    await form(w, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar });
    w.clock.advance(31 * DAY);
    const expired = async () =>
      Number((await w.api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE expires_at <= $1', [w.clock.now]))[0]!.n) +
      Number((await w.api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth_tokens WHERE expires_at <= $1', [w.clock.now]))[0]!.n);
    expect(await expired()).toBeGreaterThan(0);
    await idLogin(w, 'tester01');
    expect(await expired()).toBe(0);
  });
});
