// Section 5 market rules as pure functions (each returns the message to show, or null when the rule holds), the
// amounts they read (quantity, price, totals in wei), and how a market failure maps to a catalog message.
import { message, type Message } from '../shared/message';
import { WALLET_MESSAGE } from '../shared/walletErrors';
import { isApiError } from '../shared/apiErrors';
import { TX_MESSAGE } from '../tx/messages';
import { MARKET_API_MESSAGE, MARKET_MESSAGE } from './messages';
import type { FundsOutput, Viewer } from './types';
import type { ListingCurrency } from '@common/api/marketItems';
import { sameAddress } from '@common/domain/address';

/** A whole number of units from what the user typed; null when it is empty, not an integer or below 1. */
export function parseQuantity(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,9}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 ? n : null;
}

/** Purchase quantity: specified (an integer from 1) and at most what is for sale. */
export function quantityProblem(text: string, available: number): Message | null {
  const n = parseQuantity(text);
  if (n === null) return message(MARKET_MESSAGE.specifyQuantity);
  if (n > available) return message(MARKET_MESSAGE.notEnoughItems);
  return null;
}

/** A signed-in user whose connected wallet is the registered one, on the item's network; checked in that order. */
export function viewerProblem(viewer: Viewer, itemChainId: number): Message | null {
  if (!viewer.wallet) return message(MARKET_MESSAGE.connectWallet);
  if (!viewer.registered || !sameAddress(viewer.wallet.address, viewer.registered)) return message(MARKET_MESSAGE.wrongAccount);
  if (viewer.wallet.chainId !== itemChainId) return message(MARKET_MESSAGE.wrongNetwork);
  return null;
}

/** Only the network is wrong: the flow offers the switch. */
export function onWrongNetwork(viewer: Viewer, itemChainId: number): boolean {
  return viewerProblem(viewer, itemChainId)?.id === MARKET_MESSAGE.wrongNetwork;
}

export function sameAccountProblem(buyer: string, seller: string): Message | null {
  return sameAddress(buyer, seller) ? message(MARKET_MESSAGE.sameAccount) : null;
}

const UNITS = 10n ** 18n;
const PRICE = /^(\d{1,40})(?:\.(\d{1,18}))?$/;

/** The typed price without its thousand separators, as a plain decimal ('1,234.5' is '1234.5'). */
export const plainPrice = (text: string) => text.trim().replace(/,/g, '');

/** A price in whole coins or tokens (up to 18 decimals, thousand separators allowed) in wei; null when malformed. */
export function parsePrice(text: string): bigint | null {
  const m = PRICE.exec(plainPrice(text));
  if (!m) return null;
  return BigInt(m[1]!) * UNITS + BigInt((m[2] ?? '').padEnd(18, '0'));
}

/** Sell price: a number with at most 18 decimals, and not zero. */
export function priceProblem(text: string): Message | null {
  const wei = parsePrice(text);
  if (wei === null) return message(MARKET_MESSAGE.priceInvalid);
  if (wei === 0n) return message(MARKET_MESSAGE.priceZero);
  return null;
}

/** Units to list: an ERC-721 piece is one; an ERC-1155 amount is 1 to what the wallet holds. */
export function amountProblem(text: string, owned: number): Message | null {
  const n = parseQuantity(text);
  return n === null || n > owned ? message(MARKET_MESSAGE.amountInvalid, { owned }) : null;
}

/** A token this user has an open listing of must be unlisted before it is listed again. */
export function relistProblem(openListings: number): Message | null {
  return openListings > 0 ? message(MARKET_MESSAGE.unlistFirst) : null;
}

/** wei as a decimal in whole units, without trailing zeros ('30000000000000000000' is '30'). */
export function weiToUnits(wei: string | bigint): string {
  const v = BigInt(wei);
  const whole = v / UNITS;
  const fraction = (v % UNITS).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

export const totalWei = (priceWei: string, quantity: number) => (BigInt(priceWei) * BigInt(quantity)).toString();

/**
 * Balances before the wallet opens: a token price needs the tokens and native coin for the gas; a native price needs
 * the total plus the gas.
 */
export function fundsProblem(funds: FundsOutput, currency: ListingCurrency, total: string, tokenSymbol: string): Message | null {
  const native = BigInt(funds.native);
  const gas = BigInt(funds.gasCost);
  if (currency === 'token') {
    if (BigInt(funds.token) < BigInt(total)) return message(MARKET_MESSAGE.notEnoughToken, { symbol: tokenSymbol });
    return native < gas ? message(WALLET_MESSAGE.notEnoughNative) : null;
  }
  return native < BigInt(total) + gas ? message(WALLET_MESSAGE.notEnoughNative) : null;
}

/** The allowance covers price x quantity: no approval. */
export const allowanceCovers = (allowance: string, total: string) => BigInt(allowance) >= BigInt(total);

/** How the chain services name a LandMarket revert met before the wallet opens (src/features/market/services). */
export const REVERT_PREFIX = 'LandMarket:';

/** LandMarket's custom errors, as the user reads them: sold or unlisted meanwhile reads as the API's not-for-sale. */
const REVERT_MESSAGE: Record<string, string> = {
  NotForSale: MARKET_API_MESSAGE.item,
  UnknownItem: MARKET_API_MESSAGE.item,
  AmountTooHigh: MARKET_API_MESSAGE.amount,
  OwnListing: MARKET_API_MESSAGE.sameAccount,
  WrongPayment: MARKET_API_MESSAGE.price,
  UnsupportedCurrency: MARKET_MESSAGE.invalidPayment,
  UnsupportedNft: MARKET_MESSAGE.notSupportedNft,
  NotSeller: MARKET_MESSAGE.notSeller,
  ZeroPrice: MARKET_MESSAGE.priceZero,
  ZeroAmount: MARKET_MESSAGE.specifyQuantity,
};

/** A step's or an actor's notice with a LandMarket revert named in its detail becomes that revert's message. */
export function marketNotice(notice: Message | null): Message | null {
  const detail = notice?.detail;
  if (!detail?.startsWith(REVERT_PREFIX)) return notice;
  const id = REVERT_MESSAGE[detail.slice(REVERT_PREFIX.length)];
  return id ? message(id) : notice;
}

const API_KEYS: readonly string[] = Object.values(MARKET_API_MESSAGE);

/**
 * A failed API call or chain read of a market flow: the market API's keys have their own texts; anything else shows
 * the flow's failure text ('Failed to purchase', 'Failed to listing') followed by the raw words.
 */
export function marketFailure(error: unknown, failureId: string): Message {
  const e = (error ?? {}) as { key?: unknown; message?: unknown };
  if (isApiError(error) && typeof e.key === 'string' && API_KEYS.includes(e.key)) return message(e.key);
  const text = typeof e.message === 'string' && e.message !== '' ? e.message : undefined;
  return marketNotice(message(failureId, undefined, text)) ?? message(failureId);
}

/**
 * A failed step of the list flow: a wallet's known answer (a rejection, missing gas...) keeps its own text and a
 * LandMarket revert its message; any other failure is 'Failed to listing' followed by the raw words.
 */
export function listFailure(notice: Message | null): Message {
  if (notice !== null && notice.id !== WALLET_MESSAGE.failed) return marketNotice(notice)!;
  return marketNotice(message(MARKET_MESSAGE.listingFailed, undefined, notice?.detail))!;
}

/** Notices that mean the listing is not what the page shows any more: the page reloads it. */
const STALE: readonly string[] = [MARKET_API_MESSAGE.item, MARKET_API_MESSAGE.amount, MARKET_API_MESSAGE.price, TX_MESSAGE.reverted];
export const listingStale = (notice: Message | null) => notice !== null && STALE.includes(notice.id);
