// Rewards when LAND is kept for the next campaign (LandStaking.restake) on a real chain: the ended campaign keeps its reward
// (its Deposited events stay) and the next campaign counts the kept LAND (restake emits Deposited for it), in every phase.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JsonRpcProvider, Wallet } from 'ethers';
import { account } from '@common/localWorld/accounts';
import { connectWorld } from '../../src/services/chain/contracts';
import { deployWorld } from '../../scripts/chains/deploy';
import { startNode, type RunningNode } from '../../scripts/chains/node';
import { chainTime, evmIncreaseTime } from '../../scripts/chains/time';
import { call, json, startWorld, wallet, type TestWorld, signClaimRequest } from './support';
import { fakeDeployments } from './fakeDeployments';
import { countingProxy, type RpcCounter } from './rpcCounter';

const BSC = 31338;
const DAY = 86_400;
let node: RunningNode;
let provider: JsonRpcProvider;
let w: TestWorld;
let rpc: RpcCounter;
let first: { start: number; end: number };
let next: { start: number; end: number };

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mw-restake-chain-'));
  node = await startNode({ chainId: BSC, port: 0, dataDir: dir, logFile: join(dir, 'node.log') });
  provider = new JsonRpcProvider(node.rpcUrl, BSC, { staticNetwork: true, pollingInterval: 20, cacheTimeout: -1 });
  const { addresses } = await deployWorld({
    admin: new Wallet(account('deployer').privateKey, provider),
    signers: [account('signer').address],
    metadataBase: 'http://127.0.0.1:8787/nft/test',
  });
  // Campaigns 1 and 2 of the 30-day pool, 2 starting a day after 1 ends. dave stakes his seeded 1x1 LAND #10008 and two
  // of the 1x1 ERC-1155 LAND #25001 in campaign 1; after it ends he keeps #10008 and one #25001 for campaign 2.
  const admin = connectWorld(addresses, new Wallet(account('deployer').privateKey, provider));
  const start = (await chainTime(node.rpcUrl)) + 3600;
  first = { start, end: start + 30 * DAY };
  next = { start: first.end + DAY, end: first.end + 31 * DAY };
  await (await admin.staking.setupCampaign(1, first.start)).wait();
  await (await admin.staking.setupCampaign(1, next.start)).wait();
  await (await admin.staking.launchCampaign(1)).wait();
  await (await admin.staking.launchCampaign(2)).wait();
  const dave = account('dave').address;
  await (await admin.land721.mint(dave, 10008, { mapId: 1, x1: 20, y1: 10, x2: 20, y2: 10, premium: false })).wait();
  await (await admin.land1155.mint(dave, 25001, 2, { mapId: 2, x1: 20, y1: 5, x2: 20, y2: 5, premium: false })).wait();
  const asDave = connectWorld(addresses, new Wallet(account('dave').privateKey, provider));
  await (await asDave.land721.setApprovalForAll(addresses.staking, true)).wait();
  await (await asDave.land1155.setApprovalForAll(addresses.staking, true)).wait();
  await (await asDave.staking.depositERC721(1, addresses.land721, [10008])).wait();
  await (await asDave.staking.depositERC1155(1, addresses.land1155, [25001], [2])).wait();
  await evmIncreaseTime(node.rpcUrl, 30 * DAY + 7200);
  await (await asDave.staking.restake(1, 2, addresses.land721, [10008], [1])).wait();
  await (await asDave.staking.restake(1, 2, addresses.land1155, [25001], [1])).wait();
  const dep = fakeDeployments(Date.now());
  rpc = await countingProxy(node.rpcUrl);
  dep.bsc = {
    ...dep.bsc,
    rpcUrl: rpc.url,
    contracts: addresses,
    campaigns: [
      { id: 1, poolId: 1, ...first },
      { id: 2, poolId: 1, ...next },
    ],
  };
  w = await startWorld({ deployments: dep });
}, 120_000);

afterAll(async () => {
  await w?.stop();
  await rpc?.close();
  provider?.destroy();
  await node?.stop();
});

const dave = wallet('dave');
const rewards = async (path: 'get-list-reward' | 'get-reward-on-going-campaign', campaignId = 0) =>
  (await call(w, 'GET', `/reward/${path}?owner=${dave.address}&campaignId=${campaignId}&chainId=${BSC}`)).body.NftCampaignArr;
const at = (sec: number) => {
  w.clock.now = sec * 1000;
};

describe('rewards of LAND kept for the next campaign', () => {
  it('keeps the ended campaign its whole reward and counts the kept LAND in the upcoming campaign', async () => {
    at(first.end + 3 * 3600);
    // Campaign 1: #10008 and 2 x #25001, all 1x1: 30 Random Box A, though part of it was kept for campaign 2.
    expect(await rewards('get-list-reward', 1)).toEqual([
      {
        campaignId: 1,
        chainId: BSC,
        poolDuration: 1,
        claimed: false,
        rewardRandomBox: [{ boxType: 1, amount: 30 }],
        rewardBuildingBoxA: [],
        rewardBuildingBoxB: [],
      },
    ]);
    // Campaign 2 (upcoming, status 2) has earned nothing yet: nothing to claim for it before it has run.
    expect(await rewards('get-list-reward', 2)).toEqual([]);
    expect(await rewards('get-reward-on-going-campaign')).toEqual([]);
    const message = JSON.stringify({ address: dave.address, campaignId: 2, chainId: BSC, currentTime: Math.floor(w.clock.now / 1000) });
    const early = await json(w, 'PUT', '/reward/claim-reward', { message, signature: await signClaimRequest(dave, message) });
    expect([early.status, early.body.error]).toEqual([400, 'error-msg-no-reward']);
  });

  it('shows the kept LAND as the ongoing reward while campaign 2 runs, and both rewards once it has ended', async () => {
    at(next.start + DAY);
    expect(await rewards('get-reward-on-going-campaign')).toEqual([
      {
        campaignId: 2,
        chainId: BSC,
        poolDuration: 1,
        virtualRewardRandomBox: [{ boxType: 1, amount: 20 }],
        virtualRewardBuildingBoxA: [],
        virtualRewardBuildingBoxB: [],
      },
    ]);
    expect((await rewards('get-list-reward')).map((r: { campaignId: number }) => r.campaignId)).toEqual([1]);
    at(next.end + DAY);
    expect((await rewards('get-list-reward')).map((r: { campaignId: number; rewardRandomBox: unknown }) => [r.campaignId, r.rewardRandomBox])).toEqual([
      [1, [{ boxType: 1, amount: 30 }]],
      [2, [{ boxType: 1, amount: 20 }]],
    ]);
  });

  it('reads the staking contract once per block: asking again before a new block asks only the block number', async () => {
    at(next.end + DAY);
    const first = await rewards('get-list-reward');
    expect(await rpc.callsOf(async () => expect(await rewards('get-list-reward')).toEqual(first))).toEqual(['eth_blockNumber']);
    await provider.send('evm_mine', []);
    const afterBlock = await rpc.callsOf(async () => expect(await rewards('get-list-reward')).toEqual(first));
    expect(afterBlock).toContain('eth_getLogs@0');
  });

  it("reads the LAND types of a campaign's deposits at once, not once per staked LAND", async () => {
    at(next.end + DAY);
    const spy = vi.spyOn(w.api.db, 'query');
    try {
      // Two ended campaigns, two staked LAND in each: one read of the LAND rows per campaign.
      expect(await rewards('get-list-reward')).toHaveLength(2);
      expect(spy.mock.calls.filter((c) => String(c[0]).includes('FROM lands')).length).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });
});
