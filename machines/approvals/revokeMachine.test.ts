// Revoke one grant (child of the approvals flow): model-based coverage with the step faked; confirmation first, outcome handed back.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type SnapshotFrom } from 'xstate';
import { message } from '../shared/message';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { TX_MESSAGE } from '../tx/messages';
import type { txStepMachine } from '../tx/txStepMachine';
import { fakeTimersPerTest } from '../testing/staking/fixtures';
import { BSC, nftRow, OWNER, tokenRow } from '../testing/approvals/fixtures';
import { APPROVALS_MESSAGE } from './messages';
import { REVOKE_CONFIRM_POPUP_ID, revokeMachine, type RevokeInput } from './revokeMachine';

fakeTimersPerTest();

const input: RevokeInput = { row: tokenRow(BSC, '5000'), owner: OWNER, networkName: 'BSC Local' };

function fakes() {
  const promises = new ControlledPromises();
  const machine = revokeMachine.provide({ actors: { revoke: promises.actor('revoke') as unknown as typeof txStepMachine } });
  return { promises, machine };
}

function events(s: SnapshotFrom<typeof revokeMachine>): ModelEvent<typeof revokeMachine>[] {
  if (s.matches('confirming'))
    return [
      { type: 'POPUP.CONFIRMED', id: REVOKE_CONFIRM_POPUP_ID },
      { type: 'POPUP.CANCELLED', id: REVOKE_CONFIRM_POPUP_ID },
      { type: 'POPUP.CONFIRMED', id: 'staking-keep' },
      { type: 'POPUP.CANCELLED', id: 'staking-keep' },
    ];
  if (s.matches('sending'))
    return [
      { type: 'xstate.done.actor.revoke', output: { outcome: 'mined', notice: null, hashes: ['0xabc'] } },
      { type: 'xstate.done.actor.revoke', output: { outcome: 'failed', notice: message(TX_MESSAGE.reverted), hashes: ['0xabc'] } },
      { type: 'xstate.done.actor.revoke', output: { outcome: 'failed', notice: message('wallet.userRejected'), hashes: [] } },
      { type: 'xstate.error.actor.revoke', error: new Error('stopped') },
    ];
  return [];
}

describe('revokeMachine model', () => {
  it('covers every state and transition; sends approve 0 only after the confirmation and hands back revoked, cancelled or failed', async () => {
    const { promises, machine } = fakes();
    const paths = getEdgePaths(machine, { input, events });
    const coverage = new ModelCoverage(revokeMachine);
    await runPaths({
      machine,
      input,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const type = step.event.type;
        if (type.startsWith('POPUP.') && (step.event as { id: string }).id !== REVOKE_CONFIRM_POPUP_ID) expect(actual.matches('confirming')).toBe(true);
        if (actual.matches('sending') && before.matches('confirming')) {
          expect(promises.inputs('revoke').at(-1)).toEqual({
            request: { chainId: BSC, from: OWNER, kind: 'token', assetAddress: input.row.assetAddress, spenderAddress: input.row.spenderAddress },
            kind: 'revoke',
            label: { id: APPROVALS_MESSAGE.revokeLabel, values: { asset: 'DVI', spender: 'Marketplace' } },
          });
        }
        if (actual.status !== 'done') return;
        if (actual.matches('revoked')) expect(actual.output).toEqual({ outcome: 'revoked', notice: null });
        if (actual.matches('cancelled')) {
          expect(actual.output).toEqual({ outcome: 'cancelled', notice: null });
          expect(promises.inputs('revoke')).toEqual([]);
        }
        if (actual.matches('failed')) {
          const expected = type === 'xstate.error.actor.revoke' ? 'wallet.failed' : (step.event as { output: { notice: { id: string } } }).output.notice.id;
          expect(actual.output).toEqual({ outcome: 'failed', notice: expect.objectContaining({ id: expected }) });
        }
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('revoke inside the app', () => {
  function withSystem(row = nftRow(BSC)) {
    const received: { to: string; event: { type: string } & Record<string, unknown> }[] = [];
    const recorder = (to: string) =>
      createMachine({ on: { '*': { actions: ({ event }) => received.push({ to, event: event as { type: string } & Record<string, unknown> }) } } });
    const { promises, machine } = fakes();
    const root = createMachine({
      invoke: [
        { src: recorder('popups'), systemId: 'popups' },
        { src: recorder('toast'), systemId: 'toast' },
        { id: 'flow', src: machine, input: { row, owner: OWNER, networkName: 'BSC Local' } },
      ],
    });
    const app = createActor(root).start();
    return { received, promises, flow: app.getSnapshot().children.flow! };
  }

  it('names the collection, the operator and the network in the confirmation, and toasts the revoke once mined', async () => {
    const app = withSystem();
    expect(app.received.find((r) => r.to === 'popups')!.event.popup).toMatchObject({
      id: REVOKE_CONFIRM_POPUP_ID,
      kind: 'confirm',
      message: { id: APPROVALS_MESSAGE.revokeConfirm, values: { asset: 'LAND (ERC-721)', spender: 'Staking', network: 'BSC Local' } },
    });
    app.flow.send({ type: 'POPUP.CONFIRMED', id: REVOKE_CONFIRM_POPUP_ID });
    expect(promises(app).at(-1)).toMatchObject({ request: { kind: 'nft' } });
    app.promises.settle({ type: 'xstate.done.actor.revoke', output: { outcome: 'mined', notice: null, hashes: ['0x1'] } });
    await flushPromises();
    expect(app.received.find((r) => r.to === 'toast')!.event).toMatchObject({
      message: { id: APPROVALS_MESSAGE.revoked, values: { asset: 'LAND (ERC-721)', spender: 'Staking' } },
      tone: 'success',
    });
  });
});

const promises = (app: { promises: ControlledPromises }) => app.promises.inputs('revoke');
