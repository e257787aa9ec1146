// The item detail flow with its real actor: one item with its open listings (the API's, or Item.json and the chain).
import { fromPromise } from 'xstate';
import type { ItemDetailKey, ItemDetailOutput } from '@machines/market/types';
import { itemDetailMachine } from '@machines/market/itemDetailMachine';
import { type BrowseDeps, fetchItemDetail } from '../services/browse';
import { marketDeps } from '../services/deps';

export function marketItemLogic(deps: BrowseDeps = marketDeps()) {
  return itemDetailMachine.provide({
    actors: {
      fetchItemDetail: fromPromise<ItemDetailOutput, ItemDetailKey>(({ input }) => fetchItemDetail(deps, input)),
    },
  });
}
