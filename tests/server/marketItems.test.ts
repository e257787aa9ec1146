// The item market API on the seeded local world: browse filters, order and paging, item detail with its listings (and a
// purchase through its record id), a wallet's inventory read from the chain, all following LandMarket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JsonRpcProvider, NonceManager, Wallet, parseUnits } from 'ethers';
import { ITEM_CATALOG, inCategory } from '@common/domain/items';
import { cityOfLandName } from '@common/domain/land';
import { account, type AccountName } from '@common/localWorld/accounts';
import { MARKET_E2E, seededListing, seededListings } from '@common/localWorld/market';
import { connectWorld } from '../../src/services/chain/contracts';
import { startChains, type LocalWorld } from '../../scripts/chains/index';
import { ENVELOPE, form, walletLogin, startWorld, type TestWorld } from './support';

let chains: LocalWorld;
let w: TestWorld;
let provider: JsonRpcProvider;

beforeAll(async () => {
  chains = await startChains({ dataDir: mkdtempSync(join(tmpdir(), 'mw-items-')), ports: { eth: 0, bsc: 0, pol: 0 }, quiet: true });
  w = await startWorld({ deployments: chains.deployments });
  provider = new JsonRpcProvider(chains.deployments.bsc.rpcUrl, 31338, { staticNetwork: true, cacheTimeout: -1 });
}, 240_000);
afterAll(async () => {
  provider?.destroy();
  await w?.stop();
  await chains?.stop();
});

interface Card {
  itemId: string;
  n: string;
  id: number;
  value: number;
  listings: number;
  dviprice: string;
  grade: number | null;
  category: string;
  tokentype: string;
  thumburl: string;
  currency: string;
}
const browse = async (fields: Record<string, string> = {}) => (await form(w, '/web/market_item_browse', { network: 'BSC', ...fields })).body;
const allCards = async (fields: Record<string, string> = {}): Promise<Card[]> => (await browse({ ...fields, count: '100' })).data.rows;
const open = seededListings('bsc').filter((l) => l.remaining > 0);
const marketIdOf = (l: (typeof open)[number]) => (l.itemId === null ? `${l.nft}-${l.tokenId}` : String(l.itemId));

describe('market_item_browse', () => {
  it('shows every catalog item and each LAND with an open listing, 12 a page, with the cheapest open listing of each', async () => {
    const first = await browse();
    const landIds = new Set(open.filter((l) => l.itemId === null).map(marketIdOf));
    expect(first.data.total).toBe(ITEM_CATALOG.length + landIds.size);
    expect(first.data.rows).toHaveLength(12);
    const cards = await allCards();
    const pages = await Promise.all([1, 2, 3, 4].map((p) => browse({ page: String(p) })));
    expect(pages.flatMap((p) => p.data.rows.map((r: Card) => r.itemId))).toEqual(cards.map((c) => c.itemId));
    for (const c of cards) {
      const mine = open.filter((l) => marketIdOf(l) === c.itemId);
      expect(c.listings, c.itemId).toBe(mine.length);
      expect(c.value, c.itemId).toBe(mine.reduce((n, l) => n + l.remaining, 0));
      if (!mine.length) continue;
      const best = [...mine].sort((a, b) => Number(parseUnits(a.price, 18) - parseUnits(b.price, 18)) || a.index - b.index)[0]!;
      expect([c.id, c.dviprice, c.currency], c.itemId).toEqual([best.index, best.price, best.currency]);
    }
    const armor = cards.find((c) => c.itemId === '204')!;
    expect(armor).toMatchObject({ n: 'Dragon Scale Armor', grade: 8, category: 'equipments.top', tokentype: '1155', thumburl: '/static/items/204.svg' });
  });

  it('orders by newest listing, name and cheapest unit price (items without an open listing last)', async () => {
    const newest = await allCards({ order: 'newest' });
    const listed = newest.filter((c) => c.listings > 0);
    expect(newest.slice(0, listed.length)).toEqual(listed);
    expect(newest[0]!.itemId).toBe(marketIdOf(open[open.length - 1]!));
    const names = (await allCards({ order: 'name' })).map((c) => c.n);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    for (const order of ['priceAsc', 'priceDesc']) {
      const cards = await allCards({ order });
      const prices = cards.filter((c) => c.listings > 0).map((c) => parseUnits(c.dviprice, 18));
      expect(
        cards.slice(prices.length).every((c) => c.listings === 0),
        order,
      ).toBe(true);
      const sorted = [...prices].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(prices, order).toEqual(order === 'priceAsc' ? sorted : sorted.reverse());
    }
  });

  it('filters by menu path (a top category holds its sub-categories), LAND, name in either language, grade, sale and standard', async () => {
    const equipments = await allCards({ category: 'equipments' });
    expect(equipments.map((c) => c.itemId)).toEqual(
      expect.arrayContaining(ITEM_CATALOG.filter((i) => inCategory(i.category, 'equipments')).map((i) => String(i.id))),
    );
    expect(equipments.every((c) => c.category.startsWith('equipments.'))).toBe(true);
    expect((await allCards({ category: 'equipments.cap' })).map((c) => c.itemId).sort()).toEqual(['201', '202']);
    const land = await allCards({ category: 'land' });
    expect(land.length).toBeGreaterThan(0);
    expect(land.every((c) => c.category === 'land' && c.itemId.startsWith('land') && c.listings > 0 && c.grade === null)).toBe(true);
    expect((await allCards({ search: 'DRAGON' })).map((c) => c.itemId)).toEqual(['204']);
    const ko = await allCards({ search: '용비늘' });
    expect(ko.map((c) => [c.itemId, c.n])).toEqual([['204', 'Dragon Scale Armor']]);
    expect((await allCards({ search: '용비늘', lang: 'ko' }))[0]!.n).toBe('용비늘 갑옷');
    const viaHeader = await (
      await fetch(`${w.url}/web/market_item_browse`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.5' },
        body: new URLSearchParams({ ...ENVELOPE, network: 'BSC', search: 'dragon' }),
      })
    ).json();
    expect(viaHeader.data.rows[0].n).toBe('용비늘 갑옷');
    expect((await allCards({ grade: '8' })).every((c) => c.grade === 8)).toBe(true);
    const forSale = await allCards({ for_sale: '1' });
    expect(new Set(forSale.map((c) => c.itemId))).toEqual(new Set(open.map(marketIdOf)));
    expect((await allCards({ standard: '721' })).every((c) => c.tokentype === '721')).toBe(true);
    expect((await allCards({ search: "%' OR 1=1 --" })).length).toBe(0);
  });
});

describe('the older market lists', () => {
  it('list item listings with their market item id (the item page), their catalog picture and LAND with its city', async () => {
    const rows = (await form(w, '/web/market_item_list', { type: 'list', for_sale: '1', count: '100' })).body.data.rows as {
      n: string;
      tokenId: string;
      thumburl: string;
      nft_id: string;
    }[];
    expect(rows.find((r) => r.nft_id === '204')?.thumburl).toBe('/static/items/204.svg');
    expect(rows.find((r) => r.nft_id === 'land721-10011')).toMatchObject({ thumburl: '/static/land/seoul.svg', n: 'SeoulA LAND #10011' });
  });
});

describe('market_item_detail', () => {
  it('gives the item, its collection and its open listings cheapest first; a listing bought through its record id follows the chain', async () => {
    const d = (await form(w, '/web/market_item_detail', { network: 'BSC', itemId: '204' })).body.data;
    expect(d.nft).toBe(chains.deployments.bsc.contracts.items1155);
    const expected = open.filter((l) => l.itemId === 204).sort((a, b) => Number(parseUnits(a.price, 18) - parseUnits(b.price, 18)));
    expect(d.listings.map((l: { index: number }) => l.index)).toEqual(expected.map((l) => l.index));
    const e2e = seededListing('bsc', MARKET_E2E.tokenBuy.listing);
    const target = d.listings.find((l: { index: number }) => l.index === e2e.index);
    expect(target).toMatchObject({ seller: account('karl').address.toLowerCase(), sellAmount: e2e.remaining, price: e2e.price, currency: 'token' });

    const buyer: AccountName = 'dave';
    const { jar } = await walletLogin(w, buyer);
    const fields = { item_id: String(target.recordId), seller: account('karl').address, buyer: account(buyer).address, amount: '2', price: target.price };
    const p = await form(w, '/web/market_prepending_create', fields, { jar });
    expect(p.status).toBe(200);
    const dave = connectWorld(chains.deployments.bsc.contracts, new NonceManager(new Wallet(account(buyer).privateKey, provider)));
    await (await dave.token.approve(chains.deployments.bsc.contracts.market, parseUnits(target.price, 18) * 2n)).wait();
    const tx = await dave.market.Transaction_Item_WithToken(target.index, 2);
    await tx.wait();
    expect((await form(w, '/web/market_item_trade', { prepending_id: String(p.body.data.prepending_id), hash_addr: tx.hash }, { jar })).body).toEqual({
      data: 'success',
    });
    const after = (await form(w, '/web/market_item_detail', { network: 'BSC', itemId: '204' })).body.data;
    expect(after.listings.find((l: { index: number }) => l.index === e2e.index).sellAmount).toBe(e2e.remaining - 2);
  });

  it('gives a listed ERC-721 item with its piece, and a LAND listing; 404 for an unknown item or LAND', async () => {
    const piece = seededListing('bsc', 'carol.phoenix');
    const d = (await form(w, '/web/market_item_detail', { network: 'BSC', itemId: '404' })).body.data;
    expect(d.nft).toBe(chains.deployments.bsc.contracts.items721);
    expect(d.listings.map((l: { tokenId: string }) => l.tokenId)).toContain(String(piece.tokenId));
    const land = open.find((l) => l.itemId === null)!;
    const ld = (await form(w, '/web/market_item_detail', { network: 'BSC', itemId: marketIdOf(land) })).body.data;
    // Named as the LAND calls name it (landNameOf): the front end titles it with the city's label everywhere.
    expect(ld.item).toMatchObject({ category: 'land', tokenId: String(land.tokenId) });
    expect(cityOfLandName(ld.item.n)).toEqual({ city: expect.any(String), tokenId: String(land.tokenId) });
    expect(ld.listings[0]).toMatchObject({ index: land.index, price: land.price });
    for (const itemId of ['999', 'land721-1']) {
      const r = await form(w, '/web/market_item_detail', { network: 'BSC', itemId });
      expect([r.status, r.body.error], itemId).toEqual([404, 'error-msg-not-found']);
    }
  });
});

describe('market_inventory', () => {
  it("reads a wallet's items from the chain with its open listings, 12 a page", async () => {
    const o = MARKET_E2E.inventory;
    const owner_addr = account(o.account).address;
    const p1 = (await form(w, '/web/market_inventory', { network: 'BSC', owner_addr })).body.data;
    expect(p1.total).toBeGreaterThan(12);
    expect(p1.rows).toHaveLength(12);
    const p2 = (await form(w, '/web/market_inventory', { network: 'BSC', owner_addr, page: '2' })).body.data;
    const rows = [...p1.rows, ...p2.rows];
    expect(rows).toHaveLength(p1.total);
    const openL = seededListing('bsc', o.open);
    const openRow = rows.find((r) => r.tokenId === String(openL.tokenId));
    expect(openRow.listed.map((l: { index: number }) => l.index)).toEqual([openL.index]);
    expect(rows.find((r) => r.tokenId === String(seededListing('bsc', o.soldOut).tokenId))).toBeUndefined();
    expect(rows.find((r) => r.tokenId === String(seededListing('bsc', o.unlisted).tokenId))).toMatchObject({ quantity: 1, listed: [] });
    const pieces = rows.filter((r) => r.item.tokentype === '721');
    expect(pieces.map((r) => r.tokenId).sort()).toEqual(['403011', '604011']);
    expect(pieces.every((r) => r.nft === chains.deployments.bsc.contracts.items721 && r.quantity === 1)).toBe(true);
  });

  it("shows LAND from the holdings: in the wallet, staked and listed, and the seller's open listings", async () => {
    const alice = (await form(w, '/web/market_inventory', { network: 'BSC', owner_addr: account('alice').address, kind: 'land', count: '100' })).body.data;
    expect(alice.rows.every((r: { item: { category: string } }) => r.item.category === 'land')).toBe(true);
    expect(alice.rows.find((r: { tokenId: string }) => r.tokenId === '15001')).toMatchObject({ staked: 2 });
    const bobLand = open.find((l) => l.itemId === null && l.seller === 'bob')!;
    const bob = (await form(w, '/web/market_inventory', { network: 'BSC', owner_addr: account('bob').address, kind: 'land', count: '100' })).body.data;
    expect(bob.rows.find((r: { tokenId: string }) => r.tokenId === String(bobLand.tokenId))).toMatchObject({ quantity: 0, listed: [{ index: bobLand.index }] });
  });
});
