// The LAND feature's flows with their real actors: the land tab reads the market API (created on first use).
import { fromPromise } from 'xstate';
import { landTabMachine, type LoadMyLandInput, type LoadMyLandOutput } from '../../../machines/landMarket/landTabMachine';
import { marketApi } from '../market/services/marketApi';
import { loadMyLand } from './services/myLand';

export function landTabLogic(api = marketApi) {
  return landTabMachine.provide({
    actors: {
      loadMyLand: fromPromise<LoadMyLandOutput, LoadMyLandInput>(async ({ input }) => loadMyLand(await api(), input.owner)),
    },
  });
}
