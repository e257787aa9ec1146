// Catalog entries of the ids the map's data and flow carry: block category names, layer names, the load failure.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const LAND_MAP_MESSAGES: Record<string, MessageDescriptor> = {
  'landMap.loadFailed': msg({ id: 'landMap.loadFailed', message: 'The map of this city could not be loaded.' }),
  'landBlock.center': msg({ id: 'landBlock.center', message: 'Center' }),
  'landBlock.publicBuilding': msg({ id: 'landBlock.publicBuilding', message: 'Public Building' }),
  'landBlock.buildingForSale': msg({ id: 'landBlock.buildingForSale', message: 'Building for sale' }),
  'landBlock.road': msg({ id: 'landBlock.road', message: 'Road' }),
  'landBlock.station': msg({ id: 'landBlock.station', message: 'Station' }),
  'landBlock.park': msg({ id: 'landBlock.park', message: 'Park' }),
  'landBlock.water': msg({ id: 'landBlock.water', message: 'Water' }),
  'landBlock.plaza': msg({ id: 'landBlock.plaza', message: 'Plaza' }),
  'landBlock.landmark': msg({ id: 'landBlock.landmark', message: 'Landmark' }),
  'landLayer.mine': msg({ id: 'landLayer.mine', message: 'Mine' }),
  'landLayer.forSaleNative': msg({ id: 'landLayer.forSaleNative', message: 'For sale (coin)' }),
  'landLayer.forSaleToken': msg({ id: 'landLayer.forSaleToken', message: 'For sale (DVI)' }),
  'landLayer.staked': msg({ id: 'landLayer.staked', message: 'Staked' }),
  'landLayer.sold': msg({ id: 'landLayer.sold', message: 'Sold' }),
};
