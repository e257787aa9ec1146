// Transparency: model-based coverage of every state and transition (shown, failed and Retry, shown again reads afresh).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { selectGrants, selectStatusCounts, selectTransparencyView, selectTreasury } from './selectors';
import { transparencyMachine } from './transparencyMachine';
import type { Transparency } from './types';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof transparencyMachine;
const DATA: Transparency = {
  treasury: [{ chainId: 31338, address: '0x7D86687F980A56b832e9378952B738b614A99dc6', token: '5000000000000000000', native: '1' }],
  counts: { pending: 1, active: 2, finished: 0, passed: 1, rejected: 0, enacted: 3 },
  grants: [{ proposalId: 4, chainId: 31338, title: 'Fund the map', beneficiary: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', amount: 500, status: 'passed' }],
};

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const page = [{ type: 'TRANSPARENCY.SHOW' }, { type: 'TRANSPARENCY.RETRY' }] as const;
  if (!s.matches('loading')) return [...page];
  return [
    ...page,
    { type: 'xstate.done.actor.fetchTransparency', output: DATA },
    { type: 'xstate.error.actor.fetchTransparency', error: new Error('offline') },
    { type: 'xstate.error.actor.fetchTransparency', error: { status: 404, key: 'error-msg-no-endpoint', message: 'No such endpoint' } },
  ];
}

describe('transparencyMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = transparencyMachine.provide({ actors: { fetchTransparency: promises.actor('fetchTransparency') } });
    const coverage = new ModelCoverage(transparencyMachine);
    const paths = getEdgePaths(transparencyMachine, { events: samples });
    await runPaths({
      machine,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const type = step.event.type;
        if (type === 'xstate.done.actor.fetchTransparency') {
          expect(selectTransparencyView(actual)).toBe('shown');
          expect(selectTreasury(actual)).toEqual(DATA.treasury);
          expect(selectGrants(actual)).toEqual(DATA.grants);
          expect(selectStatusCounts(actual).map((c) => c.count)).toEqual([1, 2, 0, 1, 0, 3]);
        }
        if (type === 'xstate.error.actor.fetchTransparency') {
          // A server without the extension is said once and never retried; any other failure offers Retry.
          const missing = (step.event as { error: { status?: number } }).error.status === 404;
          expect(selectTransparencyView(actual)).toBe(missing ? 'notOffered' : 'failed');
          expect(actual.can({ type: 'TRANSPARENCY.RETRY' })).toBe(!missing);
        }
        if (type === 'TRANSPARENCY.SHOW') expect(actual.value).toBe(before.matches('notOffered') ? 'notOffered' : 'loading');
        if (type === 'TRANSPARENCY.RETRY') expect(actual.value).toBe(before.matches('failed') ? 'loading' : before.value);
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });

  it('counts every status as 0 before anything is loaded', () => {
    const s = transparencyMachine.resolveState({ value: 'loading', context: { data: null } });
    expect(selectStatusCounts(s)).toEqual(['pending', 'active', 'finished', 'passed', 'rejected', 'enacted'].map((status) => ({ status, count: 0 })));
    expect([selectTreasury(s), selectGrants(s)]).toEqual([[], []]);
  });
});
