// LAND map block categories (spec 3: -1 Center, 0 Public Building, 1 Building for sale, 2 Road, 3 Station, and 4..7),
// each with its name's catalog id and its fill colour, and the colours of the map's layers. Written once, drawn by the map.

/** The map's layers by name (the same keys as machines/landMap MAP_LAYERS; common/ imports no machine). */
type MapLayer = 'mine' | 'forSaleNative' | 'forSaleToken' | 'staked' | 'sold';

export const BLOCK_CATEGORIES = [-1, 0, 1, 2, 3, 4, 5, 6, 7] as const;
export type BlockCategory = (typeof BLOCK_CATEGORIES)[number];

export interface BlockCategoryInfo {
  category: BlockCategory;
  /** Catalog id of its name (src/features/landMap/messages.ts). */
  nameId: string;
  /** Fill colour, #rrggbb. */
  fill: string;
}

/**
 * The spec names -1..3; 4..7 are named by us (docs/land-map.md). Colours are ours too: the spec says each category has
 * one, not which; they are chosen to stay apart on the dark page and from the layer colours below.
 */
export const BLOCK_CATEGORY_INFO: readonly BlockCategoryInfo[] = [
  { category: -1, nameId: 'landBlock.center', fill: '#e3b341' },
  { category: 0, nameId: 'landBlock.publicBuilding', fill: '#55657f' },
  { category: 1, nameId: 'landBlock.buildingForSale', fill: '#2d3746' },
  { category: 2, nameId: 'landBlock.road', fill: '#17191f' },
  { category: 3, nameId: 'landBlock.station', fill: '#8957d0' },
  { category: 4, nameId: 'landBlock.park', fill: '#2e7148' },
  { category: 5, nameId: 'landBlock.water', fill: '#245a8a' },
  { category: 6, nameId: 'landBlock.plaza', fill: '#86684b' },
  { category: 7, nameId: 'landBlock.landmark', fill: '#a5443c' },
];

/** Info of a category; an unknown value (a newer server) draws as a road. */
export function blockCategoryInfo(category: number): BlockCategoryInfo {
  return BLOCK_CATEGORY_INFO.find((c) => c.category === category) ?? BLOCK_CATEGORY_INFO[3]!;
}

/** Fill of a parcel on a drawn layer, in the layers' priority order (first wins). */
export const LAYER_COLOURS: Readonly<Record<MapLayer, string>> = {
  mine: '#18d3b5',
  forSaleNative: '#ffb13b',
  forSaleToken: '#ff6fae',
  staked: '#6aa6ff',
  sold: '#4b5261',
};

/** Which layer colours a parcel when several apply: yours first, then what you can buy, then staked, then sold. */
export const LAYER_PRIORITY: readonly MapLayer[] = ['mine', 'forSaleNative', 'forSaleToken', 'staked', 'sold'];

/** Catalog ids of the layers' legend labels. */
export const LAYER_NAME_IDS: Readonly<Record<MapLayer, string>> = {
  mine: 'landLayer.mine',
  forSaleNative: 'landLayer.forSaleNative',
  forSaleToken: 'landLayer.forSaleToken',
  staked: 'landLayer.staked',
  sold: 'landLayer.sold',
};

/** The selected parcel's outline and the map's background (outside the city). */
export const SELECTED_COLOUR = '#ffffff';
export const MAP_BACKGROUND = '#0b0c10';
/** Lines between shapes (the gap colour) drawn over the fills. */
export const GAP_COLOUR = '#0b0c10';
