// Every endpoint answers bad input with a 4xx JSON error (never 500, never a stack); CORS; persistence; PROD mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, DAO, DEV, GAME, GEO, REWARD, STATIC, WEB } from '@common/api/paths';
import { startApi } from '../../server/index';
import { expectErrorShape, form, idLogin, raw, startWorld, type TestWorld } from './support';
import { copySeededDb } from './seededDatabases';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const GARBAGE: Record<string, string>[] = [
  {},
  { account: "x' OR '1'='1", password: '; DROP TABLE users; --' },
  { id: '1e309', page: 'NaN', count: '-0', chain_id: '9'.repeat(40), campaign_id: '1.5' },
  { Land: '../../etc/passwd', land_code: '\u0000', network: '<script>', order: '{"name":{"$gt":""}}' },
  { to: 'a@b', phone: '٠١٢٣٤٥٦٧٨٩٠', code: '１２３４５６', wallet_addr: '0x' + 'g'.repeat(40), token_id: '-1' },
];

describe('bad input on every endpoint', () => {
  it('answers form endpoints with 4xx JSON errors', async () => {
    for (const path of Object.values(WEB)
      .map((p) => `/web${p}`)
      .concat(Object.values(AUTH).map((p) => `/auth${p}`))) {
      for (const fields of GARBAGE) {
        const r = await form(w, path, fields);
        if (path === '/web/GetWebConfig' || path === '/web/terms_list_ex' || path === '/web/post_get_list_ex' || path === '/web/logout') {
          expect(r.status, path).toBeLessThan(500);
          continue;
        }
        if (path === '/auth/refreshToken' && r.status === 200) {
          expect(r.body).toEqual({ result: 9 });
          continue;
        }
        expect(r.status, `${path} ${JSON.stringify(fields)}`).toBeGreaterThanOrEqual(400);
        expect(r.status, path).toBeLessThan(500);
        expectErrorShape(r);
      }
      const noEnvelope = await form(w, path, {}, { envelope: false });
      expect([noEnvelope.status, noEnvelope.body.error], path).toEqual([400, 'error-msg-envelope']);
    }
  });

  it('answers JSON and query endpoints with 4xx JSON errors', async () => {
    const bodies = ['{bad', '[]', 'null', '{"proposalId":"1; DROP TABLE votes"}', JSON.stringify({ a: 'x'.repeat(300_000) })];
    for (const [method, path] of [
      ['PUT', `/reward${REWARD.claimReward}`],
      ...Object.values(GAME).map((p) => ['POST', `/game${p}`] as const),
      ['POST', `/dao${DAO.proposals}`],
      ['POST', `/dao${DAO.comments}`],
      ['POST', `/dao${DAO.reports}`],
    ] as const) {
      for (const body of bodies) {
        const res = await fetch(w.url + path, { method, headers: { 'content-type': 'application/json' }, body });
        expect(res.status, `${path} ${body.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expectErrorShape({ status: res.status, body: await res.json() });
      }
    }
    const queries = ['', '?owner=1&campaignId=x&chainId=-1', "?proposalId=1'&userId=0x&score=%00", '?address=%27%3B'];
    for (const path of [
      `/reward${REWARD.listReward}`,
      `/reward${REWARD.ongoingReward}`,
      `/dao${DAO.votes}`,
      `/dao${DAO.votePower}`,
      `/dao${DAO.condition}`,
      `/dao${DAO.proposals}`,
    ]) {
      for (const q of queries) {
        for (const method of ['GET', 'POST', 'DELETE']) {
          const res = await fetch(w.url + path + q, { method });
          expect(res.status, `${method} ${path}${q}`).toBeLessThan(500);
        }
      }
    }
    for (const path of [
      `/dao${DAO.proposal("1'")}`,
      `/dao${DAO.commentsOf('-1')}`,
      `/dev${DEV.oidcLogin}?platform=x`,
      '/nope',
      `/geo${GEO.country}x`,
      `/static${STATIC.items}x`,
    ]) {
      const res = await fetch(w.url + path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it('refuses numbers outside the 32-bit range of ids and chain ids with 400', async () => {
    const big = '99999999999';
    for (const [path, fields] of [
      ['/web/getCampaignTime', { chain_id: big, campaign_id: '0' }],
      ['/web/post_get_by_id_ex', { id: big }],
      ['/web/lgl0001_ex', { land_code: 'seoul', network: 'BSC', itemId: big }],
      ['/web/market_item_list', { type: 'map', mapId: big }],
      ['/web/save_log', { accountId: 'a', authToken: 'a'.repeat(20), action: '5000', keyIdx: big }],
    ] as const) {
      const r = await form(w, path, fields);
      expect(r.status, path).toBe(400);
    }
    for (const path of [`/dao/api/proposals?chainId=${big}`, `/dao/api/votes?proposalId=${big}`, `/dao/api/proposals/${big}`, `/dao/api/comments/${big}`]) {
      expect((await fetch(w.url + path)).status, path).toBe(400);
    }
    const claim = JSON.stringify({ address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', campaignId: Number(big), chainId: 31338, currentTime: 1 });
    const res = await fetch(w.url + '/reward/claim-reward', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: claim, signature: '0x' + '1'.repeat(130) }),
    });
    expect(res.status).toBe(400);
  });

  it('answers malformed percent-encoding and non-UTF-8 bodies with 400', async () => {
    for (const path of ['/dao/api/votes?proposalId=%E0%A4%A', '/dao/api/proposals/%E0%A4%A', '/dao/api/comments/%']) {
      expect((await fetch(w.url + path)).status, path).toBe(400);
    }
    const res = await fetch(w.url + '/web/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from([0xff, 0xfe, 0x3d, 0x41]),
    });
    expect(res.status).toBe(400);
  });

  it('refuses NUL characters in text fields with 400 (PostgreSQL text cannot hold them)', async () => {
    const { jar, user } = await idLogin(w, 'tester01');
    const t = await form(w, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar });
    const r = await form(w, '/web/save_log', { accountId: user.accountId, authToken: t.body.authToken, action: '5000', message: 'a\u0000b' });
    expect([r.status, r.body.error]).toEqual([400, 'error-msg-invalid-input']);
    const j = await fetch(w.url + '/dao/api/reports', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'x\u0000', content: 'a', proposalId: 1 }),
    });
    expect(j.status).toBe(400);
    expect((await fetch(w.url + '/dao/api/votepower?address=%00')).status).toBe(400);
  });

  it('leaves the users table intact after injection attempts', async () => {
    expect((await idLogin(w, 'tester01')).user.account).toBe('tester01');
  });
});

describe('CORS', () => {
  it('allows the front-end origins with credentials and ignores others', async () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:4173']) {
      const res = await fetch(w.url + '/web/login', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    }
    const evil = await fetch(w.url + '/web/login', { method: 'OPTIONS', headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('persistence and modes', () => {
  it('runs on PostgreSQL when DATABASE_URL is set, else on embedded PGlite', () => {
    expect(w.api.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('keeps data between runs on the same data folder, and PROD mode has no DEV endpoints', async () => {
    const { dir } = w;
    const opts = { port: 0, oidcPort: 0, dataDir: `${dir}/persist`, mode: 'DEV', log: () => {} } as const;
    await copySeededDb(opts.dataDir);
    const first = await startApi(opts);
    const send = (url: string, body: Record<string, string>) =>
      fetch(url + '/web/cert_mail_ex', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ key: 'metaworld-web', value: '', usedomain: 'x', ...body }),
      });
    expect((await send(first.url, { to: 'persist@example.com', country: '82', purpose: 'join' })).status).toBe(200);
    await first.stop();
    const second = await startApi({
      ...opts,
      mode: 'PROD',
      allowedOrigins: ['https://app.example.test'],
      publicOrigin: 'https://api.example.test',
      // Production hashes codes under a configured key (without one it sends none: 503).
      codeKey: 'robustness-test-code-key',
    });
    try {
      const at = { url: second.url } as TestWorld;
      const headers = { host: 'api.example.test', 'content-type': 'application/x-www-form-urlencoded' };
      const body = new URLSearchParams({
        key: 'metaworld-web',
        value: '',
        usedomain: 'x',
        to: 'persist@example.com',
        country: '82',
        purpose: 'join',
      }).toString();
      // The code sent in the first run is still there: a second one within a minute is rate limited.
      expect((await raw(at, 'POST', '/web/cert_mail_ex', { headers, body })).status).toBe(429);
      expect((await raw(at, 'GET', '/dev/outbox', { headers })).status).toBe(404);
    } finally {
      await second.stop();
    }
    // Two API starts (migrations and seed each): under a loaded 2-core runner that alone took over 30 s once.
  }, 120_000);
});
