// Keep for next campaign (restake child flow) as configured: what it confirms, sends and toasts (the confirmed-transaction
// step's states and transitions have their model test in machines/tx/confirmedTxStep.test.ts).
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { confirmedStepInApp } from '@machines/testing/tx/fixtures';
import { ControlledPromises, flushPromises } from '../testing/modelTest';
import { message } from '../shared/message';
import { TX_LABEL } from '../tx/messages';
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
  const machine = restakeMachine.provide({ actors: { send: promises.actor('send') as unknown as typeof txStepMachine } });
  return { promises, machine };
}

describe('restake inside the app', () => {
  it('asks with the new campaign named (one or all), sends only after the confirmation, and toasts the result', async () => {
    const one = confirmedStepInApp(restakeMachine, { ...input, scope: 'one' });
    expect(one.popup()).toMatchObject({ id: KEEP_CONFIRM_POPUP_ID, message: { id: STAKING_MESSAGE.keepConfirmOne, values: { campaignId: 3 } } });
    expect(one.promises.inputs('send')).toEqual([]);
    one.flow.send({ type: 'POPUP.CONFIRMED', id: KEEP_CONFIRM_POPUP_ID });
    one.promises.settle({ type: 'xstate.done.actor.send', output: { outcome: 'mined', notice: null } });
    await flushPromises();
    expect(one.toast()).toMatchObject({ message: { id: STAKING_MESSAGE.kept, values: { campaignId: 3 } }, tone: 'success' });

    const all = confirmedStepInApp(restakeMachine, { ...input, scope: 'all' });
    expect(all.popup()).toMatchObject({ message: { id: STAKING_MESSAGE.keepConfirmAll } });
    all.flow.send({ type: 'POPUP.CONFIRMED', id: KEEP_CONFIRM_POPUP_ID });
    all.promises.settle({ type: 'xstate.done.actor.send', output: { outcome: 'failed', notice: message('wallet.userRejected') } });
    await flushPromises();
    expect(all.toast()).toMatchObject({ message: { id: 'wallet.userRejected' }, tone: 'error' });
  });
});

describe('restake request', () => {
  it('sends the restake of the items into the next campaign after the confirmation, and hands back kept once mined', async () => {
    const { promises, machine } = fakes();
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'POPUP.CONFIRMED', id: KEEP_CONFIRM_POPUP_ID });
    expect(promises.inputs('send')).toEqual([
      {
        request: { chainId: 31338, fromCampaignId: 1, toCampaignId: 3, items: input.items, from: ALICE },
        kind: 'restake',
        label: { id: TX_LABEL.restake, values: { count: 1, campaignId: 3 } },
      },
    ]);
    promises.settle({ type: 'xstate.done.actor.send', output: { outcome: 'mined', notice: null, hashes: ['0xabc'] } });
    await flushPromises();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'kept', notice: null });
  });
});
