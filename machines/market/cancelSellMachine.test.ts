// Unlist's confirmed transaction (cancelSell step) as configured: what it asks, sends, toasts and tells its flow (the
// confirmed-transaction step's states and transitions have their model test in machines/tx/confirmedTxStep.test.ts).
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { confirmedStepInApp } from '@machines/testing/tx/fixtures';
import { ControlledPromises, flushPromises } from '../testing/modelTest';
import { message } from '../shared/message';
import { TX_LABEL } from '../tx/messages';
import type { txStepMachine } from '../tx/txStepMachine';
import { cancelSellMachine, UNLIST_CONFIRM_POPUP_ID, UNLIST_SENDING, type CancelSellInput } from './cancelSellMachine';
import { MARKET_MESSAGE } from './messages';
import { BUYER, CHAIN, fakeTimersPerTest, ITEM } from '../testing/market/fixtures';

fakeTimersPerTest();

const input: CancelSellInput = { chainId: CHAIN, from: BUYER, index: 12, name: ITEM.name, scope: 'detail:BSC:204' };

describe('cancelSell inside the app', () => {
  it('asks naming the item, sends cancelSell only after the confirmation, and toasts the success', async () => {
    const ok = confirmedStepInApp(cancelSellMachine, input);
    expect(ok.popup()).toMatchObject({
      id: UNLIST_CONFIRM_POPUP_ID,
      kind: 'confirm',
      title: { id: MARKET_MESSAGE.unlistConfirmTitle },
      message: { id: MARKET_MESSAGE.unlistConfirm, values: { name: ITEM.name } },
    });
    expect(ok.promises.inputs('send')).toEqual([]);
    ok.flow.send({ type: 'POPUP.CONFIRMED', id: UNLIST_CONFIRM_POPUP_ID });
    expect(ok.promises.inputs('send')).toEqual([
      { request: { chainId: CHAIN, from: BUYER, index: 12 }, kind: 'unlist', label: { id: TX_LABEL.unlist, values: { name: ITEM.name, scope: input.scope } } },
    ]);
    ok.promises.settle({ type: 'xstate.done.actor.send', output: { outcome: 'mined', notice: null, hashes: ['0x1'] } });
    await flushPromises();
    expect(ok.toast()).toMatchObject({ message: { id: MARKET_MESSAGE.unlisted }, tone: 'success' });
    expect(ok.flow.getSnapshot().output).toEqual({ outcome: 'unlisted', notice: null });
  });

  it('hands a failure back without a toast: the unlist dialog shows it with a retry', async () => {
    const refused = confirmedStepInApp(cancelSellMachine, input);
    refused.flow.send({ type: 'POPUP.CONFIRMED', id: UNLIST_CONFIRM_POPUP_ID });
    refused.promises.settle({ type: 'xstate.done.actor.send', output: { outcome: 'failed', notice: message('wallet.userRejected'), hashes: [] } });
    await flushPromises();
    expect(refused.toast()).toBeUndefined();
    expect(refused.flow.getSnapshot().output).toEqual({ outcome: 'failed', notice: message('wallet.userRejected') });
  });

  it('tells the unlist flow once it sends, not while it asks', () => {
    const told: string[] = [];
    const promises = new ControlledPromises();
    const step = cancelSellMachine.provide({ actors: { send: promises.actor('send') as unknown as typeof txStepMachine } });
    const parent = createActor(
      createMachine({ invoke: { id: 'step', src: step, input }, on: { '*': { actions: ({ event }) => told.push(event.type) } } }),
    ).start();
    expect(told).toEqual([]);
    parent.getSnapshot().children.step!.send({ type: 'POPUP.CONFIRMED', id: UNLIST_CONFIRM_POPUP_ID });
    expect(told).toEqual([UNLIST_SENDING.type]);
  });
});
