// Reward table data of spec section 9 per pool: LAND type, its random box and amount, plus one building box in the 90 and 180-day pools.
import { BUILDING_BOX_BONUS, CAMPAIGN_POOLS, REWARD_TABLE, type PoolId } from '../constants';
import type { BoxAmount } from './types';

export interface RewardTableRow {
  poolDays: number;
  landType: string;
  rewards: BoxAmount[];
}

/** Box type of Building Box A (90-day pool) and B (180-day pool); 1 to 7 are Random Box A to G. */
export const BUILDING_BOX_OF_POOL: Readonly<Record<PoolId, number | null>> = { 1: null, 2: 8, 3: 9 };

export function rewardTableRows(poolId: PoolId): RewardTableRow[] {
  const poolDays = CAMPAIGN_POOLS.find((p) => p.id === poolId)?.days ?? 0;
  const building = BUILDING_BOX_OF_POOL[poolId];
  return REWARD_TABLE.map((row) => ({
    poolDays,
    landType: row.landType,
    rewards: [{ boxType: row.boxType, amount: row.amount }, ...(building ? [{ boxType: building, amount: BUILDING_BOX_BONUS }] : [])],
  }));
}

/** Box name parts: 1 to 7 are Random Box A to G, 8 and 9 Building Box A and B. */
export function boxLetter(boxType: number): { kind: 'random' | 'building'; letter: string } {
  if (boxType >= 8) return { kind: 'building', letter: String.fromCharCode('A'.charCodeAt(0) + boxType - 8) };
  return { kind: 'random', letter: String.fromCharCode('A'.charCodeAt(0) + boxType - 1) };
}
