// Deploys the contract set to one network with its parameters (deploy/params/<network>.json), wires it, hands every
// role to the parameters' addresses, and records the addresses in a deployments file of the local world's format.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ContractFactory, JsonRpcProvider, NonceManager, Wallet, parseUnits, type BaseContract } from 'ethers';
import { deploymentsSchema, type ChainDeployment, type ContractAddresses } from '../../contracts/deployments';
import { CONTRACT_ABIS } from '../../src/services/chain/abis';
import { connectWorld, type WorldContracts } from '../../src/services/chain/contracts';
import { ROOT } from '../chains/node';
import { writeRewardTable } from '../chains/rewardTable';
import { deployNetworkOf } from './networks';
import type { DeployParams } from './params';

type Name = keyof typeof CONTRACT_ABIS;
type Sent = Promise<{ wait(): Promise<unknown> }>;

export interface DeployNetworkInput {
  network: string;
  rpcUrl: string;
  /** The deployer's key, from the environment; it holds no role once the deploy is done (unless a parameter names it). */
  deployerKey: string;
  params: DeployParams;
  /** The deployments file to write this network's chain into (other chains in it are kept). */
  out: string;
  log?: (line: string) => void;
}

/** Waits for every transaction: on a public chain the next step may depend on it. */
const mined = async (tx: Sent) => {
  await (await tx).wait();
};

async function deployOne(name: Name, signer: NonceManager, args: unknown[]): Promise<string> {
  const { bytecode } = JSON.parse(readFileSync(join(ROOT, 'abi', 'bytecode', `${name}.json`), 'utf8')) as { bytecode: string };
  const contract: BaseContract = await new ContractFactory(CONTRACT_ABIS[name], bytecode, signer).deploy(...args);
  await contract.waitForDeployment();
  return contract.getAddress();
}

export async function deployNetwork(input: DeployNetworkInput): Promise<ChainDeployment> {
  const net = deployNetworkOf(input.network);
  const say = input.log ?? (() => {});
  const p = input.params;
  const provider = new JsonRpcProvider(input.rpcUrl, net.chainId, { staticNetwork: true, pollingInterval: 500 });
  try {
    // Asked of the node itself (a static network would only echo the expected id back).
    const actual = Number(await provider.send('eth_chainId', []));
    if (actual !== net.chainId) throw new Error(`${input.rpcUrl} is chain ${actual}, not ${input.network} (${net.chainId})`);
    const signer = new NonceManager(new Wallet(input.deployerKey, provider));
    const me = await signer.getAddress();
    say(`deploying to ${input.network} (chain ${net.chainId}) from ${me}`);
    const d = (name: Name, args: unknown[]) => deployOne(name, signer, args).then((a) => (say(`  ${name} ${a}`), a));
    const base = p.metadataBase.replace(/\/$/, '');
    const token = await d('PlatformToken', ['MetaWorld Token', 'DVI', me]);
    const land721 = await d('Land721', [me, `${base}/land721/`]);
    const land1155 = await d('Land1155', [me, `${base}/land1155/{id}.json`]);
    const rewardBox = await d('RewardBox', [me, `${base}/reward-box/{id}.json`]);
    const staking = await d('LandStaking', [me, rewardBox]);
    const executor = await d('SignerExecutor', [me, p.claimSigners]);
    const market = await d('LandMarket', [me, token, p.treasury]);
    const mysteryBox = await d('LandMysteryBox', [me, token, land721, p.treasury]);
    const items1155 = await d('GameItems1155', [me, `${base}/items1155/{id}.json`]);
    const items721 = await d('GameItems721', [me, `${base}/items721/`]);
    const addresses: ContractAddresses = { token, land721, land1155, staking, rewardBox, executor, market, mysteryBox, items1155, items721 };
    const c = connectWorld(addresses, signer);
    await wire(c, addresses, p);
    say('  wired: roles between contracts, reward table, fees, randomness, sale stock');
    await handOver(c, me, p);
    say(`  roles handed over: admin ${p.admin}, operations ${p.operations}, minter ${p.minter}`);
    const entry: ChainDeployment = {
      chainId: net.chainId,
      rpcUrl: p.rpcUrl ?? input.rpcUrl,
      anchorTime: Math.floor(Date.now() / 1000),
      contracts: addresses,
      campaigns: [],
    };
    writeEntry(input.out, net.key, entry);
    say(`  written to ${input.out} (${net.key})`);
    return entry;
  } finally {
    provider.destroy();
  }
}

/** What deployWorld wires in the local world, with the parameters' fee, randomness and stock. */
async function wire(c: WorldContracts, a: ContractAddresses, p: DeployParams): Promise<void> {
  await mined(c.rewardBox.grantRole(await c.rewardBox.MINTER_ROLE(), a.staking));
  await mined(c.staking.grantRole(await c.staking.MANAGER_ROLE(), a.executor));
  await mined(c.executor.setAllowed(a.staking, c.staking.interface.getFunction('claimReward').selector, true));
  await writeRewardTable(c.staking, 'public');
  await mined(c.land721.grantRole(await c.land721.MINTER_ROLE(), a.mysteryBox));
  await mined(c.staking.setWhitelist(a.land721, await c.staking.KIND_ERC721()));
  await mined(c.staking.setWhitelist(a.land1155, await c.staking.KIND_ERC1155()));
  await mined(c.market.setFees(BigInt(p.market.mintFeeWei), p.market.percentageFee, p.treasury));
  await mined(c.mysteryBox.setVrfConfig({ ...p.vrf, subscriptionId: BigInt(p.vrf.subscriptionId) }));
  for (const product of p.sale?.products ?? []) {
    const index = p.sale!.index;
    await mined(c.mysteryBox.setPrice(index, product.tokenId, parseUnits(product.price, 18)));
    // Batches of 50 parcels keep each transaction well inside a block.
    for (let i = 0; i < product.stock.length; i += 50) {
      const part = product.stock.slice(i, i + 50);
      await mined(
        c.mysteryBox.batchMintSelf(
          index,
          product.tokenId,
          part.map((s) => s.tokenId),
          part.map(({ mapId, x1, y1, x2, y2, premium }) => ({ mapId, x1, y1, x2, y2, premium })),
        ),
      );
    }
  }
}

/** Grants each role to its parameter's address, then the deployer renounces every role it still holds. */
async function handOver(c: WorldContracts, me: string, p: DeployParams): Promise<void> {
  type Roles = { grantRole(role: string, to: string): Sent; renounceRole(role: string, me: string): Sent; DEFAULT_ADMIN_ROLE(): Promise<string> };
  const plan: [Roles, { role: () => Promise<string>; to: string }[]][] = [
    [c.token, [{ role: () => c.token.MINTER_ROLE(), to: p.minter }]],
    [c.land721, [{ role: () => c.land721.MINTER_ROLE(), to: p.minter }]],
    [c.land1155, [{ role: () => c.land1155.MINTER_ROLE(), to: p.minter }]],
    [c.items1155, [{ role: () => c.items1155.MINTER_ROLE(), to: p.minter }]],
    [c.items721, [{ role: () => c.items721.MINTER_ROLE(), to: p.minter }]],
    [c.rewardBox, []],
    [c.staking, [{ role: () => c.staking.CAMPAIGN_ADMIN_ROLE(), to: p.operations }]],
    [c.executor, []],
    [c.market, [{ role: () => c.market.MANAGER_ROLE(), to: p.operations }]],
    [c.mysteryBox, [{ role: () => c.mysteryBox.MANAGER_ROLE(), to: p.operations }]],
  ];
  for (const [contract, roles] of plan) {
    const all = [...roles, { role: () => contract.DEFAULT_ADMIN_ROLE(), to: p.admin }];
    for (const r of all) await mined(contract.grantRole(await r.role(), r.to));
    // Granted before anything is renounced, so no contract is ever left without an admin; renounceRole needs no role.
    for (const r of all) if (r.to.toLowerCase() !== me.toLowerCase()) await mined(contract.renounceRole(await r.role(), me));
  }
}

/** Merges this chain's entry into the deployments file; the file is complete once every family (eth, bsc, pol) is in. */
function writeEntry(out: string, key: 'eth' | 'bsc' | 'pol', entry: ChainDeployment): void {
  const before = existsSync(out) ? deploymentsSchema.partial().parse(JSON.parse(readFileSync(out, 'utf8'))) : {};
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ ...before, [key]: entry }, null, 2)}\n`);
}
