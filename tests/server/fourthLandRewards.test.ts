// The VRF reward rule of docs/mystery-box.md: one item per box, the odds 50/30/15/5, the same seed always the same items.
import { keccak256, toUtf8Bytes } from 'ethers';
import { describe, expect, it } from 'vitest';
import { VRF_REWARD_CODES } from '@common/api/mysteryBox';
import { LANGUAGE } from '../../server/data/staticData';
import { drawRewards, REWARD_ODDS, rewardItemName, rewardOfRoll, rewardRoll } from '../../server/land/mysteryBoxRewards';

const seedOf = (n: number) => keccak256(toUtf8Bytes(`seed ${n}`));

describe('the VRF reward rule', () => {
  it('maps rolls 0-49, 50-79, 80-94 and 95-99 to irln001 to irln004', () => {
    const edges: [number, string][] = [
      [0, 'irln001'],
      [49, 'irln001'],
      [50, 'irln002'],
      [79, 'irln002'],
      [80, 'irln003'],
      [94, 'irln003'],
      [95, 'irln004'],
      [99, 'irln004'],
    ];
    for (const [roll, code] of edges) expect(rewardOfRoll(roll), String(roll)).toBe(code);
    expect(Object.values(REWARD_ODDS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('gives one item per box, the same for the same seed and commitment, another for another commitment', () => {
    const a = drawRewards(seedOf(1), 7n, 5);
    expect(a.reduce((n, r) => n + r.cnt, 0)).toBe(5);
    expect(drawRewards(seedOf(1), 7n, 5)).toEqual(a);
    const others = Array.from({ length: 20 }, (_, i) => JSON.stringify(drawRewards(seedOf(1), BigInt(8 + i), 5)));
    expect(others.some((o) => o !== JSON.stringify(a))).toBe(true);
    expect(a.map((r) => r.itemCode)).toEqual(VRF_REWARD_CODES.filter((c) => a.some((r) => r.itemCode === c)));
  });

  it('draws close to the documented odds over many boxes', () => {
    const counts = new Map<string, number>();
    const N = 4000;
    for (let i = 0; i < N; i++) {
      const code = rewardOfRoll(rewardRoll(seedOf(i), BigInt(i + 1), 0));
      counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    for (const code of VRF_REWARD_CODES) expect(Math.abs((counts.get(code) ?? 0) / N - REWARD_ODDS[code] / 100), code).toBeLessThan(0.03);
  });

  it('names every reward item in English and Korean from the language data', () => {
    for (const code of VRF_REWARD_CODES) {
      const entry = LANGUAGE.find((l) => l.code === code)!;
      expect(entry.languageEn).not.toBe(entry.languageKo);
      expect(rewardItemName(code, 'en')).toBe(entry.languageEn);
      expect(rewardItemName(code, 'ko')).toBe(entry.languageKo);
    }
  });
});
