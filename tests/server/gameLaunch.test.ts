// Game start and downloads on the API: newUser stays true until the lobby is entered, and the download URL of each platform serves an installer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, idLogin, startWorld, type TestWorld } from './support';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

describe('newUser across refreshes and the lobby', () => {
  it('keeps newUser true over refreshes for other calls and clears it once enter_lobby_ex succeeds', async () => {
    const { jar, user } = await idLogin(w, 'tester01');
    await w.api.db.query('UPDATE users SET new_user = TRUE WHERE id = $1', [user.id]);
    const refresh = () => form(w, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar });
    // A page log refreshed first: the game still learns the user is new.
    expect((await refresh()).body).toMatchObject({ result: 0, newUser: true });
    const second = (await refresh()).body;
    expect(second).toMatchObject({ result: 0, newUser: true });
    const lobby = await form(w, '/web/enter_lobby_ex', {
      wallet_addr: '',
      authToken: second.authToken,
      accountId: user.accountId,
      newUser: 'true',
      walletType: '9999',
    });
    expect(lobby.status).toBe(200);
    expect(lobby.body.data).toMatch(/^metaworld:\/\/start\?ticket=[^&]+&account=[^&]+&newUser=1&walletType=9999$/);
    expect((await refresh()).body).toMatchObject({ result: 0, newUser: false });
  });
});

describe('the launch ticket', () => {
  const launch = async () => {
    const { jar, user } = await idLogin(w, 'alice01');
    const t = (await form(w, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar })).body;
    const fields = { wallet_addr: '', authToken: t.authToken, accountId: user.accountId, newUser: 'false', walletType: '9999' };
    const url = (await form(w, '/web/enter_lobby_ex', fields)).body.data as string;
    return { user, ticket: new URL(url.replace('metaworld://', 'https://x/')).searchParams.get('ticket')! };
  };

  it('is stored and redeemed once by the game client, even in a parallel burst (issue 24)', async () => {
    const { user, ticket } = await launch();
    const answers = await Promise.all(Array.from({ length: 10 }, () => form(w, '/auth/gameTicket', { ticket })));
    expect(answers.filter((a) => a.status === 200).map((a) => a.body.data)).toEqual([
      { accountId: user.accountId, walletType: 9999, newUser: false, walletAddr: '' },
    ]);
    expect(answers.filter((a) => a.status === 401 && a.body.error === 'error-msg-auth')).toHaveLength(9);
    expect((await form(w, '/auth/gameTicket', { ticket: 'x'.repeat(32) })).status).toBe(401);
  });

  it('lives 2 minutes', async () => {
    const { ticket } = await launch();
    w.clock.advance(120_001);
    expect((await form(w, '/auth/gameTicket', { ticket })).status).toBe(401);
  });
});

describe('download URL', () => {
  for (const [platform, file] of [
    ['WINDOWS', 'MetaWorldSetup-0.8.5.exe'],
    ['MAC', 'MetaWorld-0.8.5.dmg'],
  ] as const) {
    it(`answers a URL for ${platform} that downloads its installer as an attachment`, async () => {
      const r = await form(w, '/web/get_download_exe_ex', { platform });
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({ url: `${w.url}/static/download/${file}`, version: '0.8.5' });
      const res = await fetch(r.body.data.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`);
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect(await res.text()).toContain(platform);
    });
  }

  it('refuses another platform and serves no other file', async () => {
    const r = await form(w, '/web/get_download_exe_ex', { platform: 'LINUX' });
    expect([r.status, r.body.error]).toEqual([400, 'error-msg-platform']);
    expect((await fetch(`${w.url}/static/download/..%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${w.url}/static/download/other.exe`)).status).toBe(404);
  });
});
