// Per-block colours of a city (category fill, or the first drawn layer of the parcel on it) and each block's neighbours
// in the same parcel: computed once per data, viewer and layers, then read by the tiles, the bitmap and the minimap.
import { type CityMap, PARCEL_FLAG } from '@common/api/landMap';
import { BLOCK_CATEGORY_INFO, LAYER_COLOURS, LAYER_PRIORITY } from '@common/domain/landBlocks';
import type { LayerSet } from '@machines/landMap/landMapMachine';
import type { MapLayer } from '@machines/landMap/types';

/** #rrggbb as a little-endian RGBA pixel (ImageData's byte order on every browser host). */
export function pixel(hex: string): number {
  const v = parseInt(hex.slice(1), 16);
  return ((0xff << 24) | ((v & 0xff) << 16) | (v & 0xff00) | ((v >> 16) & 0xff)) >>> 0;
}

const CATEGORY_PIXEL = new Uint32Array(16);
for (const c of BLOCK_CATEGORY_INFO) CATEGORY_PIXEL[c.category + 1] = pixel(c.fill);
// Unknown categories draw as a road.
const ROAD = pixel(BLOCK_CATEGORY_INFO.find((c) => c.category === 2)!.fill);

/** The layer that colours parcel p, or null (first of LAYER_PRIORITY that is on and applies). */
export function parcelLayer(data: CityMap, p: number, viewerIndex: number, mineExtra: Set<number>, layers: LayerSet): MapLayer | null {
  const flags = data.flags[p]!;
  for (const layer of LAYER_PRIORITY) {
    if (!layers[layer]) continue;
    if (layer === 'mine' && viewerIndex >= 0 && (data.ownerOf[p] === viewerIndex || mineExtra.has(p))) return layer;
    const l = data.listingOf[p]!;
    if (layer === 'forSaleNative' && l >= 0 && data.listings[l]!.currency === 'native') return layer;
    if (layer === 'forSaleToken' && l >= 0 && data.listings[l]!.currency === 'token') return layer;
    if (layer === 'staked' && flags & PARCEL_FLAG.staked) return layer;
    if (layer === 'sold' && flags & PARCEL_FLAG.sold) return layer;
  }
  return null;
}

/** The viewer's owner index and the parcels it holds among several 1155 holders. */
export function viewerParcels(data: CityMap, viewer: string | null): { viewerIndex: number; mineExtra: Set<number> } {
  const viewerIndex = viewer ? data.owners.indexOf(viewer) : -1;
  const mineExtra = new Set<number>();
  if (viewerIndex >= 0) for (const [p, o] of data.extraOwners) if (o === viewerIndex) mineExtra.add(p);
  return { viewerIndex, mineExtra };
}

/** One RGBA pixel per block: its category's fill, or its parcel's layer colour. */
export function blockColours(data: CityMap, viewer: string | null, layers: LayerSet): Uint32Array {
  const n = data.width * data.height;
  const out = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const c = data.blocks[i]! + 1;
    out[i] = c >= 0 && c < 9 ? CATEGORY_PIXEL[c]! : ROAD;
  }
  const { viewerIndex, mineExtra } = viewerParcels(data, viewer);
  const layerPixel = Object.fromEntries(LAYER_PRIORITY.map((l) => [l, pixel(LAYER_COLOURS[l])])) as Record<MapLayer, number>;
  for (let p = 0; p < data.parcelCount; p++) {
    const layer = parcelLayer(data, p, viewerIndex, mineExtra, layers);
    if (!layer) continue;
    const colour = layerPixel[layer];
    const i = p * 4;
    const x2 = Math.min(data.rects[i + 2]!, data.width - 1);
    const y2 = Math.min(data.rects[i + 3]!, data.height - 1);
    for (let y = data.rects[i + 1]!; y <= y2; y++) out.fill(colour, y * data.width + data.rects[i]!, y * data.width + x2 + 1);
  }
  return out;
}

/** Bits per block: the right, lower and lower-right neighbours belong to the same parcel (no gap drawn between). */
export const SAME_RIGHT = 1;
export const SAME_DOWN = 2;
export const SAME_DIAGONAL = 4;

export function sameParcelBits(data: CityMap): Uint8Array {
  const { width: w, height: h, parcelAt } = data;
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const p = parcelAt[i]!;
      if (p < 0) continue;
      let bits = 0;
      if (x + 1 < w && parcelAt[i + 1] === p) bits |= SAME_RIGHT;
      if (y + 1 < h && parcelAt[i + w] === p) bits |= SAME_DOWN;
      if (x + 1 < w && y + 1 < h && parcelAt[i + w + 1] === p) bits |= SAME_DIAGONAL;
      out[i] = bits;
    }
  }
  return out;
}
