// LAND map per city, LAND market lists, LAND with owner (staking popup), market lists, purchase input checks, 4th land sale.
// The chains 'do not answer' here (fakeDeployments); purchases on a real chain: marketAttacks.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_CATEGORIES } from '@common/api/market';
import { account } from '@common/localWorld/accounts';
import { WORLD } from '@common/localWorld/world';
import { form, walletLogin, idLogin, type TestWorld } from './support';
import { startIndexedWorld } from './fixtures';

let w: TestWorld;
beforeAll(async () => {
  // The chains do not answer here: the index holds what the indexer read from them before they went away.
  w = await startIndexedWorld();
});
afterAll(async () => {
  await w?.stop();
});

const alice = account('alice').address;
const bob = account('bob').address;
const carol = account('carol').address;

describe('GetLandData', () => {
  it('answers a change to land_blocks at once, whichever path wrote it (the kept answer follows the table)', async () => {
    const price = async () =>
      (await form(w, '/web/GetLandData', { Land: 'seoul' })).body.data.rows.find((b: { tokenId: string }) => b.tokenId === '10005').dviprice;
    const before = await price();
    expect(await price()).toBe(before);
    await w.api.db.query("UPDATE land_blocks SET dviprice = '4321' WHERE city = 'seoul' AND token_id = '10005'");
    try {
      expect(await price()).toBe('4321');
    } finally {
      await w.api.db.query('UPDATE land_blocks SET dviprice = $1 WHERE city = $2 AND token_id = $3', [before, 'seoul', '10005']);
    }
    expect(await price()).toBe(before);
  });

  it('gives Seoul as a 100 x 100 map holding every block category', async () => {
    const r = await form(w, '/web/GetLandData', { Land: 'seoul' });
    expect(r.body.data).toMatchObject({ city: 'seoul', width: 100, height: 100, blockSize: 12 });
    expect(r.body.data.rows).toHaveLength(10_000);
    const cats = new Set(r.body.data.rows.map((b: { c: number }) => b.c));
    expect([...cats].sort((a, b) => (a as number) - (b as number))).toEqual([...BLOCK_CATEGORIES]);
    const coords = new Set(r.body.data.rows.map((b: { coordinates: string }) => b.coordinates));
    expect(coords.size).toBe(10_000);
  });

  it('places the seeded LAND on its blocks with its owner and token id', async () => {
    const r = await form(w, '/web/GetLandData', { Land: 'seoul' });
    const seeded = WORLD.bsc.lands721.find((l) => l.tokenId === 10005)!; // bob's 2x2
    const blocks = r.body.data.rows.filter((b: { tokenId: string }) => b.tokenId === '10005');
    expect(blocks).toHaveLength(4);
    expect(blocks.every((b: { owner_address: string; chain_id: number }) => b.owner_address === bob.toLowerCase() && b.chain_id === 31338)).toBe(true);
    expect(blocks.map((b: { coordinates: string }) => b.coordinates)).toContain(`${seeded.x1},${seeded.y1}`);
  });

  it('refuses an unknown city (400) and answers 404 for a city without a map', async () => {
    expect((await form(w, '/web/GetLandData', { Land: 'paris' })).body.error).toBe('error-msg-city');
    expect((await form(w, '/web/GetLandData', { Land: 'hongkong' })).status).toBe(404);
  });
});

describe('LAND market and LAND with owner', () => {
  it('lists LAND for sale in a city on its network, and refuses the wrong network', async () => {
    const r = await form(w, '/web/lgl0000_ex', { land_code: 'seoul', network: 'BSC' });
    expect(r.body.data.rows.length).toBeGreaterThan(100);
    expect(r.body.data.rows.find((x: { tokenId: string }) => x.tokenId === '10011')).toMatchObject({ salestate: 2, dviprice: '0.5' });
    const wrong = await form(w, '/web/lgl0000_ex', { land_code: 'seoul', network: 'POL' });
    expect([wrong.status, wrong.body.error]).toEqual([400, 'error-msg-network-area']);
  });

  it("lists only the owner's LAND, split into staked and not staked", async () => {
    const free = await form(w, '/web/lgl0003_ex', { land_code: 'seoul', network: 'BSC', owner_addr: alice, stake: '0', campaignId: '0' });
    const staked = await form(w, '/web/lgl0003_ex', { land_code: 'seoul', network: 'BSC', owner_addr: alice, stake: '1', campaignId: '1' });
    const ids = (x: { body: { data: { rows: { tokenId: string }[] } } }) => x.body.data.rows.map((r) => r.tokenId).sort();
    expect(ids(staked)).toEqual(['10009', '15001']);
    expect(ids(free)).toContain('10001');
    expect(ids(free)).not.toContain('10009');
    const land1155 = free.body.data.rows.find((r: { tokenId: string }) => r.tokenId === '15001');
    expect(land1155).toMatchObject({ isErc1155: true, maxQuantity: 3 }); // 5 held, 2 staked
    const card = free.body.data.rows.find((r: { tokenId: string }) => r.tokenId === '10003');
    expect(card).toMatchObject({ x1: 12, y1: 10, x2: 13, y2: 10, landType: '2x1', isErc1155: false });
    expect((await form(w, '/web/lgl0003_ex', { land_code: 'seoul', network: 'BSC', owner_addr: alice, stake: '2' })).body.error).toBe('error-msg-stake');
  });
});

describe('one LAND block and listing LAND for sale', () => {
  it('reads a block by id (lgl0001_ex), 404 for another city', async () => {
    const any = (await form(w, '/web/lgl0000_ex', { land_code: 'seoul', network: 'BSC' })).body.data.rows[0];
    const r = await form(w, '/web/lgl0001_ex', { land_code: 'seoul', network: 'BSC', itemId: String(any.index) });
    expect(r.body.data).toMatchObject({ id: any.index, coordinates: any.coordinates, c: 1 });
    expect((await form(w, '/web/lgl0001_ex', { land_code: 'newyork', network: 'BSC', itemId: String(any.index) })).status).toBe(404);
  });

  it('records a listing (lgl0004_ex) only from the chain: refuses others, no session and a zero price; 503 when the chain does not answer', async () => {
    const blocks = (await form(w, '/web/GetLandData', { Land: 'seoul' })).body.data.rows.filter((b: { tokenId: string }) => b.tokenId === '10008');
    const fields = { land_code: 'seoul', network: 'BSC', itemId: String(blocks[0].id), price: '42' };
    expect((await form(w, '/web/lgl0004_ex', fields)).status).toBe(401);
    const bobJar = (await walletLogin(w, 'bob')).jar;
    expect((await form(w, '/web/lgl0004_ex', fields, { jar: bobJar })).status).toBe(403);
    const daveJar = (await walletLogin(w, 'dave')).jar;
    expect((await form(w, '/web/lgl0004_ex', { ...fields, price: '0' }, { jar: daveJar })).body.error).toBe('error-msg-price');
    const down = await form(w, '/web/lgl0004_ex', fields, { jar: daveJar });
    expect([down.status, down.body.error]).toEqual([503, 'error-msg-chain-unavailable']);
    const after = await form(w, '/web/lgl0001_ex', { land_code: 'seoul', network: 'BSC', itemId: String(blocks[0].id) });
    expect(after.body.data).toMatchObject({ salestate: 0, dviprice: '0' });
  });
});

describe('market lists', () => {
  it('pages 12 by default, filters for sale, searches by name and orders by price', async () => {
    const all = await form(w, '/web/market_item_list', { type: 'list' });
    expect(all.body.data.total).toBe(WORLD.bsc.listings.length + WORLD.pol.listings.length);
    const cheap = await form(w, '/web/market_item_list', { type: 'list', for_sale: '1', order: JSON.stringify({ name: 'price', ct: 'asc' }) });
    const prices = cheap.body.data.rows.map((r: { dviprice: string }) => Number(r.dviprice));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const search = await form(w, '/web/market_item_list_search_name', { search: '10012' });
    expect(search.body.data.rows.map((r: { tokenId: string }) => r.tokenId)).toEqual(['10012']);
    const map = await form(w, '/web/market_item_list', { type: 'map', mapId: '3' });
    expect(map.body.data.rows.every((r: { chain_id: number }) => r.chain_id === 31339)).toBe(true);
    const owner = await form(w, '/web/market_item_list_with_owner', { type: 'list', owner_addr: carol });
    expect(owner.body.data.rows.every((r: { owner_address: string }) => r.owner_address === carol.toLowerCase())).toBe(true);
    expect(owner.body.data.total).toBe(3);
  });

  it("searches a LAND by the name it is answered with: the city's data name finds that city's LAND, another city's does not", async () => {
    const cityOf = (tokenId: number) => [...WORLD.bsc.lands721, ...WORLD.bsc.lands1155].find((l) => l.tokenId === tokenId)?.city;
    const seoul = WORLD.bsc.listings.filter((l) => cityOf(l.tokenId) === 'seoul').map((l) => String(l.tokenId));
    expect(seoul.length).toBeGreaterThan(1);
    for (const search of ['SeoulA', 'seoul', 'SeoulA LAND #']) {
      const r = await form(w, '/web/market_item_list_search_name', { search });
      expect(r.body.data.rows.map((row: { tokenId: string }) => row.tokenId).sort()).toEqual([...seoul].sort());
      expect(r.body.data.rows.every((row: { n: string }) => row.n.startsWith('SeoulA LAND #'))).toBe(true);
    }
    // The list call's search field matches the same names, and pages them.
    const paged = await form(w, '/web/market_item_list', {
      type: 'list',
      search: 'SeoulA',
      page: '2',
      count: '1',
      order: JSON.stringify({ name: 'name', ct: 'asc' }),
    });
    expect(paged.body.data.total).toBe(seoul.length);
    expect(paged.body.data.rows.map((row: { tokenId: string }) => row.tokenId)).toEqual([[...seoul].sort()[1]]);
    expect((await form(w, '/web/market_item_list_search_name', { search: 'Gangnam' })).body.data.rows).toEqual([]);
  });

  it('treats search text as text, not SQL or LIKE patterns', async () => {
    for (const search of ["' OR 1=1 --", '%', '_']) {
      const r = await form(w, '/web/market_item_list_search_name', { search });
      expect(r.status).toBe(200);
      expect(r.body.data.rows).toEqual([]);
    }
  });

  it('validates type, order and count', async () => {
    expect((await form(w, '/web/market_item_list', { type: 'grid' })).body.error).toBe('error-msg-market-type');
    expect((await form(w, '/web/market_item_list', { type: 'list', order: '{"name":"x","ct":"asc"}' })).body.error).toBe('error-msg-order');
    expect((await form(w, '/web/market_item_list', { type: 'list', order: 'not json' })).body.error).toBe('error-msg-order');
    expect((await form(w, '/web/market_item_list', { type: 'list', count: '0' })).body.error).toBe('error-msg-count');
    expect((await form(w, '/web/market_item_list', { type: 'map', mapId: '42' })).body.error).toBe('error-msg-map-id');
  });
});

describe('purchases', () => {
  const count = async () => (await w.api.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM prependings'))[0]!.n;

  it('answers 503 and writes nothing when the chain of the item does not answer', async () => {
    const { jar } = await walletLogin(w, 'dave');
    const item = (await form(w, '/web/market_item_list_with_owner', { type: 'list', owner_addr: carol })).body.data.rows[0];
    const before = await count();
    const p = await form(
      w,
      '/web/market_prepending_create',
      { item_id: String(item.id), seller: carol, buyer: account('dave').address, amount: '1', price: item.dviprice },
      { jar },
    );
    expect([p.status, p.body.error]).toEqual([503, 'error-msg-chain-unavailable']);
    expect(await count()).toBe(before);
    const again = (await form(w, '/web/market_item_list_with_owner', { type: 'list', owner_addr: carol })).body.data.rows[0];
    expect(again).toEqual(item);
  });

  it('refuses purchases without a session (401), for a wallet not yours (403), by the seller (400), with a bad price or hash (400)', async () => {
    const item = (await form(w, '/web/market_item_list_with_owner', { type: 'list', owner_addr: carol })).body.data.rows[0];
    const fields = { item_id: String(item.id), seller: carol, buyer: account('dave').address, amount: '1', price: item.dviprice };
    expect((await form(w, '/web/market_prepending_create', fields)).status).toBe(401);
    const { jar } = await walletLogin(w, 'bob');
    expect((await form(w, '/web/market_prepending_create', fields, { jar })).status).toBe(403);
    const carolJar = (await walletLogin(w, 'carol')).jar;
    const same = await form(w, '/web/market_prepending_create', { ...fields, buyer: carol }, { jar: carolJar });
    expect([same.status, same.body.error]).toEqual([400, 'error-msg-same-account']);
    const dave = (await walletLogin(w, 'dave')).jar;
    expect((await form(w, '/web/market_prepending_create', { ...fields, price: '0' }, { jar: dave })).body.error).toBe('error-msg-price');
    expect((await form(w, '/web/market_item_trade', { prepending_id: '1', hash_addr: '0x12' }, { jar: dave })).body.error).toBe('error-msg-tx-hash');
  });

  it('refuses to record a LAND purchase of a block that has no listing on chain, or from the wrong owner or account', async () => {
    const { jar, user } = await idLogin(w, 'alice01');
    const rows = (await form(w, '/web/lgl0000_ex', { land_code: 'seoul', network: 'BSC' })).body.data.rows;
    const platform = rows.find((x: { owner_address: string; salestate: number }) => x.owner_address === '' && x.salestate === 1);
    const listed = rows.find((x: { tokenId: string }) => x.tokenId === '10011');
    const fields = { account: user.account, land_code: 'seoul', network: 'BSC' };
    const r = await form(
      w,
      '/web/lgl0002_ex',
      { ...fields, itemId: String(platform.index), ownerId: account('deployer').address, price: platform.dviprice },
      { jar },
    );
    expect([r.status, r.body.error]).toEqual([400, 'error-msg-item']);
    const wrongOwner = await form(w, '/web/lgl0002_ex', { ...fields, itemId: String(listed.index), ownerId: carol, price: listed.dviprice }, { jar });
    expect(wrongOwner.body.error).toBe('error-msg-item');
    const down = await form(w, '/web/lgl0002_ex', { ...fields, itemId: String(listed.index), ownerId: bob, price: listed.dviprice }, { jar });
    expect([down.status, down.body.error]).toEqual([503, 'error-msg-chain-unavailable']);
    const other = await form(w, '/web/lgl0002_ex', { ...fields, account: 'tester01', itemId: String(listed.index), ownerId: bob, price: '1' }, { jar });
    expect(other.status).toBe(403);
  });
});

describe('4th land sale', () => {
  it('offers the sale to a registered wallet on BSC and POL, not on ETH or to strangers', async () => {
    const bsc = await form(w, '/web/get4thLandUserList', { address: alice, network: 'BSC' });
    expect(bsc.body.data).toEqual([
      { tokenId: '1', price: '100', remain: 6 },
      { tokenId: '2', price: '180', remain: 3 },
      // Reserved for the mystery box's e2e sold-out race (MYSTERY_BOX_E2E.soldOut).
      { tokenId: '3', price: '150', remain: 2 },
    ]);
    expect((await form(w, '/web/get4thLandUserList', { address: alice, network: 'ETH' })).body.data).toBeNull();
    expect((await form(w, '/web/get4thLandUserList', { address: '0x' + '1'.repeat(40), network: 'BSC' })).body.data).toBeNull();
    expect((await form(w, '/web/get4thLandUserList', { address: alice, network: 'SOL' })).body.error).toBe('error-msg-network');
  });

  it('describes a LAND of the sale and counts what remains', async () => {
    const d = await form(w, '/web/Get4thLandData', { token_id: '51001' });
    expect(d.body.data).toMatchObject({ tokenId: '51001', city: 'berlin', x1: 60, y1: 40, landType: '1x1', price: '100', remain: 6 });
    expect((await form(w, '/web/Get4thLandData', { token_id: '1' })).status).toBe(404);
    expect((await form(w, '/web/Get4thLandData', { token_id: 'abc' })).body.error).toBe('error-msg-token-id');
    expect((await form(w, '/web/remain_land_count', { network: 'POL' })).body).toEqual({ data: { count: 9 } });
  });
});
