// Deploys the contract set to one network with Hardhat Ignition (ignition/modules/metaWorld.ts) and its parameters
// (deploy/params/<network>.json), then records the addresses in a deployments file of the local world's format.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { deploy, DeploymentResultType, type DeploymentResult } from '@nomicfoundation/ignition-core';
import { deploymentsSchema, type ChainDeployment, type ContractAddresses } from '../../contracts/deployments';
import { abiArtifactResolver } from '../../ignition/artifacts';
import { metaWorldModule } from '../../ignition/modules/metaWorld';
import { deployNetworkOf } from './networks';
import { ignitionParameters, roleHolders } from './ignitionParameters';
import type { DeployParams } from './params';
import { signingProvider } from './signingProvider';

export interface DeployNetworkInput {
  network: string;
  rpcUrl: string;
  /** The deployer's key, from the environment; it holds no role once the deploy is done. */
  deployerKey: string;
  params: DeployParams;
  /** The deployments file to write this network's chain into (other chains in it are kept). */
  out: string;
  /** Ignition's journal of this network: a deploy that stopped half-way resumes from it. */
  deploymentDir: string;
  /** Start over: forget the journal (a local chain that was restarted has none of its contracts). */
  reset?: boolean;
  log?: (line: string) => void;
}

/** Ignition's contract name -> the deployments file's key. */
const KEYS: Record<string, keyof ContractAddresses> = {
  PlatformToken: 'token',
  Land721: 'land721',
  Land1155: 'land1155',
  RewardBox: 'rewardBox',
  LandStaking: 'staking',
  SignerExecutor: 'executor',
  LandMarket: 'market',
  LandMysteryBox: 'mysteryBox',
  GameItems1155: 'items1155',
  GameItems721: 'items721',
};

export async function deployNetwork(input: DeployNetworkInput): Promise<ChainDeployment> {
  const net = deployNetworkOf(input.network);
  const say = input.log ?? (() => {});
  const p = input.params;
  const provider = signingProvider(input.rpcUrl, net.chainId, input.deployerKey);
  const me = provider.address;
  // Asked of the node itself, before anything is sent.
  const actual = Number(await provider.request({ method: 'eth_chainId' }));
  if (actual !== net.chainId) throw new Error(`${input.rpcUrl} is chain ${actual}, not ${input.network} (${net.chainId})`);
  if (roleHolders(p).some((a) => a.toLowerCase() === me.toLowerCase())) {
    throw new Error(`the deployer ${me} is named as a role holder: it renounces every role at the end, so name another address`);
  }
  if (input.reset) rmSync(input.deploymentDir, { recursive: true, force: true });
  say(`deploying to ${input.network} (chain ${net.chainId}) from ${me}; Ignition journal in ${input.deploymentDir}`);
  const result = await deploy({
    config: { requiredConfirmations: net.confirmations, blockPollingInterval: net.pollMs },
    artifactResolver: abiArtifactResolver,
    provider,
    deploymentDir: input.deploymentDir,
    ignitionModule: metaWorldModule(p.sale),
    deploymentParameters: ignitionParameters(p),
    accounts: [me],
    defaultSender: me,
  });
  const addresses = addressesOf(result);
  for (const [name, address] of Object.entries(addresses)) say(`  ${name} ${address}`);
  say(`  wired, and roles handed over: admin ${p.admin}, operations ${p.operations}, minter ${p.minter}`);
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
}

/** The addresses of a successful deployment, or every error Ignition reported. */
function addressesOf(result: DeploymentResult): ContractAddresses {
  if (result.type !== DeploymentResultType.SUCCESSFUL_DEPLOYMENT) {
    const details =
      result.type === DeploymentResultType.EXECUTION_ERROR
        ? [
            ...result.failed.map((f) => `${f.futureId}: ${f.error}`),
            ...result.timedOut.map((t) => `${t.futureId}: timed out`),
            ...result.held.map((h) => `${h.futureId}: ${h.reason}`),
          ]
        : Object.entries(result.errors).map(([id, errors]) => `${id}: ${errors.join('; ')}`);
    throw new Error(`Ignition: ${result.type}\n  ${details.join('\n  ')}`);
  }
  const out: Partial<ContractAddresses> = {};
  for (const c of Object.values(result.contracts)) {
    const key = KEYS[c.contractName];
    if (key) out[key] = c.address;
  }
  return deploymentsSchema.shape.eth.shape.contracts.parse(out);
}

/** Merges this chain's entry into the deployments file; the file is complete once every family (eth, bsc, pol) is in. */
function writeEntry(out: string, key: 'eth' | 'bsc' | 'pol', entry: ChainDeployment): void {
  const before = existsSync(out) ? deploymentsSchema.partial().parse(JSON.parse(readFileSync(out, 'utf8'))) : {};
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ ...before, [key]: entry }, null, 2)}\n`);
}
