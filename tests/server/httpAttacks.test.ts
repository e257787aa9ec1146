// Request-level attacks fired in parallel: foreign Origin / Sec-Fetch-Site on state-changing calls, foreign Host, oversized bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '@common/localWorld/accounts';
import { ENVELOPE, expectErrorShape, form, idLogin, raw, rowCounts, startWorld, walletLogin, type Answer, type Jar, type TestWorld } from './support';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const FRONT = 'http://127.0.0.1:5173';
const BURST = 12;

async function send(jar: Jar, url: string, init: RequestInit): Promise<Answer> {
  const res = await jar.fetch(w.url + url, init);
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}

const logoutInit = (headers: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams(ENVELOPE),
});

/** The session is alive when refreshToken still answers result 0 for it. */
async function sessionAlive(jar: Jar, user: { accountId: string; id: number }): Promise<boolean> {
  const r = await form(w, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar });
  return r.body.result === 0;
}

const expectRefused = (answers: Answer[], status = 403, key = 'error-msg-forbidden') => {
  for (const a of answers) {
    expect([a.status, a.body.error]).toEqual([status, key]);
    expectErrorShape(a);
  }
};

describe('Origin and Sec-Fetch-Site on state-changing requests', () => {
  it('refuses a burst of logouts from a foreign origin and keeps the session; the front end’s own origin logs out', async () => {
    const { jar, user } = await idLogin(w, 'tester01');
    const foreign = ['http://evil.example', 'null', 'http://127.0.0.1:5173.evil.example', 'https://127.0.0.1:5173', 'http://127.0.0.1:5174'];
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => send(jar, '/web/logout', logoutInit({ origin: foreign[i % foreign.length]! }))));
    expectRefused(answers);
    expect(await sessionAlive(jar, user)).toBe(true);
    const ok = await send(jar, '/web/logout', logoutInit({ origin: FRONT }));
    expect([ok.status, ok.body]).toEqual([200, { data: 'success' }]);
    expect(await sessionAlive(jar, user)).toBe(false);
  });

  it('refuses a burst of cross-site logouts without Origin (Sec-Fetch-Site), lets same-origin, same-site, none and non-browser clients through', async () => {
    const { jar, user } = await idLogin(w, 'tester01');
    expectRefused(await Promise.all(Array.from({ length: BURST }, () => send(jar, '/web/logout', logoutInit({ 'sec-fetch-site': 'cross-site' })))));
    expect(await sessionAlive(jar, user)).toBe(true);
    for (const site of ['same-origin', 'same-site', 'none']) {
      const s = await idLogin(w, 'tester01');
      expect((await send(s.jar, '/web/logout', logoutInit({ 'sec-fetch-site': site }))).status, site).toBe(200);
      expect(await sessionAlive(s.jar, s.user), site).toBe(false);
    }
    // No Origin and no Sec-Fetch-Site: not a browser, so no victim's cookie can ride along (see docs/security.md).
    expect((await send(jar, '/web/logout', logoutInit({}))).status).toBe(200);
  });

  it('refuses a burst of DAO comments from a foreign origin without writing one; the same-origin comment counts', async () => {
    const { jar } = await walletLogin(w, 'alice');
    const alice = account('alice').address;
    // This world runs no chain (no seeded proposals): one open proposal row, as the signed create call would store it.
    const now = Math.floor(w.clock.now / 1000);
    const [p] = await w.api.db.query<{ id: number }>(
      `INSERT INTO proposals (chain_id, category, title, body, author, choices, start_time, end_time, created_at) VALUES (31338, 'poll', 't', 'b', $1,
        '["A","B"]', $2, $3, $4) RETURNING id`,
      [alice.toLowerCase(), now, now + 86_400, w.clock.now],
    );
    const init = (headers: Record<string, string>): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ proposalId: p!.id, author: alice, content: 'hello' }),
    });
    const before = await rowCounts(w);
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        send(jar, '/dao/api/comments', init(i % 2 ? { origin: 'http://evil.example' } : { 'sec-fetch-site': 'cross-site' })),
      ),
    );
    expectRefused(answers);
    expect(await rowCounts(w)).toEqual(before);
    const ok = await send(jar, '/dao/api/comments', init({ origin: FRONT, 'sec-fetch-site': 'same-site' }));
    expect([ok.status, ok.body.data?.author]).toEqual([200, alice]);
    expect((await rowCounts(w)).comments).toBe(before.comments! + 1);
  });

  it('does not check safe methods: a GET from anywhere reads, CORS decides what the page may see', async () => {
    const r = await raw(w, 'GET', '/dao/api/proposals?chainId=31338', { headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(r.status).toBe(200);
  });
});

describe('Host header', () => {
  it('refuses a burst of requests naming a foreign host (DNS rebinding) with 421 and answers its own names', async () => {
    const port = new URL(w.url).port;
    const hosts = ['evil.example', `evil.example:${port}`, `127.0.0.1:${Number(port) + 1}`, '127.0.0.1', `127.0.0.1.nip.io:${port}`, `[::1]:${port}`];
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        raw(w, i % 2 ? 'GET' : 'POST', i % 2 ? '/health' : '/web/login', { headers: { host: hosts[i % hosts.length]! } }),
      ),
    );
    expectRefused(answers, 421);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
      expect((await raw(w, 'GET', '/health', { headers: { host } })).status, host).toBe(200);
    }
  });
});

describe('body size', () => {
  it('refuses a 50 MB chunked body once 256 KB are crossed, without reading the rest', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const total = 800; // 50 MB
    const pulls = [0, 0, 0];
    const post = (i: number, path: string, type: string) =>
      fetch(w.url + path, {
        method: 'POST',
        headers: { 'content-type': type },
        body: new ReadableStream<Uint8Array>({
          pull(c) {
            if (++pulls[i]! > total) c.close();
            else c.enqueue(chunk);
          },
        }),
        duplex: 'half',
      } as RequestInit).then(async (res) => ({ status: res.status, body: await res.json() }));
    const answers = await Promise.all([
      post(0, '/web/login', 'application/x-www-form-urlencoded'),
      post(1, '/game/createPlayer', 'application/json'),
      post(2, '/dao/api/reports', 'application/json'),
    ]);
    expectRefused(answers, 413, 'error-msg-invalid-input');
    const seen = [...pulls];
    await new Promise((r) => setTimeout(r, 700));
    // The client's socket buffers hold a few MB at most; the server stopped asking for more long before 50 MB.
    for (const [i, n] of pulls.entries()) {
      expect(n, `stream ${i}`).toBeLessThan(total / 4);
      expect(n, `stream ${i} kept flowing`).toBeLessThanOrEqual(seen[i]! + 2);
    }
  });

  it('refuses a declared Content-Length over the limit before reading, and takes a body just under it', async () => {
    const big = await raw(w, 'POST', '/web/login', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(300 * 1024) },
      body: 'a=1',
    }).catch(() => null);
    // The server answers before the promised bytes arrive (or closes the connection): never a 2xx or 5xx.
    if (big) expectRefused([big], 413, 'error-msg-invalid-input');
    const under = await form(w, '/web/check_account_ex', { account: 'tester01', pad: 'x'.repeat(200 * 1024) });
    expect(under.status).toBeLessThan(500);
    expect(under.status).not.toBe(413);
  });
});
