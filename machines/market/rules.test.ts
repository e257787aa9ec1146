// Spec 5 market rules and the amounts they read: each message or null, and how failures map to catalog messages.
import { describe, expect, it } from 'vitest';
import { message } from '../shared/message';
import { WALLET_MESSAGE } from '../shared/walletErrors';
import { TX_MESSAGE } from '../tx/messages';
import { MARKET_API_MESSAGE, MARKET_MESSAGE } from './messages';
import {
  listFailure,
  allowanceCovers,
  amountProblem,
  fundsProblem,
  listingStale,
  marketFailure,
  marketNotice,
  onWrongNetwork,
  parsePrice,
  parseQuantity,
  priceProblem,
  quantityProblem,
  relistProblem,
  REVERT_PREFIX,
  sameAccountProblem,
  totalWei,
  viewerProblem,
  weiToUnits,
} from './rules';
import type { Viewer } from './types';

const ME = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const OTHER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
const viewer = (over: Partial<Viewer['wallet'] & { registered: string | null }> = {}): Viewer => ({
  signedIn: true,
  registered: over.registered === undefined ? ME : over.registered,
  wallet: { address: over.address ?? ME.toLowerCase(), chainId: over.chainId ?? 31338, walletType: 1 },
});

describe('purchase quantity', () => {
  it('must be a whole number from 1, at most what is for sale', () => {
    for (const text of ['', ' ', '0', '-1', '1.5', 'abc', '1e3']) expect(quantityProblem(text, 5)).toEqual(message(MARKET_MESSAGE.specifyQuantity));
    expect(quantityProblem('6', 5)).toEqual(message(MARKET_MESSAGE.notEnoughItems));
    expect(quantityProblem(' 5 ', 5)).toBeNull();
    expect(parseQuantity('3')).toBe(3);
  });
});

describe('the viewer', () => {
  it('needs a wallet, the registered one, on the item network (in that order)', () => {
    expect(viewerProblem({ signedIn: true, registered: ME, wallet: null }, 31338)).toEqual(message(MARKET_MESSAGE.connectWallet));
    expect(viewerProblem(viewer({ registered: OTHER }), 31338)).toEqual(message(MARKET_MESSAGE.wrongAccount));
    expect(viewerProblem(viewer({ registered: null }), 31338)).toEqual(message(MARKET_MESSAGE.wrongAccount));
    expect(viewerProblem(viewer({ chainId: 31339 }), 31338)).toEqual(message(MARKET_MESSAGE.wrongNetwork));
    expect(viewerProblem(viewer(), 31338)).toBeNull();
    expect(onWrongNetwork(viewer({ chainId: 31339 }), 31338)).toBe(true);
    expect(onWrongNetwork(viewer({ registered: OTHER, chainId: 31339 }), 31338)).toBe(false);
  });

  it('buyer and seller differ (any letter case)', () => {
    expect(sameAccountProblem(ME.toLowerCase(), ME)).toEqual(message(MARKET_MESSAGE.sameAccount));
    expect(sameAccountProblem(ME, OTHER)).toBeNull();
  });
});

describe('sell price and amount', () => {
  it('reads up to 18 decimals with thousand separators, and is not zero', () => {
    expect(parsePrice('1,234.5')).toBe(1234500000000000000000n);
    expect(parsePrice('0.000000000000000001')).toBe(1n);
    expect(parsePrice('0.0000000000000000001')).toBeNull();
    expect(parsePrice('1.2.3')).toBeNull();
    expect(priceProblem('0')).toEqual(message(MARKET_MESSAGE.priceZero));
    expect(priceProblem('0.000')).toEqual(message(MARKET_MESSAGE.priceZero));
    expect(priceProblem('')).toEqual(message(MARKET_MESSAGE.priceInvalid));
    expect(priceProblem('-1')).toEqual(message(MARKET_MESSAGE.priceInvalid));
    expect(priceProblem('12,000')).toBeNull();
  });

  it('lists 1 to the units held, and a listed token is unlisted first', () => {
    expect(amountProblem('0', 10)).toEqual(message(MARKET_MESSAGE.amountInvalid, { owned: 10 }));
    expect(amountProblem('11', 10)).toEqual(message(MARKET_MESSAGE.amountInvalid, { owned: 10 }));
    expect(amountProblem('10', 10)).toBeNull();
    expect(relistProblem(1)).toEqual(message(MARKET_MESSAGE.unlistFirst));
    expect(relistProblem(0)).toBeNull();
  });
});

describe('amounts and balances', () => {
  it('totals in wei and shows whole units', () => {
    expect(totalWei('1250000000000000000000', 2)).toBe('2500000000000000000000');
    expect(weiToUnits('2500000000000000000000')).toBe('2500');
    expect(weiToUnits('50000000000000000')).toBe('0.05');
    expect(allowanceCovers('10', '10')).toBe(true);
    expect(allowanceCovers('9', '10')).toBe(false);
  });

  it('checks the token for a token price and native coin for the gas; native price plus gas otherwise', () => {
    const funds = { native: '100', token: '1000', gasCost: '50' };
    expect(fundsProblem({ ...funds, token: '999' }, 'token', '1000', 'DVI')).toEqual(message(MARKET_MESSAGE.notEnoughToken, { symbol: 'DVI' }));
    expect(fundsProblem({ ...funds, native: '49' }, 'token', '1000', 'DVI')).toEqual(message(WALLET_MESSAGE.notEnoughNative));
    expect(fundsProblem(funds, 'token', '1000', 'DVI')).toBeNull();
    expect(fundsProblem(funds, 'native', '51', 'DVI')).toEqual(message(WALLET_MESSAGE.notEnoughNative));
    expect(fundsProblem(funds, 'native', '50', 'DVI')).toBeNull();
  });
});

describe('failures', () => {
  it('maps the LandMarket reverts a send meets to catalog messages, and leaves other notices alone', () => {
    const revert = (name: string) => message(WALLET_MESSAGE.failed, undefined, `${REVERT_PREFIX}${name}`);
    expect(marketNotice(revert('NotForSale'))).toEqual(message(MARKET_API_MESSAGE.item));
    expect(marketNotice(revert('UnknownItem'))).toEqual(message(MARKET_API_MESSAGE.item));
    expect(marketNotice(revert('AmountTooHigh'))).toEqual(message(MARKET_API_MESSAGE.amount));
    expect(marketNotice(revert('OwnListing'))).toEqual(message(MARKET_API_MESSAGE.sameAccount));
    expect(marketNotice(revert('WrongPayment'))).toEqual(message(MARKET_API_MESSAGE.price));
    expect(marketNotice(revert('UnsupportedCurrency'))).toEqual(message(MARKET_MESSAGE.invalidPayment));
    expect(marketNotice(revert('Mystery'))).toEqual(revert('Mystery'));
    expect(marketNotice(message(WALLET_MESSAGE.userRejected))).toEqual(message(WALLET_MESSAGE.userRejected));
    expect(marketNotice(null)).toBeNull();
  });

  it("gives the API's market keys their own text, anything else the flow's failure with the raw words", () => {
    expect(marketFailure({ key: 'error-msg-item', message: 'x' }, MARKET_MESSAGE.purchaseFailed)).toEqual(message(MARKET_API_MESSAGE.item));
    expect(marketFailure({ key: 'error-msg-auth', message: 'Login first' }, MARKET_MESSAGE.purchaseFailed)).toEqual(
      message(MARKET_MESSAGE.purchaseFailed, undefined, 'Login first'),
    );
    expect(marketFailure(new Error(`${REVERT_PREFIX}NotForSale`), MARKET_MESSAGE.purchaseFailed)).toEqual(message(MARKET_API_MESSAGE.item));
    expect(marketFailure(null, MARKET_MESSAGE.purchaseFailed)).toEqual(message(MARKET_MESSAGE.purchaseFailed));
  });

  it("gives a failed listing step 'Failed to listing' unless the wallet or a known revert has its own text", () => {
    const walletFailed = (detail: string) => message(WALLET_MESSAGE.failed, undefined, detail);
    expect(listFailure(walletFailed('execution reverted'))).toEqual(message(MARKET_MESSAGE.listingFailed, undefined, 'execution reverted'));
    expect(listFailure(null)).toEqual(message(MARKET_MESSAGE.listingFailed));
    expect(listFailure(message(WALLET_MESSAGE.userRejected))).toEqual(message(WALLET_MESSAGE.userRejected));
    expect(listFailure(message(WALLET_MESSAGE.notEnoughNative))).toEqual(message(WALLET_MESSAGE.notEnoughNative));
    expect(listFailure(walletFailed(`${REVERT_PREFIX}UnsupportedCurrency`))).toEqual(message(MARKET_MESSAGE.invalidPayment));
    expect(listFailure(message(TX_MESSAGE.reverted))).toEqual(message(TX_MESSAGE.reverted));
  });

  it('knows which notices mean the listing changed', () => {
    expect(listingStale(message(MARKET_API_MESSAGE.item))).toBe(true);
    expect(listingStale(message(TX_MESSAGE.reverted))).toBe(true);
    expect(listingStale(message(WALLET_MESSAGE.userRejected))).toBe(false);
    expect(listingStale(null)).toBe(false);
  });
});
