// `npm run deploy -- --network NAME [--params FILE] [--out FILE] [--deployment-dir DIR] [--reset]`: deploys the
// contract set to one network with Hardhat Ignition (docs/deploy.md). The RPC URL comes from the network's environment
// variable (RPC_URL_SEPOLIA, ...), the key from DEPLOYER_PRIVATE_KEY: neither ever lives in the repo.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ROOT } from '../chains/node';
import { deployNetwork } from './deployNetwork';
import { DEPLOY_NETWORKS, deployNetworkOf } from './networks';
import { readDeployParams } from './params';

export const DEFAULT_DEPLOY_OUT = 'deployments/deployments.json';

/** Ignition's journal of a network: committed for public networks (it records what was sent), git-ignored for local ones. */
export const deploymentDirOf = (network: string) => `ignition/deployments/${network}`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      network: { type: 'string' },
      params: { type: 'string' },
      out: { type: 'string' },
      'deployment-dir': { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  });
  if (!values.network) throw new Error(`--network is required: one of ${Object.keys(DEPLOY_NETWORKS).join(', ')}`);
  const net = deployNetworkOf(values.network);
  const rpcUrl = process.env[net.rpcEnv] || net.defaultRpcUrl;
  if (!rpcUrl) throw new Error(`set ${net.rpcEnv} to the RPC URL of ${values.network}`);
  const deployerKey = process.env.DEPLOYER_PRIVATE_KEY;
  if (!deployerKey) throw new Error('set DEPLOYER_PRIVATE_KEY (the deploying account pays gas and gives every role away at the end)');
  if (net.mainnet && process.env.DEPLOY_CONFIRM_MAINNET !== 'yes') throw new Error(`${values.network} is a mainnet: set DEPLOY_CONFIRM_MAINNET=yes`);
  const params = readDeployParams(resolve(ROOT, values.params ?? `deploy/params/${values.network}.json`));
  const out = resolve(ROOT, values.out ?? DEFAULT_DEPLOY_OUT);
  const deploymentDir = resolve(ROOT, values['deployment-dir'] ?? deploymentDirOf(values.network));
  await deployNetwork({ network: values.network, rpcUrl, deployerKey, params, out, deploymentDir, reset: values.reset, log: console.log });
  // The front end's build reads this file for its address book (vite.config.ts, src/config/contractConfig.ts).
  console.log(`build the front end with VITE_DEPLOYMENTS=${out}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e: unknown) => {
    console.error(`[deploy] ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
}
