// Paints one map tile's pixels at a block size: every block filled with its colour, a gap between shapes, none inside a
// parcel (so a 3x3 LAND is one shape). Built row by row with typed-array fills and copies, no per-pixel canvas calls.
import { SAME_DIAGONAL, SAME_DOWN, SAME_RIGHT } from './colours';

/** Tile side in device pixels. */
export const TILE = 256;

export interface TileSource {
  width: number;
  height: number;
  /** RGBA pixel per block (colours.ts). */
  colours: Uint32Array;
  /** Same-parcel neighbour bits per block (colours.ts). */
  same: Uint8Array;
  background: number;
  gapColour: number;
}

/** First device pixel of block b at block size s (device pixels, maybe fractional): blocks start on whole pixels. */
export const blockStart = (b: number, s: number): number => Math.round(b * s);

/** The block whose pixels hold world pixel w (inverse of blockStart). */
export function blockOfPixel(w: number, s: number): number {
  let b = Math.floor(w / s);
  if (blockStart(b + 1, s) <= w) b += 1;
  else if (blockStart(b, s) > w) b -= 1;
  return b;
}

interface Run {
  /** Block column, or -1 outside the city. */
  bx: number;
  start: number;
  /** Where the gap starts (the block's last `gap` pixels). */
  gapAt: number;
  end: number;
}

/** Column runs of one block each across the tile (world pixels wx0 .. wx0 + TILE). */
function columnRuns(wx0: number, s: number, gap: number, width: number): Run[] {
  const runs: Run[] = [];
  let px = 0;
  while (px < TILE) {
    const b = blockOfPixel(wx0 + px, s);
    const end = Math.min(TILE, blockStart(b + 1, s) - wx0);
    const gapAt = Math.max(px, Math.min(end, blockStart(b + 1, s) - gap - wx0));
    runs.push({ bx: b >= 0 && b < width ? b : -1, start: px, gapAt, end });
    px = end;
  }
  return runs;
}

/**
 * Fills `out` (TILE x TILE RGBA pixels) with the tile whose top-left world pixel is (wx0, wy0); the world's pixel (0, 0)
 * is block (0, 0)'s corner. `s` is the block size and `gap` the gap, both in device pixels.
 */
export function paintTile(out: Uint32Array, wx0: number, wy0: number, s: number, gap: number, src: TileSource, rows: [number, number] = [0, TILE]): void {
  const runs = columnRuns(wx0, s, gap, src.width);
  const { colours, same, background, gapColour, width, height } = src;
  // Only pixel rows rows[0] .. rows[1] (a slice): the others keep what they hold.
  let py = rows[0];
  while (py < rows[1]) {
    const by = blockOfPixel(wy0 + py, s);
    const rowEnd = Math.min(rows[1], blockStart(by + 1, s) - wy0);
    const gapRow = Math.max(py, Math.min(rowEnd, blockStart(by + 1, s) - gap - wy0));
    const inside = by >= 0 && by < height;
    // The block row's body: one pixel row painted, the rest copied from it.
    for (let band = 0; band < 2; band++) {
      const from = band === 0 ? py : gapRow;
      const to = band === 0 ? gapRow : rowEnd;
      if (from >= to) continue;
      const row = from * TILE;
      for (const r of runs) {
        if (!inside || r.bx < 0) {
          out.fill(background, row + r.start, row + r.end);
          continue;
        }
        const i = by * width + r.bx;
        const c = colours[i]!;
        const bits = same[i]!;
        const body = band === 0 || bits & SAME_DOWN ? c : gapColour;
        const corner = band === 0 ? (bits & SAME_RIGHT ? c : gapColour) : (bits & 7) === (SAME_RIGHT | SAME_DOWN | SAME_DIAGONAL) ? c : gapColour;
        out.fill(body, row + r.start, row + r.gapAt);
        out.fill(corner, row + r.gapAt, row + r.end);
      }
      for (let y = from + 1; y < to; y++) out.copyWithin(y * TILE, row, row + TILE);
    }
    py = rowEnd;
  }
}

/** Pixel rows of a slice: a frame that must paint although it has no time left pays for a quarter of a tile at most. */
export const SLICE_ROWS = TILE / 4;

/** What one frame knows when it decides whether to paint more of the missing tiles. */
export interface FrameBudget {
  /** Tiles or slices painted so far in this frame. */
  painted: number;
  /** The block size is still changing (wheel or pinch): tiles of a passing size wait (the budget is then 0). */
  zooming: boolean;
  /** Milliseconds spent in this frame so far, and the budget for it. */
  elapsed: number;
  budget: number;
  /** How long a whole tile takes here (moving average). */
  tileMs: number;
}

/**
 * What a frame paints next of the missing tiles: a whole tile while it fits the budget; else, once the size has settled,
 * the frame's first work is one slice (SLICE_ROWS rows of the nearest missing tile, continued by the next frames),
 * however slow tiles have been and however many were cached, so the map always finishes sharpening (a tile at most
 * every TILE / SLICE_ROWS frames) without one frame paying for a whole tile on a slow CPU.
 */
export function tileWork(f: FrameBudget): 'tile' | 'slice' | 'none' {
  if (f.elapsed + f.tileMs < f.budget) return 'tile';
  return !f.zooming && f.painted === 0 ? 'slice' : 'none';
}
