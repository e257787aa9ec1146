// The 4th LAND sale's context, events and input, and the pure reads of its context the machine and the views share.
import type { ChainFamily } from '@common/domain/chains';
import { MARKET_MESSAGE } from '../market/messages';
import { message, type Message } from '../shared/message';
import { gasProblem } from '../shared/walletErrors';
import type { PurchaseCallback, RevertSubject } from './callback';
import { MYSTERY_BOX_MESSAGE } from './messages';
import { boxFundsProblem, boxQuantityProblem, parseQuantity, totalWei, weiToUnits, withThousands } from './rules';
import type { LandCard, LoadSaleInput, LoadSaleOutput, SaleConfig, SaleProduct, SaleWallet, VrfReward } from './types';

export interface MysteryBoxInput {
  /** The network the sale runs on (the config's purchase info is per network). */
  chainId: number;
  network: ChainFamily;
  sale: SaleConfig;
  wallet: SaleWallet | null;
  /** The platform token's symbol, for the total and the approval. */
  symbol: string;
  /** A purchase the transaction tracker still holds from before a reload: its result is awaited, not bought again. */
  pendingHash: string | null;
}

export interface MysteryBoxContext extends MysteryBoxInput {
  products: SaleProduct[];
  /** The product chosen (buyToken's tokenId). */
  tokenId: number;
  /** What the user typed, kept through every failure. */
  quantity: string;
  balanceWei: string;
  /** Native coin against the gas budget: checked before the wallet is asked anything (spec 8). */
  nativeWei: string;
  gasCostWei: string;
  notice: Message | null;
  /** Spec 8's purchase callback for the last attempt: 200 with the buyToken hash, 401 with the reason; null before one. */
  result: PurchaseCallback | null;
  lands: LandCard[];
  /** null: the server does not offer the reward items (mystery_box_rewards is an extension); the LAND still shows. */
  rewards: VrfReward[] | null;
}

export type MysteryBoxEvent =
  | { type: 'BOX.PRODUCT'; tokenId: number }
  | { type: 'BOX.QUANTITY'; text: string }
  | { type: 'BOX.SUBMIT' }
  | { type: 'BOX.APPROVE' }
  | { type: 'BOX.BACK' }
  | { type: 'BOX.RETRY' }
  | { type: 'BOX.AGAIN' }
  | { type: 'BOX.SWITCH_NETWORK' }
  | { type: 'BOX.WALLET'; wallet: SaleWallet | null };

export const buyer = (c: MysteryBoxContext) => c.wallet?.address ?? '';
export const selectedProduct = (c: MysteryBoxContext) => c.products.find((p) => p.tokenId === c.tokenId);
export const units = (c: MysteryBoxContext) => parseQuantity(c.quantity) ?? 0;
export const boxTotalWei = (c: MysteryBoxContext) => totalWei(selectedProduct(c)?.priceWei ?? '0', units(c));
/** The total in whole tokens with thousand separators ('1,800'). */
export const boxTotalText = (c: MysteryBoxContext) => withThousands(weiToUnits(boxTotalWei(c)));

export const WALLET_NOTICES: readonly string[] = [MARKET_MESSAGE.connectWallet, MARKET_MESSAGE.wrongNetwork];
export const wrongNetwork = (c: MysteryBoxContext) => c.wallet !== null && c.wallet.chainId !== c.chainId;

/** The first rule the purchase breaks, in the order the user can fix them; a sale naming no purchase cannot be fixed. */
export function purchaseProblem(c: MysteryBoxContext): Message | null {
  if (c.sale.entries.length === 0) return message(MYSTERY_BOX_MESSAGE.unsupportedContract);
  if (!c.wallet) return message(MARKET_MESSAGE.connectWallet);
  if (wrongNetwork(c)) return message(MARKET_MESSAGE.wrongNetwork);
  return boxQuantityProblem(c.quantity, selectedProduct(c)) ?? boxFundsProblem(c.balanceWei, boxTotalWei(c), c.symbol) ?? gasProblem(c.nativeWei, c.gasCostWei);
}

/** What a new read of the sale changes: the products and balance (the chosen product kept while it is listed). */
export function fresh(c: MysteryBoxContext, out: LoadSaleOutput): Pick<MysteryBoxContext, 'products' | 'balanceWei' | 'nativeWei' | 'gasCostWei' | 'tokenId'> {
  const keep = out.products.some((p) => p.tokenId === c.tokenId);
  return {
    products: out.products,
    balanceWei: out.balanceWei,
    nativeWei: out.nativeWei,
    gasCostWei: out.gasCostWei,
    tokenId: keep ? c.tokenId : (out.products[0]?.tokenId ?? 0),
  };
}

/** loadSale's input: on opening and again on Buy. */
export const saleInput = (c: MysteryBoxContext): LoadSaleInput => ({ chainId: c.chainId, network: c.network, owner: buyer(c), sale: c.sale });

export const purchaseLog = (c: MysteryBoxContext) => ({ tokenId: c.tokenId, quantity: units(c), totalWei: boxTotalWei(c) });

/** What a revert of the buy names: the entry's tokenId (the box type) and the purchase info's index (its category). */
export const revertSubject = (c: MysteryBoxContext): RevertSubject => ({ type: c.tokenId, category: c.sale.index });
