// The understanding tickbox's approval: model-based coverage with the chain and the approval step faked; approved only when checked or mined.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { message } from '../shared/message';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { TX_KIND_MESSAGE, TX_MESSAGE } from '../tx/messages';
import type { txStepMachine } from '../tx/txStepMachine';
import { approvalMachine } from './approvalMachine';
import type { ApprovalRequest } from './types';
import { ALICE, fakeTimersPerTest } from '../testing/staking/fixtures';

fakeTimersPerTest();

const input: ApprovalRequest = { chainId: 31338, standard: 721, owner: ALICE };
const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 });

function fakes() {
  const promises = new ControlledPromises();
  const machine = approvalMachine.provide({
    // The step has its own model test (machines/tx); here it only hands back an outcome.
    actors: { checkApproval: promises.actor('checkApproval'), approve: promises.actor('approve') as unknown as typeof txStepMachine },
  });
  return { promises, machine };
}

function events(s: SnapshotFrom<typeof approvalMachine>): ModelEvent<typeof approvalMachine>[] {
  if (s.matches('checking'))
    return [
      { type: 'xstate.done.actor.checkApproval', output: true },
      { type: 'xstate.done.actor.checkApproval', output: false },
      { type: 'xstate.error.actor.checkApproval', error: new Error('network down') },
    ];
  if (s.matches('approving'))
    return [
      { type: 'xstate.done.actor.approve', output: { outcome: 'mined', notice: null } },
      { type: 'xstate.done.actor.approve', output: { outcome: 'failed', notice: message(TX_MESSAGE.reverted) } },
      { type: 'xstate.done.actor.approve', output: { outcome: 'failed', notice: message('wallet.userRejected') } },
      { type: 'xstate.error.actor.approve', error: rejected },
    ];
  return [];
}

describe('approvalMachine model', () => {
  it('covers every state and transition; sends the approval only when missing and approves only once it is mined', async () => {
    const { promises, machine } = fakes();
    const paths = getEdgePaths(machine, { input, events });
    const coverage = new ModelCoverage(approvalMachine);
    await runPaths({
      machine,
      input,
      paths,
      coverage,
      promises,
      check: (actual, step) => {
        const type = step.event.type;
        if (actual.matches('checking')) expect(promises.inputs('checkApproval').at(-1)).toEqual(input);
        if (actual.matches('approving')) {
          expect(promises.inputs('approve').at(-1)).toEqual({ request: input, kind: 'approve', label: { id: TX_KIND_MESSAGE.approve } });
        }
        if (actual.status !== 'done') return;
        const approved =
          (type === 'xstate.done.actor.checkApproval' && (step.event as { output: boolean }).output) ||
          (type === 'xstate.done.actor.approve' && (step.event as { output: { outcome: string } }).output.outcome === 'mined');
        expect(actual.output?.approved).toBe(approved);
        if (approved) expect(actual.output?.notice).toBeNull();
        else if (type === 'xstate.done.actor.approve') expect(actual.output?.notice).toEqual((step.event as { output: { notice: unknown } }).output.notice);
        else expect(actual.output?.notice?.id).toBe(type === 'xstate.error.actor.approve' ? 'wallet.userRejected' : 'wallet.failed');
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});
