// Requests and answers of the 4th LAND sale's purchase record: one mystery-box purchase with its LAND and VRF reward items.
import { z } from 'zod/mini';
import { network } from './market';

/** The VRF reward item codes (spec 3), in the order of the reward table (docs/mystery-box.md). */
export const VRF_REWARD_CODES = ['irln001', 'irln002', 'irln003', 'irln004'] as const;
export type VrfRewardCode = (typeof VRF_REWARD_CODES)[number];

const txHash = z.string().check(z.trim(), z.regex(/^0x[0-9a-fA-F]{64}$/, 'error-msg-tx-hash'));
const commitId = z.string().check(z.trim(), z.regex(/^[1-9]\d{0,15}$/, 'error-msg-invalid-input'));

/**
 * mystery_box_rewards: a purchase by its buyToken transaction hash or its commit id (one of the two), item names in
 * lang (the page's; without it the API reads Accept-Language).
 */
export const purchaseRewardsRequest = z
  .object({
    network,
    tx_hash: z.optional(txHash),
    commit_id: z.optional(commitId),
    lang: z.optional(z.enum(['en', 'ko'], { error: 'error-msg-lang' })),
  })
  .check(z.refine((r) => (r.tx_hash === undefined) !== (r.commit_id === undefined), { message: 'error-msg-tx-hash', path: ['tx_hash'] }));

export const vrfReward = z.object({ itemCode: z.enum(VRF_REWARD_CODES), itemName: z.string(), cnt: z.int().check(z.positive()) });

export const purchaseRewardsAnswer = z.object({
  data: z.object({
    commitId: z.string(),
    buyer: z.string(),
    /** The buyToken transaction ('' when the index met the reveal only). */
    txHash: z.string(),
    /** False until the reveal is indexed: no LAND and no rewards yet. */
    revealed: z.boolean(),
    landTokenIds: z.array(z.string()),
    rewards: z.array(vrfReward),
  }),
});
