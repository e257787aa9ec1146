// The networks `npm run deploy -- --network NAME` knows: chain id, the deployments file's chain key, and the environment
// variable holding the RPC URL (keys and RPC URLs never live in the repo: docs/deploy.md).
import type { ChainKey } from '@common/domain/chains';
import { LOCAL_CHAINS } from '@common/domain/chains';

export interface DeployNetwork {
  chainId: number;
  /** Where the network goes in the deployments file (one chain per family: eth, bsc, pol). */
  key: ChainKey;
  /** Environment variable with the RPC URL the deploy sends through. */
  rpcEnv: string;
  /** Used when rpcEnv is unset: only the local chains have one. */
  defaultRpcUrl?: string;
  /** Whether the contracts hold real value there (the CLI asks for DEPLOY_CONFIRM_MAINNET=yes). */
  mainnet: boolean;
  /** Blocks Ignition waits on top of each transaction before the next step that depends on it. */
  confirmations: number;
  /** How often Ignition asks the node for new blocks, in milliseconds. */
  pollMs: number;
}

/** Ignition's defaults for a public chain: 5 blocks deep, a look every second. */
const PUBLIC = { confirmations: 5, pollMs: 1000 } as const;
/** A local Hardhat node mines each transaction at once and is never reorganised. */
const LOCAL = { confirmations: 1, pollMs: 50 } as const;

export const DEPLOY_NETWORKS = {
  ethLocal: { chainId: LOCAL_CHAINS.eth.chainId, key: 'eth', rpcEnv: 'RPC_URL_ETH_LOCAL', defaultRpcUrl: LOCAL_CHAINS.eth.rpcUrl, mainnet: false, ...LOCAL },
  bscLocal: { chainId: LOCAL_CHAINS.bsc.chainId, key: 'bsc', rpcEnv: 'RPC_URL_BSC_LOCAL', defaultRpcUrl: LOCAL_CHAINS.bsc.rpcUrl, mainnet: false, ...LOCAL },
  polLocal: { chainId: LOCAL_CHAINS.pol.chainId, key: 'pol', rpcEnv: 'RPC_URL_POL_LOCAL', defaultRpcUrl: LOCAL_CHAINS.pol.rpcUrl, mainnet: false, ...LOCAL },
  sepolia: { chainId: 11_155_111, key: 'eth', rpcEnv: 'RPC_URL_SEPOLIA', mainnet: false, ...PUBLIC },
  bscTestnet: { chainId: 97, key: 'bsc', rpcEnv: 'RPC_URL_BSC_TESTNET', mainnet: false, ...PUBLIC },
  amoy: { chainId: 80_002, key: 'pol', rpcEnv: 'RPC_URL_AMOY', mainnet: false, ...PUBLIC },
  mainnet: { chainId: 1, key: 'eth', rpcEnv: 'RPC_URL_MAINNET', mainnet: true, ...PUBLIC },
  bsc: { chainId: 56, key: 'bsc', rpcEnv: 'RPC_URL_BSC', mainnet: true, ...PUBLIC },
  polygon: { chainId: 137, key: 'pol', rpcEnv: 'RPC_URL_POLYGON', mainnet: true, ...PUBLIC },
} as const satisfies Record<string, DeployNetwork>;

export function deployNetworkOf(name: string): DeployNetwork {
  const n = (DEPLOY_NETWORKS as Record<string, DeployNetwork>)[name];
  if (!n) throw new Error(`unknown network "${name}"; one of: ${Object.keys(DEPLOY_NETWORKS).join(', ')}`);
  return n;
}
