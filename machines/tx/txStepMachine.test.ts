// The "send, then wait on the tracker" step: model-based coverage with the wallet faked, and its registrations with a stand-in tracker.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { TX_KIND_MESSAGE, TX_MESSAGE } from './messages';
import { ALICE, fakeTimersPerTest, hashOf } from '../testing/tx/fixtures';
import { txStepLogic, txStepMachine, type TxStepInput } from './txStepMachine';
import type { SentTx } from './types';

fakeTimersPerTest();

const step = txStepMachine;
const input: TxStepInput<{ amount: number }> = { request: { amount: 2 }, kind: 'deposit', label: { id: TX_KIND_MESSAGE.deposit } };
const sent = (n: number): SentTx => ({
  hash: hashOf(n).toUpperCase().replace('0X', '0x'),
  chainId: 31338,
  from: ALICE,
  nonce: n,
  submittedAt: 1_000,
  startBlock: 5,
});
const rejected = Object.assign(new Error('User rejected'), { code: 4001 });

function fakes() {
  const promises = new ControlledPromises();
  return { promises, machine: step.provide({ actors: { send: promises.actor('send') } }) };
}

// Two transactions (one per LAND contract, as an unlock of both kinds sends): each result is tried in each order.
function events(s: SnapshotFrom<typeof step>): ModelEvent<typeof step>[] {
  if (s.matches('sending'))
    return [
      { type: 'xstate.done.actor.send', output: [sent(1), sent(2)] },
      { type: 'xstate.done.actor.send', output: [] },
      { type: 'xstate.error.actor.send', error: rejected },
    ];
  if (s.matches('waiting'))
    return s.context.waiting.flatMap((hash) => [
      { type: 'TX.RESULT' as const, hash, status: 'mined' as const },
      { type: 'TX.RESULT' as const, hash, status: 'failed' as const },
      { type: 'TX.RESULT' as const, hash, status: 'dropped' as const },
      // Another flow's transaction: not this step's business.
      { type: 'TX.RESULT' as const, hash: hashOf(99), status: 'mined' as const },
    ]);
  return [];
}

describe('txStepMachine model', () => {
  it('covers every state and transition; mined only when every transaction was mined, with the reason otherwise', async () => {
    const { promises, machine } = fakes();
    const paths = getEdgePaths(machine, { input, events });
    const coverage = new ModelCoverage(step);
    await runPaths({
      machine,
      input,
      paths,
      coverage,
      promises,
      check: (actual, stepTaken, before) => {
        if (actual.matches('sending')) expect(promises.inputs('send').at(-1)).toEqual({ amount: 2 });
        if (stepTaken.event.type === 'TX.RESULT' && (stepTaken.event as { hash: string }).hash === hashOf(99)) {
          expect(actual.context.waiting).toEqual(before.context.waiting);
        }
        if (actual.matches('waiting')) expect(actual.context.waiting.every((h) => h === h.toLowerCase())).toBe(true);
        if (actual.status !== 'done') return;
        if (actual.matches('mined')) expect(actual.output).toEqual({ outcome: 'mined', notice: null, hashes: actual.context.sent });
        if (actual.matches('failed')) {
          expect(actual.output?.outcome).toBe('failed');
          const worst = actual.context.worst;
          const expected = worst === null ? 'wallet.userRejected' : worst === 'failed' ? TX_MESSAGE.reverted : TX_MESSAGE.notMined;
          expect(actual.output?.notice?.id).toBe(expected);
        }
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('txStep inside the app', () => {
  it('hands the flow its typed request, registers each sent transaction once with the tracker, tells the flow, ends on the results', async () => {
    const received: AnyEventObject[] = [];
    const told: AnyEventObject[] = [];
    const requests: { amount: number }[] = [];
    const tracker = createMachine({ on: { '*': { actions: ({ event }) => received.push(event) } } });
    const machine = txStepLogic<{ amount: number }>(async (request) => {
      requests.push(request);
      return [sent(1), sent(2)];
    });
    // The invoking flow: it hears TX.STEP_SENT as the step's reportTo.
    const root = createMachine({
      on: { '*': { actions: ({ event }) => told.push(event) } },
      invoke: [
        { src: tracker, systemId: 'tx' },
        { id: 'step', src: machine, input: ({ self }) => ({ ...input, reportTo: self }) },
      ],
    });
    const app = createActor(root).start();
    const flow = app.getSnapshot().children.step!;
    await flushPromises();
    expect(requests.at(-1)).toEqual({ amount: 2 });
    expect(received.filter((e) => e.type === 'TX.SUBMITTED')).toEqual([
      { type: 'TX.SUBMITTED', tx: { ...sent(1), hash: hashOf(1), kind: 'deposit', label: input.label, status: 'pending' }, replyTo: flow },
      { type: 'TX.SUBMITTED', tx: { ...sent(2), hash: hashOf(2), kind: 'deposit', label: input.label, status: 'pending' }, replyTo: flow },
    ]);
    expect(told.filter((e) => e.type === 'TX.STEP_SENT')).toEqual([{ type: 'TX.STEP_SENT' }]);
    flow.send({ type: 'TX.RESULT', hash: hashOf(2), status: 'mined' });
    expect(flow.getSnapshot().status).toBe('active');
    flow.send({ type: 'TX.RESULT', hash: hashOf(1), status: 'mined' });
    expect(flow.getSnapshot().output).toEqual({ outcome: 'mined', notice: null, hashes: [hashOf(1), hashOf(2)] });
  });
});
