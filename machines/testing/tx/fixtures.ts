// Shared by the transaction tests: sample transactions, fake timers per test, a recording actor, and a confirmed step run
// inside a stand-in app.
import { afterEach, beforeEach, vi } from 'vitest';
import { createActor, createMachine, type AnyEventObject, type AnyStateMachine, type InputFrom } from 'xstate';
import { ControlledPromises } from '../controlledPromises';
import type { txStepMachine } from '@machines/tx/txStepMachine';
import { TX_KIND_MESSAGE } from '@machines/tx/messages';
import type { TrackedTx, TxKind } from '@machines/tx/types';

export const ALICE = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

export const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

/** A pending transaction of alice on the local BSC chain, sent at `submittedAt` ms. */
export function sampleTx(n: number, kind: TxKind = 'deposit', submittedAt = n * 1_000): TrackedTx {
  return {
    hash: hashOf(n),
    chainId: 31338,
    from: ALICE,
    nonce: n,
    kind,
    label: { id: TX_KIND_MESSAGE[kind] },
    submittedAt,
    status: 'pending',
    startBlock: 10,
  };
}

/** Fake timers around every test of the file, so XState delays run only when a test advances them. */
export function fakeTimersPerTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** A started actor that keeps every event it receives (a flow waiting on the tracker, the toast actor). */
export function recorder() {
  const received: AnyEventObject[] = [];
  const ref = createActor(createMachine({ on: { '*': { actions: ({ event }) => received.push(event) } } })).start();
  return { ref, received };
}

/** What the stand-in popups and toast actors received, in order. */
export type Received = { to: string; event: { type: string } & Record<string, unknown> }[];

/**
 * A confirmed-transaction step (machines/tx/confirmedTxStep.ts) under a root with recording popups and toast actors,
 * its `send` step settled by hand (`promises.settle({ type: 'xstate.done.actor.send', output })`).
 */
export function confirmedStepInApp<TMachine extends AnyStateMachine>(step: TMachine, input: InputFrom<TMachine>) {
  const received: Received = [];
  const recorder = (to: string) => createMachine({ on: { '*': { actions: ({ event }) => received.push({ to, event: event as Received[number]['event'] }) } } });
  const promises = new ControlledPromises();
  const machine = step.provide({ actors: { send: promises.actor('send') as unknown as typeof txStepMachine } });
  const root = createMachine({
    invoke: [
      { src: recorder('popups'), systemId: 'popups' },
      { src: recorder('toast'), systemId: 'toast' },
      { id: 'flow', src: machine, input },
    ],
    // What the step tells its parent (a sendingEvent) is recorded as sent to 'parent'.
    on: { '*': { actions: ({ event }) => received.push({ to: 'parent', event: event as Received[number]['event'] }) } },
  });
  const app = createActor(root).start();
  const sentTo = (to: string) => received.find((r) => r.to === to)?.event;
  return { received, promises, flow: app.getSnapshot().children.flow!, popup: () => sentTo('popups')?.popup, toast: () => sentTo('toast') };
}
