// Requests and answers of staking campaigns, reward lists and the signed claim-reward payload.
import { z } from 'zod/mini';
import { chainIdField, int32, intField, walletAddress } from './fields';

export const campaignTimeRequest = z.object({
  chain_id: chainIdField,
  campaign_id: intField('error-msg-campaign-id').check(z.refine((v) => v >= 0, 'error-msg-campaign-id')),
});
export const campaignRecord = z.object({
  campaignId: z.int(),
  chainId: z.int(),
  starCampaign: z.int(),
  endCampaign: z.int(),
  /** A pool of common/domain/campaign.ts: its id and days. */
  poolDuration: z.object({ id: z.int(), days: z.int() }),
  /** CAMPAIGN_STATUS of common/domain/campaign.ts: 1 ended, 2 upcoming, 3 ongoing. */
  statusCampain: z.int(),
});
export type CampaignRecord = z.infer<typeof campaignRecord>;
/** campaign_id 0 lists every campaign of the chain; an empty list hides the timer. */
export const campaignTimeAnswer = z.object({ data: z.array(campaignRecord) });

export const rewardQuery = z.object({
  owner: walletAddress,
  campaignId: intField('error-msg-campaign-id').check(z.refine((v) => v >= 0, 'error-msg-campaign-id')),
  chainId: chainIdField,
});
const boxAmount = z.object({ boxType: z.int().check(z.gte(1), z.lte(9)), amount: z.int() });
const rewardRecord = z.object({
  campaignId: z.int(),
  chainId: z.int(),
  poolDuration: z.int(),
  claimed: z.boolean(),
  rewardRandomBox: z.array(boxAmount),
  rewardBuildingBoxA: z.array(boxAmount),
  rewardBuildingBoxB: z.array(boxAmount),
});
export const listRewardAnswer = z.object({ NftCampaignArr: z.array(rewardRecord) });
const ongoingRewardRecord = z.object({
  campaignId: z.int(),
  chainId: z.int(),
  poolDuration: z.int(),
  virtualRewardRandomBox: z.array(boxAmount),
  virtualRewardBuildingBoxA: z.array(boxAmount),
  virtualRewardBuildingBoxB: z.array(boxAmount),
});
export const ongoingRewardAnswer = z.object({ NftCampaignArr: z.array(ongoingRewardRecord) });

/** The object the wallet signs (EIP-712 typed data, common/domain/claimSigning.ts; sent as JSON.stringify of it) to ask for a claim. */
export const claimObject = z.object({
  address: walletAddress,
  campaignId: int32().check(z.gte(1)),
  chainId: int32().check(z.gte(1)),
  currentTime: z.int().check(z.gte(0)),
});
export type ClaimObject = z.infer<typeof claimObject>;
export const claimRewardRequest = z.object({
  message: z.string({ error: 'error-msg-claim' }).check(z.minLength(2, 'error-msg-claim'), z.maxLength(1000, 'error-msg-claim')),
  /** Any hex up to 130 bytes here; the API takes only the canonical 65-byte spelling (401 error-msg-claim-signature otherwise). */
  signature: z.string({ error: 'error-msg-claim' }).check(z.regex(/^0x[0-9a-fA-F]{2,260}$/, 'error-msg-claim')),
});
/** data: calldata for the executor's execTransaction; signature: the executor signer's signature of it. */
export const claimRewardAnswer = z.object({
  data: z.object({
    data: z.string(),
    signature: z.string(),
    executor: z.string(),
    target: z.string(),
    nonce: z.string(),
    deadline: z.int(),
  }),
});
/** A claim request older or newer than this many seconds is refused. */
export const CLAIM_MAX_SKEW_SECONDS = 300;

/** dvi_reward_search: DVG earned by staking (DVG_PER_LAND_DAY whole DVG per staked LAND per elapsed campaign day). */
export const DVG_PER_LAND_DAY = 10;
/** DVG is a token of 18 decimals (spec 9): the answer's amounts are in its smallest unit, as the chain counts them. */
export const DVG_DECIMALS = 18;
const weiAmount = z.string().check(z.regex(/^\d{1,78}$/));
export const dviRewardRequest = z.object({ address: walletAddress, chain_id: chainIdField });
export const dviRewardAnswer = z.object({
  data: z.object({
    rows: z.array(z.object({ campaignId: z.int(), chainId: z.int(), days: z.int(), lands: z.int(), amount: weiAmount })),
    /** Total earned on the chain, in wei (18 decimals) as a decimal string. */
    total: weiAmount,
  }),
});
