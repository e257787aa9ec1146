// Keep for next campaign (staking tab): confirm, then the restake step (the LAND stays in the staking contract); invoked by the unlock flow.
import { message } from '../shared/message';
import { createConfirmedTxStep } from '../tx/confirmedTxStep';
import { TX_LABEL } from '../tx/messages';
import { STAKING_MESSAGE } from './messages';
import type { RestakeRequest } from './types';

export interface RestakeInput extends RestakeRequest {
  /** One LAND or all LANDs of the campaign: only the confirmation's words differ. */
  scope: 'one' | 'all';
}

export const KEEP_CONFIRM_POPUP_ID = 'staking-keep';

/**
 * The confirmed-transaction step (machines/tx/confirmedTxStep.ts) configured for Keep for next campaign. Its outcome is
 * kept (mined and successful: the list must be reloaded) or cancelled (the user said no in the confirmation).
 */
export const restakeMachine = createConfirmedTxStep<RestakeInput, RestakeRequest, 'kept'>({
  id: 'restake',
  description:
    'Keep for next campaign: confirmation (one LAND or all), then the restake step (txStep: restake from the ended campaign into the next open one of ' +
    'the pool without moving the tokens, registered with the tracker, mined or not).',
  popupId: KEEP_CONFIRM_POPUP_ID,
  done: 'kept',
  // Keeping locks the LAND for a whole new campaign with no way back until it ends, so one and all are both confirmed.
  confirm: (input) => ({
    title: message(STAKING_MESSAGE.keepConfirmTitle),
    message: message(input.scope === 'one' ? STAKING_MESSAGE.keepConfirmOne : STAKING_MESSAGE.keepConfirmAll, { campaignId: input.toCampaignId }),
  }),
  tx: (input) => ({
    request: { chainId: input.chainId, fromCampaignId: input.fromCampaignId, toCampaignId: input.toCampaignId, items: input.items, from: input.from },
    kind: 'restake',
    label: message(TX_LABEL.restake, { count: input.items.reduce((sum, item) => sum + item.amount, 0), campaignId: input.toCampaignId }),
  }),
  succeeded: (input) => message(STAKING_MESSAGE.kept, { campaignId: input.toCampaignId }),
});
