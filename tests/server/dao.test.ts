// DAO API: proposals (list, read, create, delete), condition, voting power, comments, reports and votes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../common/localWorld/accounts';
import { campaignId } from '../../common/localWorld/world';
import { call, cookieJar, idLogin, json, startWorld, wallet, walletLogin, type TestWorld } from './support';

let w: TestWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const alice = account('alice').address;
const bob = account('bob').address;
const erin = account('erin').address;
const nowSec = () => Math.floor(w.clock.now / 1000);

describe('reading proposals', () => {
  it('lists seeded proposals of a chain in several categories with scores and snapshot type', async () => {
    const r = await call(w, 'GET', '/dao/api/proposals?chainId=31338');
    expect(r.body.data.total).toBe(4);
    expect(new Set(r.body.data.rows.map((p: { category: string }) => p.category)).size).toBe(4);
    expect(r.body.data.rows[0].type).toEqual({ name: 'snapshot', version: '0.1.4' });
    const land = await call(w, 'GET', '/dao/api/proposals?chainId=31338&category=land');
    expect(land.body.data.rows.every((p: { category: string }) => p.category === 'land')).toBe(true);
    expect((await call(w, 'GET', '/dao/api/proposals')).body.error).toBe('error-msg-chain-id');
    expect((await call(w, 'GET', '/dao/api/proposals?chainId=31338&category=other')).body.error).toBe('error-msg-proposal-category');
  });

  it('reads one proposal, its comments and votes; unknown ids are 404, bad ids 400', async () => {
    const list = (await call(w, 'GET', '/dao/api/proposals?chainId=31338&category=land')).body.data.rows[0];
    const p = await call(w, 'GET', `/dao/api/proposals/${list.id}`);
    expect(p.body.data).toMatchObject({ id: list.id, state: 'active', votes: 2 });
    expect(p.body.data.scores.reduce((a: number, b: number) => a + b, 0)).toBeGreaterThan(0);
    expect((await call(w, 'GET', `/dao/api/comments/${list.id}`)).body.data[0].content).toBe('Only after the staking season.');
    expect((await call(w, 'GET', `/dao/api/votes?proposalId=${list.id}`)).body.data).toHaveLength(2);
    expect((await call(w, 'GET', '/dao/api/proposals/9999')).status).toBe(404);
    expect((await call(w, 'GET', '/dao/api/proposals/abc')).status).toBe(400);
    expect((await call(w, 'GET', '/dao/api/votes')).body.error).toBe('error-msg-proposal-id');
  });

  it('gives voting power (LAND held) and the create condition', async () => {
    expect((await call(w, 'GET', `/dao/api/votepower?address=${bob}`)).body.data.vp).toBeGreaterThan(0);
    expect((await call(w, 'GET', `/dao/api/proposals/condition?address=${erin}`)).body.data).toEqual({ canCreate: false, votePower: 0, minVotePower: 1 });
    expect((await call(w, 'GET', `/dao/api/proposals/condition?address=${alice}`)).body.data.canCreate).toBe(true);
    expect((await call(w, 'GET', '/dao/api/votepower?address=nope')).body.error).toBe('error-msg-wallet-address');
  });
});

describe('writing', () => {
  const proposal = () => ({
    chainId: 31338,
    category: 'event',
    author: alice,
    title: '  Pick  the pet ',
    body: 'Which pet?',
    choices: ['Pet 1', 'Pet 2'],
    start: nowSec() - 60,
    end: nowSec() + 86_400,
  });

  it('creates, comments, votes once, reports and deletes as the wallet owner', async () => {
    const { jar } = await walletLogin(w, 'alice');
    const created = await json(w, 'POST', '/dao/api/proposals', proposal(), { jar });
    expect(created.body.data).toMatchObject({ title: 'Pick the pet', state: 'active', author: alice });
    const id = created.body.data.id as number;
    const c = await json(w, 'POST', '/dao/api/comments', { proposalId: id, author: alice, content: ' Nice  idea ' }, { jar });
    expect(c.body.data.content).toBe('Nice idea');
    const v = await call(w, 'POST', `/dao/api/votes?proposalId=${id}&userId=${alice}&score=2`, { jar });
    expect(v.body.data).toMatchObject({ voter: alice, choice: 2 });
    expect((await call(w, 'POST', `/dao/api/votes?proposalId=${id}&userId=${alice}&score=1`, { jar })).status).toBe(409);
    expect((await call(w, 'GET', `/dao/api/proposals/${id}`)).body.data.scores[1]).toBe(v.body.data.vp);
    const rep = await json(w, 'POST', '/dao/api/reports', { userId: alice, content: 'Spam?', proposalId: id }, { jar });
    expect(rep.body.data.result).toBe('success');
    expect((await call(w, 'DELETE', `/dao/api/proposals?proposalId=${id}&user=${alice}`, { jar })).body).toEqual({ data: 'success' });
    expect((await call(w, 'GET', `/dao/api/proposals/${id}`)).status).toBe(404);
  });

  it('refuses writes without a session (401) and for a wallet that is not yours (403)', async () => {
    expect((await json(w, 'POST', '/dao/api/proposals', proposal())).status).toBe(401);
    const { jar } = await walletLogin(w, 'bob');
    expect((await json(w, 'POST', '/dao/api/proposals', proposal(), { jar })).status).toBe(403);
    const seeded = (await call(w, 'GET', '/dao/api/proposals?chainId=31338&category=land')).body.data.rows[0];
    expect((await call(w, 'POST', `/dao/api/votes?proposalId=${seeded.id}&userId=${alice}&score=1`, { jar })).status).toBe(403);
    expect((await json(w, 'POST', '/dao/api/reports', { userId: alice, content: 'x', proposalId: seeded.id }, { jar })).status).toBe(403);
    expect((await call(w, 'DELETE', `/dao/api/proposals?proposalId=${seeded.id}&user=${bob}`, { jar: cookieJar() })).status).toBe(401);
    const idUser = await idLogin(w, 'tester01');
    expect((await json(w, 'POST', '/dao/api/comments', { proposalId: seeded.id, author: alice, content: 'hi' }, { jar: idUser.jar })).status).toBe(403);
  });

  it('lets only the author delete, needs voting power, and keeps closed votes closed', async () => {
    const aliceJar = (await walletLogin(w, 'alice')).jar;
    const id = (await json(w, 'POST', '/dao/api/proposals', proposal(), { jar: aliceJar })).body.data.id;
    const bobJar = (await walletLogin(w, 'bob')).jar;
    expect((await call(w, 'DELETE', `/dao/api/proposals?proposalId=${id}&user=${bob}`, { jar: bobJar })).status).toBe(403);
    const erinJar = (await walletLogin(w, 'erin')).jar;
    expect((await json(w, 'POST', '/dao/api/proposals', { ...proposal(), author: erin }, { jar: erinJar })).status).toBe(403);
    expect((await call(w, 'POST', `/dao/api/votes?proposalId=${id}&userId=${erin}&score=1`, { jar: erinJar })).status).toBe(403);
    const closed = (await call(w, 'GET', '/dao/api/proposals?chainId=31338&category=general')).body.data.rows[0];
    expect(closed.state).toBe('closed');
    expect((await call(w, 'POST', `/dao/api/votes?proposalId=${closed.id}&userId=${bob}&score=1`, { jar: bobJar })).body.error).toBe('error-msg-vote-closed');
    expect((await call(w, 'POST', `/dao/api/votes?proposalId=${id}&userId=${bob}&score=3`, { jar: bobJar })).body.error).toBe('error-msg-vote-choice');
  });

  it('validates proposal, comment and report bodies', async () => {
    const { jar } = await walletLogin(w, 'alice');
    expect((await json(w, 'POST', '/dao/api/proposals', { ...proposal(), choices: ['only one'] }, { jar })).body.error).toBe('error-msg-proposal-choices');
    expect((await json(w, 'POST', '/dao/api/proposals', { ...proposal(), end: nowSec() - 100 }, { jar })).body.error).toBe('error-msg-proposal-time');
    expect((await json(w, 'POST', '/dao/api/proposals', { ...proposal(), title: '   ' }, { jar })).body.error).toBe('error-msg-proposal-title');
    const seeded = (await call(w, 'GET', '/dao/api/proposals?chainId=31338&category=land')).body.data.rows[0];
    expect((await json(w, 'POST', '/dao/api/reports', { userId: alice, content: 'x'.repeat(501), proposalId: seeded.id }, { jar })).body.error).toBe(
      'error-msg-report',
    );
    expect((await json(w, 'POST', '/dao/api/reports', { userId: alice, content: '', proposalId: seeded.id }, { jar })).body.error).toBe('error-msg-report');
    expect((await json(w, 'POST', '/dao/api/comments', { proposalId: 9999, author: alice, content: 'x' }, { jar })).status).toBe(404);
  });
});

describe('claim-reward without deployed chains', () => {
  it('answers 503 error-msg-chain-unavailable instead of failing', async () => {
    const alice = wallet('alice');
    const message = JSON.stringify({ address: alice.address, campaignId: campaignId(1, 'ended'), chainId: 31338, currentTime: nowSec() });
    const r = await json(w, 'PUT', '/reward/claim-reward', { message, signature: await alice.signMessage(message) });
    expect([r.status, r.body.error]).toEqual([503, 'error-msg-chain-unavailable']);
  });
});
