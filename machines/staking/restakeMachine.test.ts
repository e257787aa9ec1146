// Keep for next campaign (restake child flow): model-based coverage with the chain faked; confirmation first, the outcome handed back.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type SnapshotFrom } from 'xstate';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { message } from '../shared/message';
import { TX_LABEL, TX_MESSAGE } from '../tx/messages';
import type { txStepMachine } from '../tx/txStepMachine';
import { STAKING_MESSAGE } from './messages';
import { KEEP_CONFIRM_POPUP_ID, restakeMachine, type RestakeInput } from './restakeMachine';
import { ALICE, fakeTimersPerTest } from '../testing/staking/fixtures';

fakeTimersPerTest();

const input: RestakeInput = {
  chainId: 31338,
  fromCampaignId: 1,
  toCampaignId: 3,
  items: [{ tokenId: '10001', isErc1155: false, amount: 1 }],
  from: ALICE,
  scope: 'one',
};

function fakes() {
  const promises = new ControlledPromises();
  // The step has its own model test (machines/tx); here it only hands back an outcome.
  const machine = restakeMachine.provide({ actors: { restake: promises.actor('restake') as unknown as typeof txStepMachine } });
  return { promises, machine };
}

function events(s: SnapshotFrom<typeof restakeMachine>): ModelEvent<typeof restakeMachine>[] {
  if (s.matches('confirming'))
    return [
      { type: 'POPUP.CONFIRMED', id: KEEP_CONFIRM_POPUP_ID },
      { type: 'POPUP.CANCELLED', id: KEEP_CONFIRM_POPUP_ID },
      { type: 'POPUP.CONFIRMED', id: 'staking-unlock' },
      { type: 'POPUP.CANCELLED', id: 'staking-unlock' },
    ];
  if (s.matches('sending'))
    return [
      { type: 'xstate.done.actor.restake', output: { outcome: 'mined', notice: null } },
      { type: 'xstate.done.actor.restake', output: { outcome: 'failed', notice: message(TX_MESSAGE.reverted) } },
      { type: 'xstate.done.actor.restake', output: { outcome: 'failed', notice: message('wallet.userRejected') } },
      { type: 'xstate.error.actor.restake', error: new Error('stopped') },
    ];
  return [];
}

describe('restakeMachine model', () => {
  it('covers every state and transition; sends only after the confirmation and hands back kept, cancelled or failed', async () => {
    const { promises, machine } = fakes();
    const paths = getEdgePaths(machine, { input, events });
    const coverage = new ModelCoverage(restakeMachine);
    await runPaths({
      machine,
      input,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const type = step.event.type;
        // Another popup's answer leaves the confirmation waiting.
        if (type.startsWith('POPUP.') && (step.event as { id: string }).id !== KEEP_CONFIRM_POPUP_ID) expect(actual.matches('confirming')).toBe(true);
        if (actual.matches('sending') && before.matches('confirming')) {
          expect(promises.inputs('restake').at(-1)).toEqual({
            request: { chainId: 31338, fromCampaignId: 1, toCampaignId: 3, items: input.items, from: ALICE },
            kind: 'restake',
            label: { id: TX_LABEL.restake, values: { count: 1, campaignId: 3 } },
          });
        }
        if (actual.status !== 'done') return;
        if (actual.matches('kept')) expect(actual.output).toEqual({ outcome: 'kept', notice: null });
        if (actual.matches('cancelled')) {
          expect(actual.output).toEqual({ outcome: 'cancelled', notice: null });
          expect(promises.inputs('restake')).toEqual([]);
        }
        if (actual.matches('failed')) {
          expect(actual.output?.outcome).toBe('failed');
          // The step's reason is handed back as it came; a step that stopped unexpectedly says the wallet failed.
          const expected = type === 'xstate.error.actor.restake' ? 'wallet.failed' : (step.event as { output: { notice: { id: string } } }).output.notice.id;
          expect(actual.output?.notice?.id).toBe(expected);
        }
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('restake inside the app', () => {
  /** Stand-ins for the app's popups, toast and tx actors, recording what they receive. */
  function withSystem(scope: RestakeInput['scope']) {
    const received: { to: string; event: { type: string } & Record<string, unknown> }[] = [];
    const recorder = (to: string) =>
      createMachine({ on: { '*': { actions: ({ event }) => received.push({ to, event: event as { type: string } & Record<string, unknown> }) } } });
    const { promises, machine } = fakes();
    const root = createMachine({
      invoke: [
        { src: recorder('popups'), systemId: 'popups' },
        { src: recorder('toast'), systemId: 'toast' },
        { id: 'flow', src: machine, input: { ...input, scope } },
      ],
    });
    const app = createActor(root).start();
    const flow = app.getSnapshot().children.flow!;
    return { received, promises, flow };
  }

  it('asks with the new campaign named (one or all), sends only after the confirmation, and toasts the result', async () => {
    const one = withSystem('one');
    const popup = one.received.find((r) => r.to === 'popups')!.event.popup as { id: string; message: { id: string; values: unknown } };
    expect(popup).toMatchObject({ id: KEEP_CONFIRM_POPUP_ID, message: { id: STAKING_MESSAGE.keepConfirmOne, values: { campaignId: 3 } } });
    expect(one.promises.inputs('restake')).toEqual([]);
    one.flow.send({ type: 'POPUP.CONFIRMED', id: KEEP_CONFIRM_POPUP_ID });
    one.promises.settle({ type: 'xstate.done.actor.restake', output: { outcome: 'mined', notice: null } });
    await flushPromises();
    expect(one.received.find((r) => r.to === 'toast')!.event).toMatchObject({
      message: { id: STAKING_MESSAGE.kept, values: { campaignId: 3 } },
      tone: 'success',
    });

    const all = withSystem('all');
    expect(all.received.find((r) => r.to === 'popups')!.event.popup).toMatchObject({ message: { id: STAKING_MESSAGE.keepConfirmAll } });
    all.flow.send({ type: 'POPUP.CONFIRMED', id: KEEP_CONFIRM_POPUP_ID });
    all.promises.settle({ type: 'xstate.done.actor.restake', output: { outcome: 'failed', notice: message('wallet.userRejected') } });
    await flushPromises();
    expect(all.received.find((r) => r.to === 'toast')!.event).toMatchObject({ message: { id: 'wallet.userRejected' }, tone: 'error' });
  });
});
