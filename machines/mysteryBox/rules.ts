// The 4th LAND sale's rules as pure functions: quantity, stock, funds, the total shown, and how a failure reads.
import { message, type Message } from '../shared/message';
import { WALLET_MESSAGE } from '../shared/walletErrors';
import { MARKET_MESSAGE } from '../market/messages';
import { parseQuantity } from '../market/rules';
import { settledFailure, type RevertSubject } from './callback';
import { MYSTERY_BOX_MAX_PER_PURCHASE } from '../constants';
import { MYSTERY_BOX_MESSAGE } from './messages';
import type { SaleProduct } from './types';

/** How often a paid purchase asks whether the keeper revealed it (the local keeper polls every 2 s). */
export const REVEAL_POLL_MS = 2_000;

export { parseQuantity, weiToUnits, totalWei, allowanceCovers } from '../market/rules';

/**
 * Quantity: an integer from 1 (spec 9), at most what remains ('There are not enough items to buy') and at most what one
 * purchase may hold (the contract's cap); a sold-out box says so; an entry the contract does not know (no product, or
 * its price reads 0) is spec 8's 'Unsupported NFT type'.
 */
export function boxQuantityProblem(text: string, product: SaleProduct | undefined): Message | null {
  if (!product || product.priceWei === '0') return message(MYSTERY_BOX_MESSAGE.unknownProduct);
  if (product.remaining <= 0) return message(MYSTERY_BOX_MESSAGE.soldOut);
  const n = parseQuantity(text);
  if (n === null) return message(MARKET_MESSAGE.specifyQuantity);
  if (n > product.remaining) return message(MARKET_MESSAGE.notEnoughItems);
  if (n > MYSTERY_BOX_MAX_PER_PURCHASE) return tooManyBoxes();
  return null;
}

const tooManyBoxes = () => message(MYSTERY_BOX_MESSAGE.tooManyBoxes, { max: MYSTERY_BOX_MAX_PER_PURCHASE });

/** The most the quantity may be: what remains, within one purchase's cap (the form's 'At most'). */
export const boxQuantityMax = (remaining: number) => Math.min(remaining, MYSTERY_BOX_MAX_PER_PURCHASE);

/** The buyer must hold price x quantity in the platform token before the wallet opens. */
export function boxFundsProblem(balanceWei: string, totalWeiText: string, symbol: string): Message | null {
  return BigInt(balanceWei) < BigInt(totalWeiText) ? message(MARKET_MESSAGE.notEnoughToken, { symbol }) : null;
}

/** Whole units with groups of three digits (spec 9): '12345.5' is '12,345.5'. */
export function withThousands(units: string): string {
  const [whole = '0', fraction] = units.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** How the chain services name a LandMysteryBox revert met before or after the wallet (src/features/mysteryBox/services). */
export const BOX_REVERT_PREFIX = 'LandMysteryBox:';

const REVERT_MESSAGE: Record<string, string> = {
  OutOfStock: MYSTERY_BOX_MESSAGE.soldOut,
  PriceAboveMax: MYSTERY_BOX_MESSAGE.priceChanged,
  UnknownProduct: MYSTERY_BOX_MESSAGE.unknownProduct,
  ZeroAmount: MARKET_MESSAGE.specifyQuantity,
};

/** The wallet's own refusals keep their section 8 texts; nothing else is a wallet answer. */
const WALLET_TEXTS: readonly string[] = [
  WALLET_MESSAGE.userRejected,
  WALLET_MESSAGE.userDeclined,
  WALLET_MESSAGE.userCancelled,
  WALLET_MESSAGE.notEnoughNative,
];

/**
 * A failed approval or buy as the user reads it: a known revert has its own text (sold out meanwhile, price changed),
 * a wallet refusal its section 8 text, a transaction with no receipt 'fail rv is NONE', a buy reverted on chain
 * '[type-category] is Reverted' (subject given), anything else the spec's 'approve fail' / 'buy token fail' with the raw words.
 */
export function boxFailure(notice: Message | null, failureId: string, subject: RevertSubject | null = null): Message {
  const settled = settledFailure(notice, subject);
  if (settled) return settled;
  const detail = notice?.detail ?? '';
  if (detail.startsWith(BOX_REVERT_PREFIX)) {
    if (detail === `${BOX_REVERT_PREFIX}TooManyBoxes`) return tooManyBoxes();
    const id = REVERT_MESSAGE[detail.slice(BOX_REVERT_PREFIX.length)];
    if (id) return message(id);
  }
  if (notice && WALLET_TEXTS.includes(notice.id)) return notice;
  return message(failureId, undefined, detail || undefined);
}

/** Failures after which the products on screen are stale: the flow reads them again. */
export const saleStale = (notice: Message) => notice.id === MYSTERY_BOX_MESSAGE.soldOut || notice.id === MYSTERY_BOX_MESSAGE.priceChanged;

/** The sale popup after sign-in: once per session, and not on a day the user ticked 'do not show today' (local days). */
export function salePopupDue(state: { shownThisSession: boolean; hiddenDay: string | null; today: string }): boolean {
  return !state.shownThisSession && state.hiddenDay !== state.today;
}
