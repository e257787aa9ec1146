// The inventory flow (my page) with its real actor: one page of what the owner has on a network.
import { fromPromise } from 'xstate';
import type { FetchInventoryInput, InventoryPage } from '@machines/market/types';
import { inventoryMachine } from '@machines/market/inventoryMachine';
import { type BrowseDeps, fetchInventoryPage } from '../services/browse';
import { marketDeps } from '../services/deps';

export function marketInventoryLogic(deps: BrowseDeps = marketDeps()) {
  return inventoryMachine.provide({
    actors: {
      fetchInventory: fromPromise<InventoryPage, FetchInventoryInput>(({ input }) => fetchInventoryPage(deps, input)),
    },
  });
}
