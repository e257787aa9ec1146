// The inventory flow (my page) with its real actor: one page of what the owner has on a network.
import { inventoryMachine } from '@machines/market/inventoryMachine';
import { provideLoad } from '@machines/shared/queryMachine';
import { type BrowseDeps, fetchInventoryPage } from '../services/browse';
import { marketDeps } from '../services/deps';

export function marketInventoryLogic(deps: BrowseDeps = marketDeps()) {
  return provideLoad(inventoryMachine, (input) => fetchInventoryPage(deps, input));
}
