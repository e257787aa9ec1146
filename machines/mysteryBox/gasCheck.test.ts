// The sale checks the native coin for gas before the wallet is asked anything: no approval, no purchase, the spec's text.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushPromises } from '../testing/modelTest';
import { message } from '../shared/message';
import { WALLET_MESSAGE } from '../shared/walletErrors';
import { mysteryBoxMachine } from './mysteryBoxMachine';
import { INPUT, LOADED } from '../testing/mysteryBox/fixtures';
import type { LoadSaleOutput, SaleLogInput } from './types';

function run(onBuy: LoadSaleOutput) {
  const asked: string[] = [];
  const reads = [LOADED, onBuy];
  const actor = createActor(
    mysteryBoxMachine.provide({
      actors: {
        loadSale: fromPromise(async () => reads.shift() ?? onBuy),
        readAllowance: fromPromise(async () => {
          asked.push('readAllowance');
          return '0';
        }),
        saveLog: fromPromise<void, SaleLogInput>(async () => {}),
      },
    }),
    { input: INPUT },
  ).start();
  return { actor, asked };
}

describe('the sale’s gas check', () => {
  it("says 'You don't have enough native coins…' on Buy when the gas budget exceeds the native balance, before any approval", async () => {
    const { actor, asked } = run({ ...LOADED, nativeWei: '999', gasCostWei: '1000' });
    await flushPromises();
    actor.send({ type: 'BOX.SUBMIT' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.notice).toEqual(message(WALLET_MESSAGE.notEnoughNative));
    expect(asked).toEqual([]);
  });

  it('goes on to the allowance when the native coin covers the gas', async () => {
    const { actor, asked } = run(LOADED);
    await flushPromises();
    actor.send({ type: 'BOX.SUBMIT' });
    await flushPromises();
    expect(asked).toEqual(['readAllowance']);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});
