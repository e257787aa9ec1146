// The local world's seed data: LAND per chain, campaigns, stakes, market listings, mystery-box stock and token grants
// (game items and their listings: items.ts; listing ids and the market e2e reservations: market.ts).
// Plain typed data plus pure helpers only (no I/O): the chain seeder and the API's database seed both import it, so
// the API's records match what is on the chains.
import { POOL_IDS, poolDays, type PoolId } from '../domain/campaign';
import type { ChainKey } from '../domain/chains';
import type { CityKey, LandSize } from '../domain/land';
import type { AccountName } from './accounts';
import { CHAIN_ITEMS, type ChainItems } from './items';

// ---- LAND ----

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

function parcel(tokenId: number, city: CityKey, x: number, y: number, size: LandSize): Parcel {
  const w = Number(size[0]);
  const h = Number(size[2]);
  return { tokenId, city, x1: x, y1: y, x2: x + w - 1, y2: y + h - 1, premium: size.endsWith('P') };
}

function l721(tokenId: number, city: CityKey, x: number, y: number, size: LandSize, owner: AccountName): SeedLand721 {
  return { ...parcel(tokenId, city, x, y, size), owner };
}

function l1155(
  tokenId: number,
  city: CityKey,
  x: number,
  y: number,
  size: LandSize,
  holdings: readonly { owner: AccountName; quantity: number }[],
): SeedLand1155 {
  return { ...parcel(tokenId, city, x, y, size), holdings };
}

// ---- Campaigns ----

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
  return { start, end: start + poolDays(c.poolId) * DAY };
}

/** Ids 1..9 in creation order: per pool, one ended (5 days ago), one ongoing (started 3 days ago), one upcoming (in 5 days). */
export const CAMPAIGNS: readonly SeedCampaign[] = POOL_IDS.flatMap((poolId, i) => [
  { id: i * 3 + 1, poolId, phase: 'ended' as const, startOffsetDays: -(poolDays(poolId) + 5) },
  { id: i * 3 + 2, poolId, phase: 'ongoing' as const, startOffsetDays: -3 },
  { id: i * 3 + 3, poolId, phase: 'upcoming' as const, startOffsetDays: 5 },
]);

export function campaignId(poolId: PoolId, phase: CampaignPhase): number {
  const found = CAMPAIGNS.find((c) => c.poolId === poolId && c.phase === phase);
  if (!found) throw new Error(`no campaign for pool ${poolId} ${phase}`);
  return found.id;
}

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
  /** LAND listings (listed first, so they take market ids 1..n). */
  listings: readonly SeedListing[];
  /** Game items: holdings and item listings (listed after the LAND ones). */
  items: ChainItems;
  mysteryBox: MysteryBoxSale | null;
  /** Platform-token grants in whole tokens. */
  tokenGrants: Readonly<Partial<Record<AccountName, string>>>;
  /** Native balances to set, in whole coins (others keep Hardhat's 10000). */
  nativeBalances: Readonly<Partial<Record<AccountName, string>>>;
}

// The mystery-box e2e accounts (mysteryBoxE2e.ts), past Hardhat's 20 funded ones: the seed gives them native coin too.
const BOX_E2E = ['sam', 'tina', 'uma', 'victor', 'wendy', 'vera'] as const;
// judy (MARKET_E2E.notEnoughToken) gets none on purpose; sam (MYSTERY_BOX_E2E.notEnoughToken) less than a box costs.
const TOKEN_GRANTS: ChainWorld['tokenGrants'] = Object.fromEntries([
  ...(['alice', 'bob', 'carol', 'dave', 'frank', 'grace', 'heidi', 'ivan', 'karl', 'leo', 'mia', 'nina', 'olivia', 'paul', 'quinn', 'rosa'] as const).map(
    (n) => [n, '10000'],
  ),
  ...BOX_E2E.map((n) => [n, n === 'sam' ? '50' : '10000']),
  // The create-proposal author (tests/e2e/dao/create.spec.ts): 5000 VP, enough for any category; daoNoPower gets none.
  ['daoAuthor', '5000'],
  // The mystery-box gas shortage (MYSTERY_BOX_E2E.notEnoughNative): enough token, almost no native coin.
  ['gil', '10000'],
]);
// erin and gil: less than the gas of any transaction at 1 gwei; the mystery-box e2e accounts and ruby (MARKET_E2E.loadBuy,
// past Hardhat's funded accounts) the 10000 the others start with.
const NATIVE_BALANCES: ChainWorld['nativeBalances'] = {
  erin: '0.00001',
  gil: '0.00001',
  ruby: '10000',
  ...Object.fromEntries(BOX_E2E.map((n) => [n, '10000'])),
};

/** The DAO treasury's funds per chain (whole tokens and coins), different on each so the transparency page shows each chain's own. */
export const TREASURY_FUNDS: Readonly<Record<ChainKey, { token: string; native: string }>> = {
  eth: { token: '250000', native: '120.5' },
  bsc: { token: '500000', native: '340.25' },
  pol: { token: '125000', native: '9000' },
};
const treasuryFunded = (chain: ChainKey) => ({
  tokenGrants: { ...TOKEN_GRANTS, treasury: TREASURY_FUNDS[chain].token, ...(chain === 'bsc' ? { zelda: '2500' } : {}) },
  nativeBalances: { ...NATIVE_BALANCES, treasury: TREASURY_FUNDS[chain].native },
});

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
    items: CHAIN_ITEMS,
    mysteryBox: null,
    ...treasuryFunded('eth'),
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
      // The LAND map's e2e parcels (LAND_E2E in landE2e.ts): listed by quinn for DVI and for native coin, paul's own, rosa's staked.
      l721(10014, 'seoul', 40, 30, '2x1', 'quinn'),
      l721(10015, 'seoul', 43, 30, '1x1', 'quinn'),
      l721(10016, 'seoul', 45, 30, '1x1', 'paul'),
      l721(10017, 'seoul', 40, 33, '2x2', 'rosa'),
      // The DAO insights e2e holder (zelda): her voting power breakdown on the voting-power page.
      l721(10491, 'seoul', 70, 60, '2x2', 'zelda'),
      l721(10492, 'seoul', 73, 60, '1x1', 'zelda'),
      l721(20001, 'newyork', 5, 5, '1x1', 'alice'),
      l721(20002, 'newyork', 6, 5, '2x1', 'bob'),
      l721(20003, 'newyork', 5, 6, '2x2', 'carol'),
      l721(20004, 'newyork', 10, 5, '3x3', 'dave'),
      l721(20005, 'newyork', 13, 5, '1x1P', 'bob'),
      l721(50001, 'berlin', 30, 40, '1x1', 'alice'),
      l721(50002, 'berlin', 31, 40, '2x2P', 'bob'),
      // DAO detail e2e: three accounts with different voting power on BSC (1000, 2000 and 4000 VP).
      l721(50040, 'berlin', 70, 50, '1x1', 'abel'),
      l721(50041, 'berlin', 72, 50, '2x1', 'bea'),
      l721(50042, 'berlin', 75, 50, '2x2', 'cody'),
    ],
    lands1155: [
      l1155(15001, 'seoul', 30, 10, '1x1', [
        { owner: 'alice', quantity: 5 },
        { owner: 'bob', quantity: 3 },
      ]),
      l1155(15002, 'seoul', 31, 10, '2x1P', [
        { owner: 'alice', quantity: 2 },
        { owner: 'carol', quantity: 4 },
      ]),
      l1155(25001, 'newyork', 20, 5, '1x1', [
        { owner: 'bob', quantity: 6 },
        { owner: 'dave', quantity: 2 },
      ]),
      l1155(55001, 'berlin', 50, 40, '2x2', [{ owner: 'carol', quantity: 3 }]),
    ],
    campaigns: CAMPAIGNS,
    stakes: [
      { campaignId: campaignId(1, 'ended'), owner: 'alice', standard: 721, tokenId: 10009, amount: 1 },
      { campaignId: campaignId(1, 'ended'), owner: 'alice', standard: 1155, tokenId: 15001, amount: 2 },
      { campaignId: campaignId(1, 'ongoing'), owner: 'alice', standard: 721, tokenId: 10010, amount: 1 },
      { campaignId: campaignId(2, 'ended'), owner: 'bob', standard: 721, tokenId: 20005, amount: 1 },
      // LAND_E2E.staked: ongoing, so it cannot be withdrawn and stays staked for every spec.
      { campaignId: campaignId(1, 'ongoing'), owner: 'rosa', standard: 721, tokenId: 10017, amount: 1 },
    ],
    listings: [
      { seller: 'bob', standard: 721, tokenId: 10011, sellAmount: 1, price: '0.5', currency: 'native' },
      { seller: 'carol', standard: 721, tokenId: 10012, sellAmount: 1, price: '250', currency: 'token' },
      { seller: 'carol', standard: 1155, tokenId: 15002, sellAmount: 2, price: '120', currency: 'token' },
      // LAND_E2E.tokenListing and nativeListing (market ids 4 and 5 on BSC-local; the item listings follow them).
      { seller: 'quinn', standard: 721, tokenId: 10014, sellAmount: 1, price: '150', currency: 'token' },
      { seller: 'quinn', standard: 721, tokenId: 10015, sellAmount: 1, price: '0.75', currency: 'native' },
    ],
    items: CHAIN_ITEMS,
    mysteryBox: {
      index: 4,
      products: [
        { tokenId: 1, label: '1x1', price: '100', stock: boxStock('berlin', 51001, 60, 40, '1x1', 6) },
        { tokenId: 2, label: '2x1', price: '180', stock: boxStock('berlin', 51101, 60, 42, '2x1', 3) },
        // Reserved for the sold-out race of the e2e failures (MYSTERY_BOX_E2E.soldOut): no other spec buys it.
        { tokenId: 3, label: '1x1', price: '150', stock: boxStock('berlin', 51201, 60, 44, '1x1', 2) },
      ],
    },
    ...treasuryFunded('bsc'),
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
      l721(40003, 'tokyo', 5, 6, '2x2', 'carol'),
      l721(40004, 'tokyo', 10, 5, '1x1', 'bob'),
      l721(60001, 'saopaulo', 30, 40, '1x1', 'alice'),
      l721(60002, 'saopaulo', 31, 40, '2x1', 'carol'),
    ],
    lands1155: [
      l1155(35001, 'london', 30, 10, '1x1', [
        { owner: 'alice', quantity: 4 },
        { owner: 'dave', quantity: 2 },
      ]),
      l1155(45001, 'tokyo', 20, 5, '2x2', [
        { owner: 'bob', quantity: 3 },
        { owner: 'carol', quantity: 1 },
      ]),
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
    items: CHAIN_ITEMS,
    mysteryBox: {
      index: 4,
      products: [
        { tokenId: 1, label: '1x1', price: '100', stock: boxStock('saopaulo', 61001, 60, 40, '1x1', 6) },
        { tokenId: 2, label: '2x1', price: '180', stock: boxStock('saopaulo', 61101, 60, 42, '2x1', 3) },
      ],
    },
    ...treasuryFunded('pol'),
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
