// Hardening round 2 (issue 24): in production no verification code is kept in clear (the outbox keeps a masked record)
// and verification_codes keeps an HMAC under the configured key, not an unsalted SHA-256 of six digits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiOptions, type RunningApi } from '../../server/index';
import { codeHash } from '../../server/auth/codes';
import { ENVELOPE, raw, type Answer, type TestWorld } from './support';
import { freshDatabase } from './seededDatabases';

const APP = 'https://app.metaworld.test';
const PUBLIC = 'https://api.metaworld.test';
const KEY = 'a-production-secret-code-key';
const EMAIL = 'owner@example.test';

let dir: string;
const drops: (() => Promise<void>)[] = [];
const apis: RunningApi[] = [];

async function prod(over: ApiOptions): Promise<TestWorld> {
  const pg = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : undefined;
  if (pg) drops.push(pg.drop);
  const api = await startApi({
    port: 0,
    oidcPort: 0,
    dataDir: join(dir, `db${apis.length}`),
    databaseUrl: pg?.url,
    deploymentsPath: join(dir, 'none.json'),
    log: () => {},
    allowedOrigins: [APP],
    publicOrigin: PUBLIC,
    ...over,
  });
  apis.push(api);
  return { api, url: api.url, dir, logs: [] } as unknown as TestWorld;
}

const post = (w: TestWorld, path: string, fields: Record<string, string>): Promise<Answer> =>
  raw(w, 'POST', path, {
    headers: { host: new URL(PUBLIC).host, origin: APP, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...ENVELOPE, ...fields }).toString(),
  });

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mw-codes-'));
});
afterAll(async () => {
  for (const a of apis) await a.stop();
  for (const d of drops) await d();
  rmSync(dir, { recursive: true, force: true });
});

describe('verification codes in production', () => {
  it('keeps no code in clear: the outbox is masked and the stored hash is an HMAC under the configured key', async () => {
    const w = await prod({ codeKey: KEY });
    expect((await post(w, '/web/cert_mail_ex', { to: EMAIL, country: '82', purpose: 'join' })).status).toBe(200);
    const outbox = await w.api.db.query<{ body: string; code: string }>('SELECT body, code FROM outbox');
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.code).toBe('');
    expect(outbox[0]!.body).not.toMatch(/\d{6}/);
    const [row] = await w.api.db.query<{ code_hash: string }>('SELECT code_hash FROM verification_codes');
    // With the key the code can be found (as the API checks it); the old unsalted SHA-256 of any code never matches.
    // The search yields to the event loop now and then: blocked for seconds on a busy machine, the test's HTTP client
    // would miss the API closing its idle keep-alive socket and send the next request into it (ECONNRESET).
    let code: string | undefined;
    for (let i = 0; i < 1_000_000 && !code; i++) {
      if (codeHash(KEY, 'join', EMAIL, String(i).padStart(6, '0')) === row!.code_hash) code = String(i).padStart(6, '0');
      if (i % 20_000 === 0) await new Promise((ok) => setImmediate(ok));
    }
    expect(code).toBeDefined();
    expect(row!.code_hash).not.toBe(createHash('sha256').update(`${EMAIL}:${code}`).digest('hex'));
    expect(codeHash('another key', 'join', EMAIL, code!)).not.toBe(row!.code_hash);
    const checked = await post(w, '/web/check_cert_ex', { type: 'email', target: EMAIL, purpose: 'join', code: code! });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  }, 120_000);

  it('sends no code without a configured key', async () => {
    const w = await prod({});
    const r = await post(w, '/web/cert_mail_ex', { to: EMAIL, country: '82', purpose: 'join' });
    expect([r.status, r.body.error]).toEqual([503, 'error-msg-server']);
    expect(await w.api.db.query('SELECT 1 FROM verification_codes')).toHaveLength(0);
  });
});
