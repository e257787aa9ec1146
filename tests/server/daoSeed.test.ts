// The local world's DAO seed on a real chain: every status and category, authors' and voters' signatures that verify,
// each vote's power equal to the voter's power at the snapshot block, and a second run that writes nothing.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPOSAL_CATEGORIES, PROPOSAL_STATUSES } from '@common/domain/dao';
import type { Proposal, Vote } from '@common/api/dao';
import { verifyTypedData } from 'ethers';
import { canonicalJson, voteOn } from '@common/domain/daoSigning';
import { deploymentsFrom } from '../../server/chain/deployments';
import type { Config } from '../../server/config';
import { seedDao } from '../../server/dao/seed';
import { proposalSignedBy } from '../../server/dao/signatures';
import type { TestWorld } from './support';
import type { TestChain } from './testChain';
import { BSC, get, startDaoWorld } from './daoSupport';

let chain: TestChain;
let w: TestWorld;
let rows: Proposal[];

beforeAll(async () => {
  ({ chain, w } = await startDaoWorld('dao-seed'));
  rows = (await get(w, `/dao/api/proposals?chainId=${BSC}&count=50`)).body.data.rows;
}, 120_000);

afterAll(async () => {
  await w?.stop();
  await chain?.stop();
});

describe('the DAO seed', () => {
  it('writes proposals in every status and every category on the network that answers, none on the others', async () => {
    expect(new Set(rows.map((p) => p.status))).toEqual(new Set(PROPOSAL_STATUSES));
    expect(new Set(rows.map((p) => p.category))).toEqual(new Set(PROPOSAL_CATEGORIES));
    // The other two networks of these deployments do not answer: nothing seeded there.
    expect((await get(w, '/dao/api/proposals?chainId=31337')).body.data.total).toBe(0);
  });

  it('signs each proposal by its author and each vote by its voter, with the power the chain gives at the snapshot block', async () => {
    for (const p of rows) {
      const message = { ...p, from: p.author, timestamp: p.signedAt!, data: canonicalJson(p.data) };
      expect(proposalSignedBy(message, p.signature!, p.author), p.title).toBe(true);
      const votes: Vote[] = (await get(w, `/dao/api/votes?proposalId=${p.id}`)).body.data;
      for (const v of votes) {
        const t = voteOn(p, { from: v.voter, timestamp: v.timestamp, choice: v.choice, reason: v.reason });
        expect(verifyTypedData(t.domain, { Vote: [...t.types.Vote] }, t.message, v.signature), p.title).toBe(v.voter);
        const power = (await get(w, `/dao/api/votepower?address=${v.voter}&chainId=${BSC}&block=${p.snapshotBlock}`)).body.data.total;
        expect(v.vp).toBe(power);
      }
      const scores = (await get(w, `/dao/api/scores?proposalId=${p.id}`)).body.data;
      expect(scores.verified).toBe(votes.length);
      expect(scores.scores).toEqual(p.scores);
    }
    // Several accounts voted: alice, bob and carol hold power in this world (dave none, so his votes are left out).
    const active = rows.find((p) => p.title.startsWith('Which city'))!;
    expect(active.votes).toBe(3);
  });

  it('writes nothing twice when run again', async () => {
    const deployments = deploymentsFrom(join(w.dir, 'deployments.json'), () => {});
    const config = { now: () => w.clock.now, log: () => {}, daoSpace: 'metaworld.dao' } as unknown as Config;
    expect(await seedDao({ db: w.api.db, config, deployments })).toBe(0);
    expect((await get(w, `/dao/api/proposals?chainId=${BSC}&count=50`)).body.data.total).toBe(rows.length);
  });
});
