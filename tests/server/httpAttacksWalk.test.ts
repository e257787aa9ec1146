// The robustness walk: every route of common/api/paths.ts gets hostile input in parallel bursts; never a 5xx, always a message key, no stray rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import * as Auth from '@common/api/auth';
import * as Campaign from '@common/api/campaign';
import * as Content from '@common/api/content';
import * as Dao from '@common/api/dao';
import * as Events from '@common/api/events';
import * as Game from '@common/api/game';
import * as Market from '@common/api/market';
import * as MarketItems from '@common/api/marketItems';
import * as Member from '@common/api/member';
import { AUTH, DAO, DEV, GAME, GEO, REWARD, STATIC, WEB } from '@common/api/paths';
import { ALICE, HOSTILE_TEXT } from './hostileValues';
import { ENVELOPE, form, idLogin, raw, rowCounts, startWorld, walletLogin, type Answer, type Jar, type TestWorld } from './support';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

type Kind = 'form' | 'json' | 'query';
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  kind: Kind;
}

/** Every route, by base: the walk fails if paths.ts gains one that is not listed here. */
const ROUTES: Route[] = [
  ...Object.values(WEB).map((p): Route => ({ method: 'POST', path: `/web${p}`, kind: 'form' })),
  ...Object.values(Events.EVENT_PATHS).map((p): Route => ({ method: 'POST', path: `/web${p}`, kind: 'form' })),
  ...Object.values(AUTH).map((p): Route => ({ method: 'POST', path: `/auth${p}`, kind: 'form' })),
  { method: 'GET', path: `/reward${REWARD.listReward}`, kind: 'query' },
  { method: 'GET', path: `/reward${REWARD.ongoingReward}`, kind: 'query' },
  { method: 'PUT', path: `/reward${REWARD.claimReward}`, kind: 'json' },
  { method: 'GET', path: `/dao${DAO.proposals}`, kind: 'query' },
  { method: 'POST', path: `/dao${DAO.proposals}`, kind: 'json' },
  { method: 'DELETE', path: `/dao${DAO.proposals}`, kind: 'query' },
  { method: 'GET', path: `/dao${DAO.condition}`, kind: 'query' },
  { method: 'GET', path: `/dao${DAO.votePower}`, kind: 'query' },
  { method: 'POST', path: `/dao${DAO.comments}`, kind: 'json' },
  { method: 'POST', path: `/dao${DAO.reports}`, kind: 'json' },
  { method: 'GET', path: `/dao${DAO.votes}`, kind: 'query' },
  { method: 'POST', path: `/dao${DAO.votes}`, kind: 'query' },
  { method: 'POST', path: `/dao${DAO.votes}`, kind: 'json' },
  { method: 'GET', path: `/dao${DAO.scores}`, kind: 'query' },
  { method: 'GET', path: `/dao${DAO.transparency}`, kind: 'query' },
  { method: 'GET', path: `/dao${DAO.activity}`, kind: 'query' },
  { method: 'GET', path: `/geo${GEO.country}`, kind: 'query' },
  ...Object.values(GAME).map((p): Route => ({ method: 'POST', path: `/game${p}`, kind: 'json' })),
  { method: 'GET', path: `/static${STATIC.items}`, kind: 'query' },
  { method: 'GET', path: `/static${STATIC.language}`, kind: 'query' },
  ...Object.values(DEV).map((p): Route => ({ method: 'GET', path: `/dev${p}`, kind: 'query' })),
];
/** Routes with a path parameter: hostile values go into the path. */
const PARAM_ROUTES = [
  (v: string) => `/dao${DAO.proposal(v)}`,
  (v: string) => `/dao${DAO.commentsOf(v)}`,
  (v: string) => `/static/land/${encodeURIComponent(v)}`,
  (v: string) => `/static/items/${encodeURIComponent(v)}`,
  (v: string) => `/nft/bsc/items1155/${encodeURIComponent(v)}`,
  (v: string) => `/nft/bsc/items721/${encodeURIComponent(v)}`,
  (v: string) => `/nft/${encodeURIComponent(v)}/land721/1`,
  (v: string) => `/nft/bsc/${encodeURIComponent(v)}/1`,
];
/** A lone surrogate cannot be percent-encoded; its raw UTF-8 bytes are sent instead. */
const pathSafe = (v: string) => v.replace(/\ud800/g, '\u00ed\u00a0\u0080');

/** Every field name the request schemas know, so each hostile value lands in whatever field a route reads. */
const FIELDS = [
  ...new Set(
    [Auth, Campaign, Content, Dao, Events, Game, Market, MarketItems, Member]
      .flatMap((m) => Object.values(m))
      .flatMap((s) => (s instanceof z.ZodMiniObject ? Object.keys(s.shape) : []))
      .concat(['id', 'page', 'count', 'order', 'search', 'chainId', 'chain_id', 'proposalId', 'score', 'userId', 'address', 'owner', 'to', 'phone', 'code']),
  ),
];

/** The shared hostile values, plus what only a walk over every route needs (LIKE, JSON order, paths, markup, lone surrogates). */
const TEXT = [
  ...HOSTILE_TEXT,
  'NaN',
  '1; DROP TABLE users; --',
  "%' OR name LIKE '%",
  '{"name":"price; DROP TABLE users","ct":"asc"}',
  '0x' + 'G'.repeat(40),
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '\ud800',
];
const JSON_VALUES: unknown[] = [...TEXT, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, 0.5, true, null, [], { $gt: '' }];
const RAW_JSON = ['{bad', '', '[]', 'null', '1', '"x"', '{"__proto__":{"admin":true}}', '['.repeat(100_000), `{"campaignId":1${'0'.repeat(400)}}`];

const all = (v: unknown) => Object.fromEntries(FIELDS.map((f) => [f, v]));
const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** Fields a signed-in caller would send correctly, so the hostile ones get past authentication into the route. */
interface Auth {
  jar?: Jar;
  valid: Record<string, string | number>;
}

async function fire(r: Route, value: unknown, auth: Auth): Promise<Answer> {
  const fields = { ...all(value), ...auth.valid };
  const qs = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, asText(v)])).toString();
  const f = auth.jar?.fetch ?? fetch;
  let res: Response;
  if (r.kind === 'form') {
    const body = new URLSearchParams({ ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, asText(v)])), ...ENVELOPE });
    res = await f(w.url + r.path, { method: r.method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  } else if (r.kind === 'json') {
    res = await f(w.url + r.path, { method: r.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) });
  } else {
    res = await f(`${w.url}${r.path}?${qs}`, { method: r.method });
  }
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}

/** Tables a refused request may legitimately touch: the durable throttles count failures on purpose. */
const COUNTERS = (t: string) => /throttle|rate|attempt|fail/.test(t);

function expectClear(a: Answer, what: string) {
  expect(
    a.status,
    `${what}: ${w.logs
      .filter((l) => l.includes('unexpected'))
      .slice(-3)
      .join(' | ')}`,
  ).toBeLessThan(500);
  if (a.status >= 400) {
    expect(typeof a.body === 'object' && a.body !== null, `${what}: JSON error`).toBe(true);
    expect(String(a.body.error), `${what}: message key`).toMatch(/^error-msg-[a-z0-9-]+$/);
    expect(JSON.stringify(a.body), `${what}: no stack`).not.toContain('    at ');
  }
}

async function walk(auth: Auth) {
  for (const r of ROUTES) {
    const values = r.kind === 'json' ? JSON_VALUES : TEXT;
    const before = await rowCounts(w, COUNTERS);
    const answers = await Promise.all(values.map((v) => fire(r, v, auth)));
    answers.forEach((a, i) => expectClear(a, `${r.method} ${r.path} ${asText(values[i]).slice(0, 40)}`));
    if (answers.every((a) => a.status >= 400)) expect(await rowCounts(w, COUNTERS), `${r.method} ${r.path} wrote while refusing`).toEqual(before);
  }
}

describe('the robustness walk', () => {
  it('covers every route of paths.ts', () => {
    const listed = new Set(ROUTES.map((r) => r.path));
    for (const [base, group] of Object.entries({ web: WEB, auth: AUTH, reward: REWARD, game: GAME, geo: GEO, dev: DEV })) {
      for (const p of Object.values(group)) expect(listed.has(`/${base}${p}`), `/${base}${p}`).toBe(true);
    }
    for (const [name, p] of Object.entries(DAO)) if (typeof p === 'string') expect(listed.has(`/dao${p}`), name).toBe(true);
    expect(FIELDS.length).toBeGreaterThan(40);
  });

  it('answers hostile input from an anonymous caller on every route with a 4xx message key and writes nothing', async () => {
    await walk({ valid: {} });
  });

  it('answers hostile input from a signed-in user (valid session and game token) the same way', async () => {
    const { jar, user } = await idLogin(w, 'tester01');
    const t = await form(w, '/auth/refreshToken', { accountId: user.accountId, accountIdx: String(user.id) }, { jar });
    await walk({ jar, valid: { accountId: user.accountId, accountIdx: user.id, authToken: t.body.authToken, account: 'tester01' } });
  });

  it('answers hostile input from a wallet owner (DAO author, voter, claimant) the same way', async () => {
    const { jar } = await walletLogin(w, 'alice');
    await walk({ jar, valid: { author: ALICE, userId: ALICE, user: ALICE, address: ALICE, owner: ALICE } });
  });

  it('answers malformed JSON and wrong content types with 400 and a message key', async () => {
    const jsonRoutes = ROUTES.filter((r) => r.kind === 'json');
    const formRoutes = ROUTES.filter((r) => r.kind === 'form');
    const answers = await Promise.all([
      ...jsonRoutes.flatMap((r) => RAW_JSON.map((body) => raw(w, r.method, r.path, { headers: { 'content-type': 'application/json' }, body }))),
      ...jsonRoutes.flatMap((r) =>
        ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', ''].map((type) =>
          raw(w, r.method, r.path, { headers: type ? { 'content-type': type } : {}, body: '{"a":1}' }),
        ),
      ),
      ...formRoutes.flatMap((r) =>
        ['application/json', 'text/plain', 'multipart/form-data; boundary=x', ''].map((type) =>
          raw(w, r.method, r.path, { headers: type ? { 'content-type': type } : {}, body: new URLSearchParams(ENVELOPE).toString() }),
        ),
      ),
    ]);
    for (const a of answers) {
      expectClear(a, 'raw body');
      expect(a.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers hostile path parameters and path tricks on /static with 4xx and never serves a file from disk', async () => {
    const params = await Promise.all(PARAM_ROUTES.flatMap((route) => TEXT.map((v) => raw(w, 'GET', route(pathSafe(v))))));
    params.forEach((a) => expectClear(a, 'path parameter'));
    const tricks = [
      '/static/../package.json',
      '/static/%2e%2e/%2e%2e/package.json',
      '/static/land/..%2f..%2fpackage.json',
      '/static/land/%2e%2e%2f%2e%2e%2fpackage.json',
      '/static/land/%252e%252e%252fpackage.json',
      '/static/land/..%5c..%5cpackage.json',
      '/static/land/seoul.svg%00.json',
      '/static/land/seoul%00.svg',
      '/static/land/%00',
      '/static//etc/passwd',
      '/static/Item.json/../../package.json',
      '/static/land/' + 'a'.repeat(5000) + '.svg',
      '/static/land/%E0%A4%A.svg',
      '/static/items/..%2f..%2fpackage.json',
      '/static/items/204.svg%00',
      '/nft/bsc/items1155/..%2f..%2f..%2fpackage.json',
      '/nft/../package.json',
      '/nft/bsc/items1155/204.json/../../../package.json',
    ];
    const answers = await Promise.all(tricks.map((p) => raw(w, 'GET', p)));
    answers.forEach((a, i) => {
      expectClear(a, tricks[i]!);
      expect(a.status, tricks[i]).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(a.body), tricks[i]).not.toContain('devDependencies');
    });
    expect((await raw(w, 'GET', '/static/land/seoul.svg')).status).toBe(200);
    expect((await raw(w, 'GET', '/static/items/204.svg')).status).toBe(200);
  });

  it('treats SQL and LIKE metacharacters in search and order as text: no match, no injection', async () => {
    const listing = { ...ENVELOPE, type: 'list' };
    for (const search of ['%', '_', "' OR '1'='1", '\\']) {
      const r = await form(w, '/web/market_item_list_search_name', { search });
      expect([r.status, r.body.data?.total], search).toEqual([200, 0]);
    }
    const order = await form(w, '/web/market_item_list', { ...listing, order: '{"name":"price, (SELECT 1)","ct":"asc"}' });
    expect([order.status, order.body.error]).toEqual([400, 'error-msg-order']);
    const posts = await form(w, '/web/post_get_list_ex', { category: "News' OR '1'='1", page: '0', count: '5' });
    expect(posts.status).toBe(400);
  });
});
