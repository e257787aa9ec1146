// Voting power remembered per (chain, address, block): what an address held at a past block never changes, and a read
// costs a dozen RPC calls (eth_getLogs from block 0 among them). Bounded; the oldest entry goes first.
import type { VotePower } from '@common/api/dao';
import type { ChainDeployment } from '../../contracts/deployments';

/** Entries kept (one VotePower is well under 1 KB). */
export const VOTE_POWER_CACHE_SIZE = 10_000;

type Reader = (chain: ChainDeployment, address: string, block?: number) => Promise<VotePower>;

/**
 * A reader that answers a (chain, address, block) it has read before from memory. A read without a block (the latest)
 * always goes to the chain, and is then remembered at the block it was read at. Parallel reads of one key share one
 * chain read; a failed read is not remembered.
 */
export function cachedVotePower(read: Reader, max = VOTE_POWER_CACHE_SIZE): Reader {
  const entries = new Map<string, Promise<VotePower>>();
  const keyOf = (chain: ChainDeployment, address: string, block: number) => `${chain.chainId}:${chain.rpcUrl}:${address.toLowerCase()}:${block}`;
  const remember = (key: string, value: Promise<VotePower>) => {
    entries.delete(key);
    entries.set(key, value);
    while (entries.size > max) entries.delete(entries.keys().next().value!);
    value.catch(() => {
      if (entries.get(key) === value) entries.delete(key);
    });
  };
  return async (chain, address, block) => {
    if (block === undefined) {
      const power = await read(chain, address);
      remember(keyOf(chain, address, power.block), Promise.resolve(power));
      return power;
    }
    const key = keyOf(chain, address, block);
    const known = entries.get(key);
    if (known) return known;
    const reading = read(chain, address, block);
    remember(key, reading);
    return reading;
  };
}
