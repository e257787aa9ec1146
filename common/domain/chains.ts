// Chain facts, each written once: the three network families, the chain ids of spec section 9, the local world's chains.

/** The network families the product runs on (spec section 9); the API names networks this way too. */
/** The platform token's symbol on every network, as the top bar's balances, the market and the map name it. */
export const PLATFORM_TOKEN_SYMBOL = 'DVI';

export const CHAIN_FAMILIES = ['ETH', 'BSC', 'POL'] as const;
export type ChainFamily = (typeof CHAIN_FAMILIES)[number];

/** Chain ids of spec section 9. */
export const CHAIN_ID = {
  ethereum: 1,
  ethereumTests: [3, 4, 5] as readonly number[],
  bsc: 56,
  bscTest: 97,
  polygon: 137,
  polygonTest: 80_001,
} as const;

/** Networks that get the Polygon gas-station fee (Polygon and Mumbai, as hex chain ids). */
export const SPECIAL_GAS_CHAIN_HEX = ['0x89', '0x13881'] as const;
export const POLYGON_DEFAULT_GAS_GWEI = 40;

/** The local world's chains by key: one per family. */
export type ChainKey = 'eth' | 'bsc' | 'pol';
export const CHAIN_KEYS: readonly ChainKey[] = ['eth', 'bsc', 'pol'];

export interface LocalChain {
  key: ChainKey;
  family: ChainFamily;
  chainId: number;
  /** The node's name in logs and docs (docs/local-chains.md). */
  name: string;
  /** The name the app's network list shows. */
  label: string;
  nativeSymbol: string;
  port: number;
  rpcUrl: string;
}

/** The three Hardhat nodes `npm start` runs on 127.0.0.1. */
export const LOCAL_CHAINS: Readonly<Record<ChainKey, LocalChain>> = {
  eth: { key: 'eth', family: 'ETH', chainId: 31_337, name: 'ETH-local', label: 'ETH Local', nativeSymbol: 'ETH', port: 8545, rpcUrl: 'http://127.0.0.1:8545' },
  bsc: { key: 'bsc', family: 'BSC', chainId: 31_338, name: 'BSC-local', label: 'BSC Local', nativeSymbol: 'BNB', port: 8546, rpcUrl: 'http://127.0.0.1:8546' },
  pol: { key: 'pol', family: 'POL', chainId: 31_339, name: 'POL-local', label: 'POL Local', nativeSymbol: 'POL', port: 8547, rpcUrl: 'http://127.0.0.1:8547' },
};

export const LOCAL_CHAIN_IDS: readonly number[] = CHAIN_KEYS.map((k) => LOCAL_CHAINS[k].chainId);

/** The local chain of a chain id; undefined for any other chain. */
export function chainKeyOf(chainId: number): ChainKey | undefined {
  return CHAIN_KEYS.find((k) => LOCAL_CHAINS[k].chainId === chainId);
}

/** The local chain of a family (ETH -> eth ...). */
export function chainKeyOfFamily(family: ChainFamily): ChainKey {
  return CHAIN_KEYS.find((k) => LOCAL_CHAINS[k].family === family)!;
}

/** The chain ids of each network set (src/config/networks.ts builds the same sets with their RPC details). */
export const NETWORK_SET_CHAIN_IDS = {
  mainnet: [CHAIN_ID.ethereum, CHAIN_ID.bsc, CHAIN_ID.polygon],
  testnet: [11_155_111, 17_000, ...CHAIN_ID.ethereumTests, CHAIN_ID.bscTest, 80_002, CHAIN_ID.polygonTest],
  local: LOCAL_CHAIN_IDS,
} as const satisfies Record<string, readonly number[]>;
export type NetworkSetName = keyof typeof NETWORK_SET_CHAIN_IDS;

/** Every chain id the product knows: the local chains and the public networks of spec section 9. */
export const KNOWN_CHAIN_IDS: readonly number[] = [
  ...LOCAL_CHAIN_IDS,
  CHAIN_ID.ethereum,
  ...CHAIN_ID.ethereumTests,
  CHAIN_ID.bsc,
  CHAIN_ID.bscTest,
  CHAIN_ID.polygon,
  CHAIN_ID.polygonTest,
];
