// Voting power remembered per (chain, address, block): what an address held at a past block never changes, and a read
// costs a dozen RPC calls. A read of the latest block asks the chain's block number first (one call, shared: see
// server/chain/blockClock.ts) and is then a read at that block, so repeated reads between two blocks cost one call.
import type { VotePower } from '@common/api/dao';
import type { ChainDeployment } from '../../contracts/deployments';
import { blockClock, type BlockClock } from '../chain/blockClock';
import { perBlock, PER_BLOCK_CACHE_SIZE } from '../chain/perBlock';

type Reader = (chain: ChainDeployment, address: string, block?: number) => Promise<VotePower>;

export function cachedVotePower(read: Reader, max = PER_BLOCK_CACHE_SIZE, latest: BlockClock = blockClock()): Reader {
  const cache = perBlock(
    (chain: ChainDeployment, address: string, block: number) => `${chain.chainId}:${chain.rpcUrl}:${address.toLowerCase()}:${block}`,
    (chain: ChainDeployment, address: string, block: number) => read(chain, address, block),
    max,
  );
  return async (chain, address, block) => cache.read(chain, address, block ?? (await latest(chain)));
}
