// The staking tab's data and its pure rules: staked LAND per campaign, what an unlock or keep asks for, why it is refused, where a keep goes.
import { CAMPAIGN_STATUS, type PoolId } from '@common/domain/campaign';
import { message, type Message } from '../shared/message';
import { campaignStatusAt, stakeableCampaign } from './campaign';
import { STAKING_MESSAGE } from './messages';
import { stakingWalletProblem } from './rules';
import type { AreaKey, CampaignInfo, StakedCampaign, StakedData, StakingFlowInput, WalletInfo, WithdrawItem } from './types';

export type UnlockInput = StakingFlowInput;

export interface UnlockContext extends UnlockInput {
  data: StakedData | null;
  /** What the next withdrawal returns, or the next restake keeps. */
  request: StakeRequest | null;
  notice: Message | null;
}

export interface StakeRequest {
  campaignId: number;
  items: WithdrawItem[];
  scope: 'one' | 'all';
}

export type UnlockEvent =
  | { type: 'UNLOCK.ONE'; campaignId: number; tokenId: string; isErc1155: boolean }
  | { type: 'UNLOCK.ALL'; campaignId: number }
  | { type: 'KEEP.ONE'; campaignId: number; tokenId: string; isErc1155: boolean }
  | { type: 'KEEP.ALL'; campaignId: number }
  | { type: 'POOL.SELECT'; poolId: PoolId }
  | { type: 'AREA.SELECT'; area: AreaKey }
  | { type: 'WALLET.UPDATED'; wallet: WalletInfo | null }
  | { type: 'REFRESH' };

export const areaChain = (context: Pick<UnlockContext, 'areas' | 'area'>) => context.areas.find((a) => a.key === context.area)?.chainId ?? 0;

function stakedOf(context: UnlockContext, campaignId: number): StakedCampaign | undefined {
  return context.data?.campaigns.find((entry) => entry.campaign.campaignId === campaignId);
}

/** Why an unlock of this campaign is refused now (section 5 and 8), or null. */
export function unlockProblem(context: UnlockContext, campaignId: number): Message | null {
  const staked = stakedOf(context, campaignId);
  if (!staked || !context.data) return message(STAKING_MESSAGE.unlockDisabled);
  if (campaignStatusAt(staked.campaign, context.data.nowSec) !== CAMPAIGN_STATUS.ended) return message(STAKING_MESSAGE.unlockOngoing);
  if (!context.data.withdrawEnabled) return message(STAKING_MESSAGE.unlockDisabled);
  return stakingWalletProblem(context.wallet, context.registeredAddress, context.supportedChainIds, areaChain(context));
}

export function requestedItems(context: UnlockContext, event: UnlockEvent): StakeRequest | null {
  if (event.type !== 'UNLOCK.ONE' && event.type !== 'UNLOCK.ALL' && event.type !== 'KEEP.ONE' && event.type !== 'KEEP.ALL') return null;
  const staked = stakedOf(context, event.campaignId);
  if (!staked) return null;
  const one = event.type === 'UNLOCK.ONE' || event.type === 'KEEP.ONE';
  const lands = one ? staked.lands.filter((l) => l.tokenId === event.tokenId && l.isErc1155 === event.isErc1155) : staked.lands;
  if (lands.length === 0) return null;
  return {
    campaignId: event.campaignId,
    items: lands.map((l) => ({ tokenId: l.tokenId, isErc1155: l.isErc1155, amount: l.maxQuantity })),
    scope: one ? 'one' : 'all',
  };
}

/**
 * The campaign the LAND of an ended campaign can be kept for: the pool's next campaign still open for deposits (the
 * same rule as staking). Null while the campaign has not ended or when the pool has no open campaign: Keep is then not
 * offered (the selector) and KEEP events are ignored (the guards).
 */
export function keepTarget(data: StakedData | null, campaignId: number): CampaignInfo | null {
  const entry = data?.campaigns.find((e) => e.campaign.campaignId === campaignId);
  if (!data || !entry) return null;
  if (campaignStatusAt(entry.campaign, data.nowSec) !== CAMPAIGN_STATUS.ended) return null;
  return stakeableCampaign(
    data.campaigns.map((e) => e.campaign),
    entry.campaign.poolId,
    data.nowSec,
  );
}
