// Home's hero flows with their real actors: the featured listings (the spec's market_item_list), and the city map
// through the LAND map's loader (its own flow id, so the market's LAND view keeps its own camera).
import { featuredMachine } from '@machines/home/featuredMachine';
import { provideLoad } from '@machines/shared/queryMachine';
import { landMapLogic } from '../landMap/actors';
import { appFeaturedDeps, type FeaturedDeps, fetchFeatured } from './services/featured';

export function homeFeaturedLogic(deps: FeaturedDeps = appFeaturedDeps()) {
  return provideLoad(featuredMachine, (query) => fetchFeatured(deps, query));
}

export const homeMapLogic = () => landMapLogic();
