// Campaign times, reward lists (ended and ongoing) and the signed claim-reward payload.
import { Hono } from 'hono';
import { getAddress } from 'ethers';
import * as P from '@common/api/campaign';
import { REWARD, WEB } from '@common/api/paths';
import { CAMPAIGN_STATUS, campaignRewards, campaignStatusAt, poolDays, type BoxAmount } from '@common/domain/campaign';
import { keyOfChainId } from '../chain/deployedChains';
import type { AppDeps } from '../context';
import type { ChainDeployment } from '../../contracts/deployments';
import { parseForm, parseQuery } from '../http/parse';
import { payloadIssued } from '../chain/claimPayloads';
import { blockNumberOnChain, claimedOnChain, depositsOnChain } from '../chain/stakingReader';
import { blockClock } from '../chain/blockClock';
import { perBlock } from '../chain/perBlock';
import { claimRewardRoute } from './claimReward';

interface Campaign {
  campaignId: number;
  poolId: number;
  start: number;
  end: number;
}

/** Reward of the staked LAND of one campaign (spec 9): the domain's reward table, in the API's three lists. */
function rewardsOf(stakes: { land_type: string; amount: number }[], poolId: number) {
  const r = campaignRewards(
    stakes.map((s) => ({ landType: s.land_type, amount: s.amount })),
    poolId,
  );
  return { randomBoxes: r.randomBoxes, a: r.buildingBoxA, b: r.buildingBoxB };
}

/** A chain's deployment and the block a request reads it at; undefined: the API's own records answer. */
type At = { chain: ChainDeployment; block: number } | undefined;

/** Everything owed, random boxes first, as claimReward takes it. */
const owedOf = (r: ReturnType<typeof rewardsOf>): BoxAmount[] => [...r.randomBoxes, ...r.a, ...r.b];

export function campaignRoutes(d: AppDeps) {
  const web = new Hono();
  const reward = new Hono();
  const { db, config } = d;
  const nowSec = () => Math.floor(config.now() / 1000);
  // The reward lists read the staking contract's events and claims: remembered per block, at the chain's latest block.
  const latestBlock = blockClock(blockNumberOnChain);
  const deposits = perBlock(
    (p: Parameters<typeof depositsOnChain>[0] & { block: number }) => `${p.rpcUrl}:${p.staking}:${p.campaignId}:${p.user}:${p.block}`,
    depositsOnChain,
  );
  const claims = perBlock(
    (p: Parameters<typeof claimedOnChain>[0] & { block: number }) => `${p.rpcUrl}:${p.staking}:${p.campaignId}:${p.user}:${p.boxTypes.join(',')}:${p.block}`,
    claimedOnChain,
  );

  /** Campaigns of a chain: from deployments.json when the chains run (same times as on chain), else the seeded records. */
  async function campaigns(chainId: number): Promise<Campaign[]> {
    const dep = d.deployments.get();
    const key = keyOfChainId(d, chainId);
    if (dep && key && dep[key].chainId === chainId) {
      return dep[key].campaigns.map((c) => ({ campaignId: c.id, poolId: c.poolId, start: c.start, end: c.end }));
    }
    const rows = await db.query<{ campaign_id: number; pool_id: number; start_time: number; end_time: number }>(
      'SELECT * FROM campaigns WHERE chain_id = $1 ORDER BY campaign_id',
      [chainId],
    );
    return rows.map((r) => ({ campaignId: r.campaign_id, poolId: r.pool_id, start: r.start_time, end: r.end_time }));
  }

  const record = (chainId: number, c: Campaign): P.CampaignRecord => ({
    campaignId: c.campaignId,
    chainId,
    starCampaign: c.start,
    endCampaign: c.end,
    poolDuration: { id: c.poolId, days: poolDays(c.poolId) },
    statusCampain: campaignStatusAt(c, nowSec()),
  });

  web.post(WEB.campaignTime, async (c) => {
    const b = await parseForm(c, P.campaignTimeRequest, config.clientKey);
    const list = (await campaigns(b.chain_id)).filter((x) => b.campaign_id === 0 || x.campaignId === b.campaign_id);
    return c.json({ data: list.map((x) => record(b.chain_id, x)) });
  });

  web.post(WEB.dviRewardSearch, async (c) => {
    const b = await parseForm(c, P.dviRewardRequest, config.clientKey);
    const stakes = await db.query<{ campaign_id: number; lands: number }>(
      'SELECT campaign_id, SUM(amount)::int AS lands FROM stakes WHERE chain_id = $1 AND owner = $2 GROUP BY campaign_id ORDER BY campaign_id',
      [b.chain_id, b.address.toLowerCase()],
    );
    const byId = new Map((await campaigns(b.chain_id)).map((x) => [x.campaignId, x]));
    const rows = stakes.flatMap((s) => {
      const camp = byId.get(s.campaign_id);
      if (!camp) return [];
      const days = Math.max(0, Math.floor((Math.min(nowSec(), camp.end) - camp.start) / 86_400));
      const amount = BigInt(days * s.lands * P.DVG_PER_LAND_DAY) * 10n ** BigInt(P.DVG_DECIMALS);
      return [{ campaignId: s.campaign_id, chainId: b.chain_id, days, lands: s.lands, amount: amount.toString() }];
    });
    return c.json({ data: { rows, total: rows.reduce((a, r) => a + BigInt(r.amount), 0n).toString() } });
  });

  /** The chain's deployment and latest block, asked once per request; none when it is not deployed or does not answer. */
  async function chainAt(chainId: number): Promise<At> {
    const dep = d.deployments.get();
    const key = keyOfChainId(d, chainId);
    if (!dep || !key) return undefined;
    try {
      return { chain: dep[key], block: await latestBlock(dep[key]) };
    } catch {
      return undefined;
    }
  }

  /**
   * Stakes of a user in a campaign: from the staking contract's Deposited events when the chain answers
   * (so LAND staked through the UI counts), else from the API's seeded records.
   */
  async function stakesOf(owner: string, chainId: number, campaign: Campaign, at: At): Promise<{ land_type: string; amount: number }[]> {
    if (at) {
      const { staking, land721, land1155 } = at.chain.contracts;
      try {
        const found = await deposits.read({
          block: at.block,
          rpcUrl: at.chain.rpcUrl,
          chainId,
          staking,
          land721,
          land1155,
          campaignId: campaign.campaignId,
          user: getAddress(owner),
        });
        // One read for every deposit's LAND type (it was one query per deposit, per campaign, on every request).
        const types = found.length
          ? await db.query<{ standard: number; token_id: string; land_type: string }>(
              'SELECT standard, token_id, land_type FROM lands WHERE chain_id = $1 AND token_id = ANY($2::text[])',
              [chainId, found.map((dp) => dp.tokenId)],
            )
          : [];
        const typeOf = new Map(types.map((t) => [`${Number(t.standard)}:${t.token_id}`, t.land_type]));
        const out: { land_type: string; amount: number }[] = [];
        for (const dp of found) {
          const landType = typeOf.get(`${dp.standard}:${dp.tokenId}`);
          if (landType) out.push({ land_type: landType, amount: dp.amount });
        }
        return out;
      } catch {
        // The chain does not answer: use the API's own records.
      }
    }
    return db.query<{ land_type: string; amount: number }>(
      `SELECT l.land_type, s.amount FROM stakes s JOIN lands l ON l.chain_id = s.chain_id AND l.standard = s.standard AND l.token_id = s.token_id
       WHERE s.chain_id = $1 AND s.campaign_id = $2 AND s.owner = $3`,
      [chainId, campaign.campaignId, owner.toLowerCase()],
    );
  }

  async function stakedRewards(owner: string, chainId: number, campaign: Campaign, at: At) {
    return rewardsOf(await stakesOf(owner, chainId, campaign, at), campaign.poolId);
  }

  async function selected(q: { owner: string; campaignId: number; chainId: number }, wantStatus: (s: number) => boolean) {
    return (await campaigns(q.chainId)).filter((c) => (q.campaignId === 0 || c.campaignId === q.campaignId) && wantStatus(campaignStatusAt(c, nowSec())));
  }

  /** Claimed = fully minted on chain; when the chain does not answer, whether a claim payload was issued. */
  async function isClaimed(owner: string, chainId: number, campaignIdValue: number, owed: BoxAmount[], at: At): Promise<boolean> {
    if (at) {
      try {
        const done = await claims.read({
          block: at.block,
          rpcUrl: at.chain.rpcUrl,
          chainId,
          staking: at.chain.contracts.staking,
          campaignId: campaignIdValue,
          user: getAddress(owner),
          boxTypes: owed.map((x) => x.boxType),
        });
        return owed.every((x) => (done.get(x.boxType) ?? 0) >= x.amount);
      } catch {
        // fall through to the API's own record
      }
    }
    return payloadIssued(db, { owner: owner.toLowerCase(), chainId, campaignId: campaignIdValue });
  }

  reward.get(REWARD.listReward, async (c) => {
    const q = await parseQuery(c, P.rewardQuery);
    const out = [];
    const at = await chainAt(q.chainId);
    // Only ended campaigns have rewards to claim: an upcoming one (LAND deposited or kept for it) has earned nothing yet.
    for (const camp of await selected(q, (s) => s === CAMPAIGN_STATUS.ended)) {
      const r = await stakedRewards(q.owner, q.chainId, camp, at);
      if (!r.randomBoxes.length) continue;
      const owed = owedOf(r);
      out.push({
        campaignId: camp.campaignId,
        chainId: q.chainId,
        poolDuration: camp.poolId,
        claimed: await isClaimed(q.owner, q.chainId, camp.campaignId, owed, at),
        rewardRandomBox: r.randomBoxes,
        rewardBuildingBoxA: r.a,
        rewardBuildingBoxB: r.b,
      });
    }
    return c.json({ NftCampaignArr: out });
  });

  reward.get(REWARD.ongoingReward, async (c) => {
    const q = await parseQuery(c, P.rewardQuery);
    const out = [];
    const at = await chainAt(q.chainId);
    for (const camp of await selected(q, (s) => s === CAMPAIGN_STATUS.ongoing)) {
      const r = await stakedRewards(q.owner, q.chainId, camp, at);
      if (!r.randomBoxes.length) continue;
      out.push({
        campaignId: camp.campaignId,
        chainId: q.chainId,
        poolDuration: camp.poolId,
        virtualRewardRandomBox: r.randomBoxes,
        virtualRewardBuildingBoxA: r.a,
        virtualRewardBuildingBoxB: r.b,
      });
    }
    return c.json({ NftCampaignArr: out });
  });

  reward.put(
    REWARD.claimReward,
    claimRewardRoute(d, { campaigns, owedBoxes: async (owner, chainId, camp) => owedOf(await stakedRewards(owner, chainId, camp, await chainAt(chainId))) }),
  );

  return { web, reward };
}
