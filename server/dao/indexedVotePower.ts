// Voting power at a snapshot block through the holder index: an address that had received nothing by then has none,
// answered without touching the chain; otherwise the chain is read with the LAND 1155 ids the index knows.
import type { VotePower } from '@common/api/dao';
import type { ChainDeployment } from '../../contracts/deployments';
import type { AppDeps } from '../context';
import { holderIndexer, holderView } from './holderIndex';
import { emptyPower, readVotePower } from './votingPower';

type Reader = (chain: ChainDeployment, address: string, block?: number) => Promise<VotePower>;

/** A reader that asks the holder index first whenever a block is given (and the index has reached it). */
export function indexedVotePower(d: AppDeps, read = readVotePower): Reader {
  return async (chain, address, block) => {
    if (block === undefined) return read(chain, address);
    await holderIndexer(d).sync(chain.chainId);
    let view = await holderView(d.db, chain, address, block);
    // The index ran less than its interval ago and stops short of the block (a proposal made just now): catch it up
    // now rather than read the power on chain. Without this, whether a new vote was read on chain hung on how fast the
    // reads before it were (a quick batched read stayed within the interval and missed the shortcut).
    if (!view.covered) {
      await holderIndexer(d).sync(chain.chainId, { force: true });
      view = await holderView(d.db, chain, address, block);
    }
    if (!view.covered) return read(chain, address, block);
    if (!view.received) return emptyPower(address, chain.chainId, block);
    return read(chain, address, block, view.land1155Ids);
  };
}
