// The campaign facts: the one status rule (shared by the staking flows and the API) and the rewards a set of staked LAND earns.
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS, campaignRewards, campaignStatusAt, poolDays, rewardOfLandType } from './campaign';

describe('campaignStatusAt', () => {
  const c = { start: 100, end: 200 };
  it('is upcoming before the start, ongoing from the start, ended at and after the end', () => {
    expect(campaignStatusAt(c, 99)).toBe(CAMPAIGN_STATUS.upcoming);
    expect(campaignStatusAt(c, 100)).toBe(CAMPAIGN_STATUS.ongoing);
    expect(campaignStatusAt(c, 199)).toBe(CAMPAIGN_STATUS.ongoing);
    expect(campaignStatusAt(c, 200)).toBe(CAMPAIGN_STATUS.ended);
    expect(campaignStatusAt(c, 10_000)).toBe(CAMPAIGN_STATUS.ended);
  });
});

describe('pools', () => {
  it('30, 90 and 180 days; 0 for an id that is not a pool', () => {
    expect([1, 2, 3, 4].map(poolDays)).toEqual([30, 90, 180, 0]);
  });
});

describe('campaignRewards', () => {
  const stakes = [
    { landType: '1x1', amount: 2 },
    { landType: '2x1P', amount: 1 },
    { landType: '1x1', amount: 1 },
    { landType: '3x3P', amount: 5 },
  ];

  it('adds random boxes by type, sorted; LAND outside the table (3x3P) earns nothing', () => {
    expect(rewardOfLandType('3x3P')).toBeUndefined();
    expect(campaignRewards(stakes, 1)).toEqual({
      randomBoxes: [
        { boxType: 1, amount: 30 },
        { boxType: 4, amount: 15 },
      ],
      buildingBoxA: [],
      buildingBoxB: [],
    });
  });

  it('the 90-day pool adds one Building Box A per LAND, the 180-day pool one Building Box B', () => {
    expect(campaignRewards(stakes, 2).buildingBoxA).toEqual([{ boxType: 8, amount: 4 }]);
    expect(campaignRewards(stakes, 2).buildingBoxB).toEqual([]);
    expect(campaignRewards(stakes, 3).buildingBoxB).toEqual([{ boxType: 9, amount: 4 }]);
    expect(campaignRewards([], 3)).toEqual({ randomBoxes: [], buildingBoxA: [], buildingBoxB: [] });
  });
});
