// Maps a wallet (EIP-1193), ethers or chain error to the message of spec section 8 a user reads; pure, used by every flow.
import { message, type Message } from './message';

/** Catalog ids of the wallet messages; their English texts are the spec's, word for word. */
export const WALLET_MESSAGE = {
  userRejected: 'wallet.userRejected',
  userDeclined: 'wallet.userDeclined',
  userCancelled: 'wallet.userCancelled',
  notEnoughNative: 'wallet.notEnoughNative',
  unknownChain: 'wallet.unknownChain',
  requestPending: 'wallet.requestPending',
  failed: 'wallet.failed',
  addressNotMatched: 'wallet.addressNotMatched',
  unauthorized: 'wallet.unauthorized',
  disconnected: 'wallet.disconnected',
  chainDisconnected: 'wallet.chainDisconnected',
  wrongChain: 'wallet.wrongChain',
} as const;

/** The name the chain services give a send refused because the wallet stayed on another chain (src/services/chain). */
export const WRONG_CHAIN_ERROR = 'WrongChainError';

const DECLINED = 'The user has declined this request';
const CANCELLED = 'The user cancelled this transaction';

interface ErrorShape {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  shortMessage?: unknown;
  info?: { error?: unknown };
  error?: unknown;
  data?: unknown;
}

/** Walks the nested errors wallets and ethers wrap around each other, outermost first. */
function layers(error: unknown): ErrorShape[] {
  const out: ErrorShape[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as ErrorShape;
    out.push(e);
    current = e.info?.error ?? e.error;
  }
  return out;
}

/** The name the front end gives an approval refused before the wallet is asked (src/config/contractConfig.ts). */
export const ADDRESS_NOT_MATCHED_ERROR = 'AddressNotMatchedError';

/**
 * The one raw text a generic failure keeps: a contract error the chain services named ('DepositClosed',
 * 'LandMarket:NotForSale'), which flows map to their own messages. Anything else (hex revert data, wei amounts, a
 * node's or wallet's sentence) never reaches the screen: the catalog's generic text stands alone.
 */
const NAMED_REVERT = /^(?:[A-Za-z]+:)?[A-Z][A-Za-z0-9]*$/;
export const safeDetail = (text: string | undefined): string | undefined => (text !== undefined && NAMED_REVERT.test(text) ? text : undefined);

const textOf = (e: ErrorShape): string => (typeof e.shortMessage === 'string' ? e.shortMessage : typeof e.message === 'string' ? e.message : '');

/** The wallet's own words, for errors the catalog has no text for. */
export function rawErrorText(error: unknown): string {
  if (typeof error === 'string') return error;
  const texts = layers(error)
    .map(textOf)
    .filter((t) => t !== '');
  return texts.at(-1) ?? texts[0] ?? String(error);
}

/**
 * The section 8 message for a wallet error: 4001 is 'User rejected the transaction'; a 104 whose text
 * says the user declined shows that text; a cancelled transaction, missing native coins for gas, an
 * unknown chain (4902) and a request already pending (-32002) have their own texts, and so has a spender the build
 * does not know ('address not matched'); anything else shows the generic failure, with a named contract error as its
 * detail for the flow's rules (safeDetail), never the raw text.
 */
export function walletErrorMessage(error: unknown): Message {
  const all = layers(error);
  const codes = all.map((e) => e.code);
  const texts = all.map(textOf).join(' | ');
  if (codes.includes(4001) || codes.includes('ACTION_REJECTED')) return message(WALLET_MESSAGE.userRejected);
  if (texts.includes(DECLINED) && (codes.includes(104) || codes.includes('104'))) return message(WALLET_MESSAGE.userDeclined);
  if (texts.includes(CANCELLED)) return message(WALLET_MESSAGE.userCancelled);
  if (codes.includes('INSUFFICIENT_FUNDS') || /insufficient funds/i.test(texts)) return message(WALLET_MESSAGE.notEnoughNative);
  if (codes.includes(4902)) return message(WALLET_MESSAGE.unknownChain);
  if (codes.includes(-32002)) return message(WALLET_MESSAGE.requestPending);
  if (all.some((e) => e.name === ADDRESS_NOT_MATCHED_ERROR)) return message(WALLET_MESSAGE.addressNotMatched);
  // EIP-1193: 4100 the account or method is not authorised, 4900 the wallet is disconnected from every chain, 4901
  // from the requested one.
  if (codes.includes(4100)) return message(WALLET_MESSAGE.unauthorized);
  if (codes.includes(4900)) return message(WALLET_MESSAGE.disconnected);
  if (codes.includes(4901)) return message(WALLET_MESSAGE.chainDisconnected);
  if (all.some((e) => e.name === WRONG_CHAIN_ERROR)) return message(WALLET_MESSAGE.wrongChain);
  return message(WALLET_MESSAGE.failed, undefined, safeDetail(rawErrorText(error)));
}

/** The spec's 'not enough native coins' when the gas the transactions may cost exceeds the native balance (wei texts). */
export function gasProblem(nativeWei: string, gasCostWei: string): Message | null {
  return BigInt(nativeWei) < BigInt(gasCostWei) ? message(WALLET_MESSAGE.notEnoughNative) : null;
}

/** 'address not matched' when the build refused an address of the API (a load, not only a send); else null. */
export function addressRefusal(error: unknown): Message | null {
  return layers(error).some((e) => e.name === ADDRESS_NOT_MATCHED_ERROR) ? message(WALLET_MESSAGE.addressNotMatched) : null;
}

/** True when the user said no in the wallet: flows go back to where the user can retry, quietly. */
export function isUserRejection(error: unknown): boolean {
  const id = walletErrorMessage(error).id;
  return id === WALLET_MESSAGE.userRejected || id === WALLET_MESSAGE.userDeclined || id === WALLET_MESSAGE.userCancelled;
}
