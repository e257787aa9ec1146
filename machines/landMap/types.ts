// The LAND map flow's ports and public events: what the page sends and reads, and the one side effect (loading a city).
import type { CityMap } from '@common/api/landMap';
import type { CityKey } from '@common/domain/land';

/** Toggleable layers of the map and its legend. */
export const MAP_LAYERS = ['mine', 'forSaleNative', 'forSaleToken', 'staked', 'sold'] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];

export interface LandMapInput {
  city: CityKey;
  /** Token id of the parcel to select once the city is loaded (from the URL), or null. */
  selected: string | null;
  /** The signed-in wallet address (lower case), for the 'mine' layer, or null. */
  viewer: string | null;
}

/** Port: load a city's map (GET, cacheable). Rejects with an API or network error. */
export interface LoadCityInput {
  city: CityKey;
}
export type LoadCityOutput = CityMap;

/** Events the page sends (camera, hover and input events are the map view's own; see landMapMachine). */
export type LandMapPageEvent =
  | { type: 'CITY.SET'; city: CityKey }
  /** Select a parcel by token id (from the list or the URL); null clears the selection. */
  | { type: 'PARCEL.SELECT'; tokenId: string | null }
  | { type: 'VIEWER.SET'; viewer: string | null }
  | { type: 'LAYER.TOGGLE'; layer: MapLayer }
  /** After a trade, listing or unlisting: load the city again, keeping camera and selection. */
  | { type: 'RELOAD' }
  | { type: 'RETRY' };
