// The map's camera math, pure: screen <-> block at every block size, clamping to the city, zoom about a point, parcel
// rectangles and the visible range. The machine and the canvas renderer both use it, so a click hits what is drawn.
import { BLOCK_SIZE } from '../constants';

/** Where the map looks: the view's centre in block units (fractional) and the integer block size in CSS pixels. */
export interface Camera {
  cx: number;
  cy: number;
  size: number;
}

/** The canvas in CSS pixels. */
export interface Viewport {
  width: number;
  height: number;
}

/** The city's size in blocks. */
export interface Bounds {
  width: number;
  height: number;
}

/** Inclusive block range (x0..x1, y0..y1); empty when x1 < x0 or y1 < y0. */
export interface BlockRange {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A rectangle in CSS pixels. */
export interface ScreenRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Integer block size within spec 9's limits (8..24). */
export function clampSize(size: number): number {
  if (!Number.isFinite(size)) return BLOCK_SIZE.default;
  return Math.min(BLOCK_SIZE.max, Math.max(BLOCK_SIZE.min, Math.round(size)));
}

/**
 * Screen position of block (0, 0)'s top-left corner, rounded to whole pixels: every block then starts on a pixel
 * boundary at every size, so the fills stay sharp and a hit test agrees with the drawing.
 */
export function origin(cam: Camera, vp: Viewport): { ox: number; oy: number } {
  return { ox: Math.round(vp.width / 2 - cam.cx * cam.size), oy: Math.round(vp.height / 2 - cam.cy * cam.size) };
}

/** The block (fractional) under a screen point. */
export function screenToBlock(cam: Camera, vp: Viewport, sx: number, sy: number): { x: number; y: number } {
  const { ox, oy } = origin(cam, vp);
  return { x: (sx - ox) / cam.size, y: (sy - oy) / cam.size };
}

/** Screen point of a block position (its top-left corner for whole numbers). */
export function blockToScreen(cam: Camera, vp: Viewport, bx: number, by: number): { x: number; y: number } {
  const { ox, oy } = origin(cam, vp);
  return { x: ox + bx * cam.size, y: oy + by * cam.size };
}

/** Index (y * width + x) of the block under a screen point, or -1 outside the city. */
export function blockIndexAt(cam: Camera, vp: Viewport, bounds: Bounds, sx: number, sy: number): number {
  const p = screenToBlock(cam, vp, sx, sy);
  const x = Math.floor(p.x);
  const y = Math.floor(p.y);
  if (x < 0 || y < 0 || x >= bounds.width || y >= bounds.height) return -1;
  return y * bounds.width + x;
}

/** One axis of the clamp: the centre keeps the city filling the view, or centres a city smaller than the view. */
function clampAxis(c: number, extent: number, viewBlocks: number): number {
  if (extent <= viewBlocks) return extent / 2;
  const half = viewBlocks / 2;
  return Math.min(extent - half, Math.max(half, c));
}

/** The camera with a valid size and its centre inside the city (an empty viewport only keeps the centre in the city). */
export function clampCamera(cam: Camera, vp: Viewport, bounds: Bounds): Camera {
  const size = clampSize(cam.size);
  const cx = Number.isFinite(cam.cx) ? cam.cx : bounds.width / 2;
  const cy = Number.isFinite(cam.cy) ? cam.cy : bounds.height / 2;
  return {
    size,
    cx: clampAxis(cx, bounds.width, Math.max(0, vp.width) / size),
    cy: clampAxis(cy, bounds.height, Math.max(0, vp.height) / size),
  };
}

/** The camera of a fresh city: centred at the default size. */
export function cityCamera(vp: Viewport, bounds: Bounds): Camera {
  return clampCamera({ cx: bounds.width / 2, cy: bounds.height / 2, size: BLOCK_SIZE.default }, vp, bounds);
}

/** Moves the camera by a screen delta (the map follows the pointer: dragging right shows what is to the left). */
export function panBy(cam: Camera, vp: Viewport, bounds: Bounds, dx: number, dy: number): Camera {
  return clampCamera({ ...cam, cx: cam.cx - dx / cam.size, cy: cam.cy - dy / cam.size }, vp, bounds);
}

/** A new block size, keeping the block under the anchor (a screen point; the view's centre by default) where it is. */
export function zoomTo(cam: Camera, vp: Viewport, bounds: Bounds, size: number, anchor?: { x: number; y: number }): Camera {
  const next = clampSize(size);
  if (next === cam.size) return cam;
  const ax = anchor?.x ?? vp.width / 2;
  const ay = anchor?.y ?? vp.height / 2;
  const at = screenToBlock(cam, vp, ax, ay);
  // The anchor stays on the same block: cx' such that vp/2 - cx' * size' + at * size' = ax.
  const cx = at.x - (ax - vp.width / 2) / next;
  const cy = at.y - (ay - vp.height / 2) / next;
  return clampCamera({ cx, cy, size: next }, vp, bounds);
}

/** The blocks at least partly on screen, clipped to the city. */
export function visibleRange(cam: Camera, vp: Viewport, bounds: Bounds): BlockRange {
  const a = screenToBlock(cam, vp, 0, 0);
  const b = screenToBlock(cam, vp, vp.width, vp.height);
  return {
    x0: Math.max(0, Math.floor(a.x)),
    y0: Math.max(0, Math.floor(a.y)),
    x1: Math.min(bounds.width - 1, Math.ceil(b.x) - 1),
    y1: Math.min(bounds.height - 1, Math.ceil(b.y) - 1),
  };
}

/** True when a parcel's corners (inclusive) meet the range. */
export function rectInRange(x1: number, y1: number, x2: number, y2: number, r: BlockRange): boolean {
  return x2 >= r.x0 && x1 <= r.x1 && y2 >= r.y0 && y1 <= r.y1;
}

/** Corners of parcel p from the decoded rects column (x1, y1, x2, y2 per parcel). */
export function parcelCorners(rects: Uint16Array, p: number): { x1: number; y1: number; x2: number; y2: number } {
  const i = p * 4;
  return { x1: rects[i]!, y1: rects[i + 1]!, x2: rects[i + 2]!, y2: rects[i + 3]! };
}

/** Gap between neighbouring shapes in CSS pixels: 1 at every size, so a parcel reads as one shape beside its neighbours. */
export const BLOCK_GAP = 1;

/** The one shape a parcel (or a single block) is drawn as: its whole rectangle less the gap on the right and bottom. */
export function shapeRect(cam: Camera, vp: Viewport, x1: number, y1: number, x2: number, y2: number): ScreenRect {
  const { x, y } = blockToScreen(cam, vp, x1, y1);
  return { x, y, w: (x2 - x1 + 1) * cam.size - BLOCK_GAP, h: (y2 - y1 + 1) * cam.size - BLOCK_GAP };
}

/** The parcel's centre in block units (where PARCEL.SELECT puts the camera). */
export function parcelCentre(rects: Uint16Array, p: number): { x: number; y: number } {
  const c = parcelCorners(rects, p);
  return { x: (c.x1 + c.x2 + 1) / 2, y: (c.y1 + c.y2 + 1) / 2 };
}
