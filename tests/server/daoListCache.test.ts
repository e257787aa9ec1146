// The DAO proposal list is kept per change of proposals/votes and per clock boundary (server/dao/proposalListCache.ts):
// the same question is answered again without reading the tables; a proposal or a vote written in plain SQL (as another
// instance would) is seen by the next read; and a start or end time passing changes the answer with no write at all.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { account } from '@common/localWorld/accounts';
import { call, startWorld, type TestWorld } from './support';

/** A chain of its own, so the seeded proposals of the local networks stay out of these answers. */
const CHAIN = 424242;
const list = (w: TestWorld, query = '') => call(w, 'GET', `/dao/api/proposals?chainId=${CHAIN}${query}`);
const tableReads = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter((c) => /FROM (proposals|votes)\b/.test(String(c[0]))).length;

let w: TestWorld;
let n = 0;
/** A proposal written in plain SQL, its times in seconds from the test clock's now. */
async function addProposal(category: 'poll' | 'catalyst', title: string, startIn: number, endIn: number): Promise<number> {
  const now = Math.floor(w.clock.now / 1000);
  const choices = category === 'poll' ? ['A', 'B'] : ['Yes', 'No'];
  const [row] = await w.api.db.query<{ id: number }>(
    `INSERT INTO proposals (chain_id, category, title, body, author, choices, start_time, end_time, created_at, vote_type, digest)
     VALUES ($1, $2, $3, 'body', $4, $5, $6, $7, $8, 'single', $9) RETURNING id`,
    [CHAIN, category, title, account('alice').address.toLowerCase(), JSON.stringify(choices), now + startIn, now + endIn, w.clock.now + ++n, `test-${n}`],
  );
  return row!.id;
}
const statusOf = async (id: number, query = '') => ((await list(w, query)).body.data.rows as { id: number; status: string }[]).find((p) => p.id === id)?.status;

beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await w?.stop();
});

describe('DAO proposal list kept per database change and per start or end time', () => {
  it('answers the same question again without reading the tables, and sees a proposal written by another instance', async () => {
    await addProposal('poll', 'first', -3600, 3600);
    const first = await list(w);
    expect(first.body.data.total).toBe(1);
    const spy = vi.spyOn(w.api.db, 'query');
    expect((await list(w)).body).toEqual(first.body);
    expect(tableReads(spy)).toBe(0);

    const id = await addProposal('poll', 'second', -3600, 7200);
    spy.mockClear();
    const after = await list(w);
    expect(tableReads(spy)).toBeGreaterThan(0);
    expect(after.body.data.total).toBe(2);
    expect(after.body.data.rows[0]).toMatchObject({ id, title: 'second', status: 'active' });
    spy.mockRestore();
  });

  it('sees a vote written in plain SQL: an ended proposal passes once its tally reaches the quorum', async () => {
    const id = await addProposal('catalyst', 'ended', -7200, -3600);
    expect(await statusOf(id)).toBe('rejected');
    await w.api.db.query(
      `INSERT INTO votes (proposal_id, voter, choice, vp, created_at, reason, signed_at, signature) VALUES ($1, $2, '[1]', 5000, $3, '', 0, '')`,
      [id, account('bob').address.toLowerCase(), w.clock.now],
    );
    expect(await statusOf(id)).toBe('passed');
    expect((await list(w, '&status=passed')).body.data.rows.map((p: { id: number }) => p.id)).toEqual([id]);
  });

  it('answers with the new status once a start or end time passes, with no write in between', async () => {
    const id = await addProposal('poll', 'soon', 60, 120);
    expect(await statusOf(id)).toBe('pending');
    expect((await list(w, '&status=active')).body.data.rows.map((p: { id: number }) => p.id)).not.toContain(id);
    const spy = vi.spyOn(w.api.db, 'query');
    w.clock.advance(59_000);
    expect(await statusOf(id)).toBe('pending');
    expect(tableReads(spy)).toBe(0); // a second before the start, the kept answer is still true
    w.clock.advance(1_000);
    expect(await statusOf(id)).toBe('active');
    expect((await list(w, '&status=active')).body.data.rows.map((p: { id: number }) => p.id)).toContain(id);
    w.clock.advance(60_000);
    expect(await statusOf(id)).toBe('finished');
    expect((await list(w, '&status=active')).body.data.rows.map((p: { id: number }) => p.id)).not.toContain(id);
    spy.mockRestore();
  });
});
