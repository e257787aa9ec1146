// Revoke one grant (child of the approvals flow) as configured: what it confirms, sends and toasts (the confirmed-transaction
// step's states and transitions have their model test in machines/tx/confirmedTxStep.test.ts).
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { confirmedStepInApp } from '@machines/testing/tx/fixtures';
import { ControlledPromises, flushPromises } from '../testing/modelTest';
import type { txStepMachine } from '../tx/txStepMachine';
import { fakeTimersPerTest } from '../testing/staking/fixtures';
import { BSC, nftRow, OWNER, tokenRow } from '../testing/approvals/fixtures';
import { APPROVALS_MESSAGE } from './messages';
import { REVOKE_CONFIRM_POPUP_ID, revokeMachine, type RevokeInput } from './revokeMachine';

fakeTimersPerTest();

const input: RevokeInput = { row: tokenRow(BSC, '5000'), owner: OWNER, networkName: 'BSC Local' };

function fakes() {
  const promises = new ControlledPromises();
  const machine = revokeMachine.provide({ actors: { send: promises.actor('send') as unknown as typeof txStepMachine } });
  return { promises, machine };
}

describe('revoke inside the app', () => {
  it('names the collection, the operator and the network in the confirmation, and toasts the revoke once mined', async () => {
    const app = confirmedStepInApp(revokeMachine, { ...input, row: nftRow(BSC) });
    expect(app.popup()).toMatchObject({
      id: REVOKE_CONFIRM_POPUP_ID,
      kind: 'confirm',
      message: { id: APPROVALS_MESSAGE.revokeConfirm, values: { asset: 'LAND (ERC-721)', spender: 'Staking', network: 'BSC Local' } },
    });
    app.flow.send({ type: 'POPUP.CONFIRMED', id: REVOKE_CONFIRM_POPUP_ID });
    expect(app.promises.inputs('send').at(-1)).toMatchObject({ request: { kind: 'nft' } });
    app.promises.settle({ type: 'xstate.done.actor.send', output: { outcome: 'mined', notice: null, hashes: ['0x1'] } });
    await flushPromises();
    expect(app.toast()).toMatchObject({ message: { id: APPROVALS_MESSAGE.revoked, values: { asset: 'LAND (ERC-721)', spender: 'Staking' } }, tone: 'success' });
  });
});

describe('revoke of a token grant', () => {
  it('sends approve 0 of the token to its spender only after the confirmation, named in the transaction list', async () => {
    const { promises: calls, machine } = fakes();
    const actor = createActor(machine, { input }).start();
    expect(calls.inputs('send')).toEqual([]);
    actor.send({ type: 'POPUP.CONFIRMED', id: REVOKE_CONFIRM_POPUP_ID });
    expect(calls.inputs('send')).toEqual([
      {
        request: { chainId: BSC, from: OWNER, kind: 'token', assetAddress: input.row.assetAddress, spenderAddress: input.row.spenderAddress },
        kind: 'revoke',
        label: { id: APPROVALS_MESSAGE.revokeLabel, values: { asset: 'DVI', spender: 'Marketplace' } },
      },
    ]);
    calls.settle({ type: 'xstate.done.actor.send', output: { outcome: 'mined', notice: null, hashes: ['0xabc'] } });
    await flushPromises();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'revoked', notice: null });
  });
});
