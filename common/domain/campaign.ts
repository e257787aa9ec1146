// Staking campaign facts, each written once: pools and their days, status codes and their one computation, the reward table.

/** Campaign pools of spec section 9: id to duration in days. */
export const CAMPAIGN_POOLS = [
  { id: 1, days: 30 },
  { id: 2, days: 90 },
  { id: 3, days: 180 },
] as const;
export type PoolId = (typeof CAMPAIGN_POOLS)[number]['id'];
export const POOL_IDS: readonly PoolId[] = CAMPAIGN_POOLS.map((p) => p.id);

/** Days of a pool; 0 for an id that is not a pool. */
export function poolDays(poolId: number): number {
  return CAMPAIGN_POOLS.find((p) => p.id === poolId)?.days ?? 0;
}

/** Campaign status codes (spec section 4; the API sends them as statusCampain). */
export const CAMPAIGN_STATUS = { ended: 1, upcoming: 2, ongoing: 3 } as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUS)[keyof typeof CAMPAIGN_STATUS];

/** The one status rule: ended at or after the end, upcoming before the start, ongoing between (unix seconds). */
export function campaignStatusAt(campaign: { start: number; end: number }, nowSec: number): CampaignStatus {
  if (nowSec >= campaign.end) return CAMPAIGN_STATUS.ended;
  if (nowSec < campaign.start) return CAMPAIGN_STATUS.upcoming;
  return CAMPAIGN_STATUS.ongoing;
}

/** Box types: 1 to 7 Random Box A to G, 8 and 9 Building Box A and B. */
type BoxType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface BoxAmount {
  boxType: number;
  amount: number;
}

/** LAND types in reward-table order; each gives one Random Box, A to G. 3x3P is not in the table. */
const LAND_TYPES = ['1x1', '1x1P', '2x1', '2x1P', '2x2', '2x2P', '3x3'] as const;
type LandType = (typeof LAND_TYPES)[number];

/** Reward per staked LAND of spec section 9: normal LANDs give 10 boxes, P variants 15, 3x3 gives 10. */
export const REWARD_TABLE: readonly { landType: LandType; boxType: BoxType; amount: number }[] = LAND_TYPES.map((landType, i) => ({
  landType,
  boxType: (i + 1) as BoxType,
  amount: landType.endsWith('P') ? 15 : 10,
}));

/** The 90-day pool adds Building Box A, the 180-day pool Building Box B; the 30-day pool none. */
export const BUILDING_BOX_OF_POOL: Readonly<Record<PoolId, BoxType | null>> = { 1: null, 2: 8, 3: 9 };
/** Building boxes per staked LAND in the pools that give them. */
export const BUILDING_BOX_BONUS = 1;

/** The reward row of a LAND size ('2x1P'); undefined for a size outside the table. */
export function rewardOfLandType(landType: string): { boxType: BoxType; amount: number } | undefined {
  return REWARD_TABLE.find((row) => row.landType === landType);
}

/**
 * What a campaign pays for a set of staked LAND: random boxes by type (sorted), and the pool's building boxes,
 * BUILDING_BOX_BONUS per LAND in the table.
 */
export function campaignRewards(
  stakes: readonly { landType: string; amount: number }[],
  poolId: number,
): { randomBoxes: BoxAmount[]; buildingBoxA: BoxAmount[]; buildingBoxB: BoxAmount[] } {
  const random = new Map<number, number>();
  let lands = 0;
  for (const s of stakes) {
    const row = rewardOfLandType(s.landType);
    if (!row) continue;
    random.set(row.boxType, (random.get(row.boxType) ?? 0) + row.amount * s.amount);
    lands += s.amount;
  }
  const randomBoxes = [...random].sort(([a], [b]) => a - b).map(([boxType, amount]) => ({ boxType, amount }));
  const building = BUILDING_BOX_OF_POOL[poolId as PoolId] ?? null;
  const boxes = building !== null && lands > 0 ? [{ boxType: building, amount: lands * BUILDING_BOX_BONUS }] : [];
  return {
    randomBoxes,
    buildingBoxA: building === 8 ? boxes : [],
    buildingBoxB: building === 9 ? boxes : [],
  };
}
