// The market index on a real chain: listings made outside the app appear, sold and unlisted ones go off sale, events are
// applied once, a restarted chain is indexed again, and a chain that does not answer leaves the index answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { ZeroAddress, parseUnits } from 'ethers';
import { account, type AccountName } from '@common/localWorld/accounts';
import { evmRevert, evmSnapshot } from '../../scripts/chains/time';
import type { Deployments } from '../../contracts/deployments';
import { form, startWorld, walletLogin, type TestWorld } from './support';
import { fakeDeployments } from './fakeDeployments';
import { startTestChain, type TestChain } from './testChain';

const BSC = 31338;
let chain: TestChain;
let w: TestWorld;
let dep: Deployments;

const addr = (name: AccountName) => account(name).address;
const as = (name: AccountName) => chain.as(name);
const parcel = (x: number) => ({ mapId: 1, x1: x, y1: 10, x2: x, y2: 10, premium: false });
const send = async (tx: Promise<{ hash: string; wait(): Promise<unknown> }>) => {
  const t = await tx;
  await t.wait();
  return t.hash;
};
/** Reads run the indexer at most once a second: a read after a chain change waits that long. */
const settle = () => new Promise((r) => setTimeout(r, 1_100));

interface Row {
  id: number;
  tokenId: string;
  salestate: number;
  value: number;
  dviprice: string;
}
const listOf = async (seller: AccountName): Promise<Row[]> =>
  (await form(w, '/web/market_item_list_with_owner', { type: 'list', owner_addr: addr(seller) })).body.data.rows;
/** The sale states of the LAND map's blocks of one token in Seoul (each once). */
const blocksOf = async (tokenId: string) =>
  ((await form(w, '/web/GetLandData', { Land: 'seoul' })).body.data.rows as { tokenId: string; salestate: number; dviprice: string }[])
    .filter((b) => b.tokenId === tokenId)
    .map((b) => [b.salestate, b.dviprice])
    .filter((v, i, all) => all.findIndex((x) => x[0] === v[0] && x[1] === v[1]) === i);
const indexRows = () =>
  w.api.db.query(
    'SELECT id, chain_item_id, token_id, seller, sell_amount, price, price_wei, for_sale, created_at, created_block FROM market_items ORDER BY id',
  );

beforeAll(async () => {
  chain = await startTestChain(BSC, 'market-index');
  const { addresses } = chain;
  const admin = as('deployer');
  await send(admin.land721.mint(addr('bob'), 10011, parcel(24)));
  await send(admin.land721.mint(addr('bob'), 10012, parcel(25)));
  await send(admin.land1155.mint(addr('carol'), 15002, 5, parcel(31)));
  await send(admin.token.mint(addr('dave'), parseUnits('10000', 18)));
  await send(as('bob').land721.setApprovalForAll(addresses.market, true));
  await send(as('carol').land1155.setApprovalForAll(addresses.market, true));
  dep = fakeDeployments(Date.now());
  dep.bsc = { ...dep.bsc, rpcUrl: chain.node.rpcUrl, contracts: addresses };
  w = await startWorld({ deployments: dep });
}, 120_000);

afterAll(async () => {
  await w?.stop();
  await chain?.stop();
});

describe('the market index', () => {
  it('shows listings made on chain outside the app, at their price, amount and listing time; sold-out and unlisted ones go off sale', async () => {
    expect(await listOf('carol')).toEqual([]);
    await send(as('carol').market.Sell_Item(chain.addresses.land1155, 15002, 3, parseUnits('120', 18), chain.addresses.token));
    await send(as('bob').market.Sell_Item(chain.addresses.land721, 10011, 1, parseUnits('0.5', 18), ZeroAddress));
    await settle();
    expect(await listOf('carol')).toMatchObject([{ tokenId: '15002', salestate: 1, value: 3, dviprice: '120' }]);
    expect(await listOf('bob')).toMatchObject([{ tokenId: '10011', salestate: 1, value: 1, dviprice: '0.5' }]);
    const block = await chain.provider.getBlock('latest');
    const [bobRow] = (await indexRows()).filter((r) => r.token_id === '10011');
    expect(bobRow).toMatchObject({ chain_item_id: '2', price_wei: parseUnits('0.5', 18).toString(), created_block: block!.number });
    expect(bobRow!.created_at).toBe(block!.timestamp * 1000);

    const dave = as('dave');
    await send(dave.token.approve(chain.addresses.market, parseUnits('240', 18)));
    await send(dave.market.Transaction_Item_WithToken(1, 2));
    await send(as('bob').market.cancelSell(2));
    await settle();
    expect(await listOf('carol')).toMatchObject([{ tokenId: '15002', salestate: 1, value: 1 }]);
    expect(await listOf('bob')).toMatchObject([{ tokenId: '10011', salestate: 0, value: 0 }]);
    expect(await blocksOf('10011')).toEqual([[0, '0']]);
    await send(dave.token.approve(chain.addresses.market, parseUnits('120', 18)));
    await send(dave.market.Transaction_Item_WithToken(1, 1));
    await settle();
    expect(await listOf('carol')).toMatchObject([{ tokenId: '15002', salestate: 0, value: 0 }]);
    const forSale = await form(w, '/web/market_item_list', { type: 'list', for_sale: '1' });
    expect(forSale.body.data.total).toBe(0);
  });

  it('applies each event once: a batch read again changes nothing, and parallel reads share one run', async () => {
    const before = await indexRows();
    // Rewind the cursor to block 1: the next run reads every event again.
    const b1 = await chain.provider.getBlock(1);
    await w.api.db.query('UPDATE market_index_cursors SET next_block = 2, last_hash = $1 WHERE chain_id = $2', [b1!.hash, BSC]);
    await settle();
    await listOf('bob');
    expect(await indexRows()).toEqual(before);

    await send(as('bob').market.Sell_Item(chain.addresses.land721, 10012, 1, parseUnits('7', 18), chain.addresses.token));
    await settle();
    const answers = await Promise.all(Array.from({ length: 10 }, () => listOf('bob')));
    for (const rows of answers) expect(rows.find((r) => r.tokenId === '10012')).toMatchObject({ salestate: 1, dviprice: '7' });
    expect(await blocksOf('10012')).toEqual([[2, '7']]);
    const ids = (await indexRows()).map((r) => r.chain_item_id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps a listing of an NFT outside the world out of the market views and refuses to record a purchase of it', async () => {
    const admin = as('deployer');
    const { addresses } = chain;
    await send(admin.rewardBox.grantRole(await admin.rewardBox.MINTER_ROLE(), addr('deployer')));
    await send(admin.rewardBox.mint(addr('bob'), 1, 1));
    await send(as('bob').rewardBox.setApprovalForAll(addresses.market, true));
    await send(as('bob').market.Sell_Item(addresses.rewardBox, 1, 1, parseUnits('1', 18), ZeroAddress));
    await settle();
    const bobs = await listOf('bob'); // runs the index
    const [row] = await w.api.db.query<{ id: number }>('SELECT id FROM market_items WHERE nft = $1', [addresses.rewardBox.toLowerCase()]);
    expect(row).toBeDefined();
    expect(bobs.map((r) => r.id)).not.toContain(row!.id);
    const browse = await form(w, '/web/market_item_browse', { network: 'BSC', for_sale: '1', count: '100' });
    expect(JSON.stringify(browse.body.data)).not.toContain(`"id":${row!.id},`);
    const { jar } = await walletLogin(w, 'dave');
    const p = await form(
      w,
      '/web/market_prepending_create',
      { item_id: String(row!.id), seller: addr('bob'), buyer: addr('dave'), amount: '1', price: '1' },
      { jar },
    );
    expect([p.status, p.body.error]).toEqual([400, 'error-msg-nft']);
  });

  it('indexes a chain again from its first block when the last block it read is gone (a restarted or reorganised chain)', async () => {
    const snap = await evmSnapshot(chain.node.rpcUrl);
    await send(as('carol').market.Sell_Item(chain.addresses.land1155, 15002, 1, parseUnits('99', 18), ZeroAddress));
    await settle();
    expect((await listOf('carol')).map((r) => r.dviprice)).toContain('99');
    await evmRevert(chain.node.rpcUrl, snap);
    await send(as('deployer').token.mint(addr('dave'), 1n)); // another block where the listing was
    await settle();
    expect((await listOf('carol')).map((r) => r.dviprice)).not.toContain('99');
    expect((await listOf('bob')).find((r) => r.tokenId === '10012')).toMatchObject({ salestate: 1, dviprice: '7' });
    expect(w.logs.some((l) => l.includes('restarted'))).toBe(true);
  });

  it('answers from the index when the chain does not answer, and catches up when it is back', async () => {
    const path = join(w.dir, 'deployments.json');
    writeFileSync(path, JSON.stringify({ ...dep, bsc: { ...dep.bsc, rpcUrl: 'http://127.0.0.1:9' } }));
    const known = await listOf('bob');
    await send(as('carol').market.Sell_Item(chain.addresses.land1155, 15002, 1, parseUnits('55', 18), chain.addresses.token));
    await settle();
    const down = await form(w, '/web/market_item_list_with_owner', { type: 'list', owner_addr: addr('bob') });
    expect([down.status, down.body.data.rows]).toEqual([200, known]);
    expect((await listOf('carol')).map((r) => r.dviprice)).not.toContain('55');
    expect(w.logs.filter((l) => l.includes(`chain ${BSC} not updated`))).toHaveLength(1);
    writeFileSync(path, JSON.stringify(dep));
    // The first read after the outage answers at once from the index; the run it starts catches up.
    await settle();
    await listOf('carol');
    await expect.poll(async () => (await listOf('carol')).map((r) => r.dviprice), { timeout: 5_000, interval: 300 }).toContain('55');
  });

  it('keeps answering at once while a chain hangs: only the first read waits for the RPC timeout', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((sock) => void sockets.push(sock));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const path = join(w.dir, 'deployments.json');
    try {
      writeFileSync(path, JSON.stringify({ ...dep, bsc: { ...dep.bsc, rpcUrl: `http://127.0.0.1:${(silent.address() as { port: number }).port}` } }));
      await settle();
      const known = await listOf('bob');
      for (let i = 0; i < 3; i++) {
        await settle();
        const t0 = Date.now();
        expect(await listOf('bob')).toEqual(known);
        expect(Date.now() - t0).toBeLessThan(1_000);
      }
    } finally {
      writeFileSync(path, JSON.stringify(dep));
      sockets.forEach((s) => s.destroy());
      silent.close();
    }
  }, 30_000);
});
