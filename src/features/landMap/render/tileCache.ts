// The renderer's painted tiles: a most-recently-used cache of tile canvases per block size and position, painted whole
// or one slice a frame (a tile started by slices is finished by the next frames, or by a whole paint).
import { paintTile, SLICE_ROWS, TILE, type TileSource } from './tiles';

/** Where and how a tile is painted: its key names the size and position. */
export interface TileSpec {
  key: string;
  wx0: number;
  wy0: number;
  s: number;
  gap: number;
  source: TileSource;
}

export class TileCache {
  private tiles = new Map<string, HTMLCanvasElement>();
  private spare: HTMLCanvasElement[] = [];
  private readonly image = new ImageData(TILE, TILE);
  private readonly pixels = new Uint32Array(this.image.data.buffer);
  /** The tile being painted by slices: its canvas holds rows 0 .. rows so far. */
  private partial: { spec: TileSpec; canvas: HTMLCanvasElement; rows: number } | null = null;
  /** How many tiles are kept (256 KB each). */
  limit = 96;

  /** A painted tile, now the most recently used. */
  get(key: string): HTMLCanvasElement | undefined {
    const t = this.tiles.get(key);
    if (t) {
      // Most recently used last: the cache drops from the front.
      this.tiles.delete(key);
      this.tiles.set(key, t);
    }
    return t;
  }

  /** The key of the tile half painted by slices, if any. */
  partialKey(): string | null {
    return this.partial?.spec.key ?? null;
  }

  /** Paints a whole tile now. */
  paint(spec: TileSpec): HTMLCanvasElement {
    if (this.partial?.spec.key === spec.key) this.dropPartial();
    paintTile(this.pixels, spec.wx0, spec.wy0, spec.s, spec.gap, spec.source);
    const canvas = this.canvas();
    canvas.getContext('2d')!.putImageData(this.image, 0, 0);
    return this.keep(spec.key, canvas);
  }

  /** Paints the next slice of a tile (another tile's slices are dropped); the tile once its last slice is painted. */
  paintSlice(spec: TileSpec): HTMLCanvasElement | null {
    if (this.partial?.spec.key !== spec.key) {
      this.dropPartial();
      this.partial = { spec, canvas: this.canvas(), rows: 0 };
    }
    const p = this.partial!;
    const to = Math.min(TILE, p.rows + SLICE_ROWS);
    paintTile(this.pixels, spec.wx0, spec.wy0, spec.s, spec.gap, spec.source, [p.rows, to]);
    p.canvas.getContext('2d')!.putImageData(this.image, 0, 0, 0, p.rows, TILE, to - p.rows);
    p.rows = to;
    if (to < TILE) return null;
    this.partial = null;
    return this.keep(spec.key, p.canvas);
  }

  /** Forgets every tile (new colours): their canvases are reused. */
  clear(): void {
    this.dropPartial();
    for (const t of this.tiles.values()) this.spare.push(t);
    this.tiles.clear();
  }

  destroy(): void {
    this.partial = null;
    this.tiles.clear();
    this.spare = [];
  }

  private canvas(): HTMLCanvasElement {
    return this.spare.pop() ?? Object.assign(document.createElement('canvas'), { width: TILE, height: TILE });
  }

  private dropPartial(): void {
    if (this.partial) this.spare.push(this.partial.canvas);
    this.partial = null;
  }

  private keep(key: string, canvas: HTMLCanvasElement): HTMLCanvasElement {
    this.tiles.set(key, canvas);
    while (this.tiles.size > this.limit) {
      const oldest = this.tiles.keys().next().value as string;
      this.spare.push(this.tiles.get(oldest)!);
      this.tiles.delete(oldest);
    }
    return canvas;
  }
}
