// The chain side of the LAND market when the API has only the spec's calls (ethers; loaded with import()): the open
// LandMarket listings of the LAND collections, and which city a LAND token is in. The chain is the truth for both.
import { formatUnits, ZeroAddress } from 'ethers';
import { LAND_MAPS, type CityKey } from '@common/domain/land';
import type { ChainDeps as AppChainDeps } from '../../../services/chain/deps';
import { chain } from '../../../services/chain/readChain';

type ChainDeps = Pick<AppChainDeps, 'addresses' | 'networks' | 'build'>;

/** One open listing of a LAND token on LandMarket. */
export interface ChainLandListing {
  /** LandMarket's itemId. */
  index: number;
  standard: 721 | 1155;
  tokenId: string;
  /** Lower case. */
  seller: string;
  /** Unit price in whole coins or tokens ('150', '0.75') and in wei. */
  price: string;
  priceWei: string;
  currency: 'native' | 'token';
  sellAmount: number;
}

/** LandMarket's page size limit (MAX_PAGE). */
const PAGE = 500n;

/** Whole-unit text of an 18-decimal amount, as the API's dviprice fields write it. */
export const priceText = (wei: bigint) => formatUnits(wei, 18).replace(/\.0$/, '');

/** The LAND collections of a chain (pinned addresses, lower case). */
export async function landCollections(deps: ChainDeps, chainId: number): Promise<{ land721: string; land1155: string }> {
  const { addresses } = await chain(deps, chainId);
  return { land721: addresses.land721.toLowerCase(), land1155: addresses.land1155.toLowerCase() };
}

/** Every open listing of a LAND token on the chain's market, read page by page (Get_SellingItems). */
export async function openLandListings(deps: ChainDeps, chainId: number): Promise<ChainLandListing[]> {
  const { world } = await chain(deps, chainId);
  const { land721, land1155 } = await landCollections(deps, chainId);
  const count = await world.market.itemCount();
  const out: ChainLandListing[] = [];
  for (let offset = 0n; offset < count;) {
    const [page, next] = await world.market.Get_SellingItems(offset, PAGE);
    for (const item of page) {
      const nft = item.nft.toLowerCase();
      if ((nft !== land721 && nft !== land1155) || !item.forSale || item.sellAmount === 0n) continue;
      out.push({
        index: Number(item.itemId),
        standard: nft === land721 ? 721 : 1155,
        tokenId: item.tokenId.toString(),
        seller: item.seller.toLowerCase(),
        price: priceText(item.price),
        priceWei: item.price.toString(),
        currency: item.currency === ZeroAddress ? 'native' : 'token',
        sellAmount: Number(item.sellAmount > 2_147_483_647n ? 2_147_483_647n : item.sellAmount),
      });
    }
    if (next <= offset) break;
    offset = next;
  }
  return out;
}

/** The city of a LAND token, from its collection's landOf (mapId); null for a token the chain does not know. */
export async function cityOfLand(deps: ChainDeps, chainId: number, standard: 721 | 1155, tokenId: string): Promise<CityKey | null> {
  const { world } = await chain(deps, chainId);
  try {
    const land = standard === 721 ? await world.land721.landOf(BigInt(tokenId)) : await world.land1155.landOf(BigInt(tokenId));
    return LAND_MAPS.find((m) => m.mapId === Number(land.mapId))?.city ?? null;
  } catch {
    return null;
  }
}
