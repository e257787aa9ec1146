// Unlist's confirmed transaction: the app's confirm popup naming the item, then cancelSell(index); the unlist flow around
// it shows a failure in place (with a retry) and its dialog once sending starts.
import { message } from '../shared/message';
import { createConfirmedTxStep } from '../tx/confirmedTxStep';
import { TX_LABEL } from '../tx/messages';
import { MARKET_MESSAGE } from './messages';
import type { CancelSellRequest } from './types';

export interface CancelSellInput extends CancelSellRequest {
  /** The item's name, for the confirmation and the transaction's label. */
  name: string;
  /** The page's key of the item: the label carries it, so the page lists the transaction while it is pending. */
  scope: string;
}

export const UNLIST_CONFIRM_POPUP_ID = 'market-unlist';

/** What the step tells the unlist flow once the user confirmed: its dialog shows the wait from then on. */
export const UNLIST_SENDING = { type: 'UNLIST.SENDING' } as const;

/**
 * The confirmed-transaction step (machines/tx/confirmedTxStep.ts) configured for unlisting: unlisted once mined (with
 * the success toast), cancelled when the user said no, or failed with the reason and no toast (the flow shows it).
 */
export const cancelSellMachine = createConfirmedTxStep<CancelSellInput, CancelSellRequest, 'unlisted'>({
  id: 'cancelSell',
  description:
    'Unlist: confirmation naming the item, then the cancelSell step (txStep: cancelSell(index) on LandMarket, registered with the tracker, mined ' +
    'or not); tells the unlist flow when it sends, and hands a failure back without a toast.',
  popupId: UNLIST_CONFIRM_POPUP_ID,
  done: 'unlisted',
  confirm: (input) => ({ title: message(MARKET_MESSAGE.unlistConfirmTitle), message: message(MARKET_MESSAGE.unlistConfirm, { name: input.name }) }),
  tx: (input) => ({
    request: { chainId: input.chainId, from: input.from, index: input.index },
    kind: 'unlist',
    label: message(TX_LABEL.unlist, { name: input.name, scope: input.scope }),
  }),
  succeeded: () => message(MARKET_MESSAGE.unlisted),
  failureToast: false,
  sendingEvent: UNLIST_SENDING,
});
