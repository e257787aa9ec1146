// Numbers of spec section 9 that machines and views share: page sizes, delays, cookie lifetimes, limits.
// Domain facts (chain ids, pools and their days, campaign status, LAND sizes and areas, the reward table) live once in common/domain/.

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
  /** The API follows the market contract at most once a second: a page reads an item it changed again after this long. */
  marketIndexCatchUpMs: 1_500,
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

/** Unlimited approval: the maximum 256-bit unsigned value. */
export const MAX_UINT256 = 2n ** 256n - 1n;

export const QUANTITY_MIN = 1;

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
/**
 * The most boxes one 4th LAND sale purchase may hold: LandMysteryBox's MAX_BOXES_PER_PURCHASE (its VRF callback draws
 * the whole purchase within Chainlink's callback gas limit; tests/contracts/mysteryBox.test.ts checks the two agree).
 */
export const MYSTERY_BOX_MAX_PER_PURCHASE = 20;
/** A transaction the node does not know, with its nonce still unused, counts as dropped this long after it was sent. */
export const TX_DROP_GRACE_MS = 600_000;
