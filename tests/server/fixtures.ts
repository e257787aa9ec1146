// Test-only: writes the world's LAND listings into the market index as the indexer would, for tests whose chains do not answer.
import { parseUnits, ZeroAddress } from 'ethers';
import { CHAIN_KEYS, LOCAL_CHAINS } from '@common/domain/chains';
import { account } from '@common/localWorld/accounts';
import { WORLD } from '@common/localWorld/world';
import type { Deployments } from '../../contracts/deployments';
import type { Db } from '../../server/db/client';
import { startWorld, type TestWorld } from './support';
import { fakeDeployments } from './fakeDeployments';
import { applyBatch, collectionsFrom, readCursor } from '../../server/chain/marketIndex';
import type { ChainListing } from '../../server/chain/marketLogs';

/** Listing ids 1.. in world order, listed one block each, a minute apart (the first is the oldest). */
export async function indexWorldListings(db: Db, dep: Deployments, now: number): Promise<void> {
  for (const key of CHAIN_KEYS) {
    const c = collectionsFrom(LOCAL_CHAINS[key].chainId, dep[key].contracts);
    const n = WORLD[key].listings.length;
    const listings: ChainListing[] = WORLD[key].listings.map((l, i) => ({
      itemId: BigInt(i + 1),
      seller: account(l.seller).address.toLowerCase(),
      nft: l.standard === 721 ? c.land721 : c.land1155,
      tokenId: BigInt(l.tokenId),
      price: parseUnits(l.price, 18),
      currency: l.currency === 'native' ? ZeroAddress.toLowerCase() : c.token,
      sellAmount: BigInt(l.sellAmount),
      forSale: true,
      isErc1155: l.standard === 1155,
      listedBlock: i + 1,
      listedAt: now - (n - i) * 60_000,
    }));
    const before = await readCursor(db, c.chainId, c.market);
    await applyBatch(db, c, before, { restart: false, fromBlock: 0, toBlock: n, toHash: `0x${'ab'.repeat(32)}`, caughtUp: true, listings, trades: [] }, now);
  }
}

/** A world whose chains do not answer (fakeDeployments), with the world's LAND listings in its index. */
export async function startIndexedWorld(): Promise<TestWorld> {
  const dep = fakeDeployments(Date.now());
  const w = await startWorld({ deployments: dep });
  await indexWorldListings(w.api.db, dep, Date.now());
  return w;
}
