// The network registry: every chain the app knows, grouped in sets chosen by configuration.
import { CHAIN_ID, CHAIN_KEYS, LOCAL_CHAINS, type ChainFamily } from '../../common/domain/chains';

export type NetworkSetName = 'mainnet' | 'testnet' | 'local';

export interface NetworkInfo {
  chainId: number;
  family: ChainFamily;
  /** Translated through the catalog by the views. */
  name: string;
  nativeSymbol: string;
  rpcUrl: string;
  explorerUrl?: string;
  testnet: boolean;
}

/** Default public RPC endpoints; every one can be overridden by configuration. */
const MAINNETS: NetworkInfo[] = [
  {
    chainId: CHAIN_ID.ethereum,
    family: 'ETH',
    name: 'Ethereum',
    nativeSymbol: 'ETH',
    rpcUrl: 'https://cloudflare-eth.com',
    explorerUrl: 'https://etherscan.io',
    testnet: false,
  },
  {
    chainId: CHAIN_ID.bsc,
    family: 'BSC',
    name: 'BNB Smart Chain',
    nativeSymbol: 'BNB',
    rpcUrl: 'https://bsc-dataseed.bnbchain.org',
    explorerUrl: 'https://bscscan.com',
    testnet: false,
  },
  {
    chainId: CHAIN_ID.polygon,
    family: 'POL',
    name: 'Polygon',
    nativeSymbol: 'POL',
    rpcUrl: 'https://polygon-rpc.com',
    explorerUrl: 'https://polygonscan.com',
    testnet: false,
  },
];

/** The spec's historical test nets (Ropsten 3, Rinkeby 4, Goerli 5, Mumbai 80001) plus today's public ones. */
const TESTNETS: NetworkInfo[] = [
  {
    chainId: 11_155_111,
    family: 'ETH',
    name: 'Sepolia',
    nativeSymbol: 'ETH',
    rpcUrl: 'https://rpc.sepolia.org',
    explorerUrl: 'https://sepolia.etherscan.io',
    testnet: true,
  },
  { chainId: 17_000, family: 'ETH', name: 'Holesky', nativeSymbol: 'ETH', rpcUrl: 'https://ethereum-holesky-rpc.publicnode.com', testnet: true },
  { chainId: 5, family: 'ETH', name: 'Goerli', nativeSymbol: 'ETH', rpcUrl: 'https://rpc.ankr.com/eth_goerli', testnet: true },
  { chainId: 4, family: 'ETH', name: 'Rinkeby', nativeSymbol: 'ETH', rpcUrl: 'https://rpc.ankr.com/eth_rinkeby', testnet: true },
  { chainId: 3, family: 'ETH', name: 'Ropsten', nativeSymbol: 'ETH', rpcUrl: 'https://rpc.ankr.com/eth_ropsten', testnet: true },
  {
    chainId: CHAIN_ID.bscTest,
    family: 'BSC',
    name: 'BNB Smart Chain Testnet',
    nativeSymbol: 'tBNB',
    rpcUrl: 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
    explorerUrl: 'https://testnet.bscscan.com',
    testnet: true,
  },
  {
    chainId: 80_002,
    family: 'POL',
    name: 'Polygon Amoy',
    nativeSymbol: 'POL',
    rpcUrl: 'https://rpc-amoy.polygon.technology',
    explorerUrl: 'https://amoy.polygonscan.com',
    testnet: true,
  },
  { chainId: CHAIN_ID.polygonTest, family: 'POL', name: 'Polygon Mumbai', nativeSymbol: 'MATIC', rpcUrl: 'https://rpc-mumbai.maticvigil.com', testnet: true },
];

/** The three local chains that `npm start` runs on 127.0.0.1. */
const LOCALS: NetworkInfo[] = CHAIN_KEYS.map((key) => {
  const c = LOCAL_CHAINS[key];
  return { chainId: c.chainId, family: c.family, name: c.label, nativeSymbol: c.nativeSymbol, rpcUrl: c.rpcUrl, testnet: true };
});

const NETWORK_SETS: Record<NetworkSetName, readonly NetworkInfo[]> = {
  mainnet: MAINNETS,
  testnet: TESTNETS,
  local: LOCALS,
};

/** Builds the active set, replacing RPC URLs named in `rpcOverrides` (chainId -> URL). */
export function buildNetworkSet(name: NetworkSetName, rpcOverrides: Record<string, string> = {}): NetworkInfo[] {
  return NETWORK_SETS[name].map((n) => ({ ...n, rpcUrl: rpcOverrides[String(n.chainId)] ?? n.rpcUrl }));
}

export function toHexChainId(chainId: number): string {
  return `0x${chainId.toString(16)}`;
}
