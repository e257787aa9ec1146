// The VRF reward items of a mystery-box purchase: one item per box, drawn from the purchase's VRF word (docs/mystery-box.md).
import { AbiCoder, keccak256, toUtf8Bytes } from 'ethers';
import { VRF_REWARD_CODES, type VrfRewardCode } from '@common/api/mysteryBox';
import { LANGUAGE } from '../data/staticData';

/** Chances in percent, in the order of VRF_REWARD_CODES: Random Box A 50, Random Box B 30, Building Box A 15, Building Box B 5. */
export const REWARD_ODDS: Readonly<Record<VrfRewardCode, number>> = { irln001: 50, irln002: 30, irln003: 15, irln004: 5 };

/** Separates the reward draw from the LAND draw, which hashes (seed, commitId, i) with the same seed. */
export const REWARD_TAG = keccak256(toUtf8Bytes('VRF_REWARD'));

const abi = AbiCoder.defaultAbiCoder();

/** The code a roll of 0..99 gives: the first code whose running total of odds exceeds it. */
export function rewardOfRoll(roll: number): VrfRewardCode {
  let total = 0;
  for (const code of VRF_REWARD_CODES) {
    total += REWARD_ODDS[code];
    if (roll < total) return code;
  }
  return VRF_REWARD_CODES[VRF_REWARD_CODES.length - 1]!;
}

/** Box i's roll: uint256(keccak256(abi.encode(REWARD_TAG, seed, commitId, i))) % 100. */
export function rewardRoll(seed: string, commitId: bigint, i: number): number {
  return Number(BigInt(keccak256(abi.encode(['bytes32', 'bytes32', 'uint256', 'uint256'], [REWARD_TAG, seed, commitId, i]))) % 100n);
}

/** One item per box, counted per code, in code order; anyone can recompute it from the chain. */
export function drawRewards(seed: string, commitId: bigint, amount: number): { itemCode: VrfRewardCode; cnt: number }[] {
  const counts = new Map<VrfRewardCode, number>();
  for (let i = 0; i < amount; i++) {
    const code = rewardOfRoll(rewardRoll(seed, commitId, i));
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return VRF_REWARD_CODES.flatMap((itemCode) => (counts.has(itemCode) ? [{ itemCode, cnt: counts.get(itemCode)! }] : []));
}

/** The item's name from the language data (Language.json), in English or Korean. */
export function rewardItemName(code: string, lang: 'en' | 'ko'): string {
  const entry = LANGUAGE.find((l) => l.code === code);
  if (!entry) return code;
  return lang === 'ko' ? entry.languageKo : entry.languageEn;
}
