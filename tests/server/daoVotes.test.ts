// Signed votes on a real chain: the refusals issue 16 names (forged signature, outside the window, zero power, second
// vote) and the happy paths, with voting power read at the proposal's snapshot block.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits } from 'ethers';
import { chainTime } from '../../scripts/chains/time';
import type { TestWorld } from './support';
import type { TestChain } from './testChain';
import { addr, createProposal, get, nowSec, send, startDaoWorld, vote } from './daoSupport';

let chain: TestChain;
let w: TestWorld;
let poll: number;

beforeAll(async () => {
  ({ chain, w } = await startDaoWorld('dao-votes'));
  const p = await createProposal(w, 'alice', 'poll');
  expect(p.status).toBe(200);
  poll = p.body.data.id;
}, 120_000);

afterAll(async () => {
  await w?.stop();
  await chain?.stop();
});

describe('voting', () => {
  it('counts a signed vote with the voter power at the snapshot block; a transfer after the snapshot changes nothing', async () => {
    const before = (await get(w, `/dao/api/proposals/${poll}`)).body.data;
    expect(before).toMatchObject({ status: 'active', scores: [0, 0, 0], votes: 0, type: { name: 'snapshot', version: '0.1.4' } });
    // carol's 300 tokens move to dave after the snapshot: carol still votes with 300, dave has none at that block.
    await send(chain.as('carol').token.transfer(addr('dave'), parseUnits('300', 18)));
    const carol = await vote(w, 'carol', poll, [2], { reason: 'Green is calm.' });
    expect(carol.status).toBe(200);
    expect(carol.body.data).toMatchObject({ voter: addr('carol'), choice: [2], vp: 300, reason: 'Green is calm.' });
    const dave = await vote(w, 'dave', poll, [1]);
    expect(dave.status).toBe(403);
    expect(dave.body.error).toBe('error-msg-no-voting-power');
    expect(dave.body.message).toBe(`No LAND or token at block ${before.snapshotBlock}`);
    // Now (latest block) dave has 300 and carol none: the voting power call at the latest block says so.
    expect((await get(w, `/dao/api/votepower?address=${addr('dave')}&chainId=31338`)).body.data.total).toBe(300);
    const atSnapshot = (await get(w, `/dao/api/votepower?address=${addr('carol')}&chainId=31338&block=${before.snapshotBlock}`)).body.data;
    expect(atSnapshot).toMatchObject({ total: 300, block: before.snapshotBlock, token: { balance: parseUnits('300', 18).toString(), vp: 300 } });
  });

  it('weighs LAND by size, held as 721 or 1155, and tokens one VP each', async () => {
    expect((await vote(w, 'alice', poll, [1])).body.data.vp).toBe(5_000);
    expect((await vote(w, 'bob', poll, [2])).body.data.vp).toBe(2_500);
    const p = (await get(w, `/dao/api/proposals/${poll}`)).body.data;
    expect(p.scores).toEqual([5_000, 2_800, 0]);
    expect(p.votes).toBe(3);
    const bob = (await get(w, `/dao/api/votepower?address=${addr('bob')}&chainId=31338`)).body.data;
    expect(bob.land.find((l: { size: string }) => l.size === '2x1')).toEqual({ size: '2x1', held: 1, staked: 0, vp: 2_000 });
    const votes = (await get(w, `/dao/api/votes?proposalId=${poll}`)).body.data;
    expect(votes.map((v: { voter: string; vp: number }) => [v.voter, v.vp])).toEqual([
      [addr('carol'), 300],
      [addr('alice'), 5_000],
      [addr('bob'), 2_500],
    ]);
    expect(votes[0].signature).toMatch(/^0x[0-9a-f]{130}$/);
  });

  it('counts LAND staked in LandStaking as held', async () => {
    const admin = chain.as('deployer');
    await send(admin.staking.setupCampaign(1, (await chainTime(chain.node.rpcUrl)) + 3_600));
    await send(admin.staking.launchCampaign(1));
    await send(admin.land721.mint(addr('erin'), 10020, { mapId: 1, x1: 40, y1: 40, x2: 42, y2: 42, premium: true }));
    const erin = chain.as('erin');
    await send(erin.land721.setApprovalForAll(chain.addresses.staking, true));
    await send(erin.staking.depositERC721(1, chain.addresses.land721, [10020]));
    const vp = (await get(w, `/dao/api/votepower?address=${addr('erin')}&chainId=31338`)).body.data;
    expect(vp.total).toBe(9_000);
    expect(vp.land.find((l: { size: string }) => l.size === '3x3P')).toEqual({ size: '3x3P', held: 0, staked: 1, vp: 9_000 });
  });

  it('refuses a second vote with 409', async () => {
    const again = await vote(w, 'alice', poll, [3]);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('error-msg-already-voted');
    expect((await get(w, `/dao/api/proposals/${poll}`)).body.data.scores).toEqual([5_000, 2_800, 0]);
  });

  it('refuses forged signatures: another signer, or a choice other than the one signed', async () => {
    const p = (await createProposal(w, 'bob', 'poll')).body.data.id;
    const other = await vote(w, 'alice', p, [1], { by: 'bob' });
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('error-msg-vote-signature');
    const changed = await vote(w, 'alice', p, [1], { body: { choice: [2] } });
    expect(changed.status).toBe(403);
    expect(changed.body.error).toBe('error-msg-vote-signature');
    const reason = await vote(w, 'alice', p, [1], { body: { reason: 'not what I signed' } });
    expect(reason.body.error).toBe('error-msg-vote-signature');
    const stale = await vote(w, 'alice', p, [1], { timestamp: nowSec(w) - 3_600 });
    expect(stale.status).toBe(400);
    expect(stale.body.error).toBe('error-msg-signature-time');
    expect((await get(w, `/dao/api/votes?proposalId=${p}`)).body.data).toEqual([]);
  });

  it('refuses choices the vote type does not allow, and takes approval votes', async () => {
    const single = (await createProposal(w, 'bob', 'poll')).body.data.id;
    expect((await vote(w, 'alice', single, [1, 2])).body.error).toBe('error-msg-vote-choice');
    expect((await vote(w, 'alice', single, [4])).body.error).toBe('error-msg-vote-choice');
    const approval = (await createProposal(w, 'bob', 'poll', { voteType: 'approval' })).body.data.id;
    expect((await vote(w, 'alice', approval, [1, 1])).body.error).toBe('error-msg-vote-choice');
    expect((await vote(w, 'alice', approval, [1, 3])).status).toBe(200);
    expect((await get(w, `/dao/api/proposals/${approval}`)).body.data.scores).toEqual([5_000, 0, 5_000]);
  });

  it('refuses a vote outside the window: before the start and after the end', async () => {
    const later = await createProposal(w, 'alice', 'grant', {
      start: nowSec(w) + 3_600,
      end: nowSec(w) + 7_200,
      data: JSON.stringify({ amount: 500, beneficiary: addr('erin') }),
    });
    expect(later.status).toBe(200);
    expect(later.body.data.status).toBe('pending');
    const early = await vote(w, 'bob', later.body.data.id, [1]);
    expect(early.status).toBe(400);
    expect(early.body.error).toBe('error-msg-vote-closed');
    w.clock.advance(2 * 86_400_000);
    const late = await vote(w, 'bob', poll + 0, [1]);
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('error-msg-vote-closed');
    expect((await get(w, `/dao/api/proposals/${poll}`)).body.data.status).toBe('finished');
    expect((await get(w, `/dao/api/proposals/${later.body.data.id}`)).body.data.status).toBe('rejected');
  });

  it('re-verifies every stored signature in the scores call', async () => {
    const s = await get(w, `/dao/api/scores?proposalId=${poll}`);
    expect(s.body.data).toEqual({ type: { name: 'snapshot', version: '0.1.4' }, scores: [5_000, 2_800, 0], total: 7_800, quorum: 0, verified: 3 });
    // A row altered in the database no longer matches its signature: it stops counting.
    await w.api.db.query('UPDATE votes SET choice = $1 WHERE proposal_id = $2 AND voter = $3', [JSON.stringify([3]), poll, addr('alice').toLowerCase()]);
    expect((await get(w, `/dao/api/scores?proposalId=${poll}`)).body.data).toMatchObject({ scores: [0, 2_800, 0], total: 2_800, verified: 2 });
  });
});
