// The LAND feature's flows with their real actors: the land tab reads the market API (created on first use); the LAND
// detail's market panel is the market's item flow whose loader falls back to the spec's LAND market; the map draws
// the LAND market's sales when it is built from GetLandData.
import { fromPromise } from 'xstate';
import { landTabMachine, type LoadMyLandInput, type LoadMyLandOutput } from '../../../machines/landMarket/landTabMachine';
import type { ItemDetailKey, ItemDetailOutput } from '../../../machines/market/browseTypes';
import { itemDetailMachine } from '../../../machines/market/itemDetailMachine';
import { landMapLogic } from '../landMap/actors';
import { marketApi } from '../market/services/marketApi';
import { landSalesDeps } from './services/deps';
import { landDetail } from './services/landDetail';
import { citySales, type LandSalesDeps } from './services/landSales';
import { loadMyLand } from './services/myLand';

export function landTabLogic(api = marketApi) {
  return landTabMachine.provide({
    actors: {
      loadMyLand: fromPromise<LoadMyLandOutput, LoadMyLandInput>(async ({ input }) => loadMyLand(await api(), input.owner)),
    },
  });
}

/** The LAND detail's market panel: market_item_detail, else lgl0000_ex/lgl0001_ex and the chain (never a dead end). */
export function landItemLogic(deps: () => LandSalesDeps = landSalesDeps, api = marketApi) {
  return itemDetailMachine.provide({
    actors: {
      fetchItemDetail: fromPromise<ItemDetailOutput, ItemDetailKey>(async ({ input }) => landDetail(await api(), deps(), input)),
    },
  });
}

/** The city map with the LAND market's sales drawn on it when the map comes from GetLandData. */
export function landViewMapLogic(deps: () => LandSalesDeps = landSalesDeps) {
  return landMapLogic({ sales: (city) => citySales(deps(), city) });
}
