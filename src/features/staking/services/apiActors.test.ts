// API-side staking actors against a fake API: campaign times, rewards per pool and the claim gate, the signed claim.
import { describe, expect, it } from 'vitest';
import type { StakingApi } from './deps';
import { fetchClaim, getCampaignTime, loadRewards, signClaim } from './apiActors';

const NOW = 1_000_000;
const campaigns = [
  { campaignId: 1, chainId: 31338, starCampaign: NOW - 40 * 86_400, endCampaign: NOW - 10 * 86_400, poolDuration: { id: 1, days: 30 }, statusCampain: 1 },
  { campaignId: 2, chainId: 31338, starCampaign: NOW - 3 * 86_400, endCampaign: NOW + 27 * 86_400, poolDuration: { id: 1, days: 30 }, statusCampain: 3 },
  { campaignId: 4, chainId: 31338, starCampaign: NOW - 100 * 86_400, endCampaign: NOW - 10 * 86_400, poolDuration: { id: 2, days: 90 }, statusCampain: 1 },
];
const box = (boxType: number, amount: number) => ({ boxType, amount });

function fakeApi(claimed = false) {
  const calls: unknown[] = [];
  const api = {
    campaignTime: async (q: unknown) => (calls.push(['campaignTime', q]), { data: campaigns }),
    dviRewardSearch: async (q: unknown) => (calls.push(['dviRewardSearch', q]), { data: { rows: [], total: '930000000000000000000' } }),
    listReward: async (q: unknown) => (
      calls.push(['listReward', q]),
      {
        NftCampaignArr: [
          { campaignId: 1, chainId: 31338, poolDuration: 1, claimed, rewardRandomBox: [box(1, 30)], rewardBuildingBoxA: [], rewardBuildingBoxB: [] },
          {
            campaignId: 4,
            chainId: 31338,
            poolDuration: 2,
            claimed: false,
            rewardRandomBox: [box(4, 15)],
            rewardBuildingBoxA: [box(8, 1)],
            rewardBuildingBoxB: [],
          },
        ],
      }
    ),
    ongoingReward: async () => ({
      NftCampaignArr: [
        { campaignId: 2, chainId: 31338, poolDuration: 1, virtualRewardRandomBox: [box(3, 10)], virtualRewardBuildingBoxA: [], virtualRewardBuildingBoxB: [] },
      ],
    }),
    claimReward: async (b: unknown) => (
      calls.push(['claimReward', b]),
      { data: { data: '0xdata', signature: '0xsig', executor: '0xexec', target: '0xs', nonce: '1', deadline: 1 } }
    ),
    webConfig: async () => [
      {
        name: 'contract_addr_BSC',
        value: JSON.stringify({
          chainId: 31338,
          rpcUrl: 'http://127.0.0.1:8546',
          token: '0x1',
          land721: '0x2',
          land1155: '0x3',
          staking: '0x4',
          rewardBox: '0x5',
          executor: '0x6',
          market: '0x7',
          mysteryBox: '0x8',
          items1155: '0x9',
          items721: '0xa',
        }),
      },
      { name: 'contract_addr_POL', value: 'not json' },
      { name: 'other', value: 'x' },
    ],
  };
  return { api: api as unknown as StakingApi, calls };
}

const deps = (api: StakingApi) => ({ api: async () => api, nowSec: () => NOW });

describe('apiActors', () => {
  it('reads every campaign of the chain with the clock', async () => {
    const { api, calls } = fakeApi();
    const times = await getCampaignTime(deps(api), { chainId: 31338 });
    expect(calls[0]).toEqual(['campaignTime', { chain_id: 31338, campaign_id: 0 }]);
    expect(times.nowSec).toBe(NOW);
    expect(times.campaigns[1]).toEqual({ campaignId: 2, chainId: 31338, poolId: 1, start: NOW - 3 * 86_400, end: NOW + 27 * 86_400 });
  });

  it("loads the pool's rewards; the claim is about the oldest unclaimed campaign", async () => {
    const { api, calls } = fakeApi();
    const data = await loadRewards(deps(api), { owner: '0xA11CE', chainId: 31338, poolId: 1 });
    expect(calls).toContainEqual(['listReward', { owner: '0xA11CE', campaignId: 0, chainId: 31338 }]);
    expect(data.all).toEqual([{ campaignId: 1, chainId: 31338, poolId: 1, claimed: false, boxes: [box(1, 30)] }]);
    expect(data.ongoing).toEqual([{ campaignId: 2, chainId: 31338, poolId: 1, claimed: false, boxes: [box(3, 10)] }]);
    expect(data.campaign?.campaignId).toBe(1);
    expect(calls).toContainEqual(['dviRewardSearch', { address: '0xA11CE', chain_id: 31338 }]);
    expect(data.dvg).toBe('930000000000000000000');
    const pool2 = await loadRewards(deps(api), { owner: '0xA11CE', chainId: 31338, poolId: 2 });
    expect(pool2.all[0]?.boxes).toEqual([box(4, 15), box(8, 1)]);
  });

  it("falls back to the pool's current campaign when nothing is claimable", async () => {
    const { api } = fakeApi(true);
    const data = await loadRewards(deps(api), { owner: '0xA11CE', chainId: 31338, poolId: 1 });
    expect(data.campaign?.campaignId).toBe(2);
    const nobody = await loadRewards(deps(api), { owner: null, chainId: 31338, poolId: 1 });
    expect(nobody.all).toEqual([]);
  });

  it('signs the claim object and fetches the executor payload', async () => {
    const signed: unknown[] = [];
    const walletSig = `0x${'ab'.repeat(65)}`;
    const provider = { request: async (a: { method: string; params?: unknown[] | Record<string, unknown> }) => (signed.push(a), walletSig) };
    const req = await signClaim({ provider: () => provider, nowSec: () => NOW }, { address: '0xA11CE', campaignId: 1, chainId: 31338 });
    expect(JSON.parse(req.message)).toEqual({ address: '0xA11CE', campaignId: 1, chainId: 31338, currentTime: NOW });
    expect(req.signature).toBe(walletSig);
    // EIP-712: the wallet is shown each field of the claim, in the campaign chain's domain.
    const [method, params] = [(signed[0] as { method: string }).method, (signed[0] as { params: string[] }).params];
    expect([method, params[0]]).toEqual(['eth_signTypedData_v4', '0xA11CE']);
    expect(JSON.parse(params[1]!)).toMatchObject({
      domain: { name: 'MetaWorld reward claim', version: '1', chainId: 31338 },
      primaryType: 'ClaimRequest',
      message: { address: '0xA11CE', campaignId: 1, chainId: 31338, currentTime: NOW },
    });
    await expect(signClaim({ provider: () => null, nowSec: () => NOW }, { address: '0xA11CE', campaignId: 1, chainId: 31338 })).rejects.toMatchObject({
      code: 400,
    });
    const { api, calls } = fakeApi();
    expect(await fetchClaim(deps(api), req)).toEqual({ data: '0xdata', signature: '0xsig', executor: '0xexec' });
    expect(calls.at(-1)).toEqual(['claimReward', req]);
  });
});
