// Limits and lifetimes of the account defences (code sends, tickets, login back-off); config.ts keeps the older code limits.

export const AUTH_LIMITS = {
  /** Codes one source address may ask for per hour, over all targets (SMS pumping, mail bombing). */
  codeSendsPerSource: 30,
  codeSendSourceWindowMs: 3_600_000,
  /** A verified code becomes a ticket usable once within 10 minutes. */
  ticketMs: 10 * 60_000,
  /** Failed password checks per source address before back-off starts (over all accounts). */
  sourceFailures: 30,
  /** First back-off once the limit is reached; it doubles with each further failure up to the cap. */
  backoffBaseMs: 60_000,
  backoffCapMs: 15 * 60_000,
  /** A counter starts again after this long without a failure and outside any back-off. */
  failureQuietMs: 60 * 60_000,
} as const;

/** Per-source and per-account windows of the cheap-to-call writes (issue 24), each a takeSlot key: [limit, window ms]. */
export const THROTTLES = {
  proposalPerAuthor: [10, 3_600_000],
  proposalPerSource: [30, 3_600_000],
  /** Each nonce is a database row. A source can be many people (a NAT, the e2e world's browsers), hence the margin. */
  siweNoncePerSource: [120, 60_000],
  siweNoncePerAddress: [10, 60_000],
  /** Account-name probing (which IDs exist). */
  checkAccountPerSource: [20, 60_000],
  /** Reads the chain and the sale's index for one address. */
  fourthLandListPerSource: [120, 60_000],
  commentPerSource: [20, 60_000],
  commentPerAccount: [10, 60_000],
  reportPerSource: [10, 60_000],
  reportPerAccount: [5, 60_000],
  /** Market purchase intents (prependings rows). */
  purchaseIntentPerSource: [60, 60_000],
  purchaseIntentPerAccount: [20, 60_000],
} as const satisfies Record<string, readonly [number, number]>;
export type ThrottleName = keyof typeof THROTTLES;
