// The purchase callback of spec 8 as the sale flow's result: 200 with the buyToken hash, or 401 with the reason.
import { message, type Message } from '../shared/message';
import { TX_MESSAGE } from '../tx/messages';
import { MYSTERY_BOX_MESSAGE } from './messages';

/**
 * What a caller (the popup, a test, a page that opened the sale) reads once a purchase attempt ends: 200 with the
 * transaction hash on success; 401 with the message on any failure (spec 8 gives no other code).
 */
export type PurchaseCallback = { code: 200; message: Message; hash: string } | { code: 401; message: Message };

export const purchaseSucceeded = (hash: string): PurchaseCallback => ({ code: 200, message: message(MYSTERY_BOX_MESSAGE.success), hash });
export const purchaseFailed = (notice: Message): PurchaseCallback => ({ code: 401, message: notice });

/** Which purchase a chain revert is about: the entry's tokenId (the box type) and the purchase info's index (its category). */
export interface RevertSubject {
  type: number;
  category: number;
}

/**
 * The spec's words for a step that settled without success: no receipt at all (dropped or replaced, so no return
 * value) is 'fail rv is NONE'; a revert of the buy names the purchase ('[type-category] is Reverted'); null otherwise.
 */
export function settledFailure(notice: Message | null, subject: RevertSubject | null): Message | null {
  if (notice?.id === TX_MESSAGE.notMined) return message(MYSTERY_BOX_MESSAGE.noReturnValue);
  if (notice?.id === TX_MESSAGE.reverted && subject) return message(MYSTERY_BOX_MESSAGE.reverted, { type: subject.type, category: subject.category });
  return null;
}
