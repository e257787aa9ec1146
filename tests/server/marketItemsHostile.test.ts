// Hostile values in each field of the item market calls, one field at a time on an otherwise valid call: a 4xx with a
// message key or a normal answer, never a 5xx, nothing written. The chains do not answer; the index holds the world's listings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALICE, HOSTILE_TEXT } from './hostileValues';
import { startIndexedWorld } from './fixtures';
import { form, rowCounts, type TestWorld } from './support';

let w: TestWorld;
beforeAll(async () => {
  w = await startIndexedWorld();
});
afterAll(async () => {
  await w?.stop();
});

const EXTRA = ['land721-' + '9'.repeat(78), 'land1155-0', 'equipments.', 'land.x', '0x' + '0'.repeat(40), 'KO', '<b>x</b>', '%', '_', '\\'];
const CALLS: { path: string; base: Record<string, string> }[] = [
  {
    path: '/web/market_item_browse',
    base: {
      network: 'BSC',
      lang: 'en',
      category: 'equipments.cap',
      search: 'cap',
      grade: '3',
      for_sale: '1',
      standard: '1155',
      order: 'newest',
      page: '1',
      count: '12',
    },
  },
  { path: '/web/market_item_detail', base: { network: 'BSC', itemId: 'land721-10011', lang: 'ko' } },
  { path: '/web/market_inventory', base: { network: 'BSC', owner_addr: ALICE, kind: 'land', lang: 'en', page: '1', count: '12' } },
];

describe('item market calls with hostile values', () => {
  for (const call of CALLS) {
    it(`${call.path}: every field, every value, in one burst`, async () => {
      const plain = await form(w, call.path, call.base);
      expect(plain.status, JSON.stringify(plain.body).slice(0, 200)).toBe(200);
      const variants = Object.keys(call.base).flatMap((field) => [...HOSTILE_TEXT, ...EXTRA].map((v) => ({ field, v })));
      const before = await rowCounts(w, (t) => /throttle|rate|attempt|fail|cursor/.test(t));
      const answers = await Promise.all(variants.map(({ field, v }) => form(w, call.path, { ...call.base, [field]: v })));
      answers.forEach((a, i) => {
        const what = `${variants[i]!.field}=${JSON.stringify(variants[i]!.v).slice(0, 30)} ${w.logs.filter((l) => l.includes('unexpected')).slice(-1)}`;
        // kind '' asks for the wallet's items too, which only the chain knows: 503 when it does not answer, as below.
        if (a.status === 503) expect([variants[i]!.field, variants[i]!.v, a.body.error], what).toEqual(['kind', '', 'error-msg-chain-unavailable']);
        else expect(a.status, what).toBeLessThan(500);
        if (a.status >= 400) expect(String(a.body.error), what).toMatch(/^error-msg-[a-z0-9-]+$/);
      });
      expect(await rowCounts(w, (t) => /throttle|rate|attempt|fail|cursor/.test(t))).toEqual(before);
    });
  }

  it('answers an inventory of items 503 (the wallet is read from the chain), and an unknown item 404', async () => {
    const items = await form(w, '/web/market_inventory', { network: 'BSC', owner_addr: ALICE });
    expect([items.status, items.body.error]).toEqual([503, 'error-msg-chain-unavailable']);
    const r = await form(w, '/web/market_item_detail', { network: 'BSC', itemId: '998' });
    expect([r.status, r.body.error]).toEqual([404, 'error-msg-not-found']);
  });
});
