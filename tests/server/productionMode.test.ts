// The API with no mode on an empty database: production, no dev routes, no seed users, and no start without its configuration.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiOptions, type RunningApi } from '../../server/index';
import { ENVELOPE, expectErrorShape, raw, SEED_PW, type Answer, type TestWorld } from './support';
import { freshDatabase } from './seededDatabases';

const APP = 'https://app.metaworld.test';
const PUBLIC = 'https://api.metaworld.test';
const REQUIRED: ApiOptions = { allowedOrigins: [APP], publicOrigin: PUBLIC };

let dir: string;
let drop: (() => Promise<void>) | undefined;
let api: RunningApi;
let w: TestWorld;
let opts: ApiOptions;
const logs: string[] = [];

/** Options without a mode, on an empty database (a fresh PostgreSQL database when DATABASE_URL is set). */
async function emptyOptions(): Promise<ApiOptions> {
  const pg = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : undefined;
  drop = pg?.drop;
  return { port: 0, oidcPort: 0, dataDir: join(dir, 'db'), databaseUrl: pg?.url, deploymentsPath: join(dir, 'none.json'), log: (l) => logs.push(l) };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mw-prod-'));
  opts = { ...(await emptyOptions()), ...REQUIRED };
  api = await startApi(opts);
  w = { api, url: api.url, dir, logs } as unknown as TestWorld;
});
afterAll(async () => {
  await api?.stop();
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
});

const host = { host: new URL(PUBLIC).host };
const post = (path: string, fields: Record<string, string>): Promise<Answer> =>
  raw(w, 'POST', path, {
    headers: { ...host, origin: APP, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...ENVELOPE, ...fields }).toString(),
  });

describe('starting without a mode', () => {
  it('refuses to start without the front-end origins or its public origin, or with malformed ones', async () => {
    const base = { port: 0, oidcPort: 0, dataDir: join(dir, 'never'), log: () => {} };
    await expect(startApi(base)).rejects.toThrow(/API_ALLOWED_ORIGINS/);
    await expect(startApi({ ...base, allowedOrigins: [APP] })).rejects.toThrow(/API_PUBLIC_ORIGIN/);
    await expect(startApi({ ...base, publicOrigin: PUBLIC })).rejects.toThrow(/API_ALLOWED_ORIGINS/);
    await expect(startApi({ ...base, allowedOrigins: [], publicOrigin: PUBLIC })).rejects.toThrow(/API_ALLOWED_ORIGINS/);
    for (const bad of [`${APP}/`, `${APP}/path`, 'app.metaworld.test', '*', 'ftp://x.test']) {
      await expect(startApi({ ...base, ...REQUIRED, allowedOrigins: [bad] }), bad).rejects.toThrow(/allowedOrigins/);
    }
    await expect(startApi({ ...base, ...REQUIRED, publicOrigin: `${PUBLIC}/api` })).rejects.toThrow(/publicOrigin/);
  });

  it('runs in production: GetWebConfig says PROD and the OIDC stand-in is not started', async () => {
    const r = await post('/web/GetWebConfig', {});
    expect(r.status).toBe(200);
    expect(r.body).toContainEqual({ name: 'mode', value: 'PROD' });
    expect(api.oidcIssuer).toBeUndefined();
  });

  it('has no development routes', async () => {
    for (const path of ['/dev/outbox', '/dev/oidc-login?platform=google', '/dev/outbox?to=tester01@example.com']) {
      const r = await raw(w, 'GET', path, { headers: host });
      expect([r.status, r.body.error], path).toEqual([404, 'error-msg-no-endpoint']);
    }
  });

  it('has no seed users: signing in with a known seed account and password fails, and the users table is empty', async () => {
    const answers = await Promise.all(['tester01', 'admin01', 'alice01'].map((account) => post('/web/login', { account, password: SEED_PW })));
    for (const a of answers) {
      expect(a.status).toBe(401);
      expectErrorShape(a);
    }
    expect(await api.db.query('SELECT account FROM users')).toEqual([]);
    expect(await api.db.query('SELECT wallet_addr FROM user_wallets')).toEqual([]);
  });

  it('seeds only public texts: news and terms are there, LAND of the local chains and DAO proposals are not', async () => {
    const posts = await post('/web/post_get_list_ex', { page: '0', count: '5' });
    expect(posts.body.data.total).toBeGreaterThan(0);
    const [counts] = await api.db.query<Record<string, number>>(
      'SELECT (SELECT COUNT(*)::int FROM lands) AS lands, (SELECT COUNT(*)::int FROM market_items) AS market, (SELECT COUNT(*)::int FROM proposals) AS ' +
        'proposals',
    );
    expect(counts).toEqual({ lands: 0, market: 0, proposals: 0 });
  });

  it('refuses Google and Facebook sign-in that is not configured instead of trusting a local issuer', async () => {
    const r = await post('/auth/platformLogin', { platform_id: '1234567890', passToken: 'x'.repeat(40), platform_type: '3' });
    expect([r.status, r.body.error]).toEqual([401, 'error-msg-sns-token']);
  });

  it('answers only its public host, and only state-changing requests from its front end', async () => {
    const port = new URL(api.url).port;
    for (const h of [`127.0.0.1:${port}`, `localhost:${port}`, 'evil.example']) {
      expect((await raw(w, 'GET', '/health', { headers: { host: h } })).status, h).toBe(421);
    }
    expect((await raw(w, 'GET', '/health', { headers: host })).status).toBe(200);
    const foreign = await raw(w, 'POST', '/web/logout', {
      headers: { ...host, origin: 'http://127.0.0.1:5173', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(ENVELOPE).toString(),
    });
    expect([foreign.status, foreign.body.error]).toEqual([403, 'error-msg-forbidden']);
    expect((await post('/web/logout', {})).status).toBe(200);
  });

  it('seeds once: a restart on the same database adds nothing', async () => {
    const count = () => api.db.query('SELECT (SELECT COUNT(*)::int FROM posts) AS posts, (SELECT COUNT(*)::int FROM users) AS users');
    const before = await count();
    await api.stop();
    api = await startApi(opts);
    expect(await count()).toEqual(before);
  });
});
