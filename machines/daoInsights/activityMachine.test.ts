// Activity: model-based coverage of every state and transition (visitor, signed in, another account, shown again, failed and Retry).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { activityMachine } from './activityMachine';
import { selectActivityView, selectActivityWallets } from './selectors';
import type { ActivityQuery, WalletActivity } from './types';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof activityMachine;
/** What the API client throws when the server has no activity call (the reference API in the spec profile). */
const NOT_OFFERED = { status: 404, key: 'error-msg-no-endpoint', message: 'No such endpoint' };
const ZELDA: ActivityQuery = { userId: '7', account: '' };
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

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const other = s.context.user === ZELDA ? ALICE : ZELDA;
  const page = [
    { type: 'ACTIVITY.SHOW', user: null },
    { type: 'ACTIVITY.SHOW', user: other },
    { type: 'ACTIVITY.SHOW', user: s.context.user && { ...s.context.user } },
    { type: 'ACTIVITY.RETRY' },
  ] as const;
  if (!s.matches('loading')) return [...page];
  return [
    ...page,
    { type: 'xstate.done.actor.fetchActivity', output: WALLETS },
    { type: 'xstate.error.actor.fetchActivity', error: new Error('offline') },
    { type: 'xstate.error.actor.fetchActivity', error: NOT_OFFERED },
  ];
}

describe('activityMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = activityMachine.provide({ actors: { fetchActivity: promises.actor('fetchActivity') } });
    const coverage = new ModelCoverage(activityMachine);
    const paths = getEdgePaths(activityMachine, { events: samples });
    await runPaths({
      machine,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const event = step.event as { type: string; user?: ActivityQuery | null };
        if (event.type === 'xstate.done.actor.fetchActivity') expect([selectActivityView(actual), selectActivityWallets(actual)]).toEqual(['shown', WALLETS]);
        if (event.type === 'xstate.error.actor.fetchActivity') {
          // A server without the extension is said once (no Retry); any other failure offers Retry.
          const missing = (step.event as { error: unknown }).error === NOT_OFFERED;
          expect([selectActivityView(actual), selectActivityWallets(actual)]).toEqual([missing ? 'notOffered' : 'failed', []]);
          expect(actual.can({ type: 'ACTIVITY.RETRY' })).toBe(!missing);
        }
        if (event.type === 'ACTIVITY.SHOW') {
          if (event.user === null) expect([selectActivityView(actual), actual.context.user]).toEqual(['signedOut', null]);
          else if (event.user!.userId !== before.context.user?.userId) {
            expect([actual.value, actual.context.user, selectActivityWallets(actual)]).toEqual(['loading', event.user, []]);
            expect(promises.inputs('fetchActivity').at(-1)).toEqual(event.user);
          } else expect(actual.value).toBe(before.matches('notOffered') ? 'notOffered' : 'loading');
        }
        if (event.type === 'ACTIVITY.RETRY') expect(actual.value).toBe(before.matches('failed') ? 'loading' : before.value);
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });

  it('shows loading until the page says who is signed in', () => {
    expect(selectActivityView(activityMachine.resolveState({ value: 'idle', context: { user: null, wallets: [] } }))).toBe('loading');
  });
});
