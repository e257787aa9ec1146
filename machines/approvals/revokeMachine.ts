// Revoke one grant (approvals page): confirm, then the revoke step (approve 0 / setApprovalForAll false, tracked by the app).
import { assertEvent, enqueueActions, setup } from 'xstate';
import type { PopupReply } from '../overlay/popupMachine';
import { message, type Message } from '../shared/message';
import { appActors } from '../shared/system';
import { walletErrorMessage } from '../shared/walletErrors';
import { txStepMachine, type TxStepInput, type TxStepOutput } from '../tx/txStepMachine';
import { APPROVALS_MESSAGE } from './messages';
import { CONTRACT_NAME } from './names';
import type { ApprovalRow, RevokeRequest } from './types';

export interface RevokeInput {
  row: ApprovalRow;
  owner: string;
  /** The network's name as the app lists it, for the confirmation. */
  networkName: string;
}

/** revoked: mined and successful (the list must be read again); cancelled: the user said no in the confirmation. */
export type RevokeOutcome = 'revoked' | 'cancelled' | 'failed';

export interface RevokeOutput {
  outcome: RevokeOutcome;
  notice: Message | null;
}

interface RevokeContext extends RevokeInput {
  outcome: RevokeOutcome;
  notice: Message | null;
}

export const REVOKE_CONFIRM_POPUP_ID = 'approvals-revoke';

const names = (row: ApprovalRow) => ({ asset: CONTRACT_NAME[row.asset], spender: CONTRACT_NAME[row.spender] });

export const revokeMachine = setup({
  types: {
    context: {} as RevokeContext,
    events: {} as PopupReply,
    input: {} as RevokeInput,
    output: {} as RevokeOutput,
  },
  actors: {
    revoke: txStepMachine,
  },
  guards: {
    isRevokePopup: ({ event }) => {
      assertEvent(event, ['POPUP.CONFIRMED', 'POPUP.CANCELLED']);
      return event.id === REVOKE_CONFIRM_POPUP_ID;
    },
    mined: (_, params: TxStepOutput) => params.outcome === 'mined',
  },
  actions: {
    askConfirm: enqueueActions((args) => {
      appActors(args).confirm({
        id: REVOKE_CONFIRM_POPUP_ID,
        title: message(APPROVALS_MESSAGE.revokeConfirmTitle),
        message: message(APPROVALS_MESSAGE.revokeConfirm, { ...names(args.context.row), network: args.context.networkName }),
      });
    }),
    failed: enqueueActions((args, notice: Message | null) => {
      args.enqueue.assign({ notice, outcome: 'failed' });
      if (notice) appActors(args).toast(notice, 'error');
    }),
    revoked: enqueueActions((args) => {
      args.enqueue.assign({ notice: null, outcome: 'revoked' });
      appActors(args).toast(message(APPROVALS_MESSAGE.revoked, names(args.context.row)), 'success');
    }),
  },
}).createMachine({
  id: 'revoke',
  description:
    'Revoke one grant: confirmation, then the revoke step (txStep: approve(spender, 0) on the token or setApprovalForAll(operator, false) on the collection, registered with the tracker, mined or not).',
  context: ({ input }) => ({ ...input, outcome: 'cancelled', notice: null }),
  initial: 'confirming',
  states: {
    confirming: {
      entry: 'askConfirm',
      on: {
        'POPUP.CONFIRMED': { guard: 'isRevokePopup', target: 'sending' },
        'POPUP.CANCELLED': { guard: 'isRevokePopup', target: 'cancelled' },
      },
    },
    sending: {
      invoke: {
        id: 'revoke',
        src: 'revoke',
        input: ({ context }): TxStepInput<RevokeRequest> => ({
          request: {
            chainId: context.row.chainId,
            from: context.owner,
            kind: context.row.kind,
            assetAddress: context.row.assetAddress,
            spenderAddress: context.row.spenderAddress,
          },
          // Its own kind, though the call is an approve (amount 0 / false): staking's list of LAND approvals never shows it.
          kind: 'revoke',
          label: message(APPROVALS_MESSAGE.revokeLabel, names(context.row)),
        }),
        onDone: [
          { guard: { type: 'mined', params: ({ event }) => event.output }, target: 'revoked', actions: 'revoked' },
          { target: 'failed', actions: { type: 'failed', params: ({ event }) => event.output.notice } },
        ],
        onError: { target: 'failed', actions: { type: 'failed', params: ({ event }) => walletErrorMessage(event.error) } },
      },
    },
    revoked: { type: 'final' },
    cancelled: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => ({ outcome: context.outcome, notice: context.notice }),
});
