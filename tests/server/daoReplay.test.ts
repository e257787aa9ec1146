// Hardening round 2 (issue 24), DAO: a signed proposal is stored once (the same post, a stranger's rebuild from the
// published fields, a v-byte variant), its start and length are bounded, creation is throttled per author and source,
// and a vote names the proposal's digest and this deployment, so a vote made on another deployment is refused here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Signature } from 'ethers';
import type { Proposal } from '@common/api/dao';
import { canonicalJson } from '@common/domain/daoSigning';
import { signLegacyVote } from '../../server/dao/signatures';
import { json, type TestWorld } from './support';
import type { TestChain } from './testChain';
import { addr, createProposal, get, nowSec, proposalRequest, signer, startDaoWorld, vote, worldOnChain } from './daoSupport';

let chain: TestChain;
let w: TestWorld;
let second: TestWorld;

beforeAll(async () => {
  ({ chain, w } = await startDaoWorld('dao-replay'));
  second = await worldOnChain(chain, { daoSpace: 'second.deployment' });
}, 120_000);

afterAll(async () => {
  await second?.stop();
  await w?.stop();
  await chain?.stop();
});

const post = (world: TestWorld, body: unknown) => json(world, 'POST', '/dao/api/proposals', body);
const total = async () => (await get(w, '/dao/api/proposals?chainId=31338')).body.data.total as number;

/** The request anyone can rebuild from a stored proposal's answer: its fields, signature and signedAt. */
function rebuilt(p: Proposal) {
  const { author, signedAt, chainId, category, title, body, choices, voteType, start, end, data } = p;
  const message = { from: author, space: 'metaworld.dao', timestamp: signedAt!, chainId, category, title, body, choices, voteType, start, end };
  return { message: { ...message, data: canonicalJson(data) }, signature: p.signature! };
}

describe('a signed proposal is stored once', () => {
  it('refuses the same request twice, in parallel too, with 409', async () => {
    const req = await proposalRequest(w, 'alice', 'poll', { title: 'Posted twice' });
    const before = await total();
    const answers = await Promise.all([post(w, req), post(w, req), post(w, req)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error === 'error-msg-proposal-duplicate')).toBe(true);
    expect(await post(w, req)).toMatchObject({ status: 409 });
    expect(await total()).toBe(before + 1);
  });

  it("refuses a stranger's rebuild from the published signature and signedAt, even after the author deleted it", async () => {
    const stored: Proposal = (await createProposal(w, 'bob', 'poll', { title: 'Rebuilt by a stranger' })).body.data;
    const again = await post(w, rebuilt(stored));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('error-msg-proposal-duplicate');
  });

  it('refuses the signature spelt with v 0/1 or a high s (the same signature for ethers)', async () => {
    const req = await proposalRequest(w, 'alice', 'poll', { title: 'Malleable' });
    const sig = Signature.from(req.signature);
    const vByte = (sig.v - 27).toString(16).padStart(2, '0');
    const lowV = req.signature.slice(0, -2) + vByte;
    // The other valid spelling: s' = n - s with the other v recovers the same address.
    const highS = `${sig.r}${flipS(sig.s).slice(2)}${sig.v === 27 ? '1c' : '1b'}`;
    for (const signature of [lowV, highS]) {
      const a = await post(w, { ...req, signature });
      expect(a.status, signature).toBe(403);
      expect(a.body.error).toBe('error-msg-proposal-signature');
    }
    expect((await post(w, req)).status).toBe(200);
  });

  it('refuses a start more than 30 days ahead (2106 included) and a length over 30 days', async () => {
    const now = nowSec(w);
    for (const over of [
      { start: 4_294_000_000, end: 4_294_086_400 },
      { start: now + 31 * 86_400, end: now + 32 * 86_400 },
      { start: now, end: now + 31 * 86_400 },
    ]) {
      const a = await createProposal(w, 'alice', 'poll', { ...over, title: `Too far ${over.start}` });
      expect(a.status).toBe(400);
      expect(a.body.error).toBe('error-msg-proposal-time');
    }
    expect((await createProposal(w, 'alice', 'poll', { start: now + 29 * 86_400, end: now + 30 * 86_400, title: 'In 29 days' })).status).toBe(200);
  });
});

describe('creation throttle', () => {
  it('takes at most 10 proposals an hour from one author, even in a parallel burst', async () => {
    nextHour();
    // carol has too little power to create, so only the throttle decides here: her slots are taken before the chain is read.
    const reqs = await Promise.all(Array.from({ length: 16 }, (_, i) => proposalRequest(w, 'carol', 'poll', { title: `Burst ${i}` })));
    const answers = await Promise.all(reqs.map((r) => post(w, r)));
    expect(answers.filter((a) => a.status === 429)).toHaveLength(6);
    expect(answers.filter((a) => a.status === 429).every((a) => a.body.error === 'error-msg-rate-limit')).toBe(true);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(10);
    nextHour();
    expect((await post(w, await proposalRequest(w, 'carol', 'poll', { title: 'An hour later' }))).status).toBe(403);
  });

  it('takes at most 30 proposals an hour from one source over all authors', async () => {
    nextHour();
    const authors = ['dave', 'erin', 'frank', 'grace', 'heidi'] as const;
    const statuses: number[] = [];
    // 6 or 7 each: under the author limit, so the 31st is the source's refusal.
    for (let i = 0; i < 31; i++) statuses.push((await post(w, await proposalRequest(w, authors[i % 5]!, 'poll', { title: `Source ${i}` }))).status);
    expect(statuses.slice(0, 30).every((s) => s === 403)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('a vote names the proposal digest and this deployment', () => {
  beforeAll(() => nextHour());

  it('refuses a vote signed on another deployment for the same proposal, and counts the one signed here', async () => {
    const here: Proposal = (await createProposal(w, 'alice', 'poll', { title: 'Posted on two deployments' })).body.data;
    // Someone posts the same signed proposal to a second deployment (another space) and bob votes there.
    const there: Proposal = (await post(second, rebuilt(here))).body.data;
    expect(there.digest).toBe(here.digest);
    expect(there.space).toBe('second.deployment');
    expect((await vote(second, 'bob', there.id, [2])).status).toBe(200);
    const votesThere = (await get(second, `/dao/api/votes?proposalId=${there.id}`)).body.data;
    // The same vote, unchanged, sent to this deployment.
    const replay = await json(w, 'POST', `/dao/api/votes?proposalId=${here.id}&userId=${addr('bob')}&score=2`, {
      choice: [2],
      reason: '',
      timestamp: votesThere[0].timestamp,
      signature: votesThere[0].signature,
    });
    expect(replay.status).toBe(403);
    expect(replay.body.error).toBe('error-msg-vote-signature');
    expect((await vote(w, 'bob', here.id, [2])).status).toBe(200);
  });

  it('refuses a vote for another proposal of this deployment (another digest)', async () => {
    const one: Proposal = (await createProposal(w, 'alice', 'poll', { title: 'First of two' })).body.data;
    const two: Proposal = (await createProposal(w, 'alice', 'poll', { title: 'Second of two' })).body.data;
    const wrong = await vote(w, 'bob', two.id, [1], { on: one });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe('error-msg-vote-signature');
  });

  it('tells a vote signed with the old types (a row id) to vote again', async () => {
    const p: Proposal = (await createProposal(w, 'alice', 'poll', { title: 'Old vote format' })).body.data;
    const timestamp = nowSec(w);
    const signature = await signLegacyVote(signer('bob'), { from: addr('bob'), timestamp, proposal: p.id, choice: [1], reason: '' });
    const old = await json(w, 'POST', `/dao/api/votes?proposalId=${p.id}&userId=${addr('bob')}&score=1`, { choice: [1], reason: '', timestamp, signature });
    expect(old.status).toBe(400);
    expect(old.body.error).toBe('error-msg-vote-outdated');
    expect((await vote(w, 'bob', p.id, [1])).status).toBe(200);
  });
});

/** Both deployments' clocks move on an hour (the throttles' windows), so a proposal posted to both is fresh on both. */
function nextHour() {
  w.clock.advance(3_600_001);
  second.clock.advance(3_600_001);
}

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
function flipS(s: string): string {
  return `0x${(N - BigInt(s)).toString(16).padStart(64, '0')}`;
}
