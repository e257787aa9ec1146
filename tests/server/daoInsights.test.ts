// DAO insights API: transparency (treasury balances read from a real chain, proposals by status, funded grants) and activity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEther, parseUnits, toQuantity } from 'ethers';
import { account } from '@common/localWorld/accounts';
import { call, startWorld, type TestWorld } from './support';
import { fakeDeployments } from './fakeDeployments';
import { startTestChain, type TestChain } from './testChain';

const BSC = 31338;
const treasury = account('treasury').address;
const zelda = account('zelda').address;
const alice = account('alice').address;
let chain: TestChain;
let w: TestWorld;

/** Inserts a proposal row as the DAO API stores it; returns its id. */
async function proposal(p: {
  category: string;
  author: string;
  start: number;
  end: number;
  title: string;
  choices?: string[];
  data?: object;
  enacted?: boolean;
  deleted?: boolean;
  createdAt?: number;
}): Promise<number> {
  const [row] = await w.api.db.query<{ id: number }>(
    `INSERT INTO proposals (chain_id, category, title, body, author, choices, start_time, end_time, created_at, data, enacted, deleted)
     VALUES ($1,$2,$3,'body',$4,$5,$6,$7,$8,$9,$10,$11) RETURNING id`,
    [
      BSC,
      p.category,
      p.title,
      p.author.toLowerCase(),
      JSON.stringify(p.choices ?? ['Yes', 'No']),
      p.start,
      p.end,
      p.createdAt ?? w.clock.now,
      JSON.stringify(p.data ?? {}),
      p.enacted ?? false,
      p.deleted ?? false,
    ],
  );
  return row!.id;
}
async function vote(proposalId: number, voter: string, choice: number[], vp: number, createdAt = w.clock.now) {
  await w.api.db.query('INSERT INTO votes (proposal_id, voter, choice, vp, created_at) VALUES ($1,$2,$3,$4,$5)', [
    proposalId,
    voter.toLowerCase(),
    JSON.stringify(choice),
    vp,
    createdAt,
  ]);
}
async function comment(proposalId: number, author: string, content: string, deleted = false) {
  await w.api.db.query('INSERT INTO comments (proposal_id, author, content, created_at, deleted) VALUES ($1,$2,$3,$4,$5)', [
    proposalId,
    author.toLowerCase(),
    content,
    w.clock.now,
    deleted,
  ]);
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  chain = await startTestChain(BSC, 'insights');
  await (await chain.as('deployer').token.mint(treasury, parseUnits('500000', 18))).wait();
  await chain.provider.send('hardhat_setBalance', [treasury, toQuantity(parseEther('340.25'))]);
  const dep = fakeDeployments(Date.now());
  // BSC runs for real; ETH and POL point at a closed port: they do not answer.
  dep.bsc = { ...dep.bsc, rpcUrl: chain.node.rpcUrl, contracts: chain.addresses };
  w = await startWorld({ deployments: dep });
  // Only this file's proposals: the counts below are exact.
  for (const t of ['reports', 'comments', 'votes', 'proposals']) await w.api.db.query(`DELETE FROM ${t}`);
  const now = Math.floor(w.clock.now / 1000);
  const past = { start: now - 7200, end: now - 3600 };
  ids.active = await proposal({ category: 'poll', author: zelda, start: now - 60, end: now + 3600, title: 'Pick the pet', choices: ['Cat', 'Dog'] });
  ids.pending = await proposal({ category: 'poll', author: alice, start: now + 3600, end: now + 7200, title: 'Later poll' });
  ids.finished = await proposal({ category: 'poll', author: alice, ...past, title: 'Old poll' });
  ids.passed = await proposal({ category: 'grant', author: zelda, ...past, title: 'Fund the map', data: { beneficiary: alice.toLowerCase(), amount: 5000 } });
  ids.enacted = await proposal({ category: 'grant', author: alice, ...past, title: 'Fund docs', data: { beneficiary: zelda, amount: 800 }, enacted: true });
  ids.belowQuorum = await proposal({ category: 'catalyst', author: alice, ...past, title: 'Small catalyst' });
  ids.noWins = await proposal({ category: 'grant', author: alice, ...past, title: 'Refused grant', data: { beneficiary: zelda, amount: 900 } });
  ids.deleted = await proposal({ category: 'grant', author: zelda, ...past, title: 'Deleted grant', data: { beneficiary: zelda, amount: 700 }, deleted: true });
  await vote(ids.active, zelda, [2], 7500, w.clock.now - 1000);
  await vote(ids.passed, alice, [1], 6000);
  await vote(ids.enacted, alice, [1], 5000);
  await vote(ids.enacted, zelda, [2], 1000, w.clock.now - 500);
  await vote(ids.belowQuorum, alice, [1], 100);
  await vote(ids.noWins, alice, [2], 6000);
  await vote(ids.noWins, zelda, [1], 10);
  await vote(ids.deleted, zelda, [1], 9000);
  await comment(ids.passed, zelda, 'Good idea');
  await comment(ids.passed, zelda, 'Removed remark', true);
  await comment(ids.deleted, zelda, 'On a deleted proposal');
  await comment(ids.active, alice, 'Not hers');
}, 120_000);

afterAll(async () => {
  await w?.stop();
  await chain?.stop();
});

describe('GET /dao/api/transparency', () => {
  it("reads the treasury's token and native balances from each chain that answers", async () => {
    const r = await call(w, 'GET', '/dao/api/transparency');
    expect(r.status).toBe(200);
    expect(r.body.data.treasury).toEqual([
      { chainId: BSC, address: treasury, token: parseUnits('500000', 18).toString(), native: parseEther('340.25').toString() },
    ]);
  });

  it('counts proposals by the status rule (deleted ones left out) and lists the passed and enacted grants', async () => {
    const { counts, grants } = (await call(w, 'GET', '/dao/api/transparency')).body.data;
    expect(counts).toEqual({ pending: 1, active: 1, finished: 1, passed: 1, rejected: 2, enacted: 1 });
    expect(grants).toEqual([
      { proposalId: ids.passed, chainId: BSC, title: 'Fund the map', beneficiary: alice, amount: 5000, status: 'passed' },
      { proposalId: ids.enacted, chainId: BSC, title: 'Fund docs', beneficiary: zelda, amount: 800, status: 'enacted' },
    ]);
  });

  it('follows the clock: the active poll ends (finished) and the pending one opens (active)', async () => {
    w.clock.advance(5400 * 1000);
    try {
      const { counts } = (await call(w, 'GET', '/dao/api/transparency')).body.data;
      expect(counts).toMatchObject({ pending: 0, active: 1, finished: 2 });
    } finally {
      w.clock.advance(-5400 * 1000);
    }
  });
});

describe('GET /dao/api/activity', () => {
  it("gives an address's proposals with their status, votes with choice and vp, and comments, newest first", async () => {
    const r = await call(w, 'GET', `/dao/api/activity?address=${zelda.toLowerCase()}`);
    expect(r.status).toBe(200);
    const { proposals, votes, comments } = r.body.data;
    expect(proposals.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([
      [ids.passed, 'passed'],
      [ids.active, 'active'],
    ]);
    expect(votes.map((v: { proposalId: number; title: string; choice: number[]; vp: number }) => [v.proposalId, v.title, v.choice, v.vp])).toEqual([
      [ids.noWins, 'Refused grant', [1], 10],
      [ids.enacted, 'Fund docs', [2], 1000],
      [ids.active, 'Pick the pet', [2], 7500],
    ]);
    expect(comments).toEqual([{ id: expect.any(Number), proposalId: ids.passed, title: 'Fund the map', content: 'Good idea', createdAt: expect.any(String) }]);
  });

  it('is empty for an address with no activity, and refuses a malformed address', async () => {
    const none = await call(w, 'GET', `/dao/api/activity?address=${account('yusuf').address}`);
    expect(none.body.data).toEqual({ proposals: [], votes: [], comments: [] });
    const bad = await call(w, 'GET', '/dao/api/activity?address=0x123');
    expect([bad.status, bad.body.error]).toEqual([400, 'error-msg-wallet-address']);
    expect((await call(w, 'GET', '/dao/api/activity')).status).toBe(400);
  });
});
