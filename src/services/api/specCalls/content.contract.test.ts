// Contract tests of spec 7's content, start-up data, save-log and game-asset calls: payloads as sent, answers as read.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { Wallet } from 'ethers';
import { hashPasswordForApi } from '../password';
import { LOG_ACTIONS } from '@common/api/content';
import { BINANCE_E2E } from '@common/localWorld/binanceE2e';
import { startWorld, type TestWorld } from '../../../../tests/server/support';
import { expectForm, expectJson, expectQuery, recordingClient, sentTo, specCase } from '../../../../tests/server/specCallHarness';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld({ profile: 'spec' });
});
afterAll(async () => {
  await w?.stop();
});

/** A signed-in client with the game token the save-log, game-asset and Binance calls carry (accountId, authToken). */
async function withToken(account = 'tester01', password = 'Passw0rd!') {
  const c = recordingClient(w);
  const [user] = await c.api.login({ account, password: await hashPasswordForApi(password) });
  const t = await c.api.refreshToken({ accountId: user.accountId, accountIdx: user.id });
  if (t.result !== 0) throw new Error('expected a token');
  return { ...c, accountId: user.accountId, authToken: t.authToken };
}

describe('start-up data', () => {
  specCase('webConfig', 'a form POST with the envelope only; reads the list of name and value', async () => {
    const { api, sent } = recordingClient(w);
    const config = await api.webConfig();
    expectForm(sentTo(sent, 'webConfig'), {});
    expect(config.length).toBeGreaterThan(0);
    expect(config.find((e) => e.name === 'version')).toEqual({ name: 'version', value: expect.any(String) });
  });

  specCase('items', 'a GET with a time stamp appended; reads item data by itemIdx', async () => {
    const { api, sent } = recordingClient(w);
    const items = await api.items('b1-2026112805');
    expectQuery(sentTo(sent, 'items'), 'GET', { t: 'b1-2026112805' });
    expect(items[0]).toMatchObject({ itemIdx: expect.any(Number), name: expect.any(String) });
  });

  specCase('language', 'a GET with a time stamp appended; reads code and languageEn', async () => {
    const { api, sent } = recordingClient(w);
    const rows = await api.language('b1-2026112805');
    expectQuery(sentTo(sent, 'language'), 'GET', { t: 'b1-2026112805' });
    expect(rows[0]).toMatchObject({ code: expect.any(String), languageEn: expect.any(String) });
  });

  specCase('terms', 'a form POST with the envelope only; reads the terms rows', async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.terms();
    expectForm(sentTo(sent, 'terms'), {});
    expect(r.data.rows[0]).toMatchObject({ idx: expect.any(Number), title: expect.any(String), required: expect.any(Boolean) });
  });
});

describe('news', () => {
  specCase('postList', 'sends category, lang, page and count; reads the page of posts', async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.posts({ category: 'News', lang: 'ko', page: 0, count: 4 });
    expectForm(sentTo(sent, 'postList'), { category: 'News', lang: 'ko', page: '0', count: '4' });
    expect(r.data).toMatchObject({ page: 0, count: 4, total: expect.any(Number) });
    expect(r.data.rows.length).toBeGreaterThan(0);
    expect(r.data.rows.every((p) => p.category === 'News')).toBe(true);
  });

  specCase('postById', 'sends id and lang; reads the post with its body', async () => {
    const { api, sent } = recordingClient(w);
    const first = (await api.posts({ page: 0 })).data.rows[0]!;
    const r = await api.post({ id: first.id, lang: 'en' });
    expectForm(sentTo(sent, 'postById'), { id: String(first.id), lang: 'en' });
    expect(r.data).toMatchObject({ id: first.id, title: first.title, body: expect.any(String) });
  });
});

describe('save log', () => {
  specCase('saveLog', "sends spec 7's log fields plus accountId and authToken; reads the saved log", async () => {
    const { api, sent, accountId, authToken } = await withToken();
    const r = await api.saveLog({
      accountId,
      authToken,
      action: LOG_ACTIONS.landPurchase,
      keyIdx: 3,
      landIdx: 10011,
      currencyType: 'BNB',
      currencyValue: '0.5',
      totalCurrency: '0.5',
      message: 'seoul',
    });
    expectForm(sentTo(sent, 'saveLog'), {
      accountId,
      authToken,
      action: '5102',
      keyIdx: '3',
      keyValue: '',
      landIdx: '10011',
      floor: '0',
      currencyType: 'BNB',
      currencyValue: '0.5',
      totalCurrency: '0.5',
      message: 'seoul',
    });
    expect(r.data).toEqual({ result: 'success', logId: expect.any(Number) });
  });
});

describe('game-asset service (JSON)', () => {
  specCase('getPlayer', 'sends accountId and authToken as JSON; reads no player before one is made', async () => {
    const { api, sent, accountId, authToken } = await withToken();
    const r = await api.getPlayer({ accountId, authToken });
    expectJson(sentTo(sent, 'getPlayer'), 'POST', { accountId, authToken });
    expect(r.data).toBeNull();
  });

  specCase('createPlayer', "sends accountId, authToken and nickname as JSON; reads the user's player", async () => {
    const { api, sent, accountId, authToken } = await withToken();
    const r = await api.createPlayer({ accountId, authToken, nickname: 'Contract_1' });
    expectJson(sentTo(sent, 'createPlayer'), 'POST', { accountId, authToken, nickname: 'Contract_1' });
    expect(r.data).toMatchObject({ accountId, nickname: 'Contract_1', enjinWalletAddr: expect.any(String) });
    expect((await api.getPlayer({ accountId, authToken })).data?.nickname).toBe('Contract_1');
  });

  specCase('connectEnjinWallet', 'sends accountId, authToken and enjinWalletAddr as JSON; reads the player with enjinWalletAddr', async () => {
    const { api, sent, accountId, authToken } = await withToken();
    const enjin = Wallet.createRandom().address;
    const r = await api.connectEnjinWallet({ accountId, authToken, enjinWalletAddr: enjin });
    expectJson(sentTo(sent, 'connectEnjinWallet'), 'POST', { accountId, authToken, enjinWalletAddr: enjin });
    expect(r.data.enjinWalletAddr.toLowerCase()).toBe(enjin.toLowerCase());
  });
});

describe('LAND withdrawn to Binance', () => {
  specCase('binanceLand', "sends accountId, authToken and the step (list) as form fields; reads the user's Binance LAND", async () => {
    const { api, sent, accountId, authToken } = await withToken(BINANCE_E2E.user.account, BINANCE_E2E.user.password);
    const r = await api.binanceLand({ accountId, authToken, step: 'list' });
    expectForm(sentTo(sent, 'binanceLand'), { accountId, authToken, step: 'list' });
    expect(r.data.rows.map((l) => l.name)).toEqual(BINANCE_E2E.lands.map((l) => l.name));
    expect(r.data.rows[0]).toMatchObject({ landId: expect.any(Number), city: 'seoul', status: 'withdrawn' });
  });
});
