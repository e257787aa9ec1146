// The confirmed-transaction step: model-based coverage of every state and transition with the txStep faked, for each
// combination of options (asked, asked for some inputs only, never asked); nothing is sent before a confirmation, only its
// own popup's answer counts, and the outcome (with its toast, unless the caller shows failures itself) is handed back.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { message } from '../shared/message';
import { fakeTimersPerTest } from '@machines/testing/staking/fixtures';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { createConfirmedTxStep } from './confirmedTxStep';
import { TX_MESSAGE } from './messages';
import { confirmedStepInApp } from '@machines/testing/tx/fixtures';
import type { txStepMachine } from './txStepMachine';

fakeTimersPerTest();

/** A made-up use: send `amount` to `to`; `confirmed` when the caller already asked (no popup then). */
interface Input {
  to: string;
  amount: number;
  confirmed?: boolean;
}
const POPUP_ID = 'test-send';
const step = createConfirmedTxStep<Input, Input & { chainId: number }, 'sent'>({
  id: 'testSend',
  description: 'A test configuration.',
  popupId: POPUP_ID,
  done: 'sent',
  confirm: (input) => (input.confirmed ? null : { title: message('test.confirmTitle'), message: message('test.confirm', { amount: input.amount }) }),
  tx: (input) => ({ request: { to: input.to, amount: input.amount, chainId: 31338 }, kind: 'purchase', label: message('test.label', { to: input.to }) }),
  succeeded: (input) => message('test.sent', { amount: input.amount }),
});
const input: Input = { to: 'ann', amount: 3 };

// A caller that never asks and shows failures in place: no popup, no failure toast, 'sending' told to it.
const quiet = createConfirmedTxStep<Input, Input & { chainId: number }, 'sent'>({
  id: 'testQuietSend',
  description: 'A test configuration without confirmation or failure toast.',
  popupId: POPUP_ID,
  done: 'sent',
  tx: (input) => ({ request: { to: input.to, amount: input.amount, chainId: 31338 }, kind: 'purchase', label: message('test.label', { to: input.to }) }),
  succeeded: (input) => message('test.sent', { amount: input.amount }),
  failureToast: false,
  sendingEvent: { type: 'TEST.SENDING' },
});

function fakes<TMachine extends AnyStateMachine>(configured: TMachine) {
  const promises = new ControlledPromises();
  const machine = configured.provide({ actors: { send: promises.actor('send') as unknown as typeof txStepMachine } }) as TMachine;
  return { promises, machine };
}

function events(s: SnapshotFrom<typeof step>): ModelEvent<typeof step>[] {
  if (s.matches('confirming'))
    return [
      { type: 'POPUP.CONFIRMED', id: POPUP_ID },
      { type: 'POPUP.CANCELLED', id: POPUP_ID },
      { type: 'POPUP.CONFIRMED', id: 'another-popup' },
      { type: 'POPUP.CANCELLED', id: 'another-popup' },
    ];
  if (s.matches('sending'))
    return [
      { type: 'xstate.done.actor.send', output: { outcome: 'mined', notice: null, hashes: ['0xabc'] } },
      { type: 'xstate.done.actor.send', output: { outcome: 'failed', notice: message(TX_MESSAGE.reverted), hashes: ['0xabc'] } },
      { type: 'xstate.done.actor.send', output: { outcome: 'failed', notice: message('wallet.userRejected'), hashes: [] } },
      { type: 'xstate.error.actor.send', error: new Error('stopped') },
    ];
  return [];
}

/** Runs every edge from each input, checking what the step sends and hands back; the coverage it reached. */
async function runModel(configured: typeof step, inputs: Input[]) {
  const coverage = new ModelCoverage(configured);
  for (const start of inputs) {
    const { promises, machine } = fakes(configured);
    await runPaths({
      machine,
      input: start,
      paths: getEdgePaths(machine, { input: start, events }),
      coverage,
      promises,
      check: (actual, s, before) => {
        const type = s.event.type;
        // Another popup's answer leaves the confirmation waiting.
        if (type.startsWith('POPUP.') && (s.event as { id: string }).id !== POPUP_ID) expect(actual.matches('confirming')).toBe(true);
        // Nothing is sent while asking; once sending, the request went out exactly once.
        if (actual.matches('confirming')) expect(promises.inputs('send')).toEqual([]);
        if (actual.matches('sending') && !before.matches('sending'))
          expect(promises.inputs('send')).toEqual([
            { request: { to: 'ann', amount: 3, chainId: 31338 }, kind: 'purchase', label: { id: 'test.label', values: { to: 'ann' } } },
          ]);
        if (actual.status !== 'done') return;
        if (actual.matches('done')) expect(actual.output).toEqual({ outcome: 'sent', notice: null });
        if (actual.matches('cancelled')) {
          expect(actual.output).toEqual({ outcome: 'cancelled', notice: null });
          expect(promises.inputs('send')).toEqual([]);
        }
        if (actual.matches('failed')) {
          // The step's reason is handed back as it came; a step that stopped unexpectedly says the wallet failed.
          const expected = type === 'xstate.error.actor.send' ? 'wallet.failed' : (s.event as { output: { notice: { id: string } } }).output.notice.id;
          expect(actual.output).toEqual({ outcome: 'failed', notice: expect.objectContaining({ id: expected }) });
        }
      },
    });
  }
  return coverage;
}

describe('confirmedTxStep model', () => {
  it('covers every state and transition; sends only after its own confirmation, or at once for an input already confirmed', async () => {
    const coverage = await runModel(step, [input, { ...input, confirmed: true }]);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });

  it('without a confirmation configured, covers everything but the answers to a popup it never opens', async () => {
    const coverage = await runModel(quiet, [input]);
    // confirming is only passed through at start (its eventless transition to sending is covered), never settled in.
    expect(coverage.missingStates()).toEqual(['testQuietSend.cancelled', 'testQuietSend.confirming']);
    expect(coverage.missingTransitions()).toEqual(['testQuietSend.confirming: POPUP.CANCELLED #1', 'testQuietSend.confirming: POPUP.CONFIRMED #1']);
  });
});

describe('confirmedTxStep inside the app', () => {
  it('asks the popups for its confirmation, and toasts success or the reason of a failure', async () => {
    const ok = confirmedStepInApp(step, input);
    expect(ok.popup()).toMatchObject({
      id: POPUP_ID,
      kind: 'confirm',
      title: { id: 'test.confirmTitle' },
      message: { id: 'test.confirm', values: { amount: 3 } },
    });
    ok.flow.send({ type: 'POPUP.CONFIRMED', id: POPUP_ID });
    ok.promises.settle({ type: 'xstate.done.actor.send', output: { outcome: 'mined', notice: null, hashes: ['0x1'] } });
    await flushPromises();
    expect(ok.toast()).toMatchObject({ message: { id: 'test.sent', values: { amount: 3 } }, tone: 'success' });

    const refused = confirmedStepInApp(step, input);
    refused.flow.send({ type: 'POPUP.CONFIRMED', id: POPUP_ID });
    refused.promises.settle({ type: 'xstate.done.actor.send', output: { outcome: 'failed', notice: message('wallet.userRejected'), hashes: [] } });
    await flushPromises();
    expect(refused.toast()).toMatchObject({ message: { id: 'wallet.userRejected' }, tone: 'error' });
  });

  it('opens no popup for an input the caller already confirmed, and sends at once', () => {
    const confirmed = confirmedStepInApp(step, { ...input, confirmed: true });
    expect(confirmed.popup()).toBeUndefined();
    expect(confirmed.flow.getSnapshot().value).toBe('sending');
    expect(confirmed.promises.inputs('send')).toHaveLength(1);
  });
});

describe('confirmedTxStep options', () => {
  // The step run in a stand-in app whose root records what the step tells its parent.
  const inParent = () => confirmedStepInApp(quiet, input);

  it('sends at once without a popup and tells the parent it is sending', () => {
    const { received, promises, flow } = inParent();
    expect(flow.getSnapshot().value).toBe('sending');
    expect(received.filter((r) => r.to === 'popups')).toEqual([]);
    expect(received).toContainEqual({ to: 'parent', event: { type: 'TEST.SENDING' } });
    expect(promises.inputs('send')).toHaveLength(1);
  });

  it('hands a failure back without a toast, and still toasts success', async () => {
    const failed = inParent();
    failed.promises.settle({ type: 'xstate.done.actor.send', output: { outcome: 'failed', notice: message('wallet.userRejected'), hashes: [] } });
    await flushPromises();
    expect(failed.flow.getSnapshot().output).toEqual({ outcome: 'failed', notice: expect.objectContaining({ id: 'wallet.userRejected' }) });
    expect(failed.received.filter((r) => r.to === 'toast')).toEqual([]);

    const stopped = inParent();
    stopped.promises.settle({ type: 'xstate.error.actor.send', error: new Error('stopped') });
    await flushPromises();
    expect(stopped.flow.getSnapshot().output).toEqual({ outcome: 'failed', notice: expect.objectContaining({ id: 'wallet.failed' }) });
    expect(stopped.received.filter((r) => r.to === 'toast')).toEqual([]);

    const ok = inParent();
    ok.promises.settle({ type: 'xstate.done.actor.send', output: { outcome: 'mined', notice: null, hashes: ['0x1'] } });
    await flushPromises();
    expect(ok.flow.getSnapshot().output).toEqual({ outcome: 'sent', notice: null });
    expect(ok.received.filter((r) => r.to === 'toast')).toHaveLength(1);
  });
});
