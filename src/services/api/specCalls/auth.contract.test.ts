// Contract tests of spec 7's sign-in and game-start calls: what the client sends and how it reads the answer (spec-only API).
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { hashPasswordForApi } from '../password';
import { startWorld, wallet, type TestWorld } from '../../../../tests/server/support';
import { expectForm, expectQuery, recordingClient, sentTo, specCase } from '../../../../tests/server/specCallHarness';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld({ profile: 'spec' });
});
afterAll(async () => {
  await w?.stop();
});

describe('sign-in calls', () => {
  specCase('login', 'ID login sends account and the hashed password; the answer is an array whose first element is the user', async () => {
    const { api, sent } = recordingClient(w);
    const password = await hashPasswordForApi('Passw0rd!');
    const [user] = await api.login({ account: 'tester01', password });
    expectForm(sentTo(sent, 'login'), { account: 'tester01', password });
    expect(password).toMatch(/^[0-9a-f]{64}$/);
    expect(user).toMatchObject({ account: 'tester01', id: expect.any(Number), accountId: expect.any(String), wallet_addr: expect.any(String) });
  });

  specCase('login', "wallet login sends wallet_addr and wallet (the spec's payload, no signature)", async () => {
    const { api, sent } = recordingClient(w);
    const bob = wallet('bob').address;
    const [user] = await api.unsignedWalletLogin({ wallet_addr: bob, wallet: 1 });
    expectForm(sentTo(sent, 'login'), { wallet_addr: bob, wallet: '1' });
    expect(user.wallet_addr).toBe(bob);
  });

  specCase('platformLogin', 'sends platform_id, passToken and platform_type; reads data.webAuthData', async () => {
    const { api, sent } = recordingClient(w);
    const t = await api.devOidcToken('google');
    const r = await api.snsLogin({ platform_id: t.data.platform_id, passToken: t.data.idToken, platform_type: 3 });
    expectForm(sentTo(sent, 'platformLogin'), { platform_id: t.data.platform_id, passToken: t.data.idToken, platform_type: '3' });
    expect(r.data.webAuthData).toMatchObject({ email: 'google.tester@example.com', newUser: expect.any(Boolean), accountId: expect.any(String) });
  });

  specCase('refreshToken', 'sends accountId and accountIdx; reads result, authToken, accountId and newUser', async () => {
    const { api, sent } = recordingClient(w);
    const [user] = await api.login({ account: 'tester01', password: await hashPasswordForApi('Passw0rd!') });
    const t = await api.refreshToken({ accountId: user.accountId, accountIdx: user.id });
    expectForm(sentTo(sent, 'refreshToken'), { accountId: user.accountId, accountIdx: String(user.id) });
    expect(t).toMatchObject({ result: 0, authToken: expect.any(String), accountId: user.accountId, newUser: expect.any(Boolean) });
    // Without the session the answer is result 9, "not logged in" (spec 7).
    const other = recordingClient(w);
    expect(await other.api.refreshToken({ accountId: user.accountId, accountIdx: user.id })).toEqual({ result: 9 });
  });

  specCase('country', 'a GET without payload; reads data.country', async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.country();
    expectQuery(sentTo(sent, 'country'), 'GET', {});
    expect(r.data.country).toMatch(/^[A-Z]{2}$/);
  });
});

describe('game start calls', () => {
  specCase('startGame', 'sends wallet_addr, authToken, accountId, newUser and walletType; data is a URL', async () => {
    const { api, sent } = recordingClient(w);
    const [user] = await api.login({ account: 'tester01', password: await hashPasswordForApi('Passw0rd!') });
    const t = await api.refreshToken({ accountId: user.accountId, accountIdx: user.id });
    if (t.result !== 0) throw new Error('expected a token');
    const r = await api.startGame({ wallet_addr: '', authToken: t.authToken, accountId: user.accountId, newUser: t.newUser, walletType: 9999 });
    expectForm(sentTo(sent, 'startGame'), {
      wallet_addr: '',
      authToken: t.authToken,
      accountId: user.accountId,
      newUser: String(t.newUser),
      walletType: '9999',
    });
    expect(new URL(r.data).protocol).toBe('metaworld:');
  });

  specCase('downloadUrl', 'sends platform (WINDOWS or MAC); reads the URL', async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.downloadUrl('MAC');
    expectForm(sentTo(sent, 'downloadUrl'), { platform: 'MAC' });
    expect(new URL(r.data.url).protocol).toMatch(/^https?:$/);
  });
});
