// The browse flow with its real actors: the market API, and the signed-in user the session actor (systemId 'session')
// holds for the visit/search logs and "My listings". (Item detail and inventory have their own files, so each page
// loads only its own machine.)
import { fromPromise } from 'xstate';
import { browseMachine } from '@machines/market/browseMachine';
import type { FetchItemsInput, ItemPage, MarketLogInput } from '@machines/market/types';
import { type BrowseDeps, fetchItemPage, saveMarketLog } from '../services/browse';
import { marketDeps } from '../services/deps';
import { sessionUser } from '../../../services/sessionUser';

/** The signed-in user's registered wallet, whose listings "My listings" shows; null for a visitor. */
const sessionWallet = (system: Parameters<typeof sessionUser>[0]) => sessionUser(system)?.walletAddr || null;

export function marketBrowseLogic(deps: BrowseDeps = marketDeps()) {
  return browseMachine.provide({
    actors: {
      fetchItems: fromPromise<ItemPage, FetchItemsInput>(({ input, system }) => fetchItemPage(deps, input, sessionWallet(system))),
      saveLog: fromPromise<void, MarketLogInput>(({ input, system }) => saveMarketLog(deps, input, sessionUser(system))),
    },
  });
}
