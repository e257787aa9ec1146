// The browse, item detail and inventory flows with their real actors: the market API, and the signed-in user the
// session actor (systemId 'session') holds for the visit/search logs.
import { fromPromise } from 'xstate';
import { browseMachine } from '../../../../machines/market/browseMachine';
import type {
  FetchInventoryInput,
  FetchItemsInput,
  InventoryPage,
  ItemDetailKey,
  ItemDetailOutput,
  ItemPage,
  MarketLogInput,
} from '../../../../machines/market/browseTypes';
import { inventoryMachine } from '../../../../machines/market/inventoryMachine';
import { itemDetailMachine } from '../../../../machines/market/itemDetailMachine';
import { type BrowseDeps, fetchInventoryPage, fetchItemDetail, fetchItemPage, saveMarketLog } from '../services/browse';
import { marketDeps } from '../services/deps';
import { sessionUser } from '../../../services/sessionUser';

const appDeps = (): BrowseDeps => marketDeps();

/** The signed-in user's registered wallet, whose listings "My listings" shows; null for a visitor. */
const sessionWallet = (system: Parameters<typeof sessionUser>[0]) => sessionUser<{ walletAddr?: string }>(system)?.walletAddr || null;

export function marketBrowseLogic(deps: BrowseDeps = appDeps()) {
  return browseMachine.provide({
    actors: {
      fetchItems: fromPromise<ItemPage, FetchItemsInput>(({ input, system }) => fetchItemPage(deps, input, sessionWallet(system))),
      saveLog: fromPromise<void, MarketLogInput>(({ input, system }) => saveMarketLog(deps, input, sessionUser(system))),
    },
  });
}

export function marketItemLogic(deps: BrowseDeps = appDeps()) {
  return itemDetailMachine.provide({
    actors: {
      fetchItemDetail: fromPromise<ItemDetailOutput, ItemDetailKey>(({ input }) => fetchItemDetail(deps, input)),
    },
  });
}

export function marketInventoryLogic(deps: BrowseDeps = appDeps()) {
  return inventoryMachine.provide({
    actors: {
      fetchInventory: fromPromise<InventoryPage, FetchInventoryInput>(({ input }) => fetchInventoryPage(deps, input)),
    },
  });
}
