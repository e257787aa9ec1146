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
 * one, not which. They are chosen to stay apart on the dark page, from each other and from the layer colours below,
 * also as people with protanopia, deuteranopia or tritanopia see them (landBlocks.palette.test.ts checks the distances).
 */
export const BLOCK_CATEGORY_INFO: readonly BlockCategoryInfo[] = [
  { category: -1, nameId: 'landBlock.center', fill: '#c8bb9b' },
  { category: 0, nameId: 'landBlock.publicBuilding', fill: '#53857f' },
  { category: 1, nameId: 'landBlock.buildingForSale', fill: '#1f3258' },
  { category: 2, nameId: 'landBlock.road', fill: '#17191f' },
  { category: 3, nameId: 'landBlock.station', fill: '#795fdf' },
  { category: 4, nameId: 'landBlock.park', fill: '#37ad67' },
  { category: 5, nameId: 'landBlock.water', fill: '#1f5a71' },
  { category: 6, nameId: 'landBlock.plaza', fill: '#ac7545' },
  { category: 7, nameId: 'landBlock.landmark', fill: '#993812' },
];

/** Info of a category; an unknown value (a newer server) draws as a road. */
export function blockCategoryInfo(category: number): BlockCategoryInfo {
  return BLOCK_CATEGORY_INFO.find((c) => c.category === category) ?? BLOCK_CATEGORY_INFO[3]!;
}

/** Fill of a parcel on a drawn layer, in the layers' priority order (first wins). */
export const LAYER_COLOURS: Readonly<Record<MapLayer, string>> = {
  mine: '#4efdf5',
  forSaleNative: '#f6b24a',
  forSaleToken: '#e359c2',
  staked: '#92b7ff',
  sold: '#6a493f',
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
