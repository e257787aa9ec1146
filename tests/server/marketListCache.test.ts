// The market item lists are kept per change of market_items/lands (server/db/versionedCache.ts): the same question
// between two writes is answered without reading the lists again, and any write to the tables, from this instance or
// another one on the same database (a plain SQL statement here, as the other instance's index would send), is seen by
// the next read.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { form, type TestWorld } from './support';
import { startIndexedWorld } from './fixtures';

let w: TestWorld;
beforeAll(async () => {
  w = await startIndexedWorld();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await w?.stop();
});

const byPrice = { type: 'list', order: JSON.stringify({ name: 'price', ct: 'asc' }) };
const listReads = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter((c) => String(c[0]).includes('FROM market_items m')).length;

describe('market item list kept per database change', () => {
  it('answers the same page again without reading the lists, and reads them again after any write', async () => {
    const first = await form(w, '/web/market_item_list', byPrice);
    expect(first.body.data.rows.length).toBeGreaterThan(0);
    const spy = vi.spyOn(w.api.db, 'query');
    const again = await form(w, '/web/market_item_list', byPrice);
    expect(again.body).toEqual(first.body);
    expect(listReads(spy)).toBe(0);

    // Another instance's write (its index saw a new price on chain): the next read of this instance shows it.
    const top = first.body.data.rows[0] as { id: number; dviprice: string };
    await w.api.db.query("UPDATE market_items SET price = '999999999999999999999999' WHERE id = $1", [top.id]);
    spy.mockClear();
    const after = await form(w, '/web/market_item_list', byPrice);
    expect(listReads(spy)).toBe(2); // the COUNT and the page
    const last = after.body.data.rows.at(-1) as { id: number; dviprice: string };
    expect(last).toMatchObject({ id: top.id, dviprice: '999999999999999999999999' });
    await w.api.db.query('UPDATE market_items SET price = $1 WHERE id = $2', [top.dviprice, top.id]);
    expect((await form(w, '/web/market_item_list', byPrice)).body).toEqual(first.body);
  });

  it('sees a listing taken away (a trade or a cancel) and counts every write to the LAND rows the lists join', async () => {
    const before = await form(w, '/web/market_item_list', { type: 'list' });
    const gone = before.body.data.rows[0] as { id: number };
    const row = (await w.api.db.query<Record<string, unknown>>('SELECT * FROM market_items WHERE id = $1', [gone.id]))[0]!;
    await w.api.db.query('DELETE FROM market_items WHERE id = $1', [gone.id]);
    const after = await form(w, '/web/market_item_list', { type: 'list' });
    expect(after.body.data.total).toBe(before.body.data.total - 1);
    expect(after.body.data.rows.map((r: { id: number }) => r.id)).not.toContain(gone.id);
    const cols = Object.keys(row);
    await w.api.db.query(`INSERT INTO market_items (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(row));
    expect((await form(w, '/web/market_item_list', { type: 'list' })).body).toEqual(before.body);

    const seoul = await form(w, '/web/market_item_list', { type: 'map', mapId: '1' });
    const v = await w.api.db.query<{ version: string }>('SELECT version FROM market_list_version');
    await w.api.db.query('UPDATE lands SET city = city');
    expect(Number((await w.api.db.query<{ version: string }>('SELECT version FROM market_list_version'))[0]!.version)).toBe(Number(v[0]!.version) + 1);
    expect((await form(w, '/web/market_item_list', { type: 'map', mapId: '1' })).body).toEqual(seoul.body);
  });
});
