// Business constants and limits of spec section 9, in one typed module that machines and views share.

/** Page sizes and paging. */
export const PAGE_SIZE = {
  homeNews: 6,
  news: 4,
  marketItems: 12,
  myItems: 12,
} as const;
export const PAGES_PER_GROUP = 10;
/** Thousand separators group this many digits. */
export const THOUSAND_GROUP = 3;

/** Timings, all in milliseconds. */
export const TIMING = {
  /** Loading overlay closes by itself after this long. */
  maxLoadingMs: 30_000,
  /** The 'inf' loading limit for long chain calls. */
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
  /** Verification code timer 3:00. */
  verificationCodeMs: 180_000,
} as const;

/** At most this many loads are counted by the loading overlay at once. */
export const MAX_CONCURRENT_LOADS = 5;

/** Cookie lifetimes. */
export const COOKIE = {
  userInfoSeconds: 2_592_000,
  countryCodeSeconds: 31_104_000,
  rememberIdDays: 365,
} as const;
export const DEFAULT_COUNTRY_CODE = 82;

/** Map block size in pixels. */
export const BLOCK_SIZE = { default: 12, min: 8, max: 24 } as const;

/** Land area per LAND size, as section 9 lists it. */
export const LAND_AREA = {
  '1x1': 324,
  '2x1': 756,
  '2x2': 1_764,
  '3x3': 4_356,
} as const;

/** Chain ids. */
export const CHAIN_ID = {
  ethereum: 1,
  ethereumTests: [3, 4, 5] as readonly number[],
  bsc: 56,
  bscTest: 97,
  polygon: 137,
  polygonTest: 80_001,
} as const;
/** Networks that get the Polygon gas-station fee. */
export const SPECIAL_GAS_CHAIN_HEX = ['0x89', '0x13881'] as const;
export const POLYGON_DEFAULT_GAS_GWEI = 40;

/** Campaign pools: id to duration in days. */
export const CAMPAIGN_POOLS = [
  { id: 1, days: 30 },
  { id: 2, days: 90 },
  { id: 3, days: 180 },
] as const;
export type PoolId = (typeof CAMPAIGN_POOLS)[number]['id'];

/** Campaign status codes. */
export const CAMPAIGN_STATUS = { ended: 1, upcoming: 2, ongoing: 3 } as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUS)[keyof typeof CAMPAIGN_STATUS];

/** LAND types in reward-table order; each gives one Random Box, A to G. */
export const LAND_TYPES = ['1x1', '1x1P', '2x1', '2x1P', '2x2', '2x2P', '3x3'] as const;
export type LandType = (typeof LAND_TYPES)[number];

/** Box types: 1 to 7 Random Box A to G, 8 and 9 building boxes. */
export const BOX_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type BoxType = (typeof BOX_TYPES)[number];

/** Reward per LAND type: normal LANDs give 10 boxes, P variants 15, 3x3 gives 10. */
export const REWARD_TABLE: readonly { landType: LandType; boxType: BoxType; amount: number }[] =
  LAND_TYPES.map((landType, i) => ({
    landType,
    boxType: (i + 1) as BoxType,
    amount: landType.endsWith('P') ? 15 : 10,
  }));
/** The A and B building-box tables add one building box to the random boxes. */
export const BUILDING_BOX_BONUS = 1;

export const TOKEN_DECIMALS = 18;
/** Unlimited approval: the maximum 256-bit unsigned value. */
export const MAX_UINT256 = 2n ** 256n - 1n;

/** Item grades 3 (Common) to 8 (Mythic). */
export const ITEM_GRADES = { Common: 3, Advanced: 4, Rare: 5, Epic: 6, Legendary: 7, Mythic: 8 } as const;
export const QUANTITY_MIN = 1;

export const EVENT_OPTIONS = { pets: 10, zones: 9 } as const;

/** Form limits of spec section 5. */
export const LIMITS = {
  stakingSearchMax: 255,
  reportMax: 500,
} as const;

export const APP_VERSION = '0.8.5';

/**
 * The app-wide transaction tracker (not in the spec). Receipts are re-checked on every new block and also on
 * a timer, because the local chains mine only when a transaction arrives: a watcher that waits for the next
 * block alone can wait forever.
 */
export const TX_POLL_MS = 4_000;
/** After an RPC error ('cannot check now'), the next try comes this much later. */
export const TX_RETRY_MS = 10_000;
/** Settled transactions kept in the list as "recent", newest first. */
export const TX_RECENT_MAX = 20;
/** A transaction the node does not know, with its nonce still unused, counts as dropped this long after it was sent. */
export const TX_DROP_GRACE_MS = 600_000;
