// Unlock (withdraw child flow) as configured: one LAND is confirmed first, all are sent at once; what it sends and toasts
// (the confirmed-transaction step's states and transitions have their model test in machines/tx/confirmedTxStep.test.ts).
import { describe, expect, it } from 'vitest';
import { confirmedStepInApp } from '@machines/testing/tx/fixtures';
import { flushPromises } from '../testing/modelTest';
import { message } from '../shared/message';
import { TX_LABEL } from '../tx/messages';
import { STAKING_MESSAGE } from './messages';
import { UNLOCK_CONFIRM_POPUP_ID, withdrawMachine, type WithdrawInput } from './withdrawMachine';
import { ALICE, fakeTimersPerTest } from '../testing/staking/fixtures';

fakeTimersPerTest();

const items = [
  { tokenId: '10001', isErc1155: false, amount: 1 },
  { tokenId: '15001', isErc1155: true, amount: 2 },
];
const input: WithdrawInput = { chainId: 31338, campaignId: 1, items, from: ALICE, scope: 'all' };
const sent = { request: { chainId: 31338, campaignId: 1, items, from: ALICE }, kind: 'withdraw', label: { id: TX_LABEL.withdraw, values: { count: 3 } } };

describe('withdraw inside the app', () => {
  it('unlock one asks first and sends only after the confirmation, then toasts the success', async () => {
    const one = confirmedStepInApp(withdrawMachine, { ...input, items: [items[0]!], scope: 'one' });
    expect(one.popup()).toMatchObject({
      id: UNLOCK_CONFIRM_POPUP_ID,
      kind: 'confirm',
      title: { id: STAKING_MESSAGE.unlockConfirmTitle },
      message: { id: STAKING_MESSAGE.unlockConfirm },
    });
    expect(one.promises.inputs('send')).toEqual([]);
    one.flow.send({ type: 'POPUP.CONFIRMED', id: UNLOCK_CONFIRM_POPUP_ID });
    expect(one.promises.inputs('send')).toMatchObject([{ request: { items: [items[0]] }, label: { values: { count: 1 } } }]);
    one.promises.settle({ type: 'xstate.done.actor.send', output: { outcome: 'mined', notice: null, hashes: ['0x1'] } });
    await flushPromises();
    expect(one.toast()).toMatchObject({ message: { id: STAKING_MESSAGE.unlocked }, tone: 'success' });
    expect(one.flow.getSnapshot().output).toEqual({ outcome: 'unlocked', notice: null });
  });

  it('unlock all sends every staked LAND of the campaign without asking, and toasts a failure', async () => {
    const all = confirmedStepInApp(withdrawMachine, input);
    expect(all.popup()).toBeUndefined();
    expect(all.promises.inputs('send')).toEqual([sent]);
    all.promises.settle({ type: 'xstate.done.actor.send', output: { outcome: 'failed', notice: message('wallet.userRejected'), hashes: [] } });
    await flushPromises();
    expect(all.toast()).toMatchObject({ message: { id: 'wallet.userRejected' }, tone: 'error' });
    expect(all.flow.getSnapshot().output).toEqual({ outcome: 'failed', notice: message('wallet.userRejected') });
  });
});
