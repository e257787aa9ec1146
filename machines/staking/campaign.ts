// Pure campaign rules of the staking flows: time left, and which campaign of a pool the UI is about (spec section 4).
import { CAMPAIGN_STATUS, campaignStatusAt, type PoolId } from '@common/domain/campaign';
import type { CampaignInfo } from './types';

/** The status rule itself is the domain's (1 ended, 2 upcoming, 3 ongoing), shared with the API. */
export { campaignStatusAt };

/** Seconds left to the next boundary: to the start while upcoming, to the end while ongoing, 0 once ended. */
export function secondsLeft(campaign: Pick<CampaignInfo, 'start' | 'end'>, nowSec: number): number {
  const status = campaignStatusAt(campaign, nowSec);
  if (status === CAMPAIGN_STATUS.upcoming) return campaign.start - nowSec;
  if (status === CAMPAIGN_STATUS.ongoing) return campaign.end - nowSec;
  return 0;
}

/** Days, hours and minutes of a number of seconds (the countdown shows no seconds). */
export function splitDuration(seconds: number): { days: number; hours: number; minutes: number } {
  const s = Math.max(0, Math.floor(seconds));
  return { days: Math.floor(s / 86_400), hours: Math.floor((s % 86_400) / 3_600), minutes: Math.floor((s % 3_600) / 60) };
}

/**
 * The campaign of a pool the countdown, the reward popup and the staking popup are about: the ongoing one,
 * else the next upcoming one, else the one that ended last. Null when the pool has none.
 */
export function pickCampaign(list: readonly CampaignInfo[], poolId: PoolId, nowSec: number): CampaignInfo | null {
  const pool = list.filter((c) => c.poolId === poolId);
  const ongoing = pool.find((c) => campaignStatusAt(c, nowSec) === CAMPAIGN_STATUS.ongoing);
  if (ongoing) return ongoing;
  const upcoming = pool.filter((c) => campaignStatusAt(c, nowSec) === CAMPAIGN_STATUS.upcoming).sort((a, b) => a.start - b.start);
  if (upcoming[0]) return upcoming[0];
  const ended = pool.filter((c) => campaignStatusAt(c, nowSec) === CAMPAIGN_STATUS.ended).sort((a, b) => b.end - a.end);
  return ended[0] ?? null;
}

/** The campaign of a pool that takes deposits now: the next upcoming one (staking is allowed only before the start). */
export function stakeableCampaign(list: readonly CampaignInfo[], poolId: PoolId, nowSec: number): CampaignInfo | null {
  const upcoming = list.filter((c) => c.poolId === poolId && campaignStatusAt(c, nowSec) === CAMPAIGN_STATUS.upcoming).sort((a, b) => a.start - b.start);
  return upcoming[0] ?? null;
}
