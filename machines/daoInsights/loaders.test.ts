// The DAO insights loaders as configured: their queries, what counts as the same query, the extension a server may not
// offer, and what the selectors read (the generic loader's states and transitions: machines/shared/queryMachine.test.ts).
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { VotePower } from '@common/api/dao';
import { provideLoad } from '../shared/queryMachine';
import { activityMachine } from './activityMachine';
import {
  selectActivityView,
  selectActivityWallets,
  selectGrants,
  selectNetworkPowers,
  selectStatusCounts,
  selectTotalPower,
  selectTransparencyView,
  selectTreasury,
  selectVotingPowerAddress,
  selectVotingPowerView,
} from './selectors';
import { transparencyMachine } from './transparencyMachine';
import type { ActivityQuery, NetworkPower, Transparency, VotingPowerQuery, WalletActivity } from './types';
import { votingPowerMachine } from './votingPowerMachine';

const ZELDA = '0xD4A1E660C916855229e1712090CcfD8a424A2E33';
const YUSUF = '0x35304262b9E87C00c430149f28dD154995d01207';
const Q1: VotingPowerQuery = { address: ZELDA, chainIds: [31337, 31338] };
const Q2: VotingPowerQuery = { address: YUSUF, chainIds: [31337, 31338] };
const power = (chainId: number, total: number, land: VotePower['land']): VotePower => ({
  address: ZELDA,
  chainId,
  block: 120,
  total,
  token: { balance: '2500000000000000000000', vp: total ? 2500 : 0 },
  land,
});
const NETWORKS: NetworkPower[] = [
  { chainId: 31337, power: power(31337, 0, [{ size: '1x1', held: 0, staked: 0, vp: 0 }]) },
  {
    chainId: 31338,
    power: power(31338, 7500, [
      { size: '1x1', held: 1, staked: 0, vp: 1000 },
      { size: '2x2', held: 0, staked: 1, vp: 4000 },
      { size: '3x3', held: 0, staked: 0, vp: 0 },
    ]),
  },
  { chainId: 31339, power: null },
];

const DATA: Transparency = {
  treasury: [{ chainId: 31338, address: '0x7D86687F980A56b832e9378952B738b614A99dc6', token: '5000000000000000000', native: '1' }],
  counts: { pending: 1, active: 2, finished: 0, passed: 1, rejected: 0, enacted: 3 },
  grants: [{ proposalId: 4, chainId: 31338, title: 'Fund the map', beneficiary: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', amount: 500, status: 'passed' }],
};

/** What the API client throws when the server has no activity call (the reference API in the spec profile). */
const NOT_OFFERED = { status: 404, key: 'error-msg-no-endpoint', message: 'No such endpoint' };
const ZELDA_USER: ActivityQuery = { userId: '7', account: '' };
const ALICE: ActivityQuery = { userId: '3', account: 'alice01' };
const WALLETS: WalletActivity[] = [
  {
    address: '0xD4A1E660C916855229e1712090CcfD8a424A2E33',
    activity: {
      proposals: [],
      votes: [{ proposalId: 3, title: 'Pick the pet', choice: [2], vp: 7500, createdAt: '2026-11-26T00:00:00.000Z' }],
      comments: [],
    },
  },
];

/** Answers in turn; an Error or an API error (with a status) is thrown. */
function answering<Q, D>(answers: (D | Error | { status: number })[]) {
  const asked: Q[] = [];
  const load = async (query: Q) => {
    asked.push(query);
    const next = answers.shift();
    if (next === undefined || next instanceof Error || (typeof next === 'object' && next !== null && 'status' in next)) throw next ?? new Error('no answer');
    return next as D;
  };
  return { asked, load };
}

describe('transparency loader', () => {
  it('shows the report, reads it afresh when the page is shown again, and offers Retry after a failure', async () => {
    const { asked, load } = answering<void, Transparency>([DATA, new Error('offline'), DATA]);
    const actor = createActor(provideLoad(transparencyMachine, load)).start();
    await waitFor(actor, (s) => selectTransparencyView(s) === 'shown');
    const s = actor.getSnapshot();
    expect([selectTreasury(s), selectGrants(s), selectStatusCounts(s).map((c) => c.count)]).toEqual([DATA.treasury, DATA.grants, [1, 2, 0, 1, 0, 3]]);
    actor.send({ type: 'QUERY.SHOW', query: undefined });
    await waitFor(actor, (s) => selectTransparencyView(s) === 'failed');
    actor.send({ type: 'QUERY.RETRY' });
    await waitFor(actor, (s) => selectTransparencyView(s) === 'shown');
    expect(asked).toHaveLength(3);
  });

  it('says once that a server does not offer the report, and never asks again', async () => {
    const { asked, load } = answering<void, Transparency>([NOT_OFFERED]);
    const actor = createActor(provideLoad(transparencyMachine, load)).start();
    await waitFor(actor, (s) => selectTransparencyView(s) === 'notOffered');
    actor.send({ type: 'QUERY.SHOW', query: undefined });
    expect([selectTransparencyView(actor.getSnapshot()), actor.getSnapshot().can({ type: 'QUERY.RETRY' }), asked.length]).toEqual(['notOffered', false, 1]);
  });

  it('counts every status as 0 before anything is loaded', () => {
    const s = createActor(transparencyMachine).getSnapshot();
    expect(selectStatusCounts(s).every((c) => c.count === 0)).toBe(true);
    expect([selectTreasury(s), selectGrants(s)]).toEqual([[], []]);
  });
});

describe('activity loader', () => {
  it('is loading until the page says who is signed in, asks a visitor to log in, and loads the signed-in user', async () => {
    const { asked, load } = answering<ActivityQuery | null, WalletActivity[]>([WALLETS, WALLETS]);
    const actor = createActor(provideLoad(activityMachine, load), { input: null }).start();
    expect(selectActivityView(actor.getSnapshot())).toBe('loading');
    actor.send({ type: 'QUERY.SHOW', query: null });
    expect(selectActivityView(actor.getSnapshot())).toBe('signedOut');
    actor.send({ type: 'QUERY.SHOW', query: ALICE });
    await waitFor(actor, (s) => selectActivityView(s) === 'shown');
    expect(selectActivityWallets(actor.getSnapshot())).toEqual(WALLETS);
    // The same account shown again loads afresh.
    actor.send({ type: 'QUERY.SHOW', query: { ...ALICE } });
    expect(selectActivityView(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (s) => selectActivityView(s) === 'shown');
    expect(asked).toEqual([ALICE, ALICE]);
  });

  it('says the extension is not offered, which only another account or a sign-out leaves', async () => {
    const { load } = answering<ActivityQuery | null, WalletActivity[]>([NOT_OFFERED, WALLETS]);
    const actor = createActor(provideLoad(activityMachine, load), { input: null }).start();
    actor.send({ type: 'QUERY.SHOW', query: ALICE });
    await waitFor(actor, (s) => selectActivityView(s) === 'notOffered');
    actor.send({ type: 'QUERY.SHOW', query: ALICE });
    expect([selectActivityView(actor.getSnapshot()), selectActivityWallets(actor.getSnapshot())]).toEqual(['notOffered', []]);
    actor.send({ type: 'QUERY.SHOW', query: ZELDA_USER });
    await waitFor(actor, (s) => selectActivityView(s) === 'shown');
  });
});

describe('voting power loader', () => {
  it('sums the networks that answered, leaves out sizes with none, and reads afresh for the same address in other letters', async () => {
    const { asked, load } = answering<VotingPowerQuery, NetworkPower[]>([NETWORKS, NETWORKS, new Error('no network answered')]);
    const actor = createActor(provideLoad(votingPowerMachine, load), { input: Q1 }).start();
    await waitFor(actor, (s) => selectVotingPowerView(s) === 'shown');
    const s = actor.getSnapshot();
    expect(selectTotalPower(s)).toBe(7500);
    expect(selectNetworkPowers(s).map((v) => [v.chainId, v.zero, v.land.map((l) => l.size)])).toEqual([
      [31337, true, []],
      [31338, false, ['1x1', '2x2']],
      [31339, false, []],
    ]);
    actor.send({ type: 'QUERY.SHOW', query: { ...Q1, address: ZELDA.toLowerCase() } });
    expect(selectVotingPowerView(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (s) => selectVotingPowerView(s) === 'shown');
    expect(selectVotingPowerAddress(actor.getSnapshot())).toBe(ZELDA);
    actor.send({ type: 'QUERY.SHOW', query: Q2 });
    await waitFor(actor, (s) => selectVotingPowerView(s) === 'failed');
    expect([selectVotingPowerAddress(actor.getSnapshot()), selectTotalPower(actor.getSnapshot())]).toEqual([YUSUF, 0]);
    // The same address again keeps the query it holds.
    expect(asked.map((q) => q.address)).toEqual([ZELDA, ZELDA, YUSUF]);
  });
});
