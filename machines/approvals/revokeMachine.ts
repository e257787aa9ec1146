// Revoke one grant (approvals page): confirm, then the revoke step (approve 0 / setApprovalForAll false, tracked by the app).
import { message } from '../shared/message';
import { createConfirmedTxStep, type ConfirmedTxOutput } from '../tx/confirmedTxStep';
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
export type RevokeOutput = ConfirmedTxOutput<'revoked'>;

export const REVOKE_CONFIRM_POPUP_ID = 'approvals-revoke';

const names = (row: ApprovalRow) => ({ asset: CONTRACT_NAME[row.asset], spender: CONTRACT_NAME[row.spender] });

/** The confirmed-transaction step (machines/tx/confirmedTxStep.ts) configured for one revoke. */
export const revokeMachine = createConfirmedTxStep<RevokeInput, RevokeRequest, 'revoked'>({
  id: 'revoke',
  description:
    'Revoke one grant: confirmation, then the revoke step (txStep: approve(spender, 0) on the token or setApprovalForAll(operator, false) on the ' +
    'collection, registered with the tracker, mined or not).',
  popupId: REVOKE_CONFIRM_POPUP_ID,
  done: 'revoked',
  confirm: (input) => ({
    title: message(APPROVALS_MESSAGE.revokeConfirmTitle),
    message: message(APPROVALS_MESSAGE.revokeConfirm, { ...names(input.row), network: input.networkName }),
  }),
  tx: (input) => ({
    request: {
      chainId: input.row.chainId,
      from: input.owner,
      kind: input.row.kind,
      assetAddress: input.row.assetAddress,
      spenderAddress: input.row.spenderAddress,
    },
    // Its own kind, though the call is an approve (amount 0 / false): staking's list of LAND approvals never shows it.
    kind: 'revoke',
    label: message(APPROVALS_MESSAGE.revokeLabel, names(input.row)),
  }),
  succeeded: (input) => message(APPROVALS_MESSAGE.revoked, names(input.row)),
});
