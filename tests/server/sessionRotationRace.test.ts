// A logout that lands in the middle of a session rotation (the game-token refresh) ends the session: no successor of
// the ended cookie survives, whatever statement of the rotation the logout runs before.
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { currentSession, endSession, rotateSession } from '../../server/auth/sessions';
import type { Config } from '../../server/config';
import type { Queryable } from '../../server/db/client';
import { cookieJar, form, idLogin, startWorld, type TestWorld } from './support';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

/**
 * Rotates the cookie's session, running a logout with the same cookie just before the rotation's statement `at`; when
 * the rotation has fewer statements, the logout runs after it.
 */
function racingApp(config: Config, at: number) {
  const app = new Hono();
  let loggedOut = false;
  app.post('/logout', async (c) => {
    loggedOut = true;
    await endSession(c, w.api.db, config);
    return c.body(null, 204);
  });
  app.post('/rotate', async (c) => {
    const s = await currentSession(c, w.api.db, config);
    let n = 0;
    const hooked: Queryable = {
      query: async (sql, params) => {
        if (n++ === at) await app.request('/logout', { method: 'POST', headers: { cookie: c.req.header('cookie') ?? '' } });
        return w.api.db.query(sql, params);
      },
    };
    const live = await rotateSession(c, hooked, config, s!);
    if (!loggedOut) await app.request('/logout', { method: 'POST', headers: { cookie: c.req.header('cookie') ?? '' } });
    return c.json({ live });
  });
  return app;
}

it('a logout before any statement of a rotation leaves neither the old nor a new session alive', async () => {
  const config = { mode: 'DEV', now: () => w.clock.now } as Config;
  for (let at = 0; at < 4; at++) {
    const { jar, user } = await idLogin(w, 'tester01');
    const res = await racingApp(config, at).request('/rotate', { method: 'POST', headers: { cookie: `mw_session=${jar.cookies.get('mw_session')}` } });
    // Logged out before its first statement, the rotation says the session is gone (the refresh then answers result 9).
    if (at === 0) expect(await res.json()).toEqual({ live: false });
    const after = cookieJar();
    const set = res.headers.getSetCookie().find((c) => c.startsWith('mw_session='));
    after.cookies.set('mw_session', set ? set.slice('mw_session='.length).split(';')[0]! : jar.cookies.get('mw_session')!);
    const fields = { accountId: user.accountId, accountIdx: String(user.id) };
    expect((await form(w, '/auth/refreshToken', fields, { jar: after })).body).toEqual({ result: 9 });
    expect((await form(w, '/auth/refreshToken', fields, { jar })).body).toEqual({ result: 9 });
  }
});
