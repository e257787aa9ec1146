// Draws the map flow's snapshots on one canvas, once per animation frame, outside React: cached tiles per block size,
// the 1-pixel-per-block bitmap scaled while tiles are missing, then the selected and hovered outlines.
import type { SnapshotFrom } from 'xstate';
import type { CityMap } from '@common/api/landMap';
import { GAP_COLOUR, MAP_BACKGROUND, SELECTED_COLOUR } from '@common/domain/landBlocks';
import { origin } from '@machines/landMap/geometry';
import type { LandMapContext, landMapMachine } from '@machines/landMap/landMapMachine';
import { blockColours, pixel, sameParcelBits } from './colours';
import { benchStats } from './stats';
import { TileCache } from './tileCache';
import { blockStart, SLICE_ROWS, TILE, tileWork, type TileSource } from './tiles';

type Snapshot = SnapshotFrom<typeof landMapMachine>;

/** Tiles kept across sizes (256 KB each): at least this many, and three screens' worth on a large screen. */
const TILE_CACHE_MIN = 96;
/** Milliseconds of tile painting per frame; the rest waits for the next frame while the scaled bitmap stands in. */
const TILE_BUDGET_MS = 3;
/** The first frame of new data may take this long to paint every visible tile at once. */
const FIRST_PAINT_BUDGET_MS = 120;
/**
 * While the block size keeps changing (a wheel or pinch zoom), tiles of the passing sizes would be painted for one frame
 * and never drawn again: until the size has held this long, the scaled bitmap stands in for every missing tile.
 */
const ZOOM_SETTLE_MS = 120;

/** What the colours depend on: a change of any of these repaints the bitmap and drops the tiles. */
interface Derived {
  data: CityMap;
  viewer: string | null;
  layers: LandMapContext['layers'];
  source: TileSource;
  bitmap: HTMLCanvasElement;
}

export interface FrameListener {
  /** After each frame: where the view is, for what follows the map (the hover card's position). */
  (context: LandMapContext, scale: number): void;
}

export class MapRenderer {
  private readonly ctx: CanvasRenderingContext2D;
  private derived: Derived | null = null;
  private readonly tiles = new TileCache();
  private frame = 0;
  private dpr = 1;
  private pendingFullPaint: number | null = null;
  /** The context and canvas size of the last complete frame. */
  private drawn: LandMapContext | null = null;
  private drawnWidth = 0;
  private drawnHeight = 0;
  private readonly listeners = new Set<FrameListener>();
  /** How long a tile takes to paint here (a moving average), so a frame does not start one it has no time left for. */
  private tileMs = 1;
  /** The block size of the last frame, and when it last changed. */
  private lastSize = 0;
  private sizeChangedAt = 0;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly read: () => Snapshot,
  ) {
    const ctx = canvas.getContext('2d', { alpha: false });
    if (!ctx) throw new Error('canvas 2d unavailable');
    this.ctx = ctx;
  }

  onFrame(listener: FrameListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The canvas's backing store follows its CSS size times the device pixel ratio (sharp on high-DPI screens). */
  resize(width: number, height: number, dpr: number): void {
    this.dpr = dpr;
    const w = Math.max(1, Math.round(width * dpr));
    const h = Math.max(1, Math.round(height * dpr));
    this.tiles.limit = Math.max(TILE_CACHE_MIN, 3 * (Math.ceil(w / TILE) + 1) * (Math.ceil(h / TILE) + 1));
    if (this.canvas.width !== w || this.canvas.height !== h) {
      this.canvas.width = w;
      this.canvas.height = h;
    }
    this.request();
  }

  /** Asks for one frame (several requests before it draw once). */
  request(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  destroy(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.tiles.destroy();
    this.listeners.clear();
  }

  private derive(c: LandMapContext): Derived | null {
    const data = c.data;
    if (!data) return null;
    const d = this.derived;
    if (d && d.data === data && d.viewer === c.viewer && d.layers === c.layers) return d;
    // The first full paint of new data counts from here: its colours and parcel shapes are part of it.
    if (!d || d.data !== data) this.pendingFullPaint = performance.now();
    const colours = blockColours(data, c.viewer, c.layers);
    const same = d && d.data === data ? d.source.same : sameParcelBits(data);
    const bitmap = document.createElement('canvas');
    bitmap.width = data.width;
    bitmap.height = data.height;
    const image = new ImageData(new Uint8ClampedArray(colours.buffer as ArrayBuffer), data.width, data.height);
    bitmap.getContext('2d')!.putImageData(image, 0, 0);
    this.tiles.clear();
    this.derived = {
      data,
      viewer: c.viewer,
      layers: c.layers,
      source: { width: data.width, height: data.height, colours, same, background: pixel(MAP_BACKGROUND), gapColour: pixel(GAP_COLOUR) },
      bitmap,
    };
    return this.derived;
  }

  /** The bitmap of the current colours (the minimap draws it). */
  bitmap(): HTMLCanvasElement | null {
    return this.derived?.bitmap ?? null;
  }

  private draw(): void {
    const started = performance.now();
    const context = this.read().context;
    const { ctx, canvas } = this;
    // Events that changed nothing (a pointer move inside one block) leave the same context: nothing to draw.
    if (context === this.drawn && canvas.width === this.drawnWidth && canvas.height === this.drawnHeight) return;
    this.drawn = null;
    const d = this.derive(context);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (!d) {
      if (canvas.dataset.paint !== 'empty') canvas.dataset.paint = 'empty';
      ctx.fillStyle = MAP_BACKGROUND;
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      return;
    }
    const cam = context.camera;
    const s = cam.size * this.dpr;
    if (s !== this.lastSize) {
      this.lastSize = s;
      this.sizeChangedAt = started;
    }
    const zooming = started - this.sizeChangedAt < ZOOM_SETTLE_MS;
    const gap = Math.max(1, Math.round(this.dpr));
    const { ox, oy } = origin(cam, context.viewport);
    const odx = Math.round(ox * this.dpr);
    const ody = Math.round(oy * this.dpr);
    const i0 = Math.floor(-odx / TILE);
    const i1 = Math.floor((canvas.width - 1 - odx) / TILE);
    const j0 = Math.floor(-ody / TILE);
    const j1 = Math.floor((canvas.height - 1 - ody) / TILE);
    const missing: [number, number, string][] = [];
    const ready: [number, number, HTMLCanvasElement][] = [];
    for (let j = j0; j <= j1; j++) {
      for (let i = i0; i <= i1; i++) {
        const key = `${s}:${i}:${j}`;
        const t = this.tiles.get(key);
        if (t) ready.push([i, j, t]);
        else missing.push([i, j, key]);
      }
    }
    // Tiles nearest the centre first, within the frame's budget.
    const ci = (i0 + i1) / 2;
    const cj = (j0 + j1) / 2;
    missing.sort((a, b) => Math.hypot(a[0] - ci, a[1] - cj) - Math.hypot(b[0] - ci, b[1] - cj));
    // A tile started by slices is finished first, so the slices add up to tiles.
    const partial = missing.findIndex((m) => m[2] === this.tiles.partialKey());
    if (partial > 0) missing.unshift(...missing.splice(partial, 1));
    // New data is painted whole in its first frame (no stand-in flashes); later frames keep to the budget.
    const budget = this.pendingFullPaint !== null ? FIRST_PAINT_BUDGET_MS : zooming ? 0 : TILE_BUDGET_MS;
    let painted = 0;
    while (missing.length > 0) {
      const work = tileWork({ painted, zooming, elapsed: performance.now() - started, budget, tileMs: this.tileMs });
      if (work === 'none') break;
      painted += 1;
      const [i, j, key] = missing[0]!;
      const spec = { key, wx0: i * TILE, wy0: j * TILE, s, gap, source: d.source };
      const t0 = performance.now();
      const t = work === 'tile' ? this.tiles.paint(spec) : this.tiles.paintSlice(spec);
      // A slice's time, scaled to a whole tile, keeps the estimate honest on a slow CPU.
      this.tileMs = 0.8 * this.tileMs + 0.2 * (performance.now() - t0) * (work === 'tile' ? 1 : TILE / SLICE_ROWS);
      if (!t) break;
      missing.shift();
      ready.push([i, j, t]);
    }
    if (missing.length > 0) this.standIn(d, missing, s, odx, ody);
    for (const [i, j, t] of ready) ctx.drawImage(t, odx + i * TILE, ody + j * TILE);
    this.outlines(context, d.data, s, odx, ody, gap);
    const stats = benchStats();
    // For tests and tools: whether every visible tile of the current data is drawn.
    const paint = missing.length > 0 ? 'pending' : 'done';
    if (canvas.dataset.paint !== paint) canvas.dataset.paint = paint;
    if (missing.length > 0) this.request();
    else {
      this.drawn = context;
      this.drawnWidth = canvas.width;
      this.drawnHeight = canvas.height;
      if (this.pendingFullPaint !== null && stats) stats.firstFullPaint.push({ dataSeen: this.pendingFullPaint, painted: performance.now() });
      this.pendingFullPaint = null;
    }
    if (stats) {
      // The bench counts the rasterising too: reading a pixel makes the canvas draw what was recorded now.
      ctx.getImageData(0, 0, 1, 1);
      stats.draws.push(performance.now() - started);
    }
    for (const l of this.listeners) l(context, this.dpr);
  }

  /** Where tiles are still missing: the fills without gaps (the bitmap's visible part scaled, whole-pixel blocks). */
  private standIn(d: Derived, missing: [number, number, string][], s: number, odx: number, ody: number): void {
    const { ctx, canvas } = this;
    const { width, height } = d.data;
    ctx.save();
    ctx.beginPath();
    for (const [i, j] of missing) ctx.rect(odx + i * TILE, ody + j * TILE, TILE, TILE);
    ctx.clip();
    ctx.fillStyle = MAP_BACKGROUND;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    const x0 = Math.max(0, Math.floor(-odx / s));
    const y0 = Math.max(0, Math.floor(-ody / s));
    const x1 = Math.min(width, Math.ceil((canvas.width - odx) / s));
    const y1 = Math.min(height, Math.ceil((canvas.height - ody) / s));
    if (x1 > x0 && y1 > y0) {
      ctx.imageSmoothingEnabled = false;
      const dx = odx + blockStart(x0, s);
      const dy = ody + blockStart(y0, s);
      ctx.drawImage(d.bitmap, x0, y0, x1 - x0, y1 - y0, dx, dy, odx + blockStart(x1, s) - dx, ody + blockStart(y1, s) - dy);
    }
    ctx.restore();
  }

  /** The selected parcel (thick) and the hovered one (thin), as strokes over the tiles. */
  private outlines(c: LandMapContext, data: CityMap, s: number, odx: number, ody: number, gap: number): void {
    const ctx = this.ctx;
    const rect = (p: number) => {
      const i = p * 4;
      const x = odx + blockStart(data.rects[i]!, s);
      const y = ody + blockStart(data.rects[i + 1]!, s);
      return { x, y, w: odx + blockStart(data.rects[i + 2]! + 1, s) - gap - x, h: ody + blockStart(data.rects[i + 3]! + 1, s) - gap - y };
    };
    if (c.hovered >= 0 && c.hovered !== c.selected) {
      const r = rect(c.hovered);
      ctx.strokeStyle = 'rgba(255, 255, 255, 0.75)';
      ctx.lineWidth = this.dpr;
      ctx.strokeRect(r.x + this.dpr / 2, r.y + this.dpr / 2, r.w - this.dpr, r.h - this.dpr);
    }
    if (c.selected >= 0) {
      const r = rect(c.selected);
      const w = 2 * this.dpr;
      ctx.strokeStyle = MAP_BACKGROUND;
      ctx.lineWidth = w * 2;
      ctx.strokeRect(r.x - w, r.y - w, r.w + 2 * w, r.h + 2 * w);
      ctx.strokeStyle = SELECTED_COLOUR;
      ctx.lineWidth = w;
      ctx.strokeRect(r.x - w / 2, r.y - w / 2, r.w + w, r.h + w);
    }
  }
}
