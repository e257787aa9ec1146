// `npm run deploy` rehearsed: the CLI deploys to a local Hardhat node started as BSC testnet (chain 97), through the
// same code path as a real network (env RPC URL and key, a params file), and the result works and belongs to the
// parameters' addresses, not the deployer.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ContractFactory, JsonRpcProvider, NonceManager, Wallet, parseEther, parseUnits } from 'ethers';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LocalVrfCoordinator__factory } from '../../abi/types';
import { account } from '@common/localWorld/accounts';
import { deploymentsSchema } from '../../contracts/deployments';
import { fulfil } from '../../scripts/chains/mysteryBoxKeeper';
import { ROOT, startNode, type RunningNode } from '../../scripts/chains/node';
import type { DeployParams } from '../../scripts/deploy/params';
import { connectWorld } from '../../src/services/chain/contracts';

const run = promisify(execFile);
const BSC_TESTNET = 97;
const KEY_HASH = `0x${'ab'.repeat(32)}`;
const addr = (n: Parameters<typeof account>[0]) => account(n).address;

let node: RunningNode;
let provider: JsonRpcProvider;
let dir: string;

/** The "Chainlink" of the rehearsal: the mock coordinator with a funded subscription. */
async function coordinator() {
  const signer = new NonceManager(new Wallet(account('frank').privateKey, provider));
  const { bytecode } = JSON.parse(readFileSync(join(ROOT, 'abi', 'bytecode', 'LocalVrfCoordinator.json'), 'utf8')) as { bytecode: string };
  const deployed = await new ContractFactory(LocalVrfCoordinator__factory.abi, bytecode, signer).deploy(
    parseEther('0.1'),
    1_000_000_000n,
    4_040_000_000_000_000n,
  );
  const c = LocalVrfCoordinator__factory.connect(await deployed.getAddress(), signer);
  const receipt = await (await c.createSubscription()).wait();
  const subId = receipt!.logs.map((l) => c.interface.parseLog(l)).find((e) => e?.name === 'SubscriptionCreated')!.args.subId as bigint;
  await (await c.fundSubscription(subId, parseEther('1000000'))).wait();
  return { c, subId };
}

function deployCli(network: string, paramsPath: string, out: string) {
  const args = ['--network', network, '--params', paramsPath, '--out', out, '--deployment-dir', join(dir, 'ignition', network)];
  return run(process.execPath, [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/deploy/index.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, RPC_URL_BSC_TESTNET: node.rpcUrl, RPC_URL_SEPOLIA: node.rpcUrl, DEPLOYER_PRIVATE_KEY: account('deployer').privateKey },
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'deploy-rehearsal-'));
  node = await startNode({ chainId: BSC_TESTNET, port: 0, dataDir: dir, logFile: join(dir, 'node.log') });
  provider = new JsonRpcProvider(node.rpcUrl, BSC_TESTNET, { staticNetwork: true, pollingInterval: 20, cacheTimeout: -1 });
  // Blocks keep coming as on a public chain, so Ignition's 5 confirmations per step arrive.
  await provider.send('evm_setIntervalMining', [200]);
});

afterAll(async () => {
  provider?.destroy();
  await node?.stop();
});

it('deploys, wires and hands every role to the parameters on a chain with a public chain id', async () => {
  const vrf = await coordinator();
  const params: DeployParams = {
    admin: addr('alice'),
    operations: addr('bob'),
    minter: addr('carol'),
    treasury: addr('treasury'),
    claimSigners: [addr('signer')],
    metadataBase: 'https://api.example.com/nft/bsc',
    rpcUrl: 'https://bsc-testnet.example.com',
    market: { percentageFee: 3, mintFeeWei: '0' },
    sale: {
      index: 4,
      products: [{ tokenId: 1, price: '100', stock: [61, 62, 63].map((tokenId, i) => ({ tokenId, mapId: 5, x1: i, y1: 0, x2: i, y2: 0, premium: false })) }],
    },
    vrf: {
      coordinator: await vrf.c.getAddress(),
      keyHash: KEY_HASH,
      subscriptionId: vrf.subId.toString(),
      callbackGasLimit: 2_500_000,
      requestConfirmations: 3,
      nativePayment: false,
    },
  };
  const paramsPath = join(dir, 'bscTestnet.json');
  writeFileSync(paramsPath, JSON.stringify(params));
  const out = join(dir, 'deployments.json');

  // A key pointed at the wrong chain deploys nothing, nor does a deployer named as a role holder (it renounces all).
  await expect(deployCli('sepolia', paramsPath, out)).rejects.toThrow(/is chain 97, not sepolia/);
  const selfHolder = join(dir, 'selfHolder.json');
  writeFileSync(selfHolder, JSON.stringify({ ...params, operations: addr('deployer') }));
  await expect(deployCli('bscTestnet', selfHolder, out)).rejects.toThrow(/is named as a role holder/);

  const { stdout } = await deployCli('bscTestnet', paramsPath, out);
  expect(stdout).toContain('written to');
  // Ignition's journal of the network, from which a deploy that stopped half-way resumes.
  expect(readFileSync(join(dir, 'ignition', 'bscTestnet', 'journal.jsonl'), 'utf8')).toContain('MetaWorld#renounce_token_ADMIN');
  const file = deploymentsSchema.partial().parse(JSON.parse(readFileSync(out, 'utf8')));
  expect(Object.keys(file)).toEqual(['bsc']);
  expect(file.bsc).toMatchObject({ chainId: BSC_TESTNET, rpcUrl: 'https://bsc-testnet.example.com', campaigns: [] });
  const a = file.bsc!.contracts;
  // Run again, it resumes from the journal: nothing is sent twice, the same contracts are recorded.
  const before = await provider.getTransactionCount(addr('deployer'));
  await deployCli('bscTestnet', paramsPath, out);
  expect(await provider.getTransactionCount(addr('deployer'))).toBe(before);
  expect(deploymentsSchema.partial().parse(JSON.parse(readFileSync(out, 'utf8'))).bsc!.contracts).toEqual(a);
  const c = connectWorld(a, provider);
  for (const address of Object.values(a)) expect(await provider.getCode(address)).not.toBe('0x');

  const me = addr('deployer');
  const ADMIN = await c.token.DEFAULT_ADMIN_ROLE();
  const all = [c.token, c.land721, c.land1155, c.rewardBox, c.staking, c.executor, c.market, c.mysteryBox, c.items1155, c.items721];
  for (const x of all) expect([await x.hasRole(ADMIN, addr('alice')), await x.hasRole(ADMIN, me)]).toEqual([true, false]);
  for (const x of [c.token, c.land721, c.land1155, c.items1155, c.items721]) {
    expect([await x.hasRole(await x.MINTER_ROLE(), addr('carol')), await x.hasRole(await x.MINTER_ROLE(), me)]).toEqual([true, false]);
  }
  for (const x of [c.market, c.mysteryBox]) {
    expect([await x.hasRole(await x.MANAGER_ROLE(), addr('bob')), await x.hasRole(await x.MANAGER_ROLE(), me)]).toEqual([true, false]);
  }
  expect(await c.staking.hasRole(await c.staking.CAMPAIGN_ADMIN_ROLE(), addr('bob'))).toBe(true);
  expect(await c.staking.hasRole(await c.staking.CAMPAIGN_ADMIN_ROLE(), me)).toBe(false);
  // Wired as the local world is: only staking mints reward boxes, only the executor claims, the box mints its stock.
  expect(await c.rewardBox.hasRole(await c.rewardBox.MINTER_ROLE(), a.staking)).toBe(true);
  expect(await c.staking.hasRole(await c.staking.MANAGER_ROLE(), a.executor)).toBe(true);
  expect(await c.land721.hasRole(await c.land721.MINTER_ROLE(), a.mysteryBox)).toBe(true);
  expect([await c.market.percentageFee(), await c.market.feeRecipient()]).toEqual([3n, addr('treasury')]);
  const cfg = await c.mysteryBox.vrf();
  expect([cfg.coordinator, cfg.keyHash, cfg.subscriptionId, cfg.callbackGasLimit, cfg.requestConfirmations]).toEqual([
    params.vrf.coordinator,
    KEY_HASH,
    vrf.subId,
    2_500_000n,
    3n,
  ]);
  expect([await c.mysteryBox.getTotalLandTokensCount(4, 1), await c.mysteryBox.price(4, 1)]).toEqual([3n, parseUnits('100', 18)]);

  // The subscription owner adds the box as consumer (docs/deploy.md); then a purchase is delivered.
  await (await vrf.c.addConsumer(vrf.subId, a.mysteryBox)).wait();
  const minter = connectWorld(a, new NonceManager(new Wallet(account('carol').privateKey, provider)));
  await (await minter.token.mint(addr('dave'), parseUnits('100', 18))).wait();
  const dave = connectWorld(a, new NonceManager(new Wallet(account('dave').privateKey, provider)));
  await (await dave.token.approve(a.mysteryBox, parseUnits('100', 18))).wait();
  await (await dave.mysteryBox.buyToken(4, 1, 1, parseUnits('100', 18))).wait();
  await fulfil(dave.mysteryBox, (await dave.mysteryBox.commitment(1)).requestId);
  expect(await c.land721.balanceOf(addr('dave'))).toBe(1n);
  expect(await c.token.balanceOf(addr('treasury'))).toBe(parseUnits('100', 18));
  // Ignition waits 5 blocks per step with a look every second, as on a public chain: about 30 s on a quiet machine.
}, 150_000);
