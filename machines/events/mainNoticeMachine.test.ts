// Main notice popup: model-based coverage of every state and transition (a notice opens it; none, or a config error, does not).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { mainNoticeMachine } from './mainNoticeMachine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof mainNoticeMachine;
const NOTICE = { open: true, id: 'n1', title: 'Votes are open', body: 'Vote now.' };

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  if (s.matches('loading')) {
    return [
      { type: 'xstate.done.actor.fetchMainNotice', output: NOTICE },
      { type: 'xstate.done.actor.fetchMainNotice', output: null },
      { type: 'xstate.error.actor.fetchMainNotice', error: new Error('offline') },
    ];
  }
  if (s.matches('open')) return [{ type: 'MAIN_NOTICE.CLOSE' }, { type: 'MAIN_NOTICE.GO', to: 'event' }, { type: 'MAIN_NOTICE.GO', to: 'eventVote' }];
  // Closed stays closed: the popup shows once per session.
  return [{ type: 'MAIN_NOTICE.CLOSE' }];
}

describe('mainNoticeMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = mainNoticeMachine.provide({ actors: { fetchMainNotice: promises.actor('fetchMainNotice') } });
    const coverage = new ModelCoverage(mainNoticeMachine);
    const paths = getEdgePaths(mainNoticeMachine, { events: samples });
    await runPaths({
      machine,
      paths,
      coverage,
      promises,
      check: (actual, step) => {
        const { type } = step.event;
        if (type === 'xstate.done.actor.fetchMainNotice') {
          const output = (step.event as { output: unknown }).output;
          expect(actual.matches('open')).toBe(output !== null);
          if (output) expect(actual.context.notice).toEqual(NOTICE);
        }
        if (type === 'xstate.error.actor.fetchMainNotice' || type.startsWith('MAIN_NOTICE.')) expect(actual.matches('closed')).toBe(true);
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});
