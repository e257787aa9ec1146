// Unlock (staking tab): confirm one LAND, then the withdraw step (the LAND goes back to the wallet); invoked by the unlock flow.
import { message } from '../shared/message';
import { createConfirmedTxStep } from '../tx/confirmedTxStep';
import { TX_LABEL } from '../tx/messages';
import { STAKING_MESSAGE } from './messages';
import type { WithdrawRequest } from './types';

export interface WithdrawInput extends WithdrawRequest {
  /** One LAND (asked first) or all LANDs of the campaign (sent at once). */
  scope: 'one' | 'all';
}

export const UNLOCK_CONFIRM_POPUP_ID = 'staking-unlock';

/**
 * The confirmed-transaction step (machines/tx/confirmedTxStep.ts) configured for Unlock. Its outcome is unlocked (mined
 * and successful), cancelled (the user said no) or failed; the unlock flow reloads the list after a sent withdrawal.
 */
export const withdrawMachine = createConfirmedTxStep<WithdrawInput, WithdrawRequest, 'unlocked'>({
  id: 'withdraw',
  description:
    'Unlock: confirmation for one LAND (Unlock all is not asked), then the withdraw step (txStep: one withdraw per LAND contract from the ended ' +
    'campaign, registered with the tracker, mined or not).',
  popupId: UNLOCK_CONFIRM_POPUP_ID,
  done: 'unlocked',
  // Spec: unlock of one LAND needs confirmation; Unlock all returns every staked LAND of the campaign without one.
  confirm: (input) => (input.scope === 'one' ? { title: message(STAKING_MESSAGE.unlockConfirmTitle), message: message(STAKING_MESSAGE.unlockConfirm) } : null),
  tx: (input) => ({
    request: { chainId: input.chainId, campaignId: input.campaignId, items: input.items, from: input.from },
    kind: 'withdraw',
    label: message(TX_LABEL.withdraw, { count: input.items.reduce((sum, item) => sum + item.amount, 0) }),
  }),
  succeeded: () => message(STAKING_MESSAGE.unlocked),
});
