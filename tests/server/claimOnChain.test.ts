// claim-reward end to end: the API's answer, submitted to a real SignerExecutor, mints alice's reward boxes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JsonRpcProvider, Wallet } from 'ethers';
import { account, campaignId } from '../../contracts/seed/world';
import { connectWorld } from '../../src/services/chain/contracts';
import { deployWorld } from '../../scripts/chains/deploy';
import { freePort, startNode, type RunningNode } from '../../scripts/chains/node';
import { chainTime, evmIncreaseTime } from '../../scripts/chains/time';
import { json, startWorld, wallet, type TestWorld } from './support';
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

describe('claim-reward on a real executor', () => {
  it('mints the boxes the API computed when alice submits its data and signature', async () => {
    const alice = wallet('alice');
    const message = JSON.stringify({ address: alice.address, campaignId: campaignId(1, 'ended'), chainId: BSC, currentTime: Math.floor(w.clock.now / 1000) });
    const r = await json(w, 'PUT', '/reward/claim-reward', { message, signature: await alice.signMessage(message) });
    expect(r.status).toBe(200);
    const asAlice = connectWorld(addresses, new Wallet(account('alice').privateKey, provider));
    await (await asAlice.executor.execTransaction(r.body.data.data, r.body.data.signature)).wait();
    expect(await asAlice.rewardBox.balanceOf(alice.address, 1)).toBe(30n);
  });
});
