// Voting power: model-based coverage of every state and transition (shown, failed and Retry, another address, shown again).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { VotePower } from '@common/api/dao';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { selectNetworkPowers, selectTotalPower, selectVotingPowerAddress, selectVotingPowerView } from './selectors';
import type { NetworkPower, VotingPowerQuery } from './types';
import { votingPowerMachine } from './votingPowerMachine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof votingPowerMachine;
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

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const page = [
    { type: 'VOTING_POWER.SHOW', query: s.context.query === Q1 ? Q2 : Q1 },
    { type: 'VOTING_POWER.SHOW', query: { ...s.context.query, address: s.context.query.address.toLowerCase() } },
    { type: 'VOTING_POWER.RETRY' },
  ] as const;
  if (!s.matches('loading')) return [...page];
  return [
    ...page,
    { type: 'xstate.done.actor.fetchVotingPower', output: NETWORKS },
    { type: 'xstate.error.actor.fetchVotingPower', error: new Error('offline') },
  ];
}

describe('votingPowerMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = votingPowerMachine.provide({ actors: { fetchVotingPower: promises.actor('fetchVotingPower') } });
    const coverage = new ModelCoverage(votingPowerMachine);
    const paths = getEdgePaths(votingPowerMachine, { events: samples, input: Q1 });
    await runPaths({
      machine,
      input: Q1,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const event = step.event as { type: string; query?: VotingPowerQuery };
        if (event.type === 'xstate.done.actor.fetchVotingPower') {
          expect(selectVotingPowerView(actual)).toBe('shown');
          expect(selectTotalPower(actual)).toBe(7500);
          const views = selectNetworkPowers(actual);
          expect(views.map((v) => [v.chainId, v.zero, v.land.map((l) => l.size)])).toEqual([
            [31337, true, []],
            [31338, false, ['1x1', '2x2']],
            [31339, false, []],
          ]);
        }
        if (event.type === 'xstate.error.actor.fetchVotingPower') expect([selectVotingPowerView(actual), selectTotalPower(actual)]).toEqual(['failed', 0]);
        if (event.type === 'VOTING_POWER.SHOW') {
          // The same address in other letter case is the same query: read again unless a read is already running.
          const isNew = event.query!.address.toLowerCase() !== before.context.query.address.toLowerCase();
          expect(actual.value).toBe('loading');
          if (isNew)
            expect([selectVotingPowerAddress(actual), selectNetworkPowers(actual), promises.inputs('fetchVotingPower').at(-1)]).toEqual([
              event.query!.address,
              [],
              event.query,
            ]);
          else expect(selectVotingPowerAddress(actual)).toBe(before.context.query.address);
        }
        if (event.type === 'VOTING_POWER.RETRY') expect(actual.value).toBe(before.matches('failed') ? 'loading' : before.value);
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});
