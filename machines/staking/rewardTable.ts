// The reward table popup's rows per pool, from the domain's reward table: LAND type, its random box, and the pool's building box.
import { BUILDING_BOX_BONUS, BUILDING_BOX_OF_POOL, REWARD_TABLE, poolDays as daysOfPool, type PoolId } from '@common/domain/campaign';
import type { BoxAmount } from './types';

export interface RewardTableRow {
  poolDays: number;
  landType: string;
  rewards: BoxAmount[];
}

export function rewardTableRows(poolId: PoolId): RewardTableRow[] {
  const poolDays = daysOfPool(poolId);
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
