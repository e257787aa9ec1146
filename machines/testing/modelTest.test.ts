// The model-test helper itself: it must report what a run missed and fail when the live actor strays from the model.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, stateNodeIds, transitionKeys } from './modelTest';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const door = setup({
  types: { context: {} as { opened: number }, events: {} as { type: 'OPEN' } | { type: 'LOCK' } },
  guards: { neverTrue: () => false },
  delays: { closeAfter: 100 },
}).createMachine({
  id: 'door',
  context: { opened: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: [
          { guard: 'neverTrue', target: 'locked' },
          { target: 'open', actions: assign({ opened: ({ context }) => Math.min(context.opened + 1, 2) }) },
        ],
      },
    },
    open: { after: { closeAfter: 'closed' } },
    locked: {},
  },
});
const events = () => [{ type: 'OPEN' as const }, { type: 'LOCK' as const }];

describe('modelTest helper', () => {
  it('lists every state node and transition of a machine', () => {
    expect(stateNodeIds(door)).toEqual(['door.closed', 'door.locked', 'door.open']);
    expect(transitionKeys(door)).toEqual(['door.closed: OPEN #1', 'door.closed: OPEN #2', 'door.open: xstate.after.closeAfter.door.open #1']);
  });

  it('adds delayed events by itself and ends every path on a distinct edge', () => {
    const paths = getEdgePaths(door, { events });
    const ends = paths.map((path) => path.steps.map((step) => step.event.type).join(' '));
    expect(ends).toContain('xstate.init OPEN xstate.after.closeAfter.door.open OPEN xstate.after.closeAfter.door.open OPEN');
    expect(new Set(ends).size).toBe(paths.length);
  });

  it('reports the states and transitions a run did not reach', async () => {
    const coverage = new ModelCoverage(door);
    await runPaths({ machine: door, paths: getEdgePaths(door, { events }), coverage });
    expect(coverage.missingStates()).toEqual(['door.locked']);
    expect(coverage.missingTransitions()).toEqual(['door.closed: OPEN #1']);
  });

  it('fails when the live actor takes another branch than the model', async () => {
    const live = door.provide({ guards: { neverTrue: () => true } });
    const run = runPaths({ machine: live, paths: getEdgePaths(door, { events }), coverage: new ModelCoverage(door) });
    await expect(run).rejects.toThrow(/after OPEN/);
  });

  it('fails when a live timer fires before the model says', async () => {
    const live = door.provide({ delays: { closeAfter: 50 } });
    const run = runPaths({ machine: live, paths: getEdgePaths(door, { events }), coverage: new ModelCoverage(door) });
    await expect(run).rejects.toThrow(/fired before 100 ms/);
  });

  it('settles the latest call of a controlled promise and keeps its input', async () => {
    const promises = new ControlledPromises();
    const logic = promises.actor<string, number>('fetchName');
    const results: string[] = [];
    const actor = createActor(logic, { input: 7 });
    actor.subscribe({ complete: () => results.push(actor.getSnapshot().output ?? '') });
    actor.start();
    expect(promises.inputs('fetchName')).toEqual([7]);
    expect(promises.settle({ type: 'xstate.done.actor.fetchName', output: 'ada' })).toBe(true);
    expect(promises.settle({ type: 'OPEN' })).toBe(false);
    await vi.waitFor(() => expect(results).toEqual(['ada']));
  });
});
