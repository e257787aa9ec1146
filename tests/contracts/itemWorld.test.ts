// The seeded item world (common/localWorld/items.ts, market.ts) is consistent before it reaches a chain: every catalog
// item is minted, every listing can be made and bought as declared, and each e2e scenario has its own account and listing.
import { describe, expect, it } from 'vitest';
import { CHAIN_KEYS } from '@common/domain/chains';
import { catalogItem, itemOfPiece } from '@common/domain/items';
import { ACCOUNTS } from '@common/localWorld/accounts';
import { catalogIds, heldAfterSeed, listingState } from '@common/localWorld/items';
import { MARKET_E2E, seededListing, seededListings } from '@common/localWorld/market';
import { WORLD } from '@common/localWorld/world';

describe.each(CHAIN_KEYS)('%s items', (key) => {
  const items = WORLD[key].items;
  const names = ACCOUNTS.map((a) => a.name);

  it('mints every ERC-1155 catalog item to several accounts and pieces of every ERC-721 item', () => {
    for (const id of catalogIds(1155)) {
      expect(items.stock1155.filter((s) => (s.items[id] ?? 0) > 0).length, `item ${id}`).toBeGreaterThan(0);
    }
    expect(new Set(items.stock1155.flatMap((s) => Object.keys(s.items).map(Number)))).toEqual(new Set(catalogIds(1155)));
    const pieces = items.pieces721.flatMap((p) => p.tokenIds);
    expect(new Set(pieces.map(itemOfPiece))).toEqual(new Set(catalogIds(721)));
    expect(new Set(pieces).size).toBe(pieces.length);
  });

  it('lists only what the seller holds, in the standard of the catalog item, and buys no more than is listed', () => {
    expect(new Set(items.listings.map((l) => l.key)).size).toBe(items.listings.length);
    for (const l of items.listings) {
      const itemId = l.standard === 721 ? itemOfPiece(l.tokenId) : l.tokenId;
      expect(catalogItem(itemId)?.standard, l.key).toBe(l.standard);
      if (l.standard === 721) expect(l.sellAmount, l.key).toBe(1);
      expect(
        l.buys.reduce((n, b) => n + b.amount, 0),
        l.key,
      ).toBeLessThanOrEqual(l.sellAmount);
      expect(l.buys.every((b) => b.buyer !== l.seller)).toBe(true);
      expect(Number(l.price)).toBeGreaterThan(0);
    }
    for (const n of names) {
      for (const id of catalogIds(1155)) expect(heldAfterSeed(items, n, 1155, id), `${n} ${id}`).toBeGreaterThanOrEqual(0);
    }
  });

  it('has listings by every player, in both currencies and standards, open, partly sold, sold out and unlisted', () => {
    for (const p of ['alice', 'bob', 'carol', 'dave']) expect(items.listings.some((l) => l.seller === p)).toBe(true);
    for (const currency of ['native', 'token'] as const) {
      const of = items.listings.filter((l) => l.currency === currency);
      expect(new Set(of.map(listingState))).toEqual(new Set(['open', 'soldOut', 'unlisted']));
      expect(new Set(of.map((l) => l.standard))).toEqual(new Set([721, 1155]));
    }
    expect(items.listings.some((l) => listingState(l) === 'open' && l.buys.length > 0)).toBe(true);
    expect(items.listings.some((l) => Number(l.price) >= 1000)).toBe(true);
  });

  it("never moves alice's platform tokens, so her 10,000 DVI stay as other specs read them", () => {
    const token = items.listings.filter((l) => l.currency === 'token');
    expect(token.some((l) => l.buys.some((b) => b.buyer === 'alice'))).toBe(false);
    expect(token.some((l) => l.seller === 'alice' && l.buys.length > 0)).toBe(false);
  });

  it('numbers item listings after the LAND listings', () => {
    const all = seededListings(key);
    expect(all.map((l) => l.index)).toEqual(all.map((_, i) => i + 1));
    expect(all.slice(0, WORLD[key].listings.length).every((l) => l.nft.startsWith('land'))).toBe(true);
  });
});

describe('MARKET_E2E', () => {
  const listingKeys = (s: object) =>
    Object.entries(s)
      .filter(([k]) => k === 'listing' || k === 'nativeListing' || k === 'open' || k === 'soldOut' || k === 'unlisted')
      .map(([, v]) => String(v));

  it('names listings that exist on the scenario chain, in the state the scenario needs', () => {
    for (const s of Object.values(MARKET_E2E)) {
      for (const k of listingKeys(s)) expect(seededListing(s.chain, k).key).toBe(k);
    }
    const { inventory } = MARKET_E2E;
    expect(seededListing('bsc', inventory.soldOut).state).toBe('soldOut');
    expect(seededListing('bsc', inventory.unlisted).state).toBe('unlisted');
    for (const k of ['e2e.tokenBuy', 'e2e.nativeBuy', 'e2e.race', 'e2e.pendingReload', 'e2e.failures', 'e2e.nativeFailures', 'e2e.unlist']) {
      expect(seededListing('bsc', k).state, k).toBe('open');
    }
    expect(seededListing('bsc', MARKET_E2E.tokenBuy.listing).remaining).toBeGreaterThanOrEqual(MARKET_E2E.tokenBuy.quantity);
    expect(seededListing('bsc', MARKET_E2E.failures.listing).remaining).toBe(MARKET_E2E.failures.forSale);
    expect(seededListing('bsc', MARKET_E2E.race.listing).remaining).toBe(MARKET_E2E.race.quantity);
  });

  it('gives each scenario that sends a transaction its own account and each purchase its own listing', () => {
    const senders = ['tokenBuy', 'nativeBuy', 'race', 'pendingReload', 'failures', 'list', 'inventory'] as const;
    const accounts = senders.map((s) => MARKET_E2E[s].account);
    expect(new Set([...accounts, MARKET_E2E.race.racer]).size).toBe(accounts.length + 1);
    const bought = ['tokenBuy', 'nativeBuy', 'race', 'pendingReload'] as const;
    expect(new Set(bought.map((s) => MARKET_E2E[s].listing)).size).toBe(bought.length);
    for (const s of Object.values(MARKET_E2E)) expect(ACCOUNTS.some((a) => a.name === s.account)).toBe(true);
  });

  it("leaves heidi's piece and stack unlisted in her wallet, and judy without platform token", () => {
    const { list } = MARKET_E2E;
    const items = WORLD.bsc.items;
    expect(heldAfterSeed(items, 'heidi', 721, list.piece.tokenId)).toBe(1);
    expect(heldAfterSeed(items, 'heidi', 1155, list.stack.itemId)).toBe(list.stack.quantity);
    expect(itemOfPiece(list.piece.tokenId)).toBe(list.piece.itemId);
    for (const key of CHAIN_KEYS) expect(WORLD[key].tokenGrants.judy).toBeUndefined();
  });
});
