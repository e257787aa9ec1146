// Camera geometry at every block size 8..24: screen <-> block round trips, clamping, zoom about a point, shapes, culling.
import { describe, expect, it } from 'vitest';
import { BLOCK_SIZE } from '../constants';
import {
  blockIndexAt,
  blockToScreen,
  type Camera,
  cityCamera,
  clampCamera,
  clampSize,
  origin,
  panBy,
  parcelCentre,
  parcelCorners,
  rectInRange,
  screenToBlock,
  shapeRect,
  visibleRange,
  zoomTo,
} from './geometry';

const SIZES = Array.from({ length: BLOCK_SIZE.max - BLOCK_SIZE.min + 1 }, (_, i) => BLOCK_SIZE.min + i);
const VP = { width: 800, height: 500 };
const CITY = { width: 300, height: 300 };

describe('block size', () => {
  it('is an integer from 8 to 24 (spec 9), 12 when unreadable', () => {
    expect(SIZES).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(clampSize(3)).toBe(8);
    expect(clampSize(99)).toBe(24);
    expect(clampSize(12.4)).toBe(12);
    expect(clampSize(12.6)).toBe(13);
    expect(clampSize(Number.NaN)).toBe(12);
  });
});

describe.each(SIZES)('at block size %i', (size) => {
  const cam: Camera = { cx: 123.37, cy: 77.81, size };

  it('puts block corners on whole pixels and maps them back to the same block', () => {
    const { ox, oy } = origin(cam, VP);
    expect(Number.isInteger(ox) && Number.isInteger(oy)).toBe(true);
    for (const [bx, by] of [
      [100, 60],
      [123, 77],
      [140, 90],
    ] as const) {
      const p = blockToScreen(cam, VP, bx, by);
      expect(Number.isInteger(p.x) && Number.isInteger(p.y)).toBe(true);
      expect(screenToBlock(cam, VP, p.x, p.y)).toEqual({ x: bx, y: by });
      // Every pixel of the block hits it, the next pixel is the next block.
      expect(blockIndexAt(cam, VP, CITY, p.x, p.y)).toBe(by * CITY.width + bx);
      expect(blockIndexAt(cam, VP, CITY, p.x + size - 0.01, p.y + size - 0.01)).toBe(by * CITY.width + bx);
      expect(blockIndexAt(cam, VP, CITY, p.x + size, p.y)).toBe(by * CITY.width + bx + 1);
      expect(blockIndexAt(cam, VP, CITY, p.x, p.y + size)).toBe((by + 1) * CITY.width + bx);
    }
  });

  it('shows the camera centre at the view centre (within a pixel)', () => {
    const c = blockToScreen(cam, VP, cam.cx, cam.cy);
    expect(Math.abs(c.x - VP.width / 2)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(c.y - VP.height / 2)).toBeLessThanOrEqual(0.5);
  });

  it('finds no block outside the city', () => {
    const edge = clampCamera({ cx: 0, cy: 0, size }, VP, CITY);
    const o = blockToScreen(edge, VP, 0, 0);
    expect(blockIndexAt(edge, VP, CITY, o.x - 1, o.y)).toBe(-1);
    expect(blockIndexAt(edge, VP, CITY, o.x, o.y - 1)).toBe(-1);
    const far = blockToScreen(edge, VP, CITY.width, CITY.height);
    expect(blockIndexAt(edge, VP, CITY, far.x, far.y)).toBe(-1);
  });

  it('clamps the centre so the city fills the view, and centres a city smaller than the view', () => {
    const half = { x: VP.width / 2 / size, y: VP.height / 2 / size };
    expect(clampCamera({ cx: -50, cy: -50, size }, VP, CITY)).toEqual({ cx: half.x, cy: half.y, size });
    expect(clampCamera({ cx: 999, cy: 999, size }, VP, CITY)).toEqual({ cx: CITY.width - half.x, cy: CITY.height - half.y, size });
    // At the clamp the city's corner is on the view's corner.
    const corner = blockToScreen(clampCamera({ cx: -50, cy: -50, size }, VP, CITY), VP, 0, 0);
    expect(corner).toEqual({ x: 0, y: 0 });
    const small = { width: 20, height: 10 };
    expect(clampCamera({ cx: 0, cy: 99, size }, VP, small)).toEqual({ cx: 10, cy: 5, size });
  });

  it('pans by a screen delta, the map following the pointer', () => {
    const start = cityCamera(VP, CITY);
    const at = { ...start, size };
    const moved = panBy(at, VP, CITY, 3 * size, -2 * size);
    expect(moved.cx).toBeCloseTo(at.cx - 3);
    expect(moved.cy).toBeCloseTo(at.cy + 2);
  });

  it('zooms to every other size keeping the block under the anchor', () => {
    const anchor = { x: 611, y: 123 };
    const before = screenToBlock(cam, VP, anchor.x, anchor.y);
    for (const next of SIZES) {
      const z = zoomTo(cam, VP, CITY, next, anchor);
      expect(z.size).toBe(next);
      const after = screenToBlock(z, VP, anchor.x, anchor.y);
      // Whole-pixel origins move the anchor by at most one pixel.
      expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1 / next);
      expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1 / next);
    }
  });

  it('culls to the blocks on screen, clipped to the city', () => {
    const r = visibleRange(cam, VP, CITY);
    const first = blockToScreen(cam, VP, r.x0, r.y0);
    const last = blockToScreen(cam, VP, r.x1 + 1, r.y1 + 1);
    // The first visible block starts at or before the view's corner and ends after it; likewise the last.
    expect(first.x).toBeLessThanOrEqual(0);
    expect(first.x + size).toBeGreaterThan(0);
    expect(last.x).toBeGreaterThanOrEqual(VP.width);
    expect(last.x - size).toBeLessThan(VP.width);
    expect(last.y).toBeGreaterThanOrEqual(VP.height);
    expect(rectInRange(r.x1, r.y1, r.x1 + 2, r.y1 + 2, r)).toBe(true);
    expect(rectInRange(r.x1 + 1, r.y0, r.x1 + 3, r.y0, r)).toBe(false);
    expect(rectInRange(r.x0 - 3, r.y0 - 3, r.x0 - 1, r.y0, r)).toBe(false);
    const edge = visibleRange(clampCamera({ cx: 0, cy: 0, size }, VP, CITY), VP, CITY);
    expect(edge.x0).toBe(0);
    expect(edge.y0).toBe(0);
  });

  it('draws a parcel of every size as one rectangle, less the 1 px gap', () => {
    for (const [w, h] of [
      [1, 1],
      [2, 1],
      [2, 2],
      [3, 3],
    ] as const) {
      const r = shapeRect(cam, VP, 120, 70, 120 + w - 1, 70 + h - 1);
      const corner = blockToScreen(cam, VP, 120, 70);
      expect(r).toEqual({ x: corner.x, y: corner.y, w: w * size - 1, h: h * size - 1 });
    }
  });
});

describe('parcels', () => {
  const rects = Uint16Array.from([0, 0, 0, 0, 4, 6, 6, 8, 10, 2, 11, 2]);
  it('reads corners and centres from the rects column', () => {
    expect(parcelCorners(rects, 1)).toEqual({ x1: 4, y1: 6, x2: 6, y2: 8 });
    expect(parcelCentre(rects, 0)).toEqual({ x: 0.5, y: 0.5 });
    expect(parcelCentre(rects, 1)).toEqual({ x: 5.5, y: 7.5 });
    expect(parcelCentre(rects, 2)).toEqual({ x: 11, y: 2.5 });
  });
});
