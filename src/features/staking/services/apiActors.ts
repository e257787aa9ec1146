// Staking work done through the API and the wallet's signature only (no ethers): campaign times, rewards, the signed claim.
import { pickCampaign } from '@machines/staking/campaign';
import type { CampaignInfo, CampaignTimes, RewardData, RewardGroup, SignedClaim } from '@machines/staking/types';
import type { PoolId } from '@common/domain/campaign';
import type { StakingApi, StakingDeps } from './deps';
import { signTypedData } from '../../../services/wallet/signTypedData';
import { claimTypedData } from '@common/domain/claimSigning';
import { typedDataJson } from '@common/domain/daoSigning';

/** Every campaign of a chain (campaign_id 0) with the API's clock. */
export async function getCampaignTime(deps: Pick<StakingDeps, 'api' | 'nowSec'>, input: { chainId: number }): Promise<CampaignTimes> {
  const api = await deps.api();
  const answer = await api.campaignTime({ chain_id: input.chainId, campaign_id: 0 });
  const campaigns: CampaignInfo[] = answer.data.flatMap((r) =>
    r.poolDuration.id === 1 || r.poolDuration.id === 2 || r.poolDuration.id === 3
      ? [{ campaignId: r.campaignId, chainId: r.chainId, poolId: r.poolDuration.id, start: r.starCampaign, end: r.endCampaign }]
      : [],
  );
  return { campaigns, nowSec: deps.nowSec() };
}

type Box = { boxType: number; amount: number };
const boxesOf = (...groups: Box[][]) => groups.flat().filter((b) => b.amount > 0);

/** DVG staking earned on the chain, in wei; null when the back end does not answer dvi_reward_search (the boxes still show). */
async function dvgEarned(api: StakingApi, address: string, chainId: number): Promise<string | null> {
  try {
    return (await api.dviRewardSearch({ address, chain_id: chainId })).data.total;
  } catch {
    return null;
  }
}

/**
 * The pool's rewards on the campaign chain: 'Ongoing campaign' (virtual rewards) and 'All rewards' (ended and upcoming).
 * `campaign` is the campaign a claim is about (the oldest unclaimed one with boxes), else the pool's current one:
 * its status (from the API's clock) gates the claim button.
 */
export async function loadRewards(
  deps: Pick<StakingDeps, 'api' | 'nowSec'>,
  input: { owner: string | null; chainId: number; poolId: PoolId },
): Promise<RewardData> {
  const times = await getCampaignTime(deps, { chainId: input.chainId });
  if (!input.owner) return { ongoing: [], all: [], campaign: pickCampaign(times.campaigns, input.poolId, times.nowSec), nowSec: times.nowSec };
  const api = await deps.api();
  const query = { owner: input.owner, campaignId: 0, chainId: input.chainId };
  const [listed, ongoing, dvg] = await Promise.all([api.listReward(query), api.ongoingReward(query), dvgEarned(api, input.owner, input.chainId)]);
  const all: RewardGroup[] = listed.NftCampaignArr.filter((r) => r.poolDuration === input.poolId).map((r) => ({
    campaignId: r.campaignId,
    chainId: r.chainId,
    poolId: r.poolDuration,
    claimed: r.claimed,
    boxes: boxesOf(r.rewardRandomBox, r.rewardBuildingBoxA, r.rewardBuildingBoxB),
  }));
  const now: RewardGroup[] = ongoing.NftCampaignArr.filter((r) => r.poolDuration === input.poolId).map((r) => ({
    campaignId: r.campaignId,
    chainId: r.chainId,
    poolId: r.poolDuration,
    claimed: false,
    boxes: boxesOf(r.virtualRewardRandomBox, r.virtualRewardBuildingBoxA, r.virtualRewardBuildingBoxB),
  }));
  const claimable = [...all].filter((g) => !g.claimed && g.boxes.length > 0).sort((a, b) => a.campaignId - b.campaignId)[0];
  const campaign =
    (claimable && times.campaigns.find((c) => c.campaignId === claimable.campaignId)) || pickCampaign(times.campaigns, input.poolId, times.nowSec);
  return { ongoing: now, all, campaign, nowSec: times.nowSec, dvg };
}

/**
 * The wallet signs the claim object (address, campaignId, chainId, currentTime) as EIP-712 typed data
 * (eth_signTypedData_v4); claim-reward takes the object as JSON text and that signature.
 */
export async function signClaim(
  deps: Pick<StakingDeps, 'provider' | 'nowSec'>,
  input: { address: string; campaignId: number; chainId: number },
): Promise<{ message: string; signature: string }> {
  const claim = { address: input.address, campaignId: input.campaignId, chainId: input.chainId, currentTime: deps.nowSec() };
  const provider = deps.provider();
  if (!provider) throw Object.assign(new Error('No wallet found in this browser'), { code: 400 });
  const signature = await signTypedData(provider, input.address, typedDataJson(claimTypedData(claim)));
  return { message: JSON.stringify(claim), signature };
}

/** claim-reward: the executor payload signed by the platform's signer. */
export async function fetchClaim(deps: Pick<StakingDeps, 'api'>, input: { message: string; signature: string }): Promise<SignedClaim> {
  const api = await deps.api();
  const answer = await api.claimReward(input);
  return { data: answer.data.data, signature: answer.data.signature, executor: answer.data.executor };
}
