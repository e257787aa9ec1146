// enter_binance_002_ex (spec 4 "Binance-withdrawn LAND: claim to lock and transfer", spec 7 "other endpoints"): the
// spec gives no payload; ours is one form call with a step (docs/decisions.md, docs/api.md).
import { z } from 'zod/mini';
import { intField } from './fields';

/** list: the user's Binance-withdrawn LAND; claim: lock one (answers its lock id); transfer: move a locked one to the user's registered wallet. */
export const BINANCE_STEPS = ['list', 'claim', 'transfer'] as const;

/** withdrawn: on Binance, claimable; locked: claimed, waiting for its transfer; transferred: in the user's wallet. */
export const BINANCE_LAND_STATUSES = ['withdrawn', 'locked', 'transferred'] as const;
export type BinanceLandStatus = (typeof BINANCE_LAND_STATUSES)[number];

const lockId = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'error-msg-binance-lock'));

export const binanceRequest = z
  .object({
    accountId: z.string().check(z.trim(), z.minLength(1, 'error-msg-account-id'), z.maxLength(64, 'error-msg-account-id')),
    authToken: z.string().check(z.minLength(10, 'error-msg-auth'), z.maxLength(200, 'error-msg-auth')),
    step: z.enum(BINANCE_STEPS, 'error-msg-binance-step'),
    land_id: z.optional(intField('error-msg-binance-land')),
    lock_id: z.optional(lockId),
  })
  .check(
    z.refine((r) => r.step === 'list' || r.land_id !== undefined, { message: 'error-msg-binance-land', path: ['land_id'] }),
    z.refine((r) => r.step !== 'transfer' || r.lock_id !== undefined, { message: 'error-msg-binance-lock', path: ['lock_id'] }),
  );

export const binanceLand = z.object({
  landId: z.int(),
  name: z.string(),
  city: z.string(),
  tokenId: z.string(),
  chainId: z.int(),
  status: z.enum(BINANCE_LAND_STATUSES),
  /** Set once claimed: the transfer must name it. */
  lockId: z.union([lockId, z.null()]),
  /** The wallet it was transferred to; null until then. */
  toAddress: z.union([z.string(), z.null()]),
});
export type BinanceLand = z.infer<typeof binanceLand>;

/** Every step answers the user's list as it now stands; a claim also answers its lock id. */
export const binanceAnswer = z.object({
  data: z.object({ rows: z.array(binanceLand), lockId: z.optional(lockId) }),
});
