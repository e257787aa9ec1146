// Deploys the local world's contracts from the compiled bytecode in abi/bytecode and wires their roles.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContractFactory, type Signer } from 'ethers';
import type { ContractAddresses } from '../../contracts/deployments';
import { CONTRACT_ABIS } from '../../src/services/chain/abis';
import { connectWorld, type WorldContracts } from '../../src/services/chain/contracts';
import { ROOT } from './node';
import { deployLocalVrf } from './localVrf';
import { writeRewardTable } from './rewardTable';
import { TX } from './txOverrides';

type Name = keyof typeof CONTRACT_ABIS;

async function deploy(name: Name, signer: Signer, args: unknown[]): Promise<string> {
  const { bytecode } = JSON.parse(readFileSync(join(ROOT, 'abi', 'bytecode', `${name}.json`), 'utf8')) as { bytecode: string };
  // Hardhat automines on submission, so the contract exists once deploy() returns; no receipt polling needed.
  const contract = await new ContractFactory(CONTRACT_ABIS[name], bytecode, signer).deploy(...args, TX);
  return contract.getAddress();
}

export interface DeployOptions {
  /** Admin and manager of every contract; receives fees and sale proceeds. */
  admin: Signer;
  /** Addresses the executor accepts signatures from. */
  signers: string[];
  /** Base for token metadata URLs. */
  metadataBase: string;
  /** Market fee in percent of each sale. */
  percentageFee?: number;
}

export async function deployWorld(opts: DeployOptions): Promise<{ addresses: ContractAddresses; contracts: WorldContracts }> {
  const admin = await opts.admin.getAddress();
  const a = opts.admin;
  const token = await deploy('PlatformToken', a, ['MetaWorld Token', 'DVI', admin]);
  const land721 = await deploy('Land721', a, [admin, `${opts.metadataBase}/land721/`]);
  const land1155 = await deploy('Land1155', a, [admin, `${opts.metadataBase}/land1155/{id}.json`]);
  const rewardBox = await deploy('RewardBox', a, [admin, `${opts.metadataBase}/reward-box/{id}.json`]);
  const staking = await deploy('LandStaking', a, [admin, rewardBox]);
  const executor = await deploy('SignerExecutor', a, [admin, opts.signers]);
  const market = await deploy('LandMarket', a, [admin, token, admin]);
  const mysteryBox = await deploy('LandMysteryBox', a, [admin, token, land721, admin]);
  // Deployed last so the earlier contracts keep their addresses (src/config/contractConfig.ts LOCAL_WORLD_CONTRACTS).
  const items1155 = await deploy('GameItems1155', a, [admin, `${opts.metadataBase}/items1155/{id}.json`]);
  const items721 = await deploy('GameItems721', a, [admin, `${opts.metadataBase}/items721/`]);
  const addresses: ContractAddresses = { token, land721, land1155, staking, rewardBox, executor, market, mysteryBox, items1155, items721 };
  const c = connectWorld(addresses, a);

  // Least privilege: only staking mints reward boxes, only the executor claims, and the executor may call nothing
  // but claimReward (the admin is no minter and no claimer); the box mints LAND into its own stock.
  await c.rewardBox.grantRole(await c.rewardBox.MINTER_ROLE(), staking, TX);
  await c.staking.grantRole(await c.staking.MANAGER_ROLE(), executor, TX);
  await c.executor.setAllowed(staking, c.staking.interface.getFunction('claimReward').selector, true, TX);
  await writeRewardTable(c.staking);
  await c.land721.grantRole(await c.land721.MINTER_ROLE(), mysteryBox, TX);
  await c.staking.setWhitelist(land721, await c.staking.KIND_ERC721(), TX);
  await c.staking.setWhitelist(land1155, await c.staking.KIND_ERC1155(), TX);
  await c.market.setFees(0n, BigInt(opts.percentageFee ?? 2), admin, TX);
  // After every world contract, so their addresses stay those the build pins.
  await deployLocalVrf(a, mysteryBox);
  return { addresses, contracts: c };
}
