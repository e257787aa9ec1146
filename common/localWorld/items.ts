// The local world's game items (common/domain/items.ts catalog): who holds what, and the item listings the seeder
// makes, buys from and unlists on every chain. Plain data plus pure helpers; the e2e reservations are in market.ts.
import { ITEM_CATALOG, pieceTokenId, type ItemStandard } from '../domain/items';
import type { AccountName } from './accounts';

/** ERC-1155 quantities minted to one account: catalog id -> quantity. */
export interface SeedItemStock {
  owner: AccountName;
  items: Readonly<Record<number, number>>;
}

/** ERC-721 pieces minted to one account: token ids pieceTokenId(itemId, serial). */
export interface SeedPieces {
  owner: AccountName;
  tokenIds: readonly number[];
}

export interface SeedItemBuy {
  buyer: AccountName;
  amount: number;
}

export interface SeedItemListing {
  /** Names the listing for tests and e2e specs; unique on a chain. */
  key: string;
  seller: AccountName;
  standard: ItemStandard;
  /** The catalog id for ERC-1155, the piece's token id for ERC-721. */
  tokenId: number;
  sellAmount: number;
  /** Unit price in whole coins or tokens (18 decimals on chain). */
  price: string;
  currency: 'native' | 'token';
  /** Bought by other accounts during seeding, in this order (Transaction_Item or _WithToken). */
  buys: readonly SeedItemBuy[];
  /** Unlisted by the seller (cancelSell) after the buys. */
  unlisted: boolean;
}

export interface ChainItems {
  stock1155: readonly SeedItemStock[];
  pieces721: readonly SeedPieces[];
  /** Listed in this order after the LAND listings, so their market item ids follow those. */
  listings: readonly SeedItemListing[];
}

export type ListingState = 'open' | 'soldOut' | 'unlisted';

const sold = (l: SeedItemListing) => l.buys.reduce((n, b) => n + b.amount, 0);

/** The listing's state after seeding. */
export function listingState(l: SeedItemListing): ListingState {
  if (l.unlisted) return 'unlisted';
  return sold(l) >= l.sellAmount ? 'soldOut' : 'open';
}

/** Units still for sale after seeding (0 when sold out or unlisted). */
export function listingRemaining(l: SeedItemListing): number {
  return listingState(l) === 'open' ? l.sellAmount - sold(l) : 0;
}

/** How many of an ERC-1155 item (or 0/1 of an ERC-721 piece) an account holds in its wallet after seeding. */
export function heldAfterSeed(items: ChainItems, owner: AccountName, standard: ItemStandard, tokenId: number): number {
  const minted =
    standard === 1155
      ? items.stock1155.filter((s) => s.owner === owner).reduce((n, s) => n + (s.items[tokenId] ?? 0), 0)
      : items.pieces721.filter((p) => p.owner === owner && p.tokenIds.includes(tokenId)).length;
  let held = minted;
  for (const l of items.listings.filter((x) => x.standard === standard && x.tokenId === tokenId)) {
    if (l.seller === owner) held -= l.sellAmount - (l.unlisted ? l.sellAmount - sold(l) : 0);
    held += l.buys.filter((b) => b.buyer === owner).reduce((n, b) => n + b.amount, 0);
  }
  return held;
}

const listing = (
  key: string,
  seller: AccountName,
  standard: ItemStandard,
  tokenId: number,
  sellAmount: number,
  price: string,
  currency: 'native' | 'token',
  after: { buys?: readonly SeedItemBuy[]; unlisted?: boolean } = {},
): SeedItemListing => ({ key, seller, standard, tokenId, sellAmount, price, currency, buys: after.buys ?? [], unlisted: after.unlisted ?? false });

const piece = pieceTokenId;

/** The players' items: every ERC-1155 catalog item is held by one or two of alice, bob, carol and dave. */
const PLAYER_STOCK: readonly SeedItemStock[] = [
  { owner: 'alice', items: { 201: 8, 203: 4, 205: 3, 209: 5, 211: 2, 301: 1, 401: 2, 501: 6, 601: 3, 701: 2, 802: 5 } },
  { owner: 'bob', items: { 201: 1, 202: 2, 204: 3, 206: 6, 212: 10, 302: 2, 402: 1, 502: 4, 602: 1, 702: 3, 801: 25 } },
  { owner: 'carol', items: { 203: 3, 207: 4, 208: 1, 210: 2, 301: 6, 401: 12, 501: 2, 603: 1, 701: 1, 802: 2 } },
  { owner: 'dave', items: { 204: 1, 205: 2, 208: 3, 209: 1, 212: 4, 213: 3, 402: 2, 502: 1, 603: 2, 702: 1 } },
];

/** Pieces 1 to 3 of every ERC-721 catalog item among the players. */
const PLAYER_PIECES: readonly SeedPieces[] = [
  { owner: 'alice', tokenIds: [piece(101, 1), piece(403, 2), piece(604, 2)] },
  { owner: 'bob', tokenIds: [piece(101, 2), piece(403, 1), piece(404, 3)] },
  { owner: 'carol', tokenIds: [piece(101, 3), piece(102, 1), piece(404, 1)] },
  { owner: 'dave', tokenIds: [piece(102, 2), piece(404, 2), piece(604, 1)] },
];

/**
 * The players' listings, each player several: native coin and platform token, ERC-1155 amounts and ERC-721 pieces,
 * open, partly sold, sold out and unlisted. Alice never sells for nor spends the platform token, so her 10,000 DVI
 * stay (the login spec reads them).
 */
const PLAYER_LISTINGS: readonly SeedItemListing[] = [
  listing('alice.cap', 'alice', 1155, 201, 5, '0.01', 'native', { buys: [{ buyer: 'bob', amount: 2 }] }),
  listing('bob.armor', 'bob', 1155, 204, 2, '2500', 'token', { buys: [{ buyer: 'carol', amount: 2 }] }),
  listing('carol.phoenix', 'carol', 721, piece(404, 1), 1, '12000', 'token'),
  listing('dave.spear', 'dave', 1155, 213, 3, '1.5', 'native'),
  listing('alice.aria', 'alice', 721, piece(101, 1), 1, '0.8', 'native', { buys: [{ buyer: 'dave', amount: 1 }] }),
  listing('bob.tiger', 'bob', 1155, 502, 4, '150', 'token', { unlisted: true }),
  listing('carol.hanbok', 'carol', 1155, 301, 6, '75.5', 'token', {
    buys: [
      { buyer: 'dave', amount: 2 },
      { buyer: 'bob', amount: 1 },
    ],
  }),
  listing('dave.tower', 'dave', 721, piece(604, 1), 1, '3200', 'token'),
  listing('alice.earring', 'alice', 1155, 209, 3, '1000', 'token'),
  listing('bob.glider', 'bob', 721, piece(403, 1), 1, '0.25', 'native'),
  listing('carol.scooter', 'carol', 1155, 401, 10, '0.002', 'native', { buys: [{ buyer: 'alice', amount: 10 }] }),
  listing('dave.office', 'dave', 1155, 603, 2, '1450', 'token', { buys: [{ buyer: 'bob', amount: 1 }], unlisted: true }),
  listing('bob.fireworks', 'bob', 1155, 801, 20, '5', 'token'),
  listing('alice.hanok', 'alice', 1155, 701, 1, '0.3', 'native', { unlisted: true }),
  listing('carol.doyun', 'carol', 721, piece(102, 1), 1, '640', 'token', { buys: [{ buyer: 'bob', amount: 1 }] }),
  listing('dave.necklace', 'dave', 1155, 208, 2, '0.05', 'native'),
];

/** The market e2e accounts' items (see MARKET_E2E in market.ts for who does what with them). */
const E2E_STOCK: readonly SeedItemStock[] = [
  { owner: 'heidi', items: { 302: 10, 501: 6 } },
  { owner: 'karl', items: { 204: 10, 206: 5, 207: 5, 210: 3, 212: 4 } },
  {
    owner: 'olivia',
    items: { 201: 1, 202: 1, 203: 2, 205: 1, 206: 3, 207: 1, 208: 2, 211: 1, 212: 1, 301: 1, 402: 1, 601: 2, 602: 1, 702: 1 },
  },
];

const E2E_PIECES: readonly SeedPieces[] = [
  { owner: 'heidi', tokenIds: [piece(102, 11)] },
  { owner: 'karl', tokenIds: [piece(101, 11)] },
  { owner: 'olivia', tokenIds: [piece(403, 11), piece(604, 11)] },
];

/** Listings reserved for one e2e scenario each, so specs never consume one another's (MARKET_E2E in market.ts). */
const E2E_LISTINGS: readonly SeedItemListing[] = [
  listing('e2e.tokenBuy', 'karl', 1155, 204, 5, '1250', 'token'),
  listing('e2e.nativeBuy', 'karl', 721, piece(101, 11), 1, '0.75', 'native'),
  listing('e2e.race', 'karl', 1155, 210, 1, '0.3', 'native'),
  listing('e2e.pendingReload', 'karl', 1155, 212, 4, '0.02', 'native'),
  listing('e2e.failures', 'karl', 1155, 206, 3, '45', 'token'),
  listing('e2e.nativeFailures', 'karl', 1155, 207, 3, '0.05', 'native'),
  listing('e2e.unlist', 'heidi', 1155, 501, 2, '30', 'token'),
  listing('e2e.ownListing', 'heidi', 1155, 501, 2, '0.1', 'native'),
  listing('e2e.inventoryOpen', 'olivia', 1155, 601, 1, '20', 'token'),
  listing('e2e.inventorySold', 'olivia', 1155, 602, 1, '0.01', 'native', { buys: [{ buyer: 'dave', amount: 1 }] }),
  listing('e2e.inventoryUnlisted', 'olivia', 1155, 702, 1, '8', 'token', { unlisted: true }),
  listing('e2e.loadBuy', 'karl', 1155, 210, 2, '0.01', 'native'),
];

/** The same items and listings on every chain (listing ids differ: they follow each chain's LAND listings). */
export const CHAIN_ITEMS: ChainItems = {
  stock1155: [...PLAYER_STOCK, ...E2E_STOCK],
  pieces721: [...PLAYER_PIECES, ...E2E_PIECES],
  listings: [...PLAYER_LISTINGS, ...E2E_LISTINGS],
};

/** Every catalog item of the standard, for checks that the world mints each one. */
export const catalogIds = (standard: ItemStandard): number[] => ITEM_CATALOG.filter((i) => i.standard === standard).map((i) => i.id);
