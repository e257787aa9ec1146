// Voting power is read from the chain once per (address, chain, block): the API reads its chain through a counting
// proxy, and a second read of a snapshot block (also a second vote from an address without power) makes no RPC call.
// The holder index answers the rest: no eth_getLogs scan from block 0 per read, and no power read at all for an
// address that had received nothing by the snapshot block.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedVotePower } from '../../server/dao/votePowerCache';
import type { ChainDeployment } from '../../contracts/deployments';
import type { VotePower } from '@common/api/dao';
import type { TestWorld } from './support';
import type { TestChain } from './testChain';
import { addr, BSC, createProposal, get, startDaoWorld, vote } from './daoSupport';

/** JSON-RPC methods the API asked the chain for, in order (a batch counts each of its calls); eth_getLogs with its fromBlock. */
const calls: string[] = [];
let proxy: Server;
let chain: TestChain;
let w: TestWorld;

/** Forwards every JSON-RPC request to the node and records its methods. */
async function countingProxy(target: string): Promise<string> {
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      type Call = { method: string; params?: { fromBlock?: string }[] };
      const parsed = JSON.parse(body) as Call | Call[];
      for (const r of Array.isArray(parsed) ? parsed : [parsed])
        calls.push(r.method === 'eth_getLogs' ? `eth_getLogs@${Number(r.params?.[0]?.fromBlock ?? 0)}` : r.method);
      void fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(await answer.text());
      });
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}

/** The RPC methods `run` made the API call. */
async function chainCallsOf(run: () => Promise<unknown>): Promise<string[]> {
  calls.length = 0;
  await run();
  return [...calls];
}

beforeAll(async () => {
  ({ chain, w } = await startDaoWorld('dao-vp-cache', countingProxy));
}, 120_000);

afterAll(async () => {
  await w?.stop();
  await chain?.stop();
  await new Promise((resolve) => proxy?.close(resolve));
});

describe('voting power cache', () => {
  it('reads an address at a block from the chain once; another address or block is read again', async () => {
    const latest = (await get(w, `/dao/api/votepower?address=${addr('bob')}&chainId=${BSC}`)).body.data.block as number;
    const url = (name: 'alice' | 'bob' | 'carol', block: number) => `/dao/api/votepower?address=${addr(name)}&chainId=${BSC}&block=${block}`;
    const at = latest - 1;
    let first: unknown;
    const firstCalls = await chainCallsOf(async () => (first = (await get(w, url('bob', at))).body.data));
    expect(firstCalls).toContain('eth_call');
    let second: unknown;
    expect(await chainCallsOf(async () => (second = (await get(w, url('bob', at))).body.data))).toEqual([]);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ total: 2_500, block: at });
    // Read at the latest block, then named by that block: remembered too.
    expect(await chainCallsOf(() => get(w, url('bob', latest)))).toEqual([]);
    expect(await chainCallsOf(() => get(w, url('alice', at)))).toContain('eth_call');
    // carol received nothing by then: no power, and no power read.
    expect((await chainCallsOf(() => get(w, url('carol', at)))).filter((m) => m === 'eth_call')).toEqual([]);
    expect(await chainCallsOf(() => get(w, url('bob', at - 1)))).toContain('eth_call');
  });

  it('takes LAND 1155 ids from the holder index: once it is built, a read scans no logs from block 0', async () => {
    const latest = (await get(w, `/dao/api/votepower?address=${addr('bob')}&chainId=${BSC}`)).body.data.block as number;
    const read = await chainCallsOf(() => get(w, `/dao/api/votepower?address=${addr('alice')}&chainId=${BSC}&block=${latest - 3}`));
    expect(read).toContain('eth_call');
    expect(read).not.toContain('eth_getLogs@0');
  });

  it('refuses a vote from an address that never received the token or LAND without reading its power; a second vote asks nothing', async () => {
    const p = await createProposal(w, 'alice', 'poll');
    expect(p.status).toBe(200);
    const firstCalls = await chainCallsOf(async () => {
      const first = await vote(w, 'dave', p.body.data.id, [1]);
      expect([first.status, first.body.error]).toEqual([403, 'error-msg-no-voting-power']);
    });
    // The holder index may catch up (block number, logs of new blocks); the power itself is never read.
    expect(firstCalls.filter((m) => m === 'eth_call' || m === 'eth_getCode')).toEqual([]);
    const again: string[] = await chainCallsOf(async () => {
      const second = await vote(w, 'dave', p.body.data.id, [2], { reason: 'again' });
      expect([second.status, second.body.error]).toEqual([403, 'error-msg-no-voting-power']);
    });
    expect(again).toEqual([]);
  });
});

describe('cachedVotePower', () => {
  const chainAt = { chainId: BSC, rpcUrl: 'http://chain' } as ChainDeployment;
  const power = (address: string, block: number) => ({ address, block, total: block }) as unknown as VotePower;

  it('keeps at most its size, dropping the oldest entry, and forgets a failed read', async () => {
    const reads: string[] = [];
    let fail = false;
    const read = cachedVotePower(async (_chain, address, block) => {
      reads.push(`${address}@${block}`);
      if (fail) throw new Error('down');
      return power(address, block!);
    }, 2);
    await read(chainAt, '0xa', 1);
    await read(chainAt, '0xa', 2);
    await read(chainAt, '0xa', 3);
    await read(chainAt, '0xa', 3);
    await read(chainAt, '0xa', 2);
    await read(chainAt, '0xa', 1);
    expect(reads).toEqual(['0xa@1', '0xa@2', '0xa@3', '0xa@1']);
    fail = true;
    await expect(read(chainAt, '0xb', 1)).rejects.toThrow('down');
    fail = false;
    await read(chainAt, '0xb', 1);
    expect(reads.slice(-2)).toEqual(['0xb@1', '0xb@1']);
  });
});
