// DAO proposals on a real chain: signed creation with the condition per category, list filters, comments, reports
// (at most 500 characters), delete by the author only; user text is stored as written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestWorld } from './support';
import { call, json, walletLogin } from './support';
import type { TestChain } from './testChain';
import { BSC, addr, createProposal, get, proposalRequest, startDaoWorld } from './daoSupport';

let chain: TestChain;
let w: TestWorld;

beforeAll(async () => {
  ({ chain, w } = await startDaoWorld('dao-proposals'));
}, 120_000);

afterAll(async () => {
  await w?.stop();
  await chain?.stop();
});

const WRITTEN = '<b>x</b> & "q" \'s <script>alert(1)</script> &lt;';

describe('creating proposals', () => {
  it('answers the condition per category from the chain', async () => {
    const bob = (await get(w, `/dao/api/proposals/condition?address=${addr('bob')}&chainId=${BSC}`)).body.data;
    expect(bob.votePower).toBe(2_500);
    expect(bob.canCreate).toBe(true);
    expect(bob.categories).toContainEqual({ category: 'grant', minVotePower: 2_000, canCreate: true });
    const carol = (await get(w, `/dao/api/proposals/condition?address=${addr('carol')}&chainId=${BSC}`)).body.data;
    expect(carol).toMatchObject({ canCreate: false, votePower: 300 });
    expect(carol.categories.every((c: { canCreate: boolean }) => !c.canCreate)).toBe(true);
    expect((await get(w, `/dao/api/proposals/condition?address=${addr('bob')}&chainId=999`)).body.error).toBe('error-msg-chain-id');
    expect((await get(w, `/dao/api/votepower?address=nope&chainId=${BSC}`)).body.error).toBe('error-msg-wallet-address');
  });

  it('stores a signed proposal with its snapshot block, signature and text exactly as written', async () => {
    const r = await createProposal(w, 'alice', 'poll', { title: WRITTEN, body: WRITTEN });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ title: WRITTEN, body: WRITTEN, author: addr('alice'), status: 'active', quorum: 0, votes: 0 });
    expect(r.body.data.snapshotBlock).toBeGreaterThan(0);
    expect(r.body.data.signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect((await get(w, `/dao/api/proposals/${r.body.data.id}`)).body.data.title).toBe(WRITTEN);
  });

  it('refuses a proposal whose signature is not the author, too little power, or bad category fields', async () => {
    const forged = await proposalRequest(w, 'alice', 'poll');
    const byBob = await proposalRequest(w, 'bob', 'poll');
    const r = await json(w, 'POST', '/dao/api/proposals', { message: forged.message, signature: byBob.signature });
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('error-msg-proposal-signature');
    const poor = await createProposal(w, 'carol', 'poll');
    expect(poor.status).toBe(403);
    expect(poor.body.error).toBe('error-msg-not-enough-power');
    expect(poor.body.message).toBe('Creating this proposal needs 1000 VP; this address has 300');
    expect((await createProposal(w, 'alice', 'grant', { data: `{"amount":5,"beneficiary":"${addr('erin')}"}` })).body.error).toBe('error-msg-grant-amount');
    expect((await createProposal(w, 'alice', 'grant', { data: '{"amount":500}' })).body.error).toBe('error-msg-proposal-data');
    expect((await createProposal(w, 'alice', 'ban_name', { data: '{"name":"ok"}', choices: ['A', 'B'] })).body.error).toBe('error-msg-proposal-choices');
    expect((await createProposal(w, 'alice', 'poll', { end: Math.floor(w.clock.now / 1000) + 60 })).body.error).toBe('error-msg-proposal-time');
    const spaced = await proposalRequest(w, 'alice', 'poll');
    const other = await json(w, 'POST', '/dao/api/proposals', { ...spaced, message: { ...spaced.message, space: 'other.eth' } });
    expect(other.body.error).toBe('error-msg-proposal-space');
  });

  it('takes every category with its own fields', async () => {
    const data = {
      catalyst: JSON.stringify({ domain: 'https://peer.example.org', owner: addr('bob') }),
      ban_name: JSON.stringify({ name: 'Spammer1' }),
      poi: JSON.stringify({ city: 'seoul', x: 10, y: -4 }),
    };
    for (const [category, d] of Object.entries(data)) {
      const r = await createProposal(w, 'alice', category as 'catalyst', { data: d });
      expect(r.status, category).toBe(200);
      expect(r.body.data).toMatchObject({ category, choices: ['Yes', 'No'], data: JSON.parse(d) });
    }
  });
});

describe('listing', () => {
  it('filters by status, category and search words, with paging', async () => {
    const all = (await get(w, `/dao/api/proposals?chainId=${BSC}`)).body.data;
    expect(all.total).toBeGreaterThanOrEqual(4);
    const polls = (await get(w, `/dao/api/proposals?chainId=${BSC}&category=poll&status=active`)).body.data;
    expect(polls.rows.every((p: { category: string; status: string }) => p.category === 'poll' && p.status === 'active')).toBe(true);
    const found = (await get(w, `/dao/api/proposals?chainId=${BSC}&search=${encodeURIComponent('ban_name proposal')}`)).body.data;
    expect(found.rows.map((p: { category: string }) => p.category)).toEqual(['ban_name']);
    expect((await get(w, `/dao/api/proposals?chainId=${BSC}&search=${encodeURIComponent('100%_')}`)).body.data.total).toBe(0);
    const page = (await get(w, `/dao/api/proposals?chainId=${BSC}&count=2&page=2`)).body.data;
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBe(all.total);
    const passed = (await get(w, `/dao/api/proposals?chainId=${BSC}&status=passed`)).body.data.rows;
    expect(passed.every((p: { status: string }) => p.status === 'passed')).toBe(true);
    expect((await get(w, '/dao/api/proposals')).body.error).toBe('error-msg-chain-id');
    expect((await get(w, `/dao/api/proposals?chainId=${BSC}&category=other`)).body.error).toBe('error-msg-proposal-category');
    expect((await get(w, '/dao/api/proposals/99999')).status).toBe(404);
    expect((await get(w, '/dao/api/proposals/abc')).status).toBe(400);
  });
});

describe('comments, reports and delete', () => {
  it('posts and lists comments as written, for the wallet of the session only', async () => {
    const id = (await createProposal(w, 'bob', 'poll')).body.data.id;
    const { jar } = await walletLogin(w, 'alice');
    const c = await json(w, 'POST', '/dao/api/comments', { proposalId: id, author: addr('alice'), content: WRITTEN }, { jar });
    expect(c.status).toBe(200);
    expect((await get(w, `/dao/api/comments/${id}`)).body.data).toMatchObject([{ author: addr('alice'), content: WRITTEN }]);
    const asBob = await json(w, 'POST', '/dao/api/comments', { proposalId: id, author: addr('bob'), content: 'hi' }, { jar });
    expect(asBob.status).toBe(403);
    expect((await json(w, 'POST', '/dao/api/comments', { proposalId: id, author: addr('alice'), content: 'hi' })).status).toBe(401);
  });

  it('takes a report of at most 500 characters and refuses a longer one', async () => {
    const id = (await createProposal(w, 'bob', 'poll')).body.data.id;
    const { jar } = await walletLogin(w, 'carol');
    const ok = await json(w, 'POST', '/dao/api/reports', { proposalId: id, userId: addr('carol'), content: 'x'.repeat(500) }, { jar });
    expect(ok.status).toBe(200);
    expect(ok.body.data.result).toBe('success');
    const long = await json(w, 'POST', '/dao/api/reports', { proposalId: id, userId: addr('carol'), content: 'x'.repeat(501) }, { jar });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('error-msg-report');
    const [row] = await w.api.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM reports WHERE proposal_id = $1', [id]);
    expect(row?.n).toBe(1);
  });

  it('lets only the author delete, while the proposal is open', async () => {
    const id = (await createProposal(w, 'alice', 'poll')).body.data.id;
    const bob = await walletLogin(w, 'bob');
    const byOther = await call(w, 'DELETE', `/dao/api/proposals?proposalId=${id}&user=${addr('bob')}`, { jar: bob.jar });
    expect(byOther.status).toBe(403);
    expect(byOther.body.error).toBe('error-msg-not-author');
    const notHis = await call(w, 'DELETE', `/dao/api/proposals?proposalId=${id}&user=${addr('alice')}`, { jar: bob.jar });
    expect(notHis.status).toBe(403);
    expect((await get(w, `/dao/api/proposals/${id}`)).status).toBe(200);
    const alice = await walletLogin(w, 'alice');
    expect((await call(w, 'DELETE', `/dao/api/proposals?proposalId=${id}&user=${addr('alice')}`, { jar: alice.jar })).body.data).toBe('success');
    expect((await get(w, `/dao/api/proposals/${id}`)).status).toBe(404);
    const ended = (await createProposal(w, 'alice', 'poll')).body.data.id;
    w.clock.advance(2 * 86_400_000);
    const late = await call(w, 'DELETE', `/dao/api/proposals?proposalId=${ended}&user=${addr('alice')}`, { jar: alice.jar });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('error-msg-proposal-closed');
  });
});
