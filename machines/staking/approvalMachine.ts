// The understanding tickbox's approval (staking popup): is the staking contract approved for all of this LAND contract? If not, the approval step.
import { assign, fromPromise, setup } from 'xstate';
import { message, type Message } from '../shared/message';
import { walletErrorMessage } from '../shared/walletErrors';
import { TX_KIND_MESSAGE } from '../tx/messages';
import { txStepMachine, type TxStepInput, type TxStepOutput } from '../tx/txStepMachine';
import type { ApprovalRequest } from './types';

/** approved: the box may be ticked; otherwise the notice says why not (refused in the wallet, reverted, dropped). */
export interface ApprovalOutput {
  approved: boolean;
  notice: Message | null;
}

interface ApprovalContext {
  request: ApprovalRequest;
  approved: boolean;
  notice: Message | null;
}

export const approvalMachine = setup({
  types: {
    context: {} as ApprovalContext,
    input: {} as ApprovalRequest,
    output: {} as ApprovalOutput,
  },
  actors: {
    checkApproval: fromPromise<boolean, ApprovalRequest>(async () => {
      throw new Error('checkApproval not provided');
    }),
    /** setApprovalForAll(staking, true), registered with the app's tracker and waited on. */
    approve: txStepMachine,
  },
  guards: {
    isApproved: (_, approved: boolean) => approved,
    mined: (_, output: TxStepOutput) => output.outcome === 'mined',
  },
  actions: {
    refused: assign((_, notice: Message | null) => ({ notice })),
  },
}).createMachine({
  id: 'approval',
  description:
    'Checks isApprovedForAll for the staking contract; when missing, sends setApprovalForAll (txStep: registered with the tracker, waited on). ' +
    'Approved only once mined.',
  context: ({ input }) => ({ request: input, approved: false, notice: null }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkApproval',
        src: 'checkApproval',
        input: ({ context }) => context.request,
        onDone: [{ guard: { type: 'isApproved', params: ({ event }) => event.output }, target: 'approved' }, { target: 'approving' }],
        onError: { target: 'refused', actions: { type: 'refused', params: ({ event }) => walletErrorMessage(event.error) } },
      },
    },
    approving: {
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }): TxStepInput<ApprovalRequest> => ({ request: context.request, kind: 'approve', label: message(TX_KIND_MESSAGE.approve) }),
        onDone: [
          { guard: { type: 'mined', params: ({ event }) => event.output }, target: 'approved' },
          { target: 'refused', actions: { type: 'refused', params: ({ event }) => event.output.notice } },
        ],
        onError: { target: 'refused', actions: { type: 'refused', params: ({ event }) => walletErrorMessage(event.error) } },
      },
    },
    approved: { type: 'final', entry: assign({ approved: true }) },
    refused: { type: 'final' },
  },
  output: ({ context }) => ({ approved: context.approved, notice: context.notice }),
});
