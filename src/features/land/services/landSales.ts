// The LAND market from the spec's calls: which LAND of a city is for sale (lgl0000_ex: its block, seller and price),
// checked against the chain's open LandMarket listings (index, price, currency, units: the chain is the truth), and one
// LAND's market panel built from lgl0001_ex and the chain (never market_item_detail, an extension).
import { sameAddress } from '@common/domain/address';
import type { z } from 'zod/mini';
import type { landItemListAnswer, Network } from '@common/api/market';
import type { ItemDetail, Listing } from '@common/api/marketItems';
import type { SaleListing } from '@common/api/landDataMap';
import { LOCAL_CHAINS } from '@common/domain/chains';
import { mapOf, type CityKey } from '@common/domain/land';
import type { ItemDetailKey } from '@machines/market/types';
import type { ApiClient } from '../../../services/api/client';
import type { ChainLandListing } from './landChain';

type SaleRow = z.infer<typeof landItemListAnswer>['data']['rows'][number];

export interface LandSalesDeps {
  api: () => Promise<Pick<ApiClient, 'landItemList' | 'landItem' | 'assetUrl'>>;
  /** The chain id of a network family as this app is configured. */
  chainIdOf: (network: Network) => number;
  listings: (chainId: number) => Promise<ChainLandListing[]>;
  collections: (chainId: number) => Promise<{ land721: string; land1155: string }>;
  cityOf: (chainId: number, standard: 721 | 1155, tokenId: string) => Promise<CityKey | null>;
}

export const networkOfCity = (city: CityKey) => LOCAL_CHAINS[mapOf(city).chain].family as 'BSC' | 'POL';

/** The market's listing state of a block row: 2 is a LAND listed by its owner (1 is the platform's own sale stock). */
const MARKET_LISTED = 2;

/**
 * LAND for sale in a city: every lgl0000_ex row the market lists (one per LAND token: its first block), joined with the
 * chain's open listing of that token by the same seller. A row the chain does not confirm is not for sale (sold or
 * unlisted meanwhile); a listing of a token lgl0000_ex does not list is not this city's market.
 */
export function joinSales(rows: SaleRow[], chainListings: ChainLandListing[]): SaleListing[] {
  const blocks = new Map<string, SaleRow>();
  for (const r of rows) {
    if (r.salestate !== MARKET_LISTED || !r.tokenId) continue;
    const key = `${r.tokentype}:${r.tokenId}`;
    if (!blocks.has(key)) blocks.set(key, r);
  }
  const out: SaleListing[] = [];
  for (const l of chainListings) {
    const row = blocks.get(`${l.standard}:${l.tokenId}`);
    if (!row || !sameAddress(row.owner_address, l.seller)) continue;
    out.push({
      tokenId: l.tokenId,
      block: row.index,
      index: l.index,
      seller: l.seller,
      price: l.price,
      priceWei: l.priceWei,
      currency: l.currency,
      sellAmount: l.sellAmount,
      // The chain keeps no listing time; its item ids grow with every listing, so they order newest first as well.
      listedAt: l.index,
    });
  }
  return out;
}

/** A city's LAND for sale (lgl0000_ex and the chain). */
export async function citySales(deps: LandSalesDeps, city: CityKey): Promise<SaleListing[]> {
  const chainId = deps.chainIdOf(networkOfCity(city));
  const [answer, chainListings] = await Promise.all([
    (await deps.api()).landItemList({ land_code: city, network: networkOfCity(city) }),
    deps.listings(chainId),
  ]);
  return joinSales(answer.data.rows, chainListings);
}

const TOKEN = /^land(721|1155)-(\d+)$/;

/**
 * One LAND's market panel without market_item_detail: its city from the chain, its open listings (lgl0000_ex joined
 * with the chain, each bought through lgl0002_ex on its block), its card from lgl0001_ex when it has a block on sale.
 * Null for an id that is not a LAND token.
 */
export async function landItemDetail(deps: LandSalesDeps, key: ItemDetailKey): Promise<ItemDetail | null> {
  const m = TOKEN.exec(key.itemId);
  if (!m) return null;
  const standard = m[1] === '721' ? 721 : 1155;
  const tokenId = m[2]!;
  const chainId = deps.chainIdOf(key.network);
  const city = await deps.cityOf(chainId, standard, tokenId);
  const { land721, land1155 } = await deps.collections(chainId);
  const sales = city ? (await citySales(deps, city)).filter((s) => s.tokenId === tokenId) : [];
  const api = await deps.api();
  const block = sales[0] ? (await api.landItem({ land_code: city!, network: key.network, itemId: sales[0].block })).data : null;
  const listings: Listing[] = sales
    .map((s) => ({
      index: s.index,
      recordId: s.block,
      seller: s.seller,
      tokenId,
      price: s.price,
      priceWei: s.priceWei,
      currency: s.currency,
      sellAmount: s.sellAmount,
      forSale: true,
      createdAt: s.listedAt,
      land: { land_code: city!, network: key.network },
    }))
    .sort((a, b) => (BigInt(a.priceWei) < BigInt(b.priceWei) ? -1 : 1));
  const cheapest = listings[0];
  return {
    nft: standard === 721 ? land721 : land1155,
    listings,
    item: {
      itemId: key.itemId,
      n: city ? `${mapOf(city).dataName} LAND #${tokenId}` : `LAND #${tokenId}`,
      id: cheapest?.index ?? 0,
      nft_id: `${standard}-${tokenId}`,
      thumburl: block ? api.assetUrl(block.thumburl) : '',
      tokenId,
      value: listings.reduce((n, l) => n + l.sellAmount, 0),
      owner_address: cheapest?.seller ?? block?.owner_address ?? '',
      tokentype: standard === 721 ? '721' : '1155',
      chain_id: chainId,
      dviprice: cheapest?.price ?? '',
      currency: cheapest?.currency ?? '',
      salestate: cheapest ? MARKET_LISTED : 0,
      grade: null,
      category: 'land',
      listings: listings.length,
    },
  };
}
