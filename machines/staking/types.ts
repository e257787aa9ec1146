// Shared data shapes of the staking flows: LAND cards, campaigns, rewards and wallet facts.
import type { BoxAmount, CampaignStatus, PoolId } from '@common/domain/campaign';
import type { CityKey } from '@common/domain/land';
import type { TxKind } from '@common/domain/tx';

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

export type { BoxAmount, CampaignStatus, PoolId, TxKind };
