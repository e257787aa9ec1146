// The single source of seed data for the local world: test accounts, local chains, LAND, campaigns, mystery-box stock and market listings.
// Plain typed data plus pure helpers only (no I/O): the chain seeder and the reference API both import it.

export type ChainKey = 'eth' | 'bsc' | 'pol';
export const CHAIN_KEYS: readonly ChainKey[] = ['eth', 'bsc', 'pol'];

export interface LocalChain {
  key: ChainKey;
  chainId: number;
  name: string;
  nativeSymbol: string;
  port: number;
  rpcUrl: string;
}

export const LOCAL_CHAINS: Record<ChainKey, LocalChain> = {
  eth: { key: 'eth', chainId: 31337, name: 'ETH-local', nativeSymbol: 'ETH', port: 8545, rpcUrl: 'http://127.0.0.1:8545' },
  bsc: { key: 'bsc', chainId: 31338, name: 'BSC-local', nativeSymbol: 'BNB', port: 8546, rpcUrl: 'http://127.0.0.1:8546' },
  pol: { key: 'pol', chainId: 31339, name: 'POL-local', nativeSymbol: 'POL', port: 8547, rpcUrl: 'http://127.0.0.1:8547' },
};

export function chainKeyOf(chainId: number): ChainKey | undefined {
  return CHAIN_KEYS.find((k) => LOCAL_CHAINS[k].chainId === chainId);
}

/** Hardhat's public default mnemonic. These keys are known to everyone: never send real funds to them. */
export const HARDHAT_MNEMONIC = 'test test test test test test test test test test test junk';

export type AccountName = 'deployer' | 'signer' | 'alice' | 'bob' | 'carol' | 'dave' | 'erin';
export type AccountRole = 'deployer' | 'signer' | 'player';

export interface TestAccount {
  index: number;
  name: AccountName;
  role: AccountRole;
  address: string;
  privateKey: string;
  description: string;
}

export const ACCOUNTS: readonly TestAccount[] = [
  {
    index: 0, name: 'deployer', role: 'deployer',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    description: 'Deploys every contract; default admin and manager of all of them; receives market and mystery-box payments.',
  },
  {
    index: 1, name: 'signer', role: 'signer',
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    description: "The executor's listed signer: the reference API signs claim-reward payloads with this key.",
  },
  {
    index: 2, name: 'alice', role: 'player',
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
    description: 'Player with LAND in every city, stakes in ended and ongoing campaigns (rewards to claim).',
  },
  {
    index: 3, name: 'bob', role: 'player',
    address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
    description: 'Player with LAND and a native-coin market listing.',
  },
  {
    index: 4, name: 'carol', role: 'player',
    address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
    privateKey: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
    description: 'Player with LAND and platform-token market listings (ERC-721 and ERC-1155).',
  },
  {
    index: 5, name: 'dave', role: 'player',
    address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
    privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
    description: 'Player with LAND and tokens but nothing staked or listed: a clean buyer.',
  },
  {
    index: 6, name: 'erin', role: 'player',
    address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    privateKey: '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
    description: 'Poor player: no LAND, no platform token and almost no native coin (for insufficient-funds flows).',
  },
];

export function account(name: AccountName): TestAccount {
  const found = ACCOUNTS.find((a) => a.name === name);
  if (!found) throw new Error(`unknown test account ${name}`);
  return found;
}

export const PLAYERS: readonly AccountName[] = ['alice', 'bob', 'carol', 'dave', 'erin'];

// ---- Cities and maps (spec section 3) ----

export type CityKey = 'seoul' | 'newyork' | 'london' | 'tokyo' | 'berlin' | 'saopaulo';

export interface LandMap {
  mapId: number;
  city: CityKey;
  /** Map name as the spec spells it. */
  name: string;
  chain: ChainKey;
  /** Sale round: Berlin and São Paulo are the 3rd. */
  round: 1 | 2 | 3;
}

export const LAND_MAPS: readonly LandMap[] = [
  { mapId: 1, city: 'seoul', name: 'SeoulA', chain: 'bsc', round: 1 },
  { mapId: 2, city: 'newyork', name: 'Newyork', chain: 'bsc', round: 2 },
  { mapId: 3, city: 'london', name: 'London', chain: 'pol', round: 2 },
  { mapId: 4, city: 'tokyo', name: 'Tokyo', chain: 'pol', round: 2 },
  { mapId: 5, city: 'berlin', name: 'Berlin', chain: 'bsc', round: 3 },
  { mapId: 6, city: 'saopaulo', name: 'São Paulo', chain: 'pol', round: 3 },
];

export function mapOf(city: CityKey): LandMap {
  const found = LAND_MAPS.find((m) => m.city === city);
  if (!found) throw new Error(`unknown city ${city}`);
  return found;
}

// ---- LAND ----

export type LandSize = '1x1' | '1x1P' | '2x1' | '2x1P' | '2x2' | '2x2P' | '3x3' | '3x3P';

export interface Parcel {
  tokenId: number;
  city: CityKey;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  premium: boolean;
}

export interface SeedLand721 extends Parcel {
  owner: AccountName;
}

export interface SeedLand1155 extends Parcel {
  holdings: readonly { owner: AccountName; quantity: number }[];
}

/** Size label as shown on a LAND card: width x height, then P for premium parcels. */
export function landSize(p: Pick<Parcel, 'x1' | 'y1' | 'x2' | 'y2' | 'premium'>): string {
  return `${p.x2 - p.x1 + 1}x${p.y2 - p.y1 + 1}${p.premium ? 'P' : ''}`;
}

function parcel(tokenId: number, city: CityKey, x: number, y: number, size: LandSize): Parcel {
  const w = Number(size[0]);
  const h = Number(size[2]);
  return { tokenId, city, x1: x, y1: y, x2: x + w - 1, y2: y + h - 1, premium: size.endsWith('P') };
}

function l721(tokenId: number, city: CityKey, x: number, y: number, size: LandSize, owner: AccountName): SeedLand721 {
  return { ...parcel(tokenId, city, x, y, size), owner };
}

function l1155(
  tokenId: number, city: CityKey, x: number, y: number, size: LandSize,
  holdings: readonly { owner: AccountName; quantity: number }[],
): SeedLand1155 {
  return { ...parcel(tokenId, city, x, y, size), holdings };
}

// ---- Campaigns (pool 1 = 30 days, 2 = 90, 3 = 180) ----

export type PoolId = 1 | 2 | 3;
export const POOL_DAYS: Record<PoolId, number> = { 1: 30, 2: 90, 3: 180 };
export type CampaignPhase = 'ended' | 'ongoing' | 'upcoming';

export interface SeedCampaign {
  id: number;
  poolId: PoolId;
  phase: CampaignPhase;
  /** Start relative to the anchor time (the moment the chains were seeded), in days. */
  startOffsetDays: number;
}

const DAY = 86_400;

/** Start and end in unix seconds for a campaign, given the anchor time written in deployments.json. */
export function campaignTimes(c: Pick<SeedCampaign, 'poolId' | 'startOffsetDays'>, anchorTime: number): { start: number; end: number } {
  const start = anchorTime + c.startOffsetDays * DAY;
  return { start, end: start + POOL_DAYS[c.poolId] * DAY };
}

/** Ids 1..9 in creation order: per pool, one ended (5 days ago), one ongoing (started 3 days ago), one upcoming (in 5 days). */
export const CAMPAIGNS: readonly SeedCampaign[] = ([1, 2, 3] as const).flatMap((poolId, i) => [
  { id: i * 3 + 1, poolId, phase: 'ended' as const, startOffsetDays: -(POOL_DAYS[poolId] + 5) },
  { id: i * 3 + 2, poolId, phase: 'ongoing' as const, startOffsetDays: -3 },
  { id: i * 3 + 3, poolId, phase: 'upcoming' as const, startOffsetDays: 5 },
]);

export function campaignId(poolId: PoolId, phase: CampaignPhase): number {
  const found = CAMPAIGNS.find((c) => c.poolId === poolId && c.phase === phase);
  if (!found) throw new Error(`no campaign for pool ${poolId} ${phase}`);
  return found.id;
}

// ---- Rewards (spec section 9) ----

export const BOX_TYPES: Readonly<Record<number, string>> = {
  1: 'Random Box A', 2: 'Random Box B', 3: 'Random Box C', 4: 'Random Box D',
  5: 'Random Box E', 6: 'Random Box F', 7: 'Random Box G', 8: 'Building Box A', 9: 'Building Box B',
};

/** Seven LAND types give Random Box A to G; normal LANDs 10 boxes, P variants 15, 3x3 gives 10. 3x3P is not in the table. */
export const REWARD_TABLE: Readonly<Partial<Record<LandSize, { boxType: number; amount: number }>>> = {
  '1x1': { boxType: 1, amount: 10 },
  '1x1P': { boxType: 2, amount: 15 },
  '2x1': { boxType: 3, amount: 10 },
  '2x1P': { boxType: 4, amount: 15 },
  '2x2': { boxType: 5, amount: 10 },
  '2x2P': { boxType: 6, amount: 15 },
  '3x3': { boxType: 7, amount: 10 },
};

// ---- Per-chain world ----

export type TokenStandard = 721 | 1155;

export interface SeedStake {
  campaignId: number;
  owner: AccountName;
  standard: TokenStandard;
  tokenId: number;
  /** 1 for ERC-721. */
  amount: number;
}

export interface SeedListing {
  seller: AccountName;
  standard: TokenStandard;
  tokenId: number;
  sellAmount: number;
  /** Unit price in whole coins or tokens (18 decimals on chain). */
  price: string;
  currency: 'native' | 'token';
}

export interface MysteryBoxProduct {
  /** The product id passed as buyToken's tokenId. */
  tokenId: number;
  label: string;
  /** Price per box in whole platform tokens (18 decimals on chain). */
  price: string;
  /** LAND ERC-721 parcels minted into the box's stock with batchMintSelf. */
  stock: readonly Parcel[];
}

export interface MysteryBoxSale {
  /** The sale index passed as buyToken's index (the 4th LAND sale). */
  index: number;
  products: readonly MysteryBoxProduct[];
}

export interface ChainWorld {
  lands721: readonly SeedLand721[];
  lands1155: readonly SeedLand1155[];
  campaigns: readonly SeedCampaign[];
  stakes: readonly SeedStake[];
  listings: readonly SeedListing[];
  mysteryBox: MysteryBoxSale | null;
  /** Platform-token grants in whole tokens. */
  tokenGrants: Readonly<Partial<Record<AccountName, string>>>;
  /** Native balances to set, in whole coins (others keep Hardhat's 10000). */
  nativeBalances: Readonly<Partial<Record<AccountName, string>>>;
}

const TOKEN_GRANTS: ChainWorld['tokenGrants'] = { alice: '10000', bob: '10000', carol: '10000', dave: '10000' };
// Less than the gas of any transaction at 1 gwei, so erin's transactions fail for lack of native coin.
const NATIVE_BALANCES: ChainWorld['nativeBalances'] = { erin: '0.00001' };

function boxStock(city: CityKey, firstId: number, x: number, y: number, size: LandSize, count: number): Parcel[] {
  const w = Number(size[0]);
  return Array.from({ length: count }, (_, i) => parcel(firstId + i, city, x + i * w, y, size));
}

export const WORLD: Record<ChainKey, ChainWorld> = {
  eth: {
    lands721: [],
    lands1155: [],
    campaigns: CAMPAIGNS,
    stakes: [],
    listings: [],
    mysteryBox: null,
    tokenGrants: TOKEN_GRANTS,
    nativeBalances: NATIVE_BALANCES,
  },
  bsc: {
    lands721: [
      l721(10001, 'seoul', 10, 10, '1x1', 'alice'),
      l721(10002, 'seoul', 11, 10, '1x1P', 'alice'),
      l721(10003, 'seoul', 12, 10, '2x1', 'alice'),
      l721(10004, 'seoul', 14, 10, '2x1P', 'bob'),
      l721(10005, 'seoul', 10, 12, '2x2', 'bob'),
      l721(10006, 'seoul', 12, 12, '2x2P', 'carol'),
      l721(10007, 'seoul', 14, 12, '3x3', 'carol'),
      l721(10008, 'seoul', 20, 10, '1x1', 'dave'),
      l721(10009, 'seoul', 21, 10, '1x1', 'alice'),
      l721(10010, 'seoul', 22, 10, '2x1', 'alice'),
      l721(10011, 'seoul', 24, 10, '1x1', 'bob'),
      l721(10012, 'seoul', 25, 10, '2x2', 'carol'),
      l721(10013, 'seoul', 30, 20, '3x3P', 'dave'),
      l721(20001, 'newyork', 5, 5, '1x1', 'alice'),
      l721(20002, 'newyork', 6, 5, '2x1', 'bob'),
      l721(20003, 'newyork', 8, 5, '2x2', 'carol'),
      l721(20004, 'newyork', 10, 5, '3x3', 'dave'),
      l721(20005, 'newyork', 13, 5, '1x1P', 'bob'),
      l721(50001, 'berlin', 40, 40, '1x1', 'alice'),
      l721(50002, 'berlin', 41, 40, '2x2P', 'bob'),
    ],
    lands1155: [
      l1155(15001, 'seoul', 30, 10, '1x1', [{ owner: 'alice', quantity: 5 }, { owner: 'bob', quantity: 3 }]),
      l1155(15002, 'seoul', 31, 10, '2x1P', [{ owner: 'alice', quantity: 2 }, { owner: 'carol', quantity: 4 }]),
      l1155(25001, 'newyork', 20, 5, '1x1', [{ owner: 'bob', quantity: 6 }, { owner: 'dave', quantity: 2 }]),
      l1155(55001, 'berlin', 50, 40, '2x2', [{ owner: 'carol', quantity: 3 }]),
    ],
    campaigns: CAMPAIGNS,
    stakes: [
      { campaignId: campaignId(1, 'ended'), owner: 'alice', standard: 721, tokenId: 10009, amount: 1 },
      { campaignId: campaignId(1, 'ended'), owner: 'alice', standard: 1155, tokenId: 15001, amount: 2 },
      { campaignId: campaignId(1, 'ongoing'), owner: 'alice', standard: 721, tokenId: 10010, amount: 1 },
      { campaignId: campaignId(2, 'ended'), owner: 'bob', standard: 721, tokenId: 20005, amount: 1 },
    ],
    listings: [
      { seller: 'bob', standard: 721, tokenId: 10011, sellAmount: 1, price: '0.5', currency: 'native' },
      { seller: 'carol', standard: 721, tokenId: 10012, sellAmount: 1, price: '250', currency: 'token' },
      { seller: 'carol', standard: 1155, tokenId: 15002, sellAmount: 2, price: '120', currency: 'token' },
    ],
    mysteryBox: {
      index: 4,
      products: [
        { tokenId: 1, label: '1x1', price: '100', stock: boxStock('berlin', 51001, 60, 40, '1x1', 6) },
        { tokenId: 2, label: '2x1', price: '180', stock: boxStock('berlin', 51101, 60, 42, '2x1', 3) },
      ],
    },
    tokenGrants: TOKEN_GRANTS,
    nativeBalances: NATIVE_BALANCES,
  },
  pol: {
    lands721: [
      l721(30001, 'london', 10, 10, '1x1', 'alice'),
      l721(30002, 'london', 11, 10, '2x1', 'alice'),
      l721(30003, 'london', 13, 10, '2x2P', 'bob'),
      l721(30004, 'london', 15, 10, '3x3', 'carol'),
      l721(30005, 'london', 20, 10, '1x1P', 'dave'),
      l721(30006, 'london', 21, 10, '1x1', 'alice'),
      l721(40001, 'tokyo', 5, 5, '1x1', 'alice'),
      l721(40002, 'tokyo', 6, 5, '2x1P', 'bob'),
      l721(40003, 'tokyo', 8, 5, '2x2', 'carol'),
      l721(40004, 'tokyo', 10, 5, '1x1', 'bob'),
      l721(60001, 'saopaulo', 40, 40, '1x1', 'alice'),
      l721(60002, 'saopaulo', 41, 40, '2x1', 'carol'),
    ],
    lands1155: [
      l1155(35001, 'london', 30, 10, '1x1', [{ owner: 'alice', quantity: 4 }, { owner: 'dave', quantity: 2 }]),
      l1155(45001, 'tokyo', 20, 5, '2x2', [{ owner: 'bob', quantity: 3 }, { owner: 'carol', quantity: 1 }]),
      l1155(65001, 'saopaulo', 50, 40, '1x1P', [{ owner: 'alice', quantity: 2 }]),
    ],
    campaigns: CAMPAIGNS,
    stakes: [
      { campaignId: campaignId(1, 'ended'), owner: 'alice', standard: 721, tokenId: 30006, amount: 1 },
      { campaignId: campaignId(3, 'ongoing'), owner: 'alice', standard: 1155, tokenId: 35001, amount: 1 },
      { campaignId: campaignId(2, 'ended'), owner: 'bob', standard: 721, tokenId: 40004, amount: 1 },
    ],
    listings: [
      { seller: 'bob', standard: 721, tokenId: 40002, sellAmount: 1, price: '2', currency: 'native' },
      { seller: 'carol', standard: 721, tokenId: 60002, sellAmount: 1, price: '300', currency: 'token' },
    ],
    mysteryBox: {
      index: 4,
      products: [
        { tokenId: 1, label: '1x1', price: '100', stock: boxStock('saopaulo', 61001, 60, 40, '1x1', 6) },
        { tokenId: 2, label: '2x1', price: '180', stock: boxStock('saopaulo', 61101, 60, 42, '2x1', 3) },
      ],
    },
    tokenGrants: TOKEN_GRANTS,
    nativeBalances: NATIVE_BALANCES,
  },
};

/** Where a LAND token sits after seeding: staked LAND is held by the staking contract, listed LAND by the market. */
export type LandCustody = 'wallet' | 'staking' | 'market';

export function custodyOf(chain: ChainKey, standard: TokenStandard, tokenId: number, owner: AccountName): LandCustody {
  const w = WORLD[chain];
  if (w.stakes.some((s) => s.standard === standard && s.tokenId === tokenId && s.owner === owner)) return 'staking';
  if (w.listings.some((l) => l.standard === standard && l.tokenId === tokenId && l.seller === owner)) return 'market';
  return 'wallet';
}
