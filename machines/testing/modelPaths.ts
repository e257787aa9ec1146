// Model-based testing, part 1: the model's paths, one per edge of the machine's graph (from @xstate/graph).
import { getAdjacencyMap, getShortestPaths, serializeSnapshot } from '@xstate/graph';
import type { AnyEventObject, AnyStateMachine, AnyStateNode, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

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
export function activeNodes(snapshot: unknown): AnyStateNode[] {
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
