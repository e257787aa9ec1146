// The LAND map flow with its real actor: the city map loader (GET with ETag reuse, GetLandData without land_map) of the configured API.
import { fromPromise } from 'xstate';
import { appConfig } from '../../config/current';
import { landMapMachine } from '@machines/landMap/landMapMachine';
import type { LoadCityInput, LoadCityOutput } from '@machines/landMap/types';
import { appApiClient } from '../../services/api/appClient';
import { sessionUser } from '../../services/sessionUser';
import { cityMapLoader, type CityMapDeps, configuredWebBase } from './services/cityMap';

const appDeps = (): CityMapDeps => ({
  fetch: (url, init) => globalThis.fetch(url, init),
  webBase: () => configuredWebBase(appConfig().apiBaseUrl),
  landData: async (city) => (await appApiClient()).landData(city),
});

/** The map flow to attach with useFlow('landMap', landMapLogic(), input): create it once per module, not per render. */
export function landMapLogic(deps: Partial<CityMapDeps> = {}) {
  const load = cityMapLoader({ ...appDeps(), ...deps });
  return landMapMachine.provide({
    actors: {
      // The session's registered wallet, as my page's LAND uses it: its own staked LAND is marked on a GetLandData map.
      loadCity: fromPromise<LoadCityOutput, LoadCityInput>(({ input, signal, system }) => load(input.city, signal, sessionUser(system)?.walletAddr || null)),
    },
  });
}
