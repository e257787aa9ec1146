// Pure selectors over the staking machines' snapshots: what the views render, with every flow rule decided here.
import type { SnapshotFrom } from 'xstate';
import { CAMPAIGN_STATUS, type CampaignStatus } from '@common/domain/campaign';
import { campaignStatusAt, secondsLeft, splitDuration } from './campaign';
import { claimableGroup, claimBlockedByCampaign, type claimMachine } from './claimMachine';
import type { countdownMachine } from './countdownMachine';
import type { quantityMachine } from './quantityMachine';
import type { stakingHubMachine } from './stakingHubMachine';
import type { stakingPopupMachine } from './stakingPopupMachine';
import type { LandCard } from '@common/domain/landCard';
import type { CampaignInfo, RewardGroup } from './types';
import { keepTarget, type unlockMachine } from './unlockMachine';
import { weiToDecimal } from '../wallet/selectors';

type Countdown = SnapshotFrom<typeof countdownMachine>;
type Popup = SnapshotFrom<typeof stakingPopupMachine>;
type Quantity = SnapshotFrom<typeof quantityMachine>;
type Unlock = SnapshotFrom<typeof unlockMachine>;
type Claim = SnapshotFrom<typeof claimMachine>;

// ---- countdown ----

export interface CountdownView {
  status: CampaignStatus;
  days: number;
  hours: number;
  minutes: number;
}

/** Null hides the timer (idle, loading, failed or no campaign for the pool). */
export function selectCountdown(s: Countdown): CountdownView | null {
  const { campaign, nowSec } = s.context;
  if (!campaign || !(s.matches('running') || s.matches('ended'))) return null;
  return { status: campaignStatusAt(campaign, nowSec), ...splitDuration(secondsLeft(campaign, nowSec)) };
}

export const selectCountdownPool = (s: Countdown) => s.context.poolId;

// ---- staking popup ----

/** The LAND cards of the current standard matching the search (name or token id). */
export function selectVisibleLands(s: Popup): LandCard[] {
  const { lands, standard, search } = s.context;
  const needle = search.trim().toLowerCase();
  return lands.filter(
    (land) => land.isErc1155 === (standard === 1155) && (needle === '' || land.name.toLowerCase().includes(needle) || land.tokenId.includes(needle)),
  );
}

const selectSelectionCount = (s: Popup) => Object.keys(s.context.selection).length;
export const selectUnderstood = (s: Popup) => s.context.understood;
export const selectPopupNotice = (s: Popup) => s.context.notice;
export const selectIsLoadingLands = (s: Popup) => s.matches('loading');
export const selectLoadFailed = (s: Popup) => s.matches('loadFailed');
export const selectIsEmpty = (s: Popup) => s.matches('browsing') && selectVisibleLands(s).length === 0;
/** The tickbox is busy while the approval is checked or sent. */
export const selectApproving = (s: Popup) => s.matches('approving');
/** Stake is enabled with the box ticked and at least one LAND chosen, and nothing else running. */
export const selectCanStake = (s: Popup) => s.matches('browsing') && s.context.understood && selectSelectionCount(s) > 0;
export const selectStaking = (s: Popup) => s.matches('approving') || s.matches('estimating') || s.matches('depositing');
export const selectBrowsingEnabled = (s: Popup) => s.matches('browsing');
export const selectQuantityActor = (s: Popup) => (s.matches('choosingQuantity') ? (s.children.quantity ?? null) : null);
export const selectQuantityLand = (s: Popup) => s.context.lands.find((land) => land.tokenId === s.context.quantityFor && land.isErc1155) ?? null;

// ---- quantity modal ----

export const selectQuantityText = (s: Quantity) => s.context.text;
export const selectCanConfirmQuantity = (s: Quantity) => s.context.text !== '' && Number(s.context.text) >= 1;
export const selectCanMinus = (s: Quantity) => s.context.text !== '' && Number(s.context.text) > 0;
export const selectCanPlus = (s: Quantity) => (s.context.text === '' ? 0 : Number(s.context.text)) < s.context.max;

// ---- unlock (staking tab) ----

/**
 * Where LAND staked in a campaign stands: 'waiting' for the start (the campaign is upcoming), 'locked' while it runs
 * ('Staking in progress'), 'ended' after it ('Staking has ended').
 */
export type StakedPhase = 'waiting' | 'locked' | 'ended';

export function stakedPhaseAt(campaign: Pick<CampaignInfo, 'start' | 'end'>, nowSec: number): StakedPhase {
  const status = campaignStatusAt(campaign, nowSec);
  if (status === CAMPAIGN_STATUS.ended) return 'ended';
  return status === CAMPAIGN_STATUS.upcoming ? 'waiting' : 'locked';
}

export interface StakedCampaignView {
  campaignId: number;
  phase: StakedPhase;
  /** Unlock shows only after the end while the admin allows unlocking. */
  canUnlock: boolean;
  /** Keep for next campaign: the pool's campaign open for deposits the LAND can stay staked for; null hides it. */
  keepFor: { campaignId: number; start: number } | null;
  start: number;
  end: number;
  lands: LandCard[];
}

export function selectStakedCampaigns(s: Unlock): StakedCampaignView[] {
  const data = s.context.data;
  if (!data) return [];
  return data.campaigns
    .filter((entry) => entry.lands.length > 0)
    .map((entry) => {
      const phase = stakedPhaseAt(entry.campaign, data.nowSec);
      const ended = phase === 'ended';
      // Offered from the campaign data alone: while a step runs the buttons stay in place, disabled (selectUnlockBusy).
      const target = keepTarget(data, entry.campaign.campaignId);
      return {
        campaignId: entry.campaign.campaignId,
        phase,
        canUnlock: ended && data.withdrawEnabled,
        keepFor: target ? { campaignId: target.campaignId, start: target.start } : null,
        start: entry.campaign.start,
        end: entry.campaign.end,
        lands: entry.lands,
      };
    });
}
/** A child flow runs (its confirmation included): the withdraw or the restake. */
export const selectUnlockBusy = (s: Unlock) => s.matches('withdrawing') || s.matches('keeping');
export const selectUnlockLoading = (s: Unlock) => s.matches('loading');
/** Unlock and Keep take effect only from the list at rest: elsewhere their buttons stay in place, disabled. */
export const selectUnlockActionsEnabled = (s: Unlock) => s.matches('ready');
export const selectUnlockFailed = (s: Unlock) => s.matches('failed');
export const selectUnlockNotice = (s: Unlock) => s.context.notice;

// ---- my reward (claim) ----

export const selectRewardTab = (s: Claim) => s.context.tab;
export const selectOngoingRewards = (s: Claim): RewardGroup[] => s.context.data?.ongoing ?? [];
export const selectAllRewards = (s: Claim): RewardGroup[] => s.context.data?.all ?? [];
/** Disabled with no rewards to claim or while the pool's campaign is ongoing (status 3), and while a claim runs. */
export const selectCanClaim = (s: Claim) => s.matches('ready') && claimableGroup(s.context.data) !== null && !claimBlockedByCampaign(s.context.data);
export const selectClaiming = (s: Claim) => s.matches('pending');
export const selectRewardsLoading = (s: Claim) => s.matches('loading');
export const selectClaimNotice = (s: Claim) => s.context.notice;
/** DVG staking earned on the campaign chain as decimal text (18 decimals, never wei); null when not known. */
export const selectDvgEarned = (s: Claim): string | null => {
  const wei = s.context.data?.dvg;
  return wei == null ? null : weiToDecimal(wei);
};

// ---- hub ----

type Hub = SnapshotFrom<typeof stakingHubMachine>;

export const selectCountdownRef = (s: Hub) => s.context.countdown;
export const selectPopupRef = (s: Hub) => s.context.popup;
export const selectUnlockRef = (s: Hub) => s.context.unlock;
export const selectClaimRef = (s: Hub) => s.context.claim;
export const selectRewardTablePool = (s: Hub) => s.context.rewardTablePool;
export const selectAreas = (s: Hub) => s.context.areas;
/** The Home countdown is for Ethereum: true while the wallet is on an Ethereum network of the set. */
export const selectOnEthereum = (s: Hub) =>
  s.context.wallet !== null && s.context.networks.some((n) => n.chainId === s.context.wallet?.chainId && n.family === 'ETH');
export const selectWalletMissing = (s: Hub) => s.context.wallet === null;

// ---- views' extra facts ----

export const selectPopupPool = (s: Popup) => s.context.poolId;
export const selectPopupStandard = (s: Popup) => s.context.standard;
export const selectPopupArea = (s: Popup) => s.context.area;
export const selectPopupAreas = (s: Popup) => s.context.areas;
export const selectPopupSearch = (s: Popup) => s.context.search;
/** Close is possible except while a transaction is being prepared or sent (a sent deposit is the tracker's to watch). */
export const selectCanClosePopup = (s: Popup) => s.can({ type: 'CLOSE' });
/** The deposit is sent and the app's tracker watches it: the popup says where to follow it. */
export const selectDepositSent = (s: Popup) => s.context.depositSent;
export const selectQuantityOwned = (s: Quantity) => s.context.max;

export const selectUnlockPool = (s: Unlock) => s.context.poolId;
export const selectUnlockArea = (s: Unlock) => s.context.area;
/** The chain of the staking tab's land area (the campaign chain of its rewards). */
export const selectUnlockChainId = (s: Unlock) => s.context.areas.find((a) => a.key === s.context.area)?.chainId ?? 0;
