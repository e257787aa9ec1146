// Reads LandMarket over JSON-RPC: one listing by id and a seller's listings. Any RPC failure is ChainUnavailable.
import { Contract, JsonRpcProvider, isError } from 'ethers';
import { rpcProvider } from './rpcProvider';

export const MARKET_ABI = [
  'function getItem(uint256 itemId) view returns (tuple(uint256 itemId, address seller, address nft, uint256 tokenId, uint256 price, address currency, ' +
    'uint256 sellAmount, bool forSale, bool isErc1155))',
  'function Get_Orders(address seller, uint256 offset, uint256 limit) view returns (tuple(uint256 itemId, address seller, address nft, uint256 ' +
    'tokenId, uint256 price, address currency, uint256 sellAmount, bool forSale, bool isErc1155)[] page, uint256 next)',
  'function itemCount() view returns (uint256)',
  'event Listed(uint256 indexed itemId, address indexed seller, address indexed nft, uint256 tokenId, uint256 price, address currency, uint256 sellAmount)',
  'event Unlisted(uint256 indexed itemId)',
  'event Traded(uint256 indexed itemId, address indexed buyer, uint256 amount, uint256 total)',
];
const TIMEOUT_MS = 4000;

/** The chain did not answer (or answered nonsense): the caller answers 503 and writes nothing. */
export class ChainUnavailable extends Error {
  constructor(cause?: unknown) {
    super('chain unavailable', { cause });
    this.name = 'ChainUnavailable';
  }
}

export interface ChainTarget {
  rpcUrl: string;
  chainId: number;
  market: string;
}

/** A listing as LandMarket stores it; addresses lowercase, amounts as bigint. */
export interface Listing {
  itemId: bigint;
  seller: string;
  nft: string;
  tokenId: bigint;
  price: bigint;
  currency: string;
  sellAmount: bigint;
  forSale: boolean;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('RPC timeout')), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/**
 * Runs fn against a provider for the target chain within timeoutMs (all its calls together); every failure but a
 * contract revert becomes ChainUnavailable.
 */
export async function onChain<T>(t: ChainTarget, fn: (provider: JsonRpcProvider) => Promise<T>, timeoutMs = TIMEOUT_MS): Promise<T> {
  // staticNetwork: no network detection round-trips (and no endless retries when the node is down).
  const provider = rpcProvider(t.rpcUrl, t.chainId);
  try {
    return await withTimeout(fn(provider), timeoutMs);
  } catch (e) {
    if (isError(e, 'CALL_EXCEPTION') && e.data) throw e;
    throw new ChainUnavailable(e);
  } finally {
    provider.destroy();
  }
}

/** getItem's tuple as ethers returns it. */
export interface RawListing extends Listing {
  isErc1155: boolean;
}

export const toListing = (r: RawListing): Listing => ({
  itemId: r.itemId,
  seller: r.seller.toLowerCase(),
  nft: r.nft.toLowerCase(),
  tokenId: r.tokenId,
  price: r.price,
  currency: r.currency.toLowerCase(),
  sellAmount: r.sellAmount,
  forSale: r.forSale,
});

/** The listing with this id, or null when the market has none (UnknownItem). */
export async function listingById(t: ChainTarget, itemId: bigint): Promise<Listing | null> {
  try {
    return await onChain(t, async (p) => toListing((await new Contract(t.market, MARKET_ABI, p).getFunction('getItem')(itemId)) as RawListing));
  } catch (e) {
    if (e instanceof ChainUnavailable) throw e;
    return null;
  }
}

/** Items Get_Orders scans per call (the contract's MAX_PAGE). */
const ORDERS_PAGE = 500n;

/** Every listing a seller ever made on the market, in any state: Get_Orders page after page until every item was scanned. */
export async function listingsOf(t: ChainTarget, seller: string): Promise<Listing[]> {
  try {
    return await onChain(t, async (p) => {
      const market = new Contract(t.market, MARKET_ABI, p);
      const count = (await market.getFunction('itemCount')()) as bigint;
      const out: Listing[] = [];
      for (let offset = 0n; offset < count;) {
        const [page, next] = (await market.getFunction('Get_Orders')(seller, offset, ORDERS_PAGE)) as [RawListing[], bigint];
        out.push(...page.map(toListing));
        offset = next;
      }
      return out;
    });
  } catch (e) {
    // A market that reverts on a plain view is not the market we know.
    throw e instanceof ChainUnavailable ? e : new ChainUnavailable(e);
  }
}

/** The open listing of one NFT by one seller; the price the DB expects wins when several are open (ERC-1155). */
export function openListing(all: Listing[], nft: string, tokenId: string, preferPrice?: bigint): Listing | undefined {
  const open = all.filter((l) => l.forSale && l.nft === nft.toLowerCase() && l.tokenId === BigInt(tokenId));
  return open.find((l) => l.price === preferPrice) ?? open[0];
}
