// Issue 27: the market index on two API instances (child processes) over one PostgreSQL database and one Hardhat chain.
// The instance indexing is killed; the other takes over, and every Traded log is stored once with none missing, also
// when the same blocks are read again, and a reorganisation of a few blocks drops a stored trade. Run with npm run test:cluster.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Interface } from 'ethers';
import type { AccountName } from '@common/localWorld/accounts';
import { MARKET_ABI } from '../../server/chain/marketReader';
import { evmRevert, evmSnapshot } from '../../scripts/chains/time';
import { form } from '../server/support';
import { fakeDeployments } from '../server/fakeDeployments';
import type { TestChain } from '../server/testChain';
import { addr, BSC, send, startListedChain } from './listedChain';
import { at, startCluster, type Cluster } from './cluster';

const TRADED = new Interface(MARKET_ABI).getEvent('Traded')!.topicHash;
let chain: TestChain;
let c: Cluster;

/** dave buys one copy of carol's listing 1 (a Traded log). */
const buy = () => send(chain.as('dave').market.Transaction_Item_WithToken(1, 1));
const read = (url: string) => form(at(url), '/web/market_item_list', { type: 'list' });

/** Every Traded log of the chain, as (tx hash, log index) in chain order. */
async function chainTrades(): Promise<string[]> {
  const logs = await chain.provider.getLogs({ address: chain.addresses.market, topics: [TRADED], fromBlock: 0, toBlock: 'latest' });
  return logs.map((l) => `${l.transactionHash.toLowerCase()}:${l.index}`).sort();
}
async function storedTrades(): Promise<string[]> {
  const rows = await c.db.query<{ k: string }>(`SELECT tx_hash || ':' || log_index AS k FROM market_trades WHERE chain_id = $1`, [BSC]);
  return rows.map((r) => r.k).sort();
}
async function copies(owner: AccountName): Promise<number> {
  const rows = await c.db.query<{ quantity: number }>(
    `SELECT quantity FROM land_holdings WHERE chain_id = $1 AND standard = 1155 AND token_id = '15002' AND owner = $2`,
    [BSC, addr(owner).toLowerCase()],
  );
  return Number(rows[0]?.quantity ?? 0);
}
const daveCopies = () => copies('dave');

/** Reads through `url` (each read may run the index) until the stored trades are the chain's, or 30 s have passed. */
async function indexedThrough(url: string): Promise<string[]> {
  const want = await chainTrades();
  for (let i = 0; i < 100; i++) {
    await read(url);
    const got = await storedTrades();
    if (JSON.stringify(got) === JSON.stringify(want)) return got;
    await new Promise((r) => setTimeout(r, 300));
  }
  return storedTrades();
}

beforeAll(async () => {
  chain = await startListedChain('cluster-index');
  const { addresses } = chain;
  const dep = fakeDeployments(Date.now());
  dep.bsc = { ...dep.bsc, rpcUrl: chain.node.rpcUrl, contracts: addresses };
  c = await startCluster({ deployments: dep, nginx: false });
});
afterAll(async () => {
  await c?.stop();
  await chain?.stop();
});

describe('the market index on two instances', () => {
  it('the indexing instance is killed mid-index: the other takes over and stores every trade once, none missing', async () => {
    const [a, b] = c.apis;
    await buy();
    await buy();
    expect(await indexedThrough(a.url)).toHaveLength(2);
    await buy();
    await buy();
    // A starts indexing the new trades and dies (SIGKILL: its lock's connection drops with it).
    const inFlight = read(a.url).catch(() => undefined);
    await a.kill();
    await inFlight;
    const stored = await indexedThrough(b.url);
    expect(stored).toEqual(await chainTrades());
    expect(stored).toHaveLength(4);
    // LAND moved once per trade.
    expect(await daveCopies()).toBe(4);
  });

  it('reading the same blocks again stores no trade twice and moves no LAND again', async () => {
    const before = await storedTrades();
    const b1 = await chain.provider.getBlock(1);
    await c.db.query('UPDATE market_index_cursors SET next_block = 2, last_hash = $1 WHERE chain_id = $2', [b1!.hash, BSC]);
    const head = await chain.provider.getBlockNumber();
    for (let i = 0; i < 100; i++) {
      await read(c.apis[1].url);
      const [cur] = await c.db.query<{ next_block: number }>('SELECT next_block FROM market_index_cursors WHERE chain_id = $1', [BSC]);
      if (Number(cur?.next_block) > head) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    const [cur] = await c.db.query<{ next_block: number }>('SELECT next_block FROM market_index_cursors WHERE chain_id = $1', [BSC]);
    expect(Number(cur!.next_block)).toBe(head + 1);
    expect(await storedTrades()).toEqual(before);
    expect(await daveCopies()).toBe(4);
  });

  it('a reorganisation of a few blocks (a Hardhat snapshot revert) undoes the trade it dropped: trades and LAND follow the chain', async () => {
    const b = c.apis[1].url;
    const rpcUrl = chain.node.rpcUrl;
    const snapshot = await evmSnapshot(rpcUrl);
    await buy();
    expect(await indexedThrough(b)).toHaveLength(5);
    expect([await daveCopies(), await copies('carol')]).toEqual([5, 0]);
    await evmRevert(rpcUrl, snapshot);
    // The other branch: more blocks than were dropped, none with a trade.
    for (let i = 0; i < 3; i++) await send(chain.as('deployer').token.mint(addr('erin'), 1n));
    const stored = await indexedThrough(b);
    expect(stored).toEqual(await chainTrades());
    expect(stored).toHaveLength(4);
    expect([await daveCopies(), await copies('carol')]).toEqual([4, 1]);
    // The listing shows the copy left on chain again.
    const [item] = await c.db.query<{ sell_amount: number }>('SELECT sell_amount FROM market_items WHERE chain_id = $1 AND chain_item_id = $2', [BSC, '1']);
    expect(Number(item!.sell_amount)).toBe(1);
  });
});
