// Contract tests of spec 7's staking and reward calls, the claim on a real chain: payloads as sent, answers as read.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { account } from '@common/localWorld/accounts';
import { campaignId } from '@common/localWorld/world';
import { chainTime, evmIncreaseTime } from '../../../../scripts/chains/time';
import { signClaimRequest, startWorld, wallet, type TestWorld } from '../../../../tests/server/support';
import { fakeDeployments } from '../../../../tests/server/fakeDeployments';
import { startTestChain, type TestChain } from '../../../../tests/server/testChain';
import { expectForm, expectJson, expectQuery, recordingClient, sentTo, specCase } from '../../../../tests/server/specCallHarness';

const BSC = 31338;
/** The other local chain: not running here, so its campaigns and rewards come from the API's seeded records. */
const POL = 31339;
const ended = campaignId(1, 'ended');
let chain: TestChain;
let w: TestWorld;

beforeAll(async () => {
  // On chain: campaign 1 (30-day pool); dave stakes his 1x1 LAND #10008 before it starts; then it ends (as claimOnChain.test.ts).
  chain = await startTestChain(BSC, 'contract-claim');
  const admin = chain.as('deployer');
  const start = (await chainTime(chain.node.rpcUrl)) + 3600;
  await (await admin.staking.setupCampaign(1, start)).wait();
  await (await admin.staking.launchCampaign(1)).wait();
  await (await admin.land721.mint(account('dave').address, 10008, { mapId: 1, x1: 20, y1: 10, x2: 20, y2: 10, premium: false })).wait();
  const dave = chain.as('dave');
  await (await dave.land721.setApprovalForAll(chain.addresses.staking, true)).wait();
  await (await dave.staking.depositERC721(1, chain.addresses.land721, [10008])).wait();
  await evmIncreaseTime(chain.node.rpcUrl, 31 * 86_400 + 3600);
  const dep = fakeDeployments(Date.now());
  dep.bsc = { ...dep.bsc, rpcUrl: chain.node.rpcUrl, contracts: chain.addresses, campaigns: [{ id: ended, poolId: 1, start, end: start + 30 * 86_400 }] };
  w = await startWorld({ deployments: dep, profile: 'spec' });
  w.clock.now = (await chainTime(chain.node.rpcUrl)) * 1000;
}, 120_000);
afterAll(async () => {
  await w?.stop();
  await chain?.stop();
});

const alice = wallet('alice').address;

describe('campaigns and rewards', () => {
  specCase('campaignTime', 'sends chain_id and campaign_id; reads the list with starCampaign and endCampaign', async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.campaignTime({ chain_id: POL, campaign_id: 0 });
    expectForm(sentTo(sent, 'campaignTime'), { chain_id: String(POL), campaign_id: '0' });
    expect(r.data.length).toBeGreaterThan(0);
    for (const c of r.data) expect(c.endCampaign).toBeGreaterThan(c.starCampaign);
  });

  specCase('listReward', 'a GET with owner, campaignId and chainId; reads NftCampaignArr with the reward boxes', async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.listReward({ owner: alice, campaignId: 0, chainId: POL });
    expectQuery(sentTo(sent, 'listReward'), 'GET', { owner: alice, campaignId: '0', chainId: String(POL) });
    expect(r.NftCampaignArr.length).toBeGreaterThan(0);
    expect(r.NftCampaignArr[0]).toMatchObject({
      rewardRandomBox: expect.any(Array),
      rewardBuildingBoxA: expect.any(Array),
      rewardBuildingBoxB: expect.any(Array),
    });
  });

  specCase('ongoingReward', 'a GET with the same query; reads the virtual rewards of ongoing campaigns', async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.ongoingReward({ owner: alice, campaignId: 0, chainId: POL });
    expectQuery(sentTo(sent, 'ongoingReward'), 'GET', { owner: alice, campaignId: '0', chainId: String(POL) });
    expect(r.NftCampaignArr.length).toBeGreaterThan(0);
    expect(r.NftCampaignArr[0]!.virtualRewardRandomBox.length).toBeGreaterThan(0);
  });

  specCase('dviRewardSearch', 'sends address and chain_id; reads the DVG rows and total', async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.dviRewardSearch({ address: alice, chain_id: POL });
    expectForm(sentTo(sent, 'dviRewardSearch'), { address: alice, chain_id: String(POL) });
    expect(r.data.rows.length).toBeGreaterThan(0);
    expect(BigInt(r.data.total)).toBe(r.data.rows.reduce((n, row) => n + BigInt(row.amount), 0n));
  });

  specCase('claimReward', 'PUTs the signed object (address, campaignId, chainId, currentTime); reads data.data and data.signature', async () => {
    const { api, sent } = recordingClient(w);
    const dave = wallet('dave');
    const message = JSON.stringify({ address: dave.address, campaignId: ended, chainId: BSC, currentTime: Math.floor(w.clock.now / 1000) });
    const signature = await signClaimRequest(dave, message);
    const r = await api.claimReward({ message, signature });
    const body = expectJson(sentTo(sent, 'claimReward'), 'PUT', { message, signature });
    expect(Object.keys(JSON.parse(String(body.message)) as object)).toEqual(['address', 'campaignId', 'chainId', 'currentTime']);
    expect(r.data).toMatchObject({ data: expect.stringMatching(/^0x[0-9a-f]+$/i), signature: expect.stringMatching(/^0x[0-9a-f]{130}$/i) });
    expect(r.data.executor.toLowerCase()).toBe(chain.addresses.executor.toLowerCase());
  });
});
