// The LAND feature's flows with their real actors: the land tab reads the market API (created on first use); the LAND
// detail's market panel is the market's item flow loading from the spec's LAND market and the chain; the map draws
// the LAND market's sales and the staked LAND the spec's data tells when it is built from GetLandData.
import { fromPromise } from 'xstate';
import { landTabMachine } from '@machines/land/landTabMachine';
import type { ItemDetailKey, ItemDetailOutput } from '@machines/market/types';
import { itemDetailMachine } from '@machines/market/itemDetailMachine';
import { provideLoad } from '@machines/shared/queryMachine';
import { landMapLogic } from '../landMap/actors';
import { marketApi } from '../market/services/marketApi';
import { landSalesDeps, stakedMarksDeps } from './services/deps';
import { citySales, landItemDetail, type LandSalesDeps } from './services/landSales';
import { loadMyLand } from './services/myLand';
import { cityStakedHints, type StakedMarksDeps } from './services/stakedMarks';

export function landTabLogic(api = marketApi) {
  return provideLoad(landTabMachine, async (input) => loadMyLand(await api(), input.owner));
}

/** The LAND detail's market panel from the spec's LAND market (lgl0000_ex, lgl0001_ex) and the chain, never market_item_detail. */
export function landItemLogic(deps: () => LandSalesDeps = landSalesDeps) {
  return itemDetailMachine.provide({
    actors: {
      fetchItemDetail: fromPromise<ItemDetailOutput, ItemDetailKey>(({ input }) => landItemDetail(deps(), input)),
    },
  });
}

/** The city map with the LAND market's sales and the staked marks the spec's data gives when it comes from GetLandData. */
export function landViewMapLogic(deps: () => LandSalesDeps = landSalesDeps, marks: () => StakedMarksDeps = stakedMarksDeps) {
  return landMapLogic({ sales: (city) => citySales(deps(), city), staked: (city, viewer) => cityStakedHints(marks(), city, viewer) });
}
