// Shared data shapes of the staking flows (LAND cards, campaigns, rewards, wallet facts) and their actor ports, written once:
// the placeholders in machines/staking, src/features/staking/actors and its services all use them.
import type { BoxAmount, PoolId } from '@common/domain/campaign';
import type { CityKey } from '@common/domain/land';
import type { LandCard } from '@common/domain/landCard';

export type Standard = 721 | 1155;

/** Land areas (cities) a LAND can be in; each lives on one network (common/domain/land.ts). */
export type AreaKey = CityKey;

export interface AreaOption {
  key: AreaKey;
  /** The chain the area's LAND contracts are on, from the configured network set. */
  chainId: number;
}

export interface CampaignInfo {
  campaignId: number;
  chainId: number;
  poolId: PoolId;
  /** Unix seconds. */
  start: number;
  end: number;
}

/** The connected wallet as the flows need it; null when none is connected. */
export interface WalletInfo {
  address: string;
  chainId: number;
  /** Wallet type code of spec section 3 (1 MetaMask ...). */
  walletType?: number;
}

/** What the staking popup and the unlock flow start from: the pool and land area, the chains, whose wallet. */
export interface StakingFlowInput {
  poolId: PoolId;
  areas: readonly AreaOption[];
  area: AreaKey;
  supportedChainIds: readonly number[];
  registeredAddress: string | null;
  wallet: WalletInfo | null;
}

/** One campaign's reward boxes (random boxes plus building boxes A and B). */
export interface RewardGroup {
  campaignId: number;
  chainId: number;
  poolId: number;
  claimed: boolean;
  boxes: BoxAmount[];
}

export type { BoxAmount, PoolId };

// ---- actor ports ----

/** What the approval sends: setApprovalForAll(staking, true) on the LAND contract of the standard. */
export interface ApprovalRequest {
  chainId: number;
  standard: Standard;
  owner: string;
}

/** loadArea: the owner's LAND of an area and the pool's campaign on its chain. */
export interface LoadAreaInput {
  area: AreaKey;
  chainId: number;
  poolId: PoolId;
  owner: string | null;
}

export interface AreaData {
  lands: LandCard[];
  /** The pool's campaign on the area's chain that deposits go to (the next upcoming one), or the current one. */
  campaign: CampaignInfo | null;
  nowSec: number;
  /** The config's approvalRequirements.onChain (common/domain/approvals.ts); false: Stake deposits with no isApprovedForAll read or approval. */
  onChainApproval?: boolean;
}

export interface DepositRequest {
  chainId: number;
  campaignId: number;
  standard: Standard;
  tokenIds: string[];
  /** ERC-1155 quantities, same order as tokenIds; all 1 for ERC-721. */
  amounts: number[];
  from: string;
}

/** Gas cost and native balance in wei, as decimal strings. */
export interface DepositEstimate {
  gasCost: string;
  balance: string;
}

export interface StakedCampaign {
  campaign: CampaignInfo;
  lands: LandCard[];
}

export interface StakedData {
  campaigns: StakedCampaign[];
  /** The staking contract's admin switch: unlocking is possible only while it is on. */
  withdrawEnabled: boolean;
  nowSec: number;
}

export interface WithdrawItem {
  tokenId: string;
  isErc1155: boolean;
  amount: number;
}

export interface WithdrawRequest {
  chainId: number;
  campaignId: number;
  items: WithdrawItem[];
  from: string;
}

export interface RewardData {
  ongoing: RewardGroup[];
  all: RewardGroup[];
  /**
   * The campaign a claim is about (the oldest unclaimed one with boxes), else the pool's current campaign (ongoing,
   * else next upcoming, else last ended); its status gates the claim button (docs/decisions.md).
   */
  campaign: CampaignInfo | null;
  nowSec: number;
  /** DVG staking earned on the campaign chain, in wei (dvi_reward_search); null or absent when the back end does not say. */
  dvg?: string | null;
}

export interface SignedClaim {
  /** Calldata for the executor's execTransaction and the executor signer's signature of it. */
  data: string;
  signature: string;
  executor: string;
}

/** What the claim transaction sends: the signed claim through the executor, from the user's wallet on the campaign chain. */
export type ClaimRequest = SignedClaim & { chainId: number; from: string };

export interface CampaignTimes {
  campaigns: CampaignInfo[];
  /** The clock when the times were read, unix seconds; the countdown counts on from it. */
  nowSec: number;
}

/** What the restake transaction(s) keep: staked items of an ended campaign, for the pool's next open campaign. */
export interface RestakeRequest {
  chainId: number;
  fromCampaignId: number;
  toCampaignId: number;
  items: WithdrawItem[];
  from: string;
}

/** loadStaked: the owner's staked LAND of an area and pool, from the staking contract's views. */
export interface LoadStakedInput {
  chainId: number;
  poolId: PoolId;
  area: AreaKey;
  owner: string | null;
}

/** loadRewards: the owner's reward boxes of a pool. */
export interface LoadRewardsInput {
  owner: string | null;
  chainId: number;
  poolId: PoolId;
}

/** signClaim: the wallet signs the claim request of a campaign. */
export interface SignClaimInput {
  address: string;
  campaignId: number;
  chainId: number;
}

/** signClaim's answer and fetchClaim's question: the signed claim request. */
export interface ClaimSignature {
  message: string;
  signature: string;
}

/** getCampaignTime: the pool campaigns' times on a chain. */
export interface CampaignTimeInput {
  chainId: number;
}
