// Model-based testing for machines: paths over every edge of the machine's graph, replayed on a live actor with fake timers, with state and transition coverage.
import { expect, vi } from 'vitest';
import { getAdjacencyMap, getShortestPaths, getStateNodes, serializeSnapshot } from '@xstate/graph';
import {
  createActor,
  fromPromise,
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
  type InspectionEvent,
  type NonReducibleUnknown,
  type PromiseActorLogic,
  type SnapshotFrom,
} from 'xstate';

/** Events only the runtime raises: timers firing and invoked promises settling. */
export type RuntimeEvent =
  { type: `xstate.after.${string}` } | { type: `xstate.done.actor.${string}`; output: unknown } | { type: `xstate.error.actor.${string}`; error: unknown };

export type ModelEvent<TMachine extends AnyStateMachine> = EventFromLogic<TMachine> | RuntimeEvent;

export interface ModelStep<TMachine extends AnyStateMachine> {
  event: ModelEvent<TMachine> | { type: 'xstate.init' };
  /** The snapshot the model predicts after the event. */
  state: SnapshotFrom<TMachine>;
}

/** A path from the initial snapshot; its first step is `xstate.init`. */
export interface ModelPath<TMachine extends AnyStateMachine> {
  steps: ModelStep<TMachine>[];
}

export interface PathOptions<TMachine extends AnyStateMachine> {
  input?: InputFrom<TMachine>;
  /**
   * Sample events to try in a snapshot. Delayed events of the active states are
   * added by themselves; promise results are samples like
   * `{ type: 'xstate.done.actor.loadCaptcha', output }`. Return fewer samples in
   * a snapshot to keep an unbounded context (a queue) finite.
   */
  events: (snapshot: SnapshotFrom<TMachine>) => ModelEvent<TMachine>[];
}

// The runtime's own list of a snapshot's active state nodes; @xstate/graph relies on it too.
function activeNodes(snapshot: unknown): AnyStateNode[] {
  return (snapshot as { _nodes: AnyStateNode[] })._nodes;
}

function delayedEventTypes(snapshot: unknown): string[] {
  return activeNodes(snapshot).flatMap((node) => [...node.transitions.keys()].filter((type) => type.startsWith('xstate.after.')));
}

/**
 * One path per edge of the machine's graph: the shortest path to each reachable
 * snapshot, followed by each sample event from there. Paths that are a prefix of
 * a longer path are dropped.
 */
export function getEdgePaths<TMachine extends AnyStateMachine>(machine: TMachine, options: PathOptions<TMachine>): ModelPath<TMachine>[] {
  const events = (snapshot: SnapshotFrom<TMachine>): AnyEventObject[] => [
    ...options.events(snapshot),
    ...delayedEventTypes(snapshot).map((type) => ({ type })),
  ];
  // @xstate/graph's generics are written for any actor logic; the machine is one.
  const traversal = { input: options.input, events } as never;
  const shortest = getShortestPaths(machine, traversal);
  const adjacency = getAdjacencyMap(machine, traversal) as unknown as Record<
    string,
    { transitions: Record<string, { event: AnyEventObject; state: SnapshotFrom<TMachine> }> }
  >;

  const toSnapshot = new Map<string, ModelStep<TMachine>[]>();
  for (const path of shortest) {
    toSnapshot.set(serializeSnapshot(path.state), path.steps as ModelStep<TMachine>[]);
  }

  const paths: ModelStep<TMachine>[][] = [];
  for (const [key, { transitions }] of Object.entries(adjacency)) {
    const head = toSnapshot.get(key);
    if (!head) throw new Error(`No path reaches ${key}`);
    for (const { event, state } of Object.values(transitions)) {
      paths.push([...head, { event, state } as ModelStep<TMachine>]);
    }
  }
  return dropPrefixes(paths).map((steps) => ({ steps }));
}

function dropPrefixes<T extends { event: AnyEventObject }>(paths: T[][]): T[][] {
  const signature = (steps: T[]) => steps.map((step) => JSON.stringify(step.event)).join('\n') + '\n';
  const sorted = [...paths].sort((a, b) => b.length - a.length);
  const kept: { steps: T[]; signature: string }[] = [];
  for (const steps of sorted) {
    const own = signature(steps);
    if (!kept.some((longer) => longer.signature.startsWith(own))) kept.push({ steps, signature: own });
  }
  return kept.map(({ steps }) => steps);
}

/** Every state node of a machine except the root, by id, sorted. */
export function stateNodeIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .map((node) => node.id)
    .sort();
}

/** A transition's name in coverage reports: source state, event (or 'always'), and its place among the candidates. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const { source, eventType } = transition;
  const candidates = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  const place = candidates.indexOf(transition) + 1;
  return `${source.id}: ${eventType === '' ? 'always' : eventType} #${place}`;
}

/** Every transition a machine defines, named by `transitionKey`, sorted. */
export function transitionKeys(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)]
    .flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])])
    .map(transitionKey)
    .sort();
}

/** Records which states and transitions live actors went through, from the inspection API. */
export class ModelCoverage {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();

  constructor(private readonly machine: AnyStateMachine) {}

  record(event: InspectionEvent, root: unknown): void {
    if (event.actorRef !== root) return;
    if (event.type === '@xstate.microstep') {
      for (const transition of event._transitions) this.transitions.add(transitionKey(transition));
      this.recordSnapshot(event.snapshot);
    } else if (event.type === '@xstate.snapshot') {
      this.recordSnapshot(event.snapshot);
    }
  }

  private recordSnapshot(snapshot: unknown): void {
    for (const node of activeNodes(snapshot)) if (node.parent) this.states.add(node.id);
  }

  missingStates(): string[] {
    return stateNodeIds(this.machine).filter((id) => !this.states.has(id));
  }

  missingTransitions(): string[] {
    return transitionKeys(this.machine).filter((key) => !this.transitions.has(key));
  }
}

interface Pending {
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Promise actors the test settles by hand. An invoke whose `id` equals the
 * actor's name is settled by the `xstate.done.actor.<name>` and
 * `xstate.error.actor.<name>` steps of a path.
 */
export class ControlledPromises {
  private readonly pending = new Map<string, Pending[]>();

  /** The logic to provide for `name`. */
  actor<TOutput, TInput = NonReducibleUnknown>(name: string): PromiseActorLogic<TOutput, TInput> {
    return fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          const list = this.pending.get(name) ?? [];
          list.push({ input, resolve: resolve as (output: unknown) => void, reject });
          this.pending.set(name, list);
        }),
    );
  }

  /** Inputs of every call of `name` so far, oldest first. */
  inputs(name: string): unknown[] {
    return (this.pending.get(name) ?? []).map((call) => call.input);
  }

  /** Settles the latest call the event names; false if the event is not a promise result. */
  settle(event: AnyEventObject): boolean {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (!match) return false;
    const [, outcome, name] = match;
    const call = this.pending.get(name!)?.at(-1);
    if (!call) throw new Error(`No pending ${name} call to settle`);
    if (outcome === 'done') call.resolve((event as { output?: unknown }).output);
    else call.reject((event as { error?: unknown }).error);
    return true;
  }

  reset(): void {
    this.pending.clear();
  }
}

/** Lets settled promises deliver their results to the actors. */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

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
