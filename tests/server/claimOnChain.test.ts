// claim-reward end to end on a real chain: stakes read from the staking contract, the payload run by SignerExecutor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AbiCoder, Interface, JsonRpcProvider, Wallet, getBytes, keccak256, verifyMessage } from 'ethers';
import { account } from '@common/localWorld/accounts';
import { campaignId } from '@common/localWorld/world';
import { connectWorld } from '../../src/services/chain/contracts';
import { deployWorld } from '../../scripts/chains/deploy';
import { startNode, type RunningNode } from '../../scripts/chains/node';
import { chainTime, evmIncreaseTime } from '../../scripts/chains/time';
import { call, json, startWorld, wallet, type TestWorld, signClaimRequest } from './support';
import { fakeDeployments } from './fakeDeployments';

const BSC = 31338;
let node: RunningNode;
let provider: JsonRpcProvider;
let w: TestWorld;
let addresses: Awaited<ReturnType<typeof deployWorld>>['addresses'];

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mw-claim-chain-'));
  node = await startNode({ chainId: BSC, port: 0, dataDir: dir, logFile: join(dir, 'node.log') });
  provider = new JsonRpcProvider(node.rpcUrl, BSC, { staticNetwork: true, pollingInterval: 20, cacheTimeout: -1 });
  ({ addresses } = await deployWorld({
    admin: new Wallet(account('deployer').privateKey, provider),
    signers: [account('signer').address],
    metadataBase: 'http://127.0.0.1:8787/nft/test',
  }));
  // On chain: campaign 1 (30-day pool, as in the seeds); dave stakes his seeded 1x1 LAND #10008 before it starts; then it ends.
  // dave has no stake in the API's seeded records, alice has some there but none on this chain.
  const admin = connectWorld(addresses, new Wallet(account('deployer').privateKey, provider));
  const start = (await chainTime(node.rpcUrl)) + 3600;
  await (await admin.staking.setupCampaign(1, start)).wait();
  await (await admin.staking.launchCampaign(1)).wait();
  await (await admin.land721.mint(account('dave').address, 10008, { mapId: 1, x1: 20, y1: 10, x2: 20, y2: 10, premium: false })).wait();
  const asDave = connectWorld(addresses, new Wallet(account('dave').privateKey, provider));
  await (await asDave.land721.setApprovalForAll(addresses.staking, true)).wait();
  await (await asDave.staking.depositERC721(1, addresses.land721, [10008])).wait();
  await evmIncreaseTime(node.rpcUrl, 31 * 86_400 + 3600);
  const dep = fakeDeployments(Date.now());
  dep.bsc = { ...dep.bsc, rpcUrl: node.rpcUrl, contracts: addresses, campaigns: [{ id: campaignId(1, 'ended'), poolId: 1, start, end: start + 30 * 86_400 }] };
  w = await startWorld({ deployments: dep });
  w.clock.now = (await chainTime(node.rpcUrl)) * 1000;
}, 120_000);

afterAll(async () => {
  await w?.stop();
  provider?.destroy();
  await node?.stop();
});

const dave = wallet('dave');
const ended = campaignId(1, 'ended');
async function claimRequest(who = dave) {
  const message = JSON.stringify({ address: who.address, campaignId: ended, chainId: BSC, currentTime: Math.floor(w.clock.now / 1000) });
  return json(w, 'PUT', '/reward/claim-reward', { message, signature: await signClaimRequest(who, message) });
}
const list = async (who: string) => (await call(w, 'GET', `/reward/get-list-reward?owner=${who}&campaignId=${ended}&chainId=${BSC}`)).body.NftCampaignArr;
const listed = async () => (await list(dave.address))[0];

describe('claim-reward on a real executor', () => {
  it("computes rewards from the chain's deposits, not from seeded records", async () => {
    expect(await list(dave.address)).toEqual([
      {
        campaignId: ended,
        chainId: BSC,
        poolDuration: 1,
        claimed: false,
        rewardRandomBox: [{ boxType: 1, amount: 10 }],
        rewardBuildingBoxA: [],
        rewardBuildingBoxB: [],
      },
    ]);
    expect(await list(wallet('alice').address)).toEqual([]);
    expect((await claimRequest(wallet('alice'))).body.error).toBe('error-msg-no-reward');
  });

  it("answers data and a signature from the executor's signer, in the encoding SignerExecutor checks", async () => {
    const r = await claimRequest();
    expect(r.status).toBe(200);
    const { data, signature, executor, target, deadline } = r.body.data;
    expect([executor, target]).toEqual([addresses.executor, addresses.staking]);
    const coder = AbiCoder.defaultAbiCoder();
    const payloadHash = keccak256(coder.encode(['uint256', 'address', 'bytes32'], [BSC, executor, keccak256(data)]));
    expect(verifyMessage(getBytes(payloadHash), signature)).toBe(account('signer').address);
    const [t, callData, , dl] = coder.decode(['address', 'bytes', 'uint256', 'uint256'], data);
    expect([t, Number(dl)]).toEqual([addresses.staking, deadline]);
    const args = new Interface(['function claimReward(uint256 campaignId, address user, uint256[] boxTypes, uint256[] amounts)']).decodeFunctionData(
      'claimReward',
      callData,
    );
    // 721 #10008 is a 1x1 LAND: 10 Random Box A.
    expect([Number(args[0]), args[1], args[2].map(Number), args[3].map(Number)]).toEqual([ended, dave.address, [1], [10]]);
  });

  it('gives the same payload again while it is live, so only one can ever be submitted', async () => {
    w.clock.advance(1000);
    const first = await claimRequest();
    w.clock.advance(1000);
    const second = await claimRequest();
    expect(second.body.data).toEqual(first.body.data);
    expect((await listed()).claimed).toBe(false);
  });

  it('mints the boxes when dave submits the payload; then the list says claimed and no new payload is signed', async () => {
    w.clock.advance(1000);
    const r = await claimRequest();
    const asDave = connectWorld(addresses, new Wallet(account('dave').privateKey, provider));
    await (await asDave.executor.execTransaction(r.body.data.data, r.body.data.signature)).wait();
    expect(await asDave.rewardBox.balanceOf(dave.address, 1)).toBe(10n);
    expect((await listed()).claimed).toBe(true);
    w.clock.advance(11 * 60_000); // past the payload's deadline
    const again = await claimRequest();
    expect([again.status, again.body.error]).toEqual([400, 'error-msg-already-claimed']);
  });
});
