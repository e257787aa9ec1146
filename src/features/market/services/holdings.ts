// The item page's holdings (what the viewer may list or unlist there), loaded with the market actions hub, not the page.
import type { Network } from '@common/api/market';
import type { InventoryRow } from '@common/api/marketItems';
import { type BrowseDeps, extensionOr, specMarket } from './browse';

/** What owner holds on a network (the item page's List and Unlist): market_inventory, or the chain when it is not offered. */
export async function fetchHoldings(deps: BrowseDeps, network: Network, owner: string): Promise<InventoryRow[]> {
  const api = await deps.api();
  return extensionOr(
    deps,
    'market_inventory',
    async () => (await api.marketInventory({ network, owner_addr: owner, count: 100 })).data.rows,
    async () => (await specMarket()).specHoldings(api, await deps.chain(), network, owner),
  );
}
