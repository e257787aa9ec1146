// The typed API client against the real reference server started in-process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { ApiClient, ApiCallError, hashPasswordForApi } from './index';
import { buildSiweMessage, SIWE_STATEMENT } from '@common/api/siwe';
import { LOG_ACTIONS } from '@common/api/content';
import { cookieJar, startWorld, wallet, type TestWorld } from '../../../tests/server/support';
import { WORLD } from '@common/localWorld/world';
import { voteOn } from '@common/domain/daoSigning';
import type { TypedDataField } from 'ethers';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const client = (jar = cookieJar()) => new ApiClient({ baseUrls: w.base, usedomain: '127.0.0.1:5173', fetch: jar.fetch });

async function rejection(p: Promise<unknown>): Promise<ApiCallError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiCallError) return e;
    throw e;
  }
  throw new Error('expected a rejection');
}

describe('ApiClient', () => {
  it('makes the asset paths the API answers absolute on the API host, and only http(s)', () => {
    const api = client();
    expect(api.assetUrl('/static/land/1x1.svg')).toBe(new URL('/static/land/1x1.svg', w.url).href);
    expect(api.assetUrl('https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,xx', '', undefined]) expect(api.assetUrl(bad)).toBe('');
  });

  it('hashes passwords as SHA-256 hex, as the server expects', async () => {
    expect(await hashPasswordForApi('Passw0rd!')).toBe(createHash('sha256').update('Passw0rd!').digest('hex'));
  });

  it('logs in with ID and password, refreshes, starts the game and saves a log', async () => {
    const api = client();
    const [user] = await api.login({ account: 'tester01', password: await hashPasswordForApi('Passw0rd!') });
    expect(user.account).toBe('tester01');
    const t = await api.refreshToken({ accountId: user.accountId, accountIdx: user.id });
    if (t.result !== 0) throw new Error('expected a token');
    const start = await api.startGame({ wallet_addr: '', authToken: t.authToken, accountId: user.accountId, newUser: t.newUser, walletType: 9999 });
    expect(start.data).toMatch(/^metaworld:\/\//);
    const log = await api.saveLog({ accountId: user.accountId, authToken: t.authToken, action: LOG_ACTIONS.marketVisit });
    expect(log.data.result).toBe('success');
  });

  it('throws ApiCallError with the server message key and status', async () => {
    const e = await rejection(client().login({ account: 'tester01', password: await hashPasswordForApi('wrong') }));
    expect([e.status, e.key]).toEqual([401, 'error-msg-login-failed']);
  });

  it('checks input with the shared schemas before sending (status 0, same key as the server)', async () => {
    let sent = 0;
    const counting = new ApiClient({
      baseUrls: w.base,
      usedomain: 'x',
      fetch: (i, init) => {
        sent++;
        return fetch(i, init);
      },
    });
    const e = await rejection(counting.login({ account: 'AB', password: 'x' }));
    expect([e.status, e.key, sent]).toEqual([0, 'error-msg-id', 0]);
  });

  it('signs in with a wallet using the shared EIP-4361 builder', async () => {
    const api = client();
    const bob = wallet('bob');
    const { data } = await api.siweNonce(bob.address);
    const message = buildSiweMessage({
      domain: '127.0.0.1:5173',
      address: bob.address,
      statement: SIWE_STATEMENT,
      uri: 'http://127.0.0.1:5173',
      chainId: 31338,
      nonce: data.nonce,
      issuedAt: new Date(w.clock.now),
    });
    const [user] = await api.walletLogin({ wallet_addr: bob.address, wallet: 1, message, signature: await bob.signMessage(message) });
    expect(user.wallet_addr).toBe(bob.address);
    // This world runs no chain, so it has no seeded proposals: the list parses empty and a signed vote names no proposal.
    expect((await api.proposals({ chainId: 31338, category: 'poll' })).data).toEqual({ rows: [], total: 0 });
    const timestamp = Math.floor(w.clock.now / 1000);
    const t = voteOn(
      { chainId: 31338, title: '', choices: ['Yes'], digest: `0x${'00'.repeat(32)}`, space: 'metaworld.dao' },
      { from: bob.address, timestamp, choice: [1], reason: '' },
    );
    const signature = await bob.signTypedData(t.domain, t.types as unknown as Record<string, TypedDataField[]>, t.message);
    const missing = await rejection(api.vote({ proposalId: 999_999, userId: bob.address, score: 1 }, { choice: [1], reason: '', timestamp, signature }));
    expect(missing.status).toBe(404);
  });

  it('signs in with the local Google issuer the same way as against production', async () => {
    const api = client();
    const t = await api.devOidcToken('google');
    const r = await api.snsLogin({ platform_id: t.data.platform_id, passToken: t.data.idToken, platform_type: 3 });
    expect(r.data.webAuthData.email).toBe('google.tester@example.com');
  });

  it('reads content, market, LAND and campaign answers that match the shared schemas', async () => {
    const api = client();
    expect((await api.posts({ category: 'Notice', page: 0, count: 4 })).data.rows).toHaveLength(4);
    expect((await api.webConfig()).some((e) => e.name === 'version')).toBe(true);
    expect((await api.items()).length).toBeGreaterThan(5);
    expect((await api.language()).length).toBeGreaterThan(5);
    expect((await api.country()).data.country).toBe('KR');
    // No chains here, so the market index is empty; listings through the client: marketItemsClient.test.ts.
    expect((await api.marketItems({ type: 'list', order: { name: 'price', ct: 'desc' } })).data).toEqual({ total: 0, rows: [] });
    expect((await api.landData('tokyo')).data.rows).toHaveLength(80 * 80);
    expect((await api.campaignTime({ chain_id: 31339, campaign_id: 0 })).data).toHaveLength(9);
    expect((await api.listReward({ owner: wallet('alice').address, campaignId: 0, chainId: 31339 })).NftCampaignArr.length).toBeGreaterThan(0);
    const boxes = WORLD.bsc.mysteryBox?.products.reduce((n, p) => n + p.stock.length, 0);
    expect((await api.remainLandCount('BSC')).data.count).toBe(boxes);
  });

  it('runs the sign-up flow with codes read from the DEV outbox', async () => {
    const api = client();
    await api.sendSmsCode({ phone: '01055556666', country: '82', purpose: 'join' });
    await api.checkCode({ type: 'sms', purpose: 'join', target: '01055556666', code: (await api.devOutbox('01055556666')).data[0]!.code });
    await api.sendEmailCode({ to: 'client@example.com', country: '82', purpose: 'join' });
    await api.checkCode({ type: 'email', purpose: 'join', target: 'client@example.com', code: (await api.devOutbox('client@example.com')).data[0]!.code });
    const password = await hashPasswordForApi('Cl1ent-pass!');
    expect((await api.join({ account: 'clientuser1', password, country: '82', phone: '01055556666', email: 'client@example.com', name: 'Client' })).data).toBe(
      'success',
    );
    expect((await api.checkAccount('clientuser1')).data.available).toBe(false);
  });
});
