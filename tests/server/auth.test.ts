// ID login, sessions (cookie, expiry, rotation), refresh token, authToken expiry, start game and logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar, expectErrorShape, form, idLogin, SEED_PW, sha, startWorld, type TestWorld } from './support';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

describe('login with ID and password', () => {
  it('answers an array whose first element is the user record and sets an HttpOnly session cookie', async () => {
    const jar = cookieJar();
    const r = await form(w, '/web/login', { account: 'tester01', password: SEED_PW }, { jar });
    expect(r.status).toBe(200);
    expect(r.body[0]).toMatchObject({ account: 'tester01', email: 'tester01@example.com', wallet_addr: '' });
    expect(jar.cookies.has('mw_session')).toBe(true);
  });

  it('sets the session cookie HttpOnly, SameSite=Strict, on Path=/ (Secure and __Host- only in PROD, over HTTPS)', async () => {
    const res = await fetch(w.url + '/web/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key: 'metaworld-web', value: '', usedomain: '127.0.0.1:5173', account: 'tester01', password: SEED_PW }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('mw_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//);
  });

  it('gives the ID+wallet user its registered wallet address', async () => {
    const { user } = await idLogin(w, 'alice01');
    expect(user.wallet_addr).toBe('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
  });

  it('refuses a wrong password and an unknown ID with 401 and no cookie', async () => {
    for (const fields of [
      { account: 'tester01', password: sha('wrong') },
      { account: 'nobody99', password: SEED_PW },
    ]) {
      const jar = cookieJar();
      const r = await form(w, '/web/login', fields, { jar });
      expect(r.status).toBe(401);
      expect(r.body.error).toBe('error-msg-login-failed');
      expect(jar.cookies.size).toBe(0);
    }
  });

  it('refuses a raw (unhashed) password with 400 error-msg-pwd: the client must send SHA-256 hex', async () => {
    const r = await form(w, '/web/login', { account: 'tester01', password: 'Passw0rd!' });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('error-msg-pwd');
  });

  it('refuses an ID outside the rule with 400 error-msg-id', async () => {
    for (const account of ['abc', 'UPPERCASE1', 'has space1', 'x'.repeat(21)]) {
      const r = await form(w, '/web/login', { account, password: SEED_PW });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('error-msg-id');
    }
  });

  it('refuses a payload that is neither ID nor wallet login', async () => {
    const r = await form(w, '/web/login', { wallet_addr: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', wallet: '1' });
    expect(r.status).toBe(400);
    expectErrorShape(r);
  });

  it('requires the envelope, the right client key and the form content type', async () => {
    const noEnv = await form(w, '/web/login', { account: 'tester01', password: SEED_PW }, { envelope: false });
    expect([noEnv.status, noEnv.body.error]).toEqual([400, 'error-msg-envelope']);
    const badKey = await form(w, '/web/login', { account: 'tester01', password: SEED_PW, key: 'other' });
    expect([badKey.status, badKey.body.error]).toEqual([400, 'error-msg-envelope']);
    const res = await fetch(w.url + '/web/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('error-msg-content-type');
  });

  it('answers 429 after 10 wrong passwords for one ID, and the right password is then refused too', async () => {
    for (let i = 0; i < 10; i++) expect((await form(w, '/web/login', { account: 'admin01', password: sha(`bad${i}`) })).status).toBe(401);
    const r = await form(w, '/web/login', { account: 'admin01', password: SEED_PW });
    expect(r.status).toBe(429);
    w.clock.advance(16 * 60_000);
    expect((await form(w, '/web/login', { account: 'admin01', password: SEED_PW })).status).toBe(200);
  });
});

describe('refresh token, start game and session expiry', () => {
  it('answers result 9 without a session or for another account', async () => {
    const none = await form(w, '/auth/refreshToken', { accountId: 'x', accountIdx: '1' });
    expect(none.body).toEqual({ result: 9 });
    const { jar, user } = await idLogin(w, 'tester01');
    const other = await form(w, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id + 1) }, { jar });
    expect(other.body).toEqual({ result: 9 });
  });

  it('issues an authToken and rotates the session cookie; the old one works for a 10 s grace, is not rotated again, then ends', async () => {
    const { jar, user } = await idLogin(w, 'tester01');
    const oldCookie = jar.cookies.get('mw_session');
    const fields = { accountId: user.accountId, accountIdx: String(user.id) };
    const r = await form(w, '/auth/refreshToken', fields, { jar });
    expect(r.body).toMatchObject({ result: 0, accountId: user.accountId, newUser: false });
    expect(r.body.authToken.length).toBeGreaterThan(20);
    const newCookie = jar.cookies.get('mw_session');
    expect(newCookie).not.toBe(oldCookie);
    // A call the browser sent with the old cookie at the moment of rotation is still the user's, and sets no third cookie.
    const stale = cookieJar();
    stale.cookies.set('mw_session', oldCookie!);
    expect((await form(w, '/auth/refreshToken', fields, { jar: stale })).body).toMatchObject({ result: 0 });
    expect(stale.cookies.get('mw_session')).toBe(oldCookie);
    w.clock.advance(10_001);
    expect((await form(w, '/auth/refreshToken', fields, { jar: stale })).body).toEqual({ result: 9 });
    expect((await form(w, '/auth/refreshToken', fields, { jar })).body).toMatchObject({ result: 0 });
  });

  it('logout ends the rotated token still in its grace too', async () => {
    const { jar, user } = await idLogin(w, 'tester01');
    const oldCookie = jar.cookies.get('mw_session');
    const fields = { accountId: user.accountId, accountIdx: String(user.id) };
    await form(w, '/auth/refreshToken', fields, { jar });
    await form(w, '/web/logout', {}, { jar });
    const stale = cookieJar();
    stale.cookies.set('mw_session', oldCookie!);
    expect((await form(w, '/auth/refreshToken', fields, { jar: stale })).body).toEqual({ result: 9 });
  });

  it('logout sent with the cookie rotated a moment ago (still in its grace) ends the new session too, not another sign-in', async () => {
    const other = await idLogin(w, 'tester01');
    w.clock.advance(1_000);
    const { jar, user } = await idLogin(w, 'tester01');
    const oldCookie = jar.cookies.get('mw_session');
    const fields = { accountId: user.accountId, accountIdx: String(user.id) };
    await form(w, '/auth/refreshToken', fields, { jar });
    expect(jar.cookies.get('mw_session')).not.toBe(oldCookie);
    const stale = cookieJar();
    stale.cookies.set('mw_session', oldCookie!);
    await form(w, '/web/logout', {}, { jar: stale });
    expect((await form(w, '/auth/refreshToken', fields, { jar })).body).toEqual({ result: 9 });
    // The same user's sign-in on another device goes on.
    expect((await form(w, '/auth/refreshToken', fields, { jar: other.jar })).body).toMatchObject({ result: 0 });
  });

  it('starts the game with a live authToken and refuses it after 10 minutes', async () => {
    const { jar, user } = await idLogin(w, 'tester01');
    const { body } = await form(w, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar });
    const fields = { wallet_addr: '', authToken: body.authToken, accountId: user.accountId, newUser: 'false', walletType: '9999' };
    const ok = await form(w, '/web/enter_lobby_ex', fields);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatch(/^metaworld:\/\/start\?ticket=/);
    const wrongAccount = await form(w, '/web/enter_lobby_ex', { ...fields, accountId: 'someone-else' });
    expect(wrongAccount.status).toBe(401);
    w.clock.advance(10 * 60_000 + 1);
    const late = await form(w, '/web/enter_lobby_ex', fields);
    expect([late.status, late.body.error]).toEqual([401, 'error-msg-auth']);
  });

  it('refuses start game with a wallet of another account (403) and a bad walletType (400)', async () => {
    const { jar, user } = await idLogin(w, 'tester01');
    const { body } = await form(w, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar });
    const base = { authToken: body.authToken, accountId: user.accountId, newUser: 'false', walletType: '1' };
    expect((await form(w, '/web/enter_lobby_ex', { ...base, wallet_addr: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' })).status).toBe(403);
    const bad = await form(w, '/web/enter_lobby_ex', { ...base, wallet_addr: '', walletType: '7' });
    expect([bad.status, bad.body.error]).toEqual([400, 'error-msg-wallet-type']);
  });

  it('expires a session after 30 days: refresh answers result 9', async () => {
    const { jar, user } = await idLogin(w, 'tester01');
    w.clock.advance(29 * 86_400_000);
    expect((await form(w, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar })).body.result).toBe(0);
    // The refresh renewed the session for 30 days from now; 31 idle days later it is gone.
    w.clock.advance(31 * 86_400_000);
    expect((await form(w, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar })).body).toEqual({ result: 9 });
  });

  it('logout ends the session', async () => {
    const { jar, user } = await idLogin(w, 'tester01');
    const cookie = jar.cookies.get('mw_session')!;
    expect((await form(w, '/web/logout', {}, { jar })).body).toEqual({ data: 'success' });
    const replay = cookieJar();
    replay.cookies.set('mw_session', cookie);
    expect((await form(w, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar: replay })).body).toEqual({ result: 9 });
  });
});

describe('game-asset service', () => {
  async function token() {
    const { jar, user } = await idLogin(w, 'alice01');
    const r = await form(w, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar });
    return { authToken: r.body.authToken as string, accountId: user.accountId as string };
  }
  const post = async (path: string, body: unknown) => {
    const res = await fetch(w.url + '/game' + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  };

  it('creates the player once, reads it, links an Enjin wallet', async () => {
    const t = await token();
    expect((await post('/getPlayer', t)).body).toEqual({ data: null });
    expect((await post('/connectEnjinWallet', { ...t, enjinWalletAddr: '0x976EA74026E726554dB657fA54763abd0C3a0aa9' })).status).toBe(404);
    expect((await post('/createPlayer', { ...t, nickname: 'Alice_1' })).body.data).toMatchObject({ nickname: 'Alice_1', enjinWalletAddr: '' });
    expect((await post('/createPlayer', { ...t, nickname: 'Alice_2' })).status).toBe(409);
    const linked = await post('/connectEnjinWallet', { ...t, enjinWalletAddr: '0x976ea74026e726554db657fa54763abd0c3a0aa9' });
    expect(linked.body.data.enjinWalletAddr).toBe('0x976EA74026E726554dB657fA54763abd0C3a0aa9');
    expect((await post('/getPlayer', t)).body.data.nickname).toBe('Alice_1');
  });

  it("answers the player's linked Enjin wallet in the login userInfo (spec 3 enjinWalletAddr), '' before any link", async () => {
    const { authToken, accountId } = await (async () => {
      const { jar, user } = await idLogin(w, 'tester01');
      expect(user.enjinWalletAddr).toBe('');
      const r = await form(w, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar });
      return { authToken: r.body.authToken as string, accountId: user.accountId as string };
    })();
    await post('/createPlayer', { authToken, accountId, nickname: 'Tester_1' });
    await post('/connectEnjinWallet', { authToken, accountId, enjinWalletAddr: '0x15d34aaf54267db7d7c367839aaf71a00a2c6a65' });
    expect((await idLogin(w, 'tester01')).user.enjinWalletAddr).toBe('0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65');
  });

  it('refuses a bad nickname (400) and a wrong authToken (401)', async () => {
    const t = await token();
    expect((await post('/createPlayer', { ...t, nickname: 'x' })).body.error).toBe('error-msg-nickname');
    expect((await post('/getPlayer', { ...t, authToken: 'y'.repeat(30) })).status).toBe(401);
  });
});
