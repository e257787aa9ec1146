// Test-only: writes the world's LAND listings into the market index as the indexer would, for tests whose chains do not answer.
import { parseUnits, ZeroAddress } from 'ethers';
import { CHAIN_KEYS, LOCAL_CHAINS } from '../../common/domain/chains';
import { account } from '../../common/localWorld/accounts';
import { WORLD } from '../../common/localWorld/world';
import type { Deployments } from '../../contracts/deployments';
import type { Db } from '../../server/db/client';
import { applyBatch, readCursor, type Collections } from '../../server/chain/marketIndex';
import type { ChainListing } from '../../server/chain/marketLogs';

export function collections(dep: Deployments, key: (typeof CHAIN_KEYS)[number]): Collections {
  const k = dep[key].contracts;
  const low = (a: string) => a.toLowerCase();
  return {
    chainId: LOCAL_CHAINS[key].chainId,
    market: low(k.market),
    token: low(k.token),
    land721: low(k.land721),
    land1155: low(k.land1155),
    items1155: low(k.items1155),
    items721: low(k.items721),
  };
}

/** Listing ids 1.. in world order, listed one block each, a minute apart (the first is the oldest). */
export async function indexWorldListings(db: Db, dep: Deployments, now: number): Promise<void> {
  for (const key of CHAIN_KEYS) {
    const c = collections(dep, key);
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
    await applyBatch(db, c, before, { restart: false, fromBlock: 0, toBlock: n, toHash: `0x${'ab'.repeat(32)}`, caughtUp: true, listings }, now);
  }
}
