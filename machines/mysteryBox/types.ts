// Actor ports of the 4th LAND sale (mystery box): the sale from the config, what the chain and the API say about it, and the requests sent.
import type { ChainFamily } from '@common/domain/chains';
import type { CityKey } from '@common/domain/land';
import type { LandCard as StakedLandCard } from '@common/domain/landCard';

/** A LAND the sale drew: its card, and its city when that city has a map (the result links to the parcel there). */
export interface LandCard extends StakedLandCard {
  city: CityKey | null;
}

/** One entry of the config's purchase info: the product id passed as buyToken's tokenId and its price in whole tokens. */
export interface SaleEntry {
  tokenId: number;
  price: string;
}

/** The config's purchase info for one network: the sale index (buyToken's index) and its entries. */
export interface SaleConfig {
  index: number;
  entries: readonly SaleEntry[];
  /**
   * The config's on-chain approval requirement (common/domain/approvals.ts); false: the back end's sale needs no token
   * allowance, so the flow buys without reading it or approving. Absent: required.
   */
  onChainApproval?: boolean;
}

/** A product as the flow shows it: the contract's price (wei) and what is left to buy. */
export interface SaleProduct {
  tokenId: number;
  priceWei: string;
  /** The contract's count not sold or reserved, never more than the API's remain land count. */
  remaining: number;
}

/** The connected wallet, as far as the sale needs it. */
export interface SaleWallet {
  address: string;
  chainId: number;
  walletType: number;
}

export interface LoadSaleInput {
  chainId: number;
  /** The same network by family, for the API's remain land count. */
  network: ChainFamily;
  owner: string;
  sale: SaleConfig;
}

export interface LoadSaleOutput {
  products: SaleProduct[];
  /** The buyer's platform-token balance in wei. */
  balanceWei: string;
  /** The buyer's native-coin balance and the most the approval and the purchase can cost in gas, in wei. */
  nativeWei: string;
  gasCostWei: string;
  /** The API's remain land count for the network (logged with 5103). */
  apiRemain: number;
  /** A purchase of this buyer is committed on chain but not revealed yet (e.g. after a reload). */
  awaitingReveal: boolean;
}

export interface AllowanceInput {
  chainId: number;
  owner: string;
}

/** approve(mysteryBox, amountWei) on the platform token: exactly price x quantity. */
export interface BoxApproveRequest {
  chainId: number;
  from: string;
  amountWei: string;
}

/** buyToken(index, tokenId, amount, maxUnitPrice): the price read is the most the buyer agreed to pay per box. */
export interface BuyTokenRequest {
  chainId: number;
  from: string;
  index: number;
  tokenId: number;
  amount: number;
  maxUnitPriceWei: string;
}

/** A VRF reward item (spec 3): itemCode irln001 to irln004. */
export interface VrfReward {
  itemCode: string;
  itemName: string;
  cnt: number;
}

/** hash: the purchase sent by this flow, or the one the tracker kept over a reload; null: the buyer's last commitment. */
export interface ReadReceivedInput {
  chainId: number;
  owner: string;
  hash: string | null;
}

export type ReadReceivedOutput =
  /** Not mined or not revealed yet: asked again later. */
  | { status: 'waiting' }
  /** The purchase reverted or is gone: nothing was taken. */
  | { status: 'failed' }
  /** rewards null: the server does not offer them (an extension it lacks). */
  | { status: 'received'; lands: LandCard[]; rewards: VrfReward[] | null };

/** save log (fire and forget): 5100 visit, 5101 purchase click, 5102 purchase, 5103 remain. */
export type SaleLogInput =
  | { action: 5100 }
  | { action: 5101; tokenId: number; quantity: number; totalWei: string }
  | { action: 5102; tokenId: number; quantity: number; totalWei: string; hash: string }
  | { action: 5103; remaining: number };

/** readSeen: what the sale popup remembers across pages: shown this session, and the day 'Do not show today' was ticked. */
export interface PopupSeen {
  shownThisSession: boolean;
  hiddenDay: string | null;
  /** The user's local calendar day ('YYYY-MM-DD'). */
  today: string;
}

/** loadSaleConfig: the config's sale for the wallet's network family; null when that network has none. */
export type LoadSaleConfigInput = ChainFamily;
export type LoadSaleConfigOutput = SaleConfig | null;

/** The wallet's network as the sale popup follows it (null until the wallet names one the app knows). */
export interface PopupNetwork {
  chainId: number | null;
  family: ChainFamily | null;
}
