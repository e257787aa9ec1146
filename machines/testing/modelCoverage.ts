// Model-based testing, part 2: which states and transitions the live actors went through, against all the machine has.
import { getStateNodes } from '@xstate/graph';
import type { AnyStateMachine, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { activeNodes } from './modelPaths';

/** Every state node of a machine except the root, by id, sorted. */
export function stateNodeIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .map((node) => node.id)
    .sort();
}

/** A transition's name in coverage reports: source state, event (or 'always'), and its place among the candidates. */
function transitionKey(transition: AnyTransitionDefinition): string {
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
    // The initial microsteps (an eventless transition out of the initial state) are inspected while createActor runs,
    // before the root is known: then the root is the actor without a parent.
    const isRoot = root === undefined ? !(event.actorRef as { _parent?: unknown })._parent : event.actorRef === root;
    if (!isRoot) return;
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
