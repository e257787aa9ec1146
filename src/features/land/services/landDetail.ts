// A LAND's market panel: market_item_detail (an extension) while the server offers it, else the spec's LAND market
// (lgl0000_ex, lgl0001_ex) with the chain's listings; once the server said it has no market_item_detail, it is not asked again.
import { isNotOffered } from '../../../../common/api/notOffered';
import type { ItemDetailKey, ItemDetailOutput } from '../../../../machines/market/browseTypes';
import { fetchItemDetail, type BrowseDeps } from '../../market/services/browse';
import { landItemDetail, type LandSalesDeps } from './landSales';

type Api = Awaited<ReturnType<BrowseDeps['api']>>;

let detailOffered = true;

/** Forgets what the server said (tests start each case from a server that may offer it). */
export function resetLandDetail() {
  detailOffered = true;
}

export async function landDetail(api: Api, deps: LandSalesDeps, key: ItemDetailKey): Promise<ItemDetailOutput> {
  if (detailOffered) {
    try {
      return await fetchItemDetail({ api: async () => api, now: () => Date.now() }, key);
    } catch (error) {
      if (!isNotOffered(error)) throw error;
      detailOffered = false;
    }
  }
  return landItemDetail(deps, key);
}
