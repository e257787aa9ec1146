// claim-reward end to end: the API's answer, submitted to a real SignerExecutor, mints alice's reward boxes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AbiCoder, Interface, JsonRpcProvider, Wallet, getBytes, keccak256, verifyMessage } from 'ethers';
import { account, campaignId } from '../../contracts/seed/world';
import { connectWorld } from '../../src/services/chain/contracts';
import { deployWorld } from '../../scripts/chains/deploy';
import { freePort, startNode, type RunningNode } from '../../scripts/chains/node';
import { chainTime, evmIncreaseTime } from '../../scripts/chains/time';
import { call, json, startWorld, wallet, type TestWorld } from './support';
import { fakeDeployments } from './fakeDeployments';

const BSC = 31338;
let node: RunningNode;
let provider: JsonRpcProvider;
let w: TestWorld;
let addresses: Awaited<ReturnType<typeof deployWorld>>['addresses'];

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mw-claim-chain-'));
  node = await startNode({ chainId: BSC, port: await freePort(), dataDir: dir, logFile: join(dir, 'node.log') });
  provider = new JsonRpcProvider(node.rpcUrl, BSC, { staticNetwork: true, pollingInterval: 20, cacheTimeout: -1 });
  ({ addresses } = await deployWorld({ admin: new Wallet(account('deployer').privateKey, provider), signers: [account('signer').address], metadataBase: 'http://127.0.0.1:8787/nft/test' }));
  // On chain, make campaign ids line up with the seeds up to the ended 30-day pool (id 1), then let it end.
  const admin = connectWorld(addresses, new Wallet(account('deployer').privateKey, provider));
  const start = (await chainTime(node.rpcUrl)) + 60;
  await (await admin.staking.setupCampaign(1, start)).wait();
  await evmIncreaseTime(node.rpcUrl, 31 * 86_400);
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

const alice = wallet('alice');
const ended = campaignId(1, 'ended');
async function claimRequest() {
  const message = JSON.stringify({ address: alice.address, campaignId: ended, chainId: BSC, currentTime: Math.floor(w.clock.now / 1000) });
  return json(w, 'PUT', '/reward/claim-reward', { message, signature: await alice.signMessage(message) });
}
const listed = async () => (await call(w, 'GET', `/reward/get-list-reward?owner=${alice.address}&campaignId=${ended}&chainId=${BSC}`)).body.NftCampaignArr[0];

describe('claim-reward on a real executor', () => {
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
    const args = new Interface(['function claimReward(uint256 campaignId, address user, uint256[] boxTypes, uint256[] amounts)']).decodeFunctionData('claimReward', callData);
    // 721 #10009 (1x1) + 1155 #15001 (1x1) x 2 staked = 3 x 10 Random Box A.
    expect([Number(args[0]), args[1], args[2].map(Number), args[3].map(Number)]).toEqual([ended, alice.address, [1], [30]]);
  });

  it('gives the same payload again while it is live, so only one can ever be submitted', async () => {
    w.clock.advance(1000);
    const first = await claimRequest();
    w.clock.advance(1000);
    const second = await claimRequest();
    expect(second.body.data).toEqual(first.body.data);
    expect((await listed()).claimed).toBe(false);
  });

  it('mints the boxes when alice submits the payload; then the list says claimed and no new payload is signed', async () => {
    w.clock.advance(1000);
    const r = await claimRequest();
    const asAlice = connectWorld(addresses, new Wallet(account('alice').privateKey, provider));
    await (await asAlice.executor.execTransaction(r.body.data.data, r.body.data.signature)).wait();
    expect(await asAlice.rewardBox.balanceOf(alice.address, 1)).toBe(30n);
    expect((await listed()).claimed).toBe(true);
    w.clock.advance(11 * 60_000); // past the payload's deadline
    const again = await claimRequest();
    expect([again.status, again.body.error]).toEqual([400, 'error-msg-already-claimed']);
  });
});
