// One hostile field at a time on an otherwise valid write: the route refuses it cleanly or stores it as given, never half-writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, HOSTILE_TEXT, WRONG_CHECKSUM } from './hostileValues';
import { ENVELOPE, form, idLogin, rowCounts, startWorld, walletLogin, type Answer, type Jar, type TestWorld } from './support';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const TEXT = HOSTILE_TEXT;
const NUMBERS: unknown[] = [-1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, 0.5, true, null, [], { $gt: '' }, 'x'.repeat(5000), 'a\u0000b', WRONG_CHECKSUM];
const COUNTERS = (t: string) => /throttle|rate|attempt|fail/.test(t);

interface Write {
  name: string;
  kind: 'form' | 'json' | 'query';
  method: 'POST' | 'PUT';
  path: string;
  /** Tables a successful call may add to; every other table must stay as it was. */
  tables: string[];
  base: () => Record<string, unknown>;
  jar: () => Jar;
}

async function send(x: Write, fields: Record<string, unknown>): Promise<Answer> {
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const pairs = Object.entries(fields).map(([k, v]) => [k, text(v)]);
  const init: RequestInit =
    x.kind === 'form'
      ? {
          method: x.method,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams([...pairs, ...Object.entries(ENVELOPE)]),
        }
      : x.kind === 'json'
        ? { method: x.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) }
        : { method: x.method };
  const url = x.kind === 'query' ? `${w.url}${x.path}?${new URLSearchParams(pairs).toString()}` : w.url + x.path;
  const res = await x.jar().fetch(url, init);
  const body = await res.text();
  try {
    return { status: res.status, body: JSON.parse(body) };
  } catch {
    return { status: res.status, body };
  }
}

let user: { jar: Jar; accountId: string; authToken: string };
let wallet: Jar;
let proposalId: number;
const nowSec = () => Math.floor(w.clock.now / 1000);

beforeAll(async () => {
  const s = await idLogin(w, 'tester01');
  const t = await form(w, '/auth/refreshToken', { accountId: s.user.accountId, accountIdx: String(s.user.id) }, { jar: s.jar });
  user = { jar: s.jar, accountId: s.user.accountId, authToken: t.body.authToken };
  wallet = (await walletLogin(w, 'alice')).jar;
  // This world runs no chain (signed proposals and votes need one: tests/server/dao*.test.ts): one open proposal row as
  // the signed create call stores it, for the comment and report writes.
  const [p] = await w.api.db.query<{ id: number }>(
    `INSERT INTO proposals (chain_id, category, title, body, author, choices, start_time, end_time, created_at) VALUES (31338, 'poll', 'Walk', 'Body',
      $1, '["A","B"]', $2, $3, $4) RETURNING id`,
    [ALICE.toLowerCase(), nowSec() - 60, nowSec() + 86_400, w.clock.now],
  );
  proposalId = p!.id;
});

const WRITES: Write[] = [
  {
    name: 'DAO comment',
    kind: 'json',
    method: 'POST',
    path: '/dao/api/comments',
    tables: ['comments'],
    jar: () => wallet,
    base: () => ({ proposalId, author: ALICE, content: 'Hi' }),
  },
  {
    name: 'DAO report',
    kind: 'json',
    method: 'POST',
    path: '/dao/api/reports',
    tables: ['reports'],
    jar: () => wallet,
    base: () => ({ proposalId, userId: ALICE, content: 'Spam' }),
  },
  {
    name: 'save log',
    kind: 'form',
    method: 'POST',
    path: '/web/save_log',
    tables: ['action_logs'],
    jar: () => user.jar,
    base: () => ({
      accountId: user.accountId,
      authToken: user.authToken,
      action: 5000,
      keyIdx: 1,
      keyValue: 'k',
      landIdx: 2,
      floor: 3,
      currencyValue: '1.5',
      message: 'm',
    }),
  },
  {
    name: 'create player',
    kind: 'json',
    method: 'POST',
    path: '/game/createPlayer',
    tables: ['players'],
    jar: () => user.jar,
    base: () => ({ accountId: user.accountId, authToken: user.authToken, nickname: 'walker' }),
  },
  {
    name: 'Enjin wallet',
    kind: 'json',
    method: 'POST',
    path: '/game/connectEnjinWallet',
    tables: [],
    jar: () => user.jar,
    base: () => ({ accountId: user.accountId, authToken: user.authToken, enjinWalletAddr: ALICE }),
  },
  {
    name: 'campaign time',
    kind: 'form',
    method: 'POST',
    path: '/web/getCampaignTime',
    tables: [],
    jar: () => user.jar,
    base: () => ({ chain_id: 31338, campaign_id: 1 }),
  },
  {
    name: 'post list',
    kind: 'form',
    method: 'POST',
    path: '/web/post_get_list_ex',
    tables: [],
    jar: () => user.jar,
    base: () => ({ category: 'News', page: 0, count: 5 }),
  },
  {
    name: 'market list',
    kind: 'form',
    method: 'POST',
    path: '/web/market_item_list',
    tables: [],
    jar: () => user.jar,
    base: () => ({ type: 'list', page: 1, count: 10, order: '{"name":"price","ct":"asc"}', search: 'LAND' }),
  },
  {
    name: 'item market browse',
    kind: 'form',
    method: 'POST',
    path: '/web/market_item_browse',
    tables: [],
    jar: () => user.jar,
    base: () => ({
      network: 'BSC',
      lang: 'ko',
      category: 'equipments',
      search: '갑옷',
      grade: '8',
      for_sale: '0',
      standard: '1155',
      order: 'priceAsc',
      page: 1,
      count: 12,
    }),
  },
];

describe('one hostile field on a valid write', () => {
  for (const x of WRITES) {
    it(`${x.name}: each field, each hostile value, in one parallel burst`, async () => {
      const base = x.base();
      // The untouched request works, so a refusal below is about the hostile field, not a broken baseline.
      const plain = await send(x, base);
      expect(plain.status, `${x.name} baseline ${JSON.stringify(plain.body).slice(0, 200)}`).toBeLessThan(300);
      const variants = Object.keys(base).flatMap((field) =>
        (x.kind === 'json' ? NUMBERS.concat(TEXT) : TEXT).map((v) => ({ field, v, fields: { ...base, [field]: v } })),
      );
      const before = await rowCounts(w, COUNTERS);
      const answers = await Promise.all(variants.map((v) => send(x, v.fields)));
      answers.forEach((a, i) => {
        const what = `${x.name} ${variants[i]!.field}=${JSON.stringify(variants[i]!.v).slice(0, 30)}: ${w.logs
          .filter((l) => l.includes('unexpected'))
          .slice(-2)
          .join(' | ')}`;
        expect(a.status, what).toBeLessThan(500);
        if (a.status >= 400) expect(String(a.body.error), what).toMatch(/^error-msg-[a-z0-9-]+$/);
      });
      const after = await rowCounts(w, COUNTERS);
      const ok = answers.filter((a) => a.status < 300).length;
      for (const [table, n] of Object.entries(after)) {
        if (x.tables.includes(table)) expect(n - before[table]!, `${x.name}: ${table}`).toBeLessThanOrEqual(ok);
        else expect(n, `${x.name} touched ${table}`).toBe(before[table]);
      }
    });
  }
});
