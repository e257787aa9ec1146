// `npm run deploy -- --network NAME [--params FILE] [--out FILE]`: deploys the contract set to one network (docs/deploy.md).
// The RPC URL comes from the network's environment variable (RPC_URL_SEPOLIA, ...), the key from DEPLOYER_PRIVATE_KEY.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ROOT } from '../chains/node';
import { deployNetwork } from './deployNetwork';
import { DEPLOY_NETWORKS, deployNetworkOf } from './networks';
import { readDeployParams } from './params';

export const DEFAULT_DEPLOY_OUT = 'deployments/deployments.json';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { network: { type: 'string' }, params: { type: 'string' }, out: { type: 'string' } } });
  if (!values.network) throw new Error(`--network is required: one of ${Object.keys(DEPLOY_NETWORKS).join(', ')}`);
  const net = deployNetworkOf(values.network);
  const rpcUrl = process.env[net.rpcEnv] || net.defaultRpcUrl;
  if (!rpcUrl) throw new Error(`set ${net.rpcEnv} to the RPC URL of ${values.network}`);
  const deployerKey = process.env.DEPLOYER_PRIVATE_KEY;
  if (!deployerKey) throw new Error('set DEPLOYER_PRIVATE_KEY (the deploying account pays gas and gives every role away at the end)');
  if (net.mainnet && process.env.DEPLOY_CONFIRM_MAINNET !== 'yes') throw new Error(`${values.network} is a mainnet: set DEPLOY_CONFIRM_MAINNET=yes`);
  const params = readDeployParams(resolve(ROOT, values.params ?? `deploy/params/${values.network}.json`));
  const out = resolve(ROOT, values.out ?? DEFAULT_DEPLOY_OUT);
  const entry = await deployNetwork({ network: values.network, rpcUrl, deployerKey, params, out, log: console.log });
  // The front end's build takes its addresses from VITE_CONTRACTS (src/config/contractConfig.ts): chain id -> set.
  console.log(`VITE_CONTRACTS entry for the build: ${JSON.stringify({ [entry.chainId]: entry.contracts })}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e: unknown) => {
    console.error(`[deploy] ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
}
