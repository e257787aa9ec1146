// Voting power is read from the chain once per (address, chain, block): the API reads its chain through a counting
// proxy, and a second read of a snapshot block (also a second vote from an address without power) makes no RPC call.
// The holder index answers the rest: no eth_getLogs scan from block 0 per read, and no power read at all for an
// address that had received nothing by the snapshot block.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VotePower } from '@common/api/dao';
import type { TestWorld } from './support';
import type { TestChain } from './testChain';
import { countingProxy, type RpcCounter } from './rpcCounter';
import { addr, BSC, createProposal, get, startDaoWorld, vote } from './daoSupport';

let rpc: RpcCounter;
let chain: TestChain;
let w: TestWorld;
const chainCallsOf = (run: () => Promise<unknown>) => rpc.callsOf(run);

beforeAll(async () => {
  ({ chain, w } = await startDaoWorld('dao-vp-cache', async (url) => (rpc = await countingProxy(url)).url));
}, 120_000);

afterAll(async () => {
  await w?.stop();
  await chain?.stop();
  await rpc?.close();
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

  it('reads the latest power once per block: a second read between two blocks asks only the block number', async () => {
    const url = `/dao/api/votepower?address=${addr('alice')}&chainId=${BSC}`;
    const first = (await get(w, url)).body.data as VotePower;
    const again = await chainCallsOf(async () => expect((await get(w, url)).body.data).toEqual(first));
    expect(again).toEqual(['eth_blockNumber']);
    // A new block: read again, at that block.
    await chain.provider.send('evm_mine', []);
    let next: VotePower | undefined;
    expect(await chainCallsOf(async () => (next = (await get(w, url)).body.data as VotePower))).toContain('eth_call');
    expect(next!.block).toBe(first.block + 1);
  });

  it('takes LAND 1155 ids from the holder index: once it is built, a read scans no logs from block 0', async () => {
    const latest = (await get(w, `/dao/api/votepower?address=${addr('bob')}&chainId=${BSC}`)).body.data.block as number;
    const read = await chainCallsOf(() => get(w, `/dao/api/votepower?address=${addr('alice')}&chainId=${BSC}&block=${latest - 3}`));
    expect(read).toContain('eth_call');
    expect(read).not.toContain('eth_getLogs@0');
  });

  it('catches a holder index that stops short of a new block up rather than reading the power on chain', async () => {
    const at = async (name: 'alice' | 'dave') => {
      await chain.provider.send('evm_mine', []);
      const block = await chain.provider.getBlockNumber();
      return chainCallsOf(() => get(w, `/dao/api/votepower?address=${addr(name)}&chainId=${BSC}&block=${block}`));
    };
    // alice's read brings the index up to its block; dave's (he never received anything), within the index's interval, is at a block past it.
    expect(await at('alice')).toContain('eth_call');
    expect((await at('dave')).filter((m) => m === 'eth_call' || m === 'eth_getCode')).toEqual([]);
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
