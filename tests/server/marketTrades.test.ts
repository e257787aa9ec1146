// The market index applies each Traded log itself: a purchase the app never recorded ends traded, LAND bought in or outside
// the app changes hands once, and market_item_trade after the index answers as a second record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZeroAddress, parseUnits } from 'ethers';
import { account, type AccountName } from '@common/localWorld/accounts';
import type { Jar } from './support';
import { form, startWorld, walletLogin, type TestWorld } from './support';
import { fakeDeployments } from './fakeDeployments';
import { startTestChain, type TestChain } from './testChain';

const BSC = 31338;
let chain: TestChain;
let w: TestWorld;
let daveJar: Jar;

const addr = (name: AccountName) => account(name).address;
const low = (name: AccountName) => addr(name).toLowerCase();
const parcel = (x: number) => ({ mapId: 1, x1: x, y1: 10, x2: x, y2: 10, premium: false });
const send = async (tx: Promise<{ hash: string; wait(): Promise<unknown> }>) => {
  const t = await tx;
  await t.wait();
  return t.hash.toLowerCase();
};
/** Reads run the indexer at most once a second: a read after a chain change waits that long. */
const settle = () => new Promise((r) => setTimeout(r, 1_100));
const read = async () => {
  await settle();
  return form(w, '/web/market_item_list', { type: 'list' });
};
const itemOf = async (seller: AccountName, tokenId: string): Promise<{ id: number }> =>
  (await form(w, '/web/market_item_list_with_owner', { type: 'list', owner_addr: addr(seller) })).body.data.rows.find(
    (r: { tokenId: string }) => r.tokenId === tokenId,
  );
const holdings = async (standard: number, tokenId: string) =>
  Object.fromEntries(
    (
      await w.api.db.query<{ owner: string; quantity: number }>(
        'SELECT owner, quantity FROM land_holdings WHERE chain_id = $1 AND standard = $2 AND token_id = $3 AND quantity > 0',
        [BSC, standard, tokenId],
      )
    ).map((r) => [r.owner, r.quantity]),
  );
const prependings = () => w.api.db.query('SELECT id, status, tx_hash FROM prependings ORDER BY id');
const statusOf = async (id: number) =>
  (await w.api.db.query<{ status: string; tx_hash: string | null }>('SELECT status, tx_hash FROM prependings WHERE id = $1', [id]))[0];
const prepend = async (item: { id: number }, seller: AccountName, price: string, amount: string) => {
  const r = await form(
    w,
    '/web/market_prepending_create',
    { item_id: String(item.id), seller: addr(seller), buyer: addr('dave'), amount, price },
    { jar: daveJar },
  );
  expect(r.status).toBe(200);
  return r.body.data.prepending_id as number;
};
const record = (id: number, hash: string) => form(w, '/web/market_item_trade', { prepending_id: String(id), hash_addr: hash }, { jar: daveJar });

beforeAll(async () => {
  chain = await startTestChain(BSC, 'market-trades');
  const { addresses } = chain;
  const admin = chain.as('deployer');
  // The seed's LAND, on chain: bob's 721 #10011, carol's 721 #10012 and five of 1155 #15002.
  await send(admin.land721.mint(addr('bob'), 10011, parcel(24)));
  await send(admin.land721.mint(addr('carol'), 10012, parcel(25)));
  await send(admin.land1155.mint(addr('carol'), 15002, 5, parcel(31)));
  for (const n of ['alice', 'dave'] as const) await send(admin.token.mint(addr(n), parseUnits('10000', 18)));
  await send(chain.as('bob').land721.setApprovalForAll(addresses.market, true));
  await send(chain.as('carol').land721.setApprovalForAll(addresses.market, true));
  await send(chain.as('carol').land1155.setApprovalForAll(addresses.market, true));
  // Listing ids: 1 carol's three of #15002 (120 tokens each), 2 bob's #10011 (0.5 native), 3 carol's #10012 (250 tokens).
  await send(chain.as('carol').market.Sell_Item(addresses.land1155, 15002, 3, parseUnits('120', 18), addresses.token));
  await send(chain.as('bob').market.Sell_Item(addresses.land721, 10011, 1, parseUnits('0.5', 18), ZeroAddress));
  await send(chain.as('carol').market.Sell_Item(addresses.land721, 10012, 1, parseUnits('250', 18), addresses.token));
  const dep = fakeDeployments(Date.now());
  dep.bsc = { ...dep.bsc, rpcUrl: chain.node.rpcUrl, contracts: addresses };
  w = await startWorld({ deployments: dep });
  daveJar = (await walletLogin(w, 'dave')).jar;
}, 120_000);

afterAll(async () => {
  await w?.stop();
  await chain?.stop();
});

describe('trades applied by the market index', () => {
  it('completes a purchase the app never recorded (the buyer reloaded) with its hash, moves the LAND once, and answers 409 to a late record', async () => {
    const item = await itemOf('carol', '15002');
    const id = await prepend(item, 'carol', '120', '2');
    const before = await holdings(1155, '15002');
    const dave = chain.as('dave');
    await send(dave.token.approve(chain.addresses.market, parseUnits('240', 18)));
    const hash = await send(dave.market.Transaction_Item_WithToken(1, 2));
    await read();
    expect(await statusOf(id)).toEqual({ status: 'traded', tx_hash: hash });
    const after = { ...before, [low('carol')]: before[low('carol')]! - 2, [low('dave')]: (before[low('dave')] ?? 0) + 2 };
    expect(await holdings(1155, '15002')).toEqual(after);

    const late = await record(id, hash);
    expect([late.status, late.body.error]).toEqual([409, 'error-msg-conflict']);
    await read();
    expect(await holdings(1155, '15002')).toEqual(after);
  });

  it('moves a LAND bought outside the app to the buyer once, even when the index reads the chain again, and touches no purchase', async () => {
    await read();
    const purchases = await prependings();
    expect(await holdings(721, '10011')).toEqual({ [low('bob')]: 1 });
    await send(chain.as('alice').market.Transaction_Item(2, 1, { value: parseUnits('0.5', 18) }));
    await read();
    expect(await holdings(721, '10011')).toEqual({ [low('alice')]: 1 });
    const blocks = (await form(w, '/web/GetLandData', { Land: 'seoul' })).body.data.rows.filter((b: { tokenId: string }) => b.tokenId === '10011');
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.every((b: { owner_address: string; salestate: number }) => b.owner_address === low('alice') && b.salestate === 0)).toBe(true);

    // Rewind the cursor to block 1: every Traded log is read again and applied never.
    const carol = await holdings(1155, '15002');
    const b1 = await chain.provider.getBlock(1);
    await w.api.db.query('UPDATE market_index_cursors SET next_block = 2, last_hash = $1 WHERE chain_id = $2', [b1!.hash, BSC]);
    await read();
    expect(await holdings(721, '10011')).toEqual({ [low('alice')]: 1 });
    expect(await holdings(1155, '15002')).toEqual(carol);
    expect(await prependings()).toEqual(purchases);
  });

  it('applies a trade once when its record and many reads run in parallel', async () => {
    const item = await itemOf('carol', '10012');
    const id = await prepend(item, 'carol', '250', '1');
    const dave = chain.as('dave');
    await send(dave.token.approve(chain.addresses.market, parseUnits('250', 18)));
    const hash = await send(dave.market.Transaction_Item_WithToken(3, 1));
    await settle();
    const [rec] = await Promise.all([record(id, hash), ...Array.from({ length: 5 }, () => form(w, '/web/market_item_list', { type: 'list' }))]);
    // Whichever came first, the purchase is traded with this hash; a record after the index is a second record.
    expect([200, 409]).toContain(rec.status);
    expect(await statusOf(id)).toEqual({ status: 'traded', tx_hash: hash });
    await read();
    expect(await holdings(721, '10012')).toEqual({ [low('dave')]: 1 });
    expect((await record(id, hash)).status).toBe(409);
  });

  it("follows the chain in the spec's LAND market on its own, records a LAND sale (lgl0004_ex) and a LAND purchase (lgl0002_ex) of a wallet user", async () => {
    // dave's 10012 (bought above), listed on chain for 300 tokens: lgl0000_ex shows it with no other read first.
    await send(chain.as('dave').land721.setApprovalForAll(chain.addresses.market, true));
    await send(chain.as('dave').market.Sell_Item(chain.addresses.land721, 10012, 1, parseUnits('300', 18), chain.addresses.token));
    await settle();
    const listed = (await form(w, '/web/lgl0000_ex', { land_code: 'seoul', network: 'BSC' })).body.data.rows.find(
      (r: { tokenId: string; salestate: number }) => r.tokenId === '10012' && r.salestate === 2,
    );
    expect(listed).toMatchObject({ dviprice: '300', owner_address: low('dave') });
    const block = (await form(w, '/web/lgl0001_ex', { land_code: 'seoul', network: 'BSC', itemId: String(listed.index) })).body.data;
    expect(block).toMatchObject({ tokenId: '10012', salestate: 2, dviprice: '300' });
    const sale = { land_code: 'seoul', network: 'BSC', itemId: String(listed.index), price: '300' };
    expect((await form(w, '/web/lgl0004_ex', sale, { jar: daveJar })).body).toEqual({ data: 'success' });

    // bob, a wallet user without an ID, buys it: lgl0002_ex takes his accountId, then the trade and market_item_trade.
    await send(chain.as('deployer').token.mint(addr('bob'), parseUnits('1000', 18)));
    const bob = await walletLogin(w, 'bob');
    const buy = { itemId: String(listed.index), ownerId: addr('dave'), price: '300', land_code: 'seoul', network: 'BSC' };
    const prepending = await form(w, '/web/lgl0002_ex', { ...buy, account: bob.user.accountId }, { jar: bob.jar });
    expect(prepending.status).toBe(200);
    const id = prepending.body.data.prepending_id as number;
    await send(chain.as('bob').token.approve(chain.addresses.market, parseUnits('300', 18)));
    const hash = await send(chain.as('bob').market.Transaction_Item_WithToken(4, 1));
    expect((await form(w, '/web/market_item_trade', { prepending_id: String(id), hash_addr: hash }, { jar: bob.jar })).body).toEqual({ data: 'success' });
    await settle();
    const blocks = (await form(w, '/web/GetLandData', { Land: 'seoul' })).body.data.rows.filter((b: { tokenId: string }) => b.tokenId === '10012');
    expect(blocks.every((b: { owner_address: string; salestate: number }) => b.owner_address === low('bob') && b.salestate === 0)).toBe(true);
  });
});
