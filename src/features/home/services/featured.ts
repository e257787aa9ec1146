// Home's featured listings read with the spec's market_item_list (spec 7): the newest rows for sale on one network,
// as the hero's cards. Its own call, not the market page's browse service, so the market's first load is not split.
import type { Network } from '@common/api/market';
import type { FeaturedCard, FeaturedQuery } from '@machines/home/featuredMachine';
import { appApiClient } from '../../../services/api/appClient';

/** Rows asked for: the list mixes networks, so more than shown are read and the network's first are kept. */
const ROWS_ASKED = 24;

export interface FeaturedDeps {
  api: () => Promise<Pick<Awaited<ReturnType<typeof appApiClient>>, 'marketItems' | 'assetUrl'>>;
  /** The build's chain id of a network (rows of other chains are left out); undefined keeps every row. */
  chainIdOf: (network: Network) => Promise<number | undefined>;
}

export const appFeaturedDeps = (): FeaturedDeps => ({
  api: appApiClient,
  // The configured networks, as the market's fallback reads them (loaded after the page, never with it).
  chainIdOf: async (network) =>
    (await import('../../../services/chain/deps'))
      .defaultChainDeps()
      .networks()
      .find((n) => n.family === network)?.chainId,
});

export async function fetchFeatured(deps: FeaturedDeps, query: FeaturedQuery): Promise<FeaturedCard[]> {
  const [api, chainId] = await Promise.all([deps.api(), deps.chainIdOf(query.network)]);
  const { data } = await api.marketItems({ type: 'list', for_sale: '1', order: { name: 'date', ct: 'desc' }, page: 1, count: ROWS_ASKED });
  return data.rows
    .filter((row) => row.salestate > 0 && (chainId === undefined || row.chain_id === chainId))
    .slice(0, query.count)
    .map((row) => ({ itemId: row.nft_id, id: row.id, name: row.n, picture: api.assetUrl(row.thumburl), standard: row.tokentype, price: row.dviprice }));
}
