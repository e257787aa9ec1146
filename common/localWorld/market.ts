// The local world's market as the chain numbers it: every seeded listing (LAND, then items) with its LandMarket item id,
// and MARKET_E2E, the accounts and listings reserved for each market e2e scenario (specs import these, never hard-code).
import type { ChainKey } from '../domain/chains';
import { itemOfPiece, pieceTokenId } from '../domain/items';
import type { AccountName } from './accounts';
import { listingRemaining, listingState, type ListingState, type SeedItemBuy } from './items';
import { WORLD } from './world';

/** The contract an NFT listing is of (the ContractName of common/domain/contracts.ts). */
export type ListedNft = 'land721' | 'land1155' | 'items721' | 'items1155';

export interface SeededListing {
  /** LandMarket's itemId: 1-based, in seeding order. */
  index: number;
  /** The item listing's key (common/localWorld/items.ts); 'land-<tokenId>' for LAND. */
  key: string;
  nft: ListedNft;
  /** ERC-1155 id (a catalog id for items) or ERC-721 token id (a piece id for items). */
  tokenId: number;
  /** The catalog id for items; null for LAND. */
  itemId: number | null;
  seller: AccountName;
  /** Listed amount. */
  sellAmount: number;
  /** Whole coins or tokens per unit. */
  price: string;
  currency: 'native' | 'token';
  buys: readonly SeedItemBuy[];
  state: ListingState;
  /** Units still for sale after seeding. */
  remaining: number;
}

/** Every listing the seeder makes on a chain, in on-chain order: LAND listings first, then item listings. */
export function seededListings(chain: ChainKey): SeededListing[] {
  const w = WORLD[chain];
  const land: SeededListing[] = w.listings.map((l, i) => ({
    index: i + 1,
    key: `land-${l.tokenId}`,
    nft: l.standard === 721 ? 'land721' : 'land1155',
    tokenId: l.tokenId,
    itemId: null,
    seller: l.seller,
    sellAmount: l.sellAmount,
    price: l.price,
    currency: l.currency,
    buys: [],
    state: 'open',
    remaining: l.sellAmount,
  }));
  const items: SeededListing[] = w.items.listings.map((l, i) => ({
    index: land.length + i + 1,
    key: l.key,
    nft: l.standard === 721 ? 'items721' : 'items1155',
    tokenId: l.tokenId,
    itemId: l.standard === 721 ? itemOfPiece(l.tokenId) : l.tokenId,
    seller: l.seller,
    sellAmount: l.sellAmount,
    price: l.price,
    currency: l.currency,
    buys: l.buys,
    state: listingState(l),
    remaining: listingRemaining(l),
  }));
  return [...land, ...items];
}

/** One seeded listing by key (item listings) or 'land-<tokenId>'; throws when the chain has none. */
export function seededListing(chain: ChainKey, key: string): SeededListing {
  const found = seededListings(chain).find((l) => l.key === key);
  if (!found) throw new Error(`no seeded listing ${key} on ${chain}`);
  return found;
}

/**
 * Who does what in the market e2e specs. Every scenario has its own account and, where it buys, its own listing
 * (sold by karl, who never signs in), so specs never consume one another's listings. The listings exist on every
 * chain; `chain` is where the scenario plays (the test wallet starts on BSC-local). Resolve a listing with
 * seededListing(chain, listing): its index is the market/{tab}/{itemId}/{index} route's index.
 */
export const MARKET_E2E = {
  /** Buys 2 of 5 with the platform token: exact approval (2,500 DVI), trade, allowance back to 0. */
  tokenBuy: { account: 'frank', chain: 'bsc', listing: 'e2e.tokenBuy', quantity: 2 },
  /** Buys an ERC-721 piece for native coin. */
  nativeBuy: { account: 'grace', chain: 'bsc', listing: 'e2e.nativeBuy', quantity: 1 },
  /** mia opens the listing; ivan buys its only unit on chain first; mia's buy then meets NotForSale. */
  race: { account: 'mia', racer: 'ivan', chain: 'bsc', listing: 'e2e.race', quantity: 1 },
  /** Reloads while the native trade is pending; one unit of four. */
  pendingReload: { account: 'leo', chain: 'bsc', listing: 'e2e.pendingReload', quantity: 1 },
  /**
   * Nothing is bought: rejected approval, rejected trade, no quantity, more than is listed (3 for sale), token and
   * native listings. A rejected trade after a confirmed approval leaves nina that exact allowance (nobody else is
   * affected): try the rejected approval first, or ask for more units than were approved.
   */
  failures: { account: 'nina', chain: 'bsc', listing: 'e2e.failures', nativeListing: 'e2e.nativeFailures', forSale: 3 },
  /** The listing is on POL-local while the wallet is on BSC-local: the switch is offered. */
  wrongNetwork: { account: 'nina', chain: 'pol', walletChain: 'bsc', listing: 'e2e.nativeFailures' },
  /** judy holds no platform token: a token purchase is refused before the wallet opens. */
  notEnoughToken: { account: 'judy', chain: 'bsc', listing: 'e2e.failures' },
  /** erin holds almost no native coin: "You don't have enough native coins to make this transaction." */
  notEnoughNative: { account: 'erin', chain: 'bsc', listing: 'e2e.nativeFailures' },
  /**
   * heidi lists her unlisted ERC-721 piece and an amount of her ERC-1155 stack (no standing approval: the approve step
   * shows), unlists, relists.
   */
  list: { account: 'heidi', chain: 'bsc', piece: { itemId: 102, tokenId: pieceTokenId(102, 11) }, stack: { itemId: 302, quantity: 10 }, listAmount: 3 },
  /** heidi unlists her open listing (2 units for 30 DVI). */
  unlist: { account: 'heidi', chain: 'bsc', listing: 'e2e.unlist' },
  /** heidi views her own open listing: she is its seller ('Buyer and seller have same account' if she tries to buy). */
  ownListing: { account: 'heidi', chain: 'bsc', listing: 'e2e.ownListing' },
  /** ruby reloads the item and presses Buy while her wallet reconnects: the native-coin purchase of one unit completes. */
  loadBuy: { account: 'ruby', chain: 'bsc', listing: 'e2e.loadBuy', quantity: 1 },
  /** olivia's inventory, read only: more than 12 entries (two pages), one open, one sold-out and one unlisted listing. */
  inventory: { account: 'olivia', chain: 'bsc', open: 'e2e.inventoryOpen', soldOut: 'e2e.inventorySold', unlisted: 'e2e.inventoryUnlisted' },
} as const satisfies Record<string, { account: AccountName; chain: ChainKey; [detail: string]: unknown }>;
