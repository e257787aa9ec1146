// Model-based testing for machines: paths over every edge of the machine's graph, replayed on a live actor with fake
// timers, with state and transition coverage. Tests import everything from here; the parts live beside it.
import { expect, vi } from 'vitest';
import { createActor, type AnyEventObject, type AnyStateMachine, type EventFromLogic, type InputFrom, type SnapshotFrom } from 'xstate';
import { ControlledPromises, flushPromises } from './controlledPromises';
import { ModelCoverage } from './modelCoverage';
import { activeNodes, type ModelPath, type ModelStep } from './modelPaths';

export { getEdgePaths, type ModelEvent, type ModelPath, type ModelStep } from './modelPaths';
export { ModelCoverage, stateNodeIds, transitionKeys } from './modelCoverage';
export { ControlledPromises, flushPromises } from './controlledPromises';

function delayOf(machine: AnyStateMachine, type: string, before: SnapshotFrom<AnyStateMachine>): number {
  const node = activeNodes(before).find((candidate) => candidate.transitions.has(type));
  if (!node) throw new Error(`No active state takes ${type}`);
  const key = type.slice('xstate.after.'.length, -(node.id.length + 1));
  if (/^\d+$/.test(key)) return Number(key);
  const delay = (machine.implementations.delays as Record<string, unknown>)[key];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return delay({ context: before.context, event: { type } }) as number;
  throw new Error(`Delay ${key} is not defined`);
}

export interface RunOptions<TMachine extends AnyStateMachine> {
  /** The machine with test implementations provided. */
  machine: TMachine;
  input?: InputFrom<TMachine>;
  paths: ModelPath<TMachine>[];
  coverage: ModelCoverage;
  promises?: ControlledPromises;
  /** Called before each path, to reset test doubles. */
  beforePath?: () => void;
  /**
   * What of a snapshot is compared with the model; by default value, context and status. A machine
   * whose context holds spawned actor refs compares its own data instead (refs differ between runs).
   */
  compare?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /** Extra checks after each step, given the live snapshot and the step the model predicted. */
  check?: (actual: SnapshotFrom<TMachine>, step: ModelStep<TMachine>, before: SnapshotFrom<TMachine>) => void;
}

function defaultComparable(snapshot: SnapshotFrom<AnyStateMachine>) {
  return { value: snapshot.value, context: snapshot.context, status: snapshot.status };
}

/**
 * Replays each path on a fresh live actor. Events are sent; a delayed event
 * advances fake timers by its delay, checking nothing happens one millisecond
 * before; a promise result settles the controlled promise. After every step the
 * live snapshot must equal the model's. Needs `vi.useFakeTimers()`.
 */
export async function runPaths<TMachine extends AnyStateMachine>(options: RunOptions<TMachine>): Promise<number> {
  const { machine, paths, coverage, promises } = options;
  const comparable = (options.compare ?? defaultComparable) as (snapshot: unknown) => unknown;
  let steps = 0;
  for (const path of paths) {
    options.beforePath?.();
    promises?.reset();
    // Inspection starts while createActor runs, before `actor` can be read.
    const live: { root?: unknown } = {};
    const actor = createActor(machine, {
      input: options.input,
      inspect: (event) => coverage.record(event, live.root),
    });
    live.root = actor;
    actor.start();
    const [init, ...rest] = path.steps;
    const typeOf = (step: ModelStep<TMachine>) => (step.event as AnyEventObject).type;
    const description = () => path.steps.map(typeOf).join(' → ');
    expect(comparable(actor.getSnapshot()), description()).toEqual(comparable(init!.state));
    options.check?.(actor.getSnapshot(), init!, actor.getSnapshot());

    let predicted = init!.state;
    for (const step of rest) {
      const before = actor.getSnapshot();
      const type = typeOf(step);
      if (type.startsWith('xstate.after.')) {
        // The delay comes from the model, so a live machine given other delays fails here.
        const model = predicted as SnapshotFrom<AnyStateMachine>;
        const delay = delayOf(model.machine, type, model);
        vi.advanceTimersByTime(delay - 1);
        expect(comparable(actor.getSnapshot()), `${description()}: fired before ${delay} ms`).toEqual(comparable(before));
        vi.advanceTimersByTime(1);
      } else if (promises?.settle(step.event as AnyEventObject)) {
        await flushPromises();
      } else {
        actor.send(step.event as EventFromLogic<TMachine>);
        await flushPromises();
      }
      const actual = actor.getSnapshot();
      expect(comparable(actual), `${description()}: after ${type}`).toEqual(comparable(step.state));
      options.check?.(actual, step, before);
      predicted = step.state;
      steps += 1;
    }
    actor.stop();
    vi.clearAllTimers();
  }
  return steps;
}
