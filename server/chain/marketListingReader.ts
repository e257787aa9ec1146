// Where a market record's chain is (from deployments.json) and what its listing on chain says, in the API's terms.
import { formatUnits, parseUnits, ZeroAddress } from 'ethers';
import { keyOfChainId } from './deployedChains';
import type { AppDeps } from '../context';
import { ApiError } from '../http/errors';
import { ChainUnavailable, listingById, listingsOf, openListing, type ChainTarget, type Listing } from './marketReader';

export interface MarketChain extends ChainTarget {
  land721: string;
  land1155: string;
}

const unavailable = (why: string) => new ApiError(503, 'error-msg-chain-unavailable', why);

/** The market of a chain id, from the deployments the chain scripts wrote; 503 when that chain is not deployed. */
export function marketChain(d: AppDeps, chainId: number): MarketChain {
  const key = keyOfChainId(d, chainId);
  const dep = d.deployments.get();
  if (!dep || !key) throw unavailable('The chain of this item is not deployed');
  const c = dep[key];
  return { rpcUrl: c.rpcUrl, chainId: c.chainId, market: c.contracts.market, land721: c.contracts.land721, land1155: c.contracts.land1155 };
}

/** Runs a chain read; a chain that does not answer becomes 503 error-msg-chain-unavailable before anything is written. */
export async function fromChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    if (e instanceof ChainUnavailable) throw unavailable('The chain of this item does not answer');
    throw e;
  }
}

export const nftOf = (m: MarketChain, standard: number) => (standard === 1155 ? m.land1155 : m.land721).toLowerCase();

/** Whole-token price text ("0.5", "250") of an 18-decimal amount, as the API's dviprice fields carry it. */
export const priceText = (wei: bigint) => formatUnits(wei, 18).replace(/\.0$/, '');
export const priceWei = (text: string) => parseUnits(text, 18);
/** An on-chain amount in an INT column: a listing larger than 32 bits is shown as the largest the column holds. */
export const amountColumn = (n: bigint) => Number(n > 2_147_483_647n ? 2_147_483_647n : n);
export const currencyText = (l: Listing) => (l.currency === ZeroAddress ? 'native' : 'token');

/**
 * The listing behind a DB record: by its recorded listing id, else the seller's open listing of that NFT.
 * undefined when the chain has no such listing for this seller and NFT.
 */
export async function listingFor(
  m: MarketChain,
  r: { chainItemId: string | null; seller: string; standard: number; tokenId: string; price: string; nft?: string },
): Promise<Listing | undefined> {
  // An indexed record names its collection (LAND or game items); an older record is LAND of its standard.
  const nft = r.nft ? r.nft.toLowerCase() : nftOf(m, r.standard);
  if (r.chainItemId) {
    const l = await fromChain(() => listingById(m, BigInt(r.chainItemId!)));
    return l && l.seller === r.seller && l.nft === nft && l.tokenId === BigInt(r.tokenId) ? l : undefined;
  }
  return openListing(await fromChain(() => listingsOf(m, r.seller)), nft, r.tokenId, priceWei(r.price));
}
