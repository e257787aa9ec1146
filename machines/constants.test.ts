// The constants module and the domain facts of common/domain say what spec section 9 says.
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_POOLS, CAMPAIGN_STATUS, REWARD_TABLE } from '@common/domain/campaign';
import { CHAIN_ID } from '@common/domain/chains';
import { LAND_AREA } from '@common/domain/land';
import { APP_VERSION, BLOCK_SIZE, COOKIE, DEFAULT_COUNTRY_CODE, MAX_CONCURRENT_LOADS, MAX_UINT256, PAGE_SIZE, PAGES_PER_GROUP, TIMING } from './constants';

describe('section 9 constants', () => {
  it('pages: home news 6, news 4, market 12, my items 12, 10 pages a group', () => {
    expect(PAGE_SIZE).toEqual({ homeNews: 6, news: 4, marketItems: 12, myItems: 12 });
    expect(PAGES_PER_GROUP).toBe(10);
  });

  it('timings in milliseconds', () => {
    expect(TIMING).toMatchObject({
      maxLoadingMs: 30_000,
      infLoadingMs: 180_000,
      chunkLoadTimeoutMs: 120_000,
      toastMs: 1_500,
      countdownTickMs: 1_000,
      walletConnectPollMs: 3_000,
      stakingSuccessCallbackMs: 5_000,
      gameLaunchFocusCheckMs: 500,
      captchaHideMs: 500,
      logoutReloadMs: 200,
      duplicateCallGuardMs: 500,
      verificationCodeMs: 3 * 60 * 1_000,
    });
    expect(MAX_CONCURRENT_LOADS).toBe(5);
  });

  it('cookies: user 30 days, country 360 days, remember-ID 365 days; country 82', () => {
    expect(COOKIE.userInfoSeconds).toBe(30 * 86_400);
    expect(COOKIE.countryCodeSeconds).toBe(360 * 86_400);
    expect(COOKIE.rememberIdDays).toBe(365);
    expect(DEFAULT_COUNTRY_CODE).toBe(82);
  });

  it('map blocks and land areas', () => {
    expect(BLOCK_SIZE).toEqual({ default: 12, min: 8, max: 24 });
    expect(LAND_AREA).toEqual({ '1x1': 324, '2x1': 756, '2x2': 1_764, '3x3': 4_356 });
  });

  it('pools and statuses', () => {
    expect(CAMPAIGN_POOLS.map((p) => [p.id, p.days])).toEqual([
      [1, 30],
      [2, 90],
      [3, 180],
    ]);
    expect(CAMPAIGN_STATUS).toEqual({ ended: 1, upcoming: 2, ongoing: 3 });
  });

  it('reward table: seven LAND types give Random Box A to G, 10 each, P variants 15, 3x3 10', () => {
    expect(REWARD_TABLE).toEqual([
      { landType: '1x1', boxType: 1, amount: 10 },
      { landType: '1x1P', boxType: 2, amount: 15 },
      { landType: '2x1', boxType: 3, amount: 10 },
      { landType: '2x1P', boxType: 4, amount: 15 },
      { landType: '2x2', boxType: 5, amount: 10 },
      { landType: '2x2P', boxType: 6, amount: 15 },
      { landType: '3x3', boxType: 7, amount: 10 },
    ]);
  });

  it('chain ids: Ethereum 1 (tests 3, 4, 5), BSC 56 (test 97), Polygon 137 (test 80001)', () => {
    expect(CHAIN_ID).toEqual({ ethereum: 1, ethereumTests: [3, 4, 5], bsc: 56, bscTest: 97, polygon: 137, polygonTest: 80_001 });
  });

  it('unlimited approval is the largest 256-bit value; version 0.8.5', () => {
    expect(MAX_UINT256.toString(16)).toBe('f'.repeat(64));
    expect(APP_VERSION).toBe('0.8.5');
  });
});
