// The 4th LAND sale's pure rules: quantity and stock, funds, thousand separators and how failures read.
import { describe, expect, it } from 'vitest';
import { MARKET_MESSAGE } from '../market/messages';
import { message } from '../shared/message';
import { WALLET_MESSAGE } from '../shared/walletErrors';
import { MYSTERY_BOX_MESSAGE } from './messages';
import { MYSTERY_BOX_MAX_PER_PURCHASE } from '../constants';
import { BOX_REVERT_PREFIX, boxFailure, boxFundsProblem, boxQuantityMax, boxQuantityProblem, salePopupDue, withThousands } from './rules';

const product = { tokenId: 1, priceWei: '100', remaining: 3 };

describe('mystery box rules', () => {
  it('takes an integer from 1 up to what remains, and says a sold-out box is sold out', () => {
    expect(boxQuantityProblem('1', product)).toBeNull();
    expect(boxQuantityProblem(' 3 ', product)).toBeNull();
    expect(boxQuantityProblem('4', product)).toEqual(message(MARKET_MESSAGE.notEnoughItems));
    for (const bad of ['', '0', '-1', '1.5', 'abc']) expect(boxQuantityProblem(bad, product)).toEqual(message(MARKET_MESSAGE.specifyQuantity));
    expect(boxQuantityProblem('1', { ...product, remaining: 0 })).toEqual(message(MYSTERY_BOX_MESSAGE.soldOut));
    // Spec 8's 'Unsupported NFT type': an entry the sale's contract does not know (none, or its price reads 0).
    expect(boxQuantityProblem('1', undefined)).toEqual(message(MYSTERY_BOX_MESSAGE.unknownProduct));
    expect(boxQuantityProblem('1', { ...product, priceWei: '0' })).toEqual(message(MYSTERY_BOX_MESSAGE.unknownProduct));
  });

  it('takes at most one purchase’s cap of boxes, however many remain, and says so', () => {
    const plenty = { ...product, remaining: 100 };
    const max = MYSTERY_BOX_MAX_PER_PURCHASE;
    expect(boxQuantityProblem(String(max), plenty)).toBeNull();
    expect(boxQuantityProblem(String(max + 1), plenty)).toEqual(message(MYSTERY_BOX_MESSAGE.tooManyBoxes, { max }));
    expect([boxQuantityMax(100), boxQuantityMax(3)]).toEqual([max, 3]);
    // The contract's refusal, met before the wallet, reads the same.
    expect(boxFailure(message(WALLET_MESSAGE.failed, undefined, `${BOX_REVERT_PREFIX}TooManyBoxes`), MYSTERY_BOX_MESSAGE.buyFail)).toEqual(
      message(MYSTERY_BOX_MESSAGE.tooManyBoxes, { max }),
    );
  });

  it('needs price x quantity in the platform token', () => {
    expect(boxFundsProblem('200', '200', 'DVI')).toBeNull();
    expect(boxFundsProblem('199', '200', 'DVI')).toEqual(message(MARKET_MESSAGE.notEnoughToken, { symbol: 'DVI' }));
  });

  it('groups thousands by three', () => {
    expect(withThousands('0')).toBe('0');
    expect(withThousands('100')).toBe('100');
    expect(withThousands('1800')).toBe('1,800');
    expect(withThousands('1234567.25')).toBe('1,234,567.25');
  });

  it("reads a failure as a revert's text, a wallet refusal's section 8 text, or the spec's approve fail / buy token fail", () => {
    expect(boxFailure(message(WALLET_MESSAGE.failed, undefined, `${BOX_REVERT_PREFIX}OutOfStock`), MYSTERY_BOX_MESSAGE.buyFail)).toEqual(
      message(MYSTERY_BOX_MESSAGE.soldOut),
    );
    expect(boxFailure(message(WALLET_MESSAGE.failed, undefined, `${BOX_REVERT_PREFIX}PriceAboveMax`), MYSTERY_BOX_MESSAGE.buyFail)).toEqual(
      message(MYSTERY_BOX_MESSAGE.priceChanged),
    );
    expect(boxFailure(message(WALLET_MESSAGE.userRejected), MYSTERY_BOX_MESSAGE.approveFail)).toEqual(message(WALLET_MESSAGE.userRejected));
    expect(boxFailure(message(WALLET_MESSAGE.failed, undefined, 'nonce too low'), MYSTERY_BOX_MESSAGE.approveFail)).toEqual(
      message(MYSTERY_BOX_MESSAGE.approveFail, undefined, 'nonce too low'),
    );
    expect(boxFailure(null, MYSTERY_BOX_MESSAGE.buyFail)).toEqual(message(MYSTERY_BOX_MESSAGE.buyFail));
  });

  it("says 'fail rv is NONE' for a transaction without a receipt and '[type-category] is Reverted' for a reverted buy", () => {
    const subject = { type: 2, category: 4 };
    expect(boxFailure(message('tx.notMined'), MYSTERY_BOX_MESSAGE.buyFail, subject)).toEqual(message(MYSTERY_BOX_MESSAGE.noReturnValue));
    expect(boxFailure(message('tx.notMined'), MYSTERY_BOX_MESSAGE.approveFail)).toEqual(message(MYSTERY_BOX_MESSAGE.noReturnValue));
    expect(boxFailure(message('tx.reverted'), MYSTERY_BOX_MESSAGE.buyFail, subject)).toEqual(message(MYSTERY_BOX_MESSAGE.reverted, { type: 2, category: 4 }));
    // A reverted approval names no purchase: the spec's 'approve fail'.
    expect(boxFailure(message('tx.reverted'), MYSTERY_BOX_MESSAGE.approveFail)).toEqual(message(MYSTERY_BOX_MESSAGE.approveFail));
  });

  it('shows the sale popup once per session and not again on a day the user said so', () => {
    expect(salePopupDue({ shownThisSession: false, hiddenDay: null, today: '2026-11-26' })).toBe(true);
    expect(salePopupDue({ shownThisSession: true, hiddenDay: null, today: '2026-11-26' })).toBe(false);
    expect(salePopupDue({ shownThisSession: false, hiddenDay: '2026-11-26', today: '2026-11-26' })).toBe(false);
    expect(salePopupDue({ shownThisSession: false, hiddenDay: '2026-11-25', today: '2026-11-26' })).toBe(true);
  });
});

describe('the sale popup id', () => {
  it("is the id the login flow opens after sign-in, and its title tells that opening from a user's own", async () => {
    const [{ SALE_POPUP_ID, openedAfterSignIn }, { FOURTH_LAND_POPUP_ID }, { LOGIN_MESSAGE }] = await Promise.all([
      import('./popup'),
      import('../auth/loginMachine'),
      import('../auth/messages'),
    ]);
    expect(SALE_POPUP_ID).toBe(FOURTH_LAND_POPUP_ID);
    expect(openedAfterSignIn({ title: message(LOGIN_MESSAGE.fourthLandTitle) })).toBe(true);
    expect(openedAfterSignIn({ title: message('events.purchaseTitle') })).toBe(false);
    expect(openedAfterSignIn({})).toBe(false);
  });
});
