// The block clock asks a chain's block number once per round trip under any load, and never answers a caller with a
// number asked before the caller arrived (a transaction mined just before its request would be missed).
import { describe, expect, it } from 'vitest';
import type { ChainDeployment } from '../../contracts/deployments';
import { blockClock } from '../../server/chain/blockClock';
import { perBlock } from '../../server/chain/perBlock';

const chainA = { chainId: 1, rpcUrl: 'http://a' } as ChainDeployment;
const chainB = { chainId: 2, rpcUrl: 'http://b' } as ChainDeployment;

/** A node whose block number calls the test answers by hand. */
function manualNode() {
  const pending: { chain: number; answer: (n: number) => void; fail: (e: Error) => void }[] = [];
  let height = 100;
  return {
    pending,
    mine: () => (height += 1),
    fetch: (chain: ChainDeployment) => new Promise<number>((answer, fail) => pending.push({ chain: chain.chainId, answer, fail })),
    /** Answers the oldest call with the height now. */
    answer: () => pending.shift()!.answer(height),
    fail: () => pending.shift()!.fail(new Error('down')),
  };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('blockClock', () => {
  it('shares one call among callers who came before it; later callers wait for one next call asked after they came', async () => {
    const node = manualNode();
    const latest = blockClock(node.fetch);
    const first = latest(chainA);
    const second = latest(chainA);
    expect(node.pending).toHaveLength(1);
    // A block is mined while the first call is in flight, then two more callers come: they must see the new block.
    node.mine();
    const third = latest(chainA);
    node.answer();
    expect(await first).toBe(101);
    await tick();
    expect(node.pending).toHaveLength(1);
    node.mine();
    node.answer();
    expect([await second, await third]).toEqual([102, 102]);
    expect(node.pending).toHaveLength(0);
  });

  it('keeps each chain apart and recovers after a failed call', async () => {
    const node = manualNode();
    const latest = blockClock(node.fetch);
    const a = latest(chainA);
    const b = latest(chainB);
    expect(node.pending.map((p) => p.chain)).toEqual([1, 2]);
    node.fail();
    node.answer();
    await expect(a).rejects.toThrow('down');
    expect(await b).toBe(100);
    const again = latest(chainA);
    node.answer();
    expect(await again).toBe(100);
  });
});

describe('perBlock', () => {
  it('reads a key once, keeps at most its size (the oldest goes first) and forgets a failed read', async () => {
    const reads: string[] = [];
    let fail = false;
    const cache = perBlock(
      (who: string, block: number) => `${who}@${block}`,
      async (who: string, block: number) => {
        reads.push(`${who}@${block}`);
        if (fail) throw new Error('down');
        return block;
      },
      2,
    );
    for (const b of [1, 2, 3, 3, 2, 1]) await cache.read('a', b);
    expect(reads).toEqual(['a@1', 'a@2', 'a@3', 'a@1']);
    fail = true;
    await expect(cache.read('b', 1)).rejects.toThrow('down');
    fail = false;
    expect(await cache.read('b', 1)).toBe(1);
    expect(reads.slice(-2)).toEqual(['b@1', 'b@1']);
  });
});
