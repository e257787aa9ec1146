// The staking contract's reward table, written from the one source (common/domain/campaign.ts) at deploy time.
import { BUILDING_BOX_BONUS, BUILDING_BOX_OF_POOL, POOL_IDS, REWARD_TABLE } from '@common/domain/campaign';
import type { LandStaking } from '../../src/services/chain/contracts';
import { TX } from './txOverrides';

export interface LandRewardRow {
  width: number;
  height: number;
  premium: boolean;
  boxType: number;
  amount: number;
}

/** '2x1P' -> 2 wide, 1 high, premium: how common/domain/land.ts landSize spells a parcel. */
function sizeOf(landType: string): { width: number; height: number; premium: boolean } {
  const m = /^(\d+)x(\d+)(P?)$/.exec(landType);
  if (!m) throw new Error(`not a LAND size: ${landType}`);
  return { width: Number(m[1]), height: Number(m[2]), premium: m[3] === 'P' };
}

/** One row per LAND size of the reward table. */
export const LAND_REWARD_ROWS: readonly LandRewardRow[] = REWARD_TABLE.map((r) => ({ ...sizeOf(r.landType), boxType: r.boxType, amount: r.amount }));

/** Per pool: the building box and how many per LAND (0 and 0 for none). */
export const POOL_BUILDING_ROWS: readonly { poolId: number; boxType: number; amount: number }[] = POOL_IDS.map((poolId) => {
  const boxType = BUILDING_BOX_OF_POOL[poolId];
  return { poolId, boxType: boxType ?? 0, amount: boxType === null ? 0 : BUILDING_BOX_BONUS };
});

/**
 * Writes the table; the staking contract's admin must run it before the first deposit (entitlements credit at deposit).
 * The local world sends with fixed gas and does not wait (automine); a public deploy estimates and waits for each receipt.
 */
export async function writeRewardTable(staking: LandStaking, mode: 'local' | 'public' = 'local'): Promise<void> {
  const settle = async (tx: Promise<{ wait(): Promise<unknown> }>) => (mode === 'public' ? (await tx).wait() : tx);
  const o = mode === 'public' ? {} : TX;
  for (const r of LAND_REWARD_ROWS) await settle(staking.setLandReward(r.width, r.height, r.premium, r.boxType, r.amount, o));
  for (const p of POOL_BUILDING_ROWS) await settle(staking.setPoolBuildingBox(p.poolId, p.boxType, p.amount, o));
}
