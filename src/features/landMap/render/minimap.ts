// The overview: the whole city's colour bitmap in a small canvas with the main view's rectangle on it.
import { MAP_BACKGROUND } from '@common/domain/landBlocks';
import { screenToBlock } from '@machines/landMap/geometry';
import type { LandMapContext } from '@machines/landMap/landMapMachine';

/** Scale and offset of the city in a minimap of `side` CSS pixels: the whole city fits, centred. */
export function minimapFit(side: number, width: number, height: number): { scale: number; x: number; y: number } {
  const scale = side / Math.max(width, height);
  return { scale, x: (side - width * scale) / 2, y: (side - height * scale) / 2 };
}

/** Draws the minimap on a canvas of `side` CSS pixels (its backing store follows the device pixel ratio). */
export function drawMinimap(canvas: HTMLCanvasElement, bitmap: HTMLCanvasElement | null, c: LandMapContext, dpr: number, side: number): void {
  const backing = Math.round(side * dpr);
  if (canvas.width !== backing) canvas.width = canvas.height = backing;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = MAP_BACKGROUND;
  ctx.fillRect(0, 0, side, side);
  if (!bitmap || !c.data) return;
  const fit = minimapFit(side, c.data.width, c.data.height);
  ctx.imageSmoothingEnabled = true;
  ctx.drawImage(bitmap, fit.x, fit.y, c.data.width * fit.scale, c.data.height * fit.scale);
  const a = screenToBlock(c.camera, c.viewport, 0, 0);
  const b = screenToBlock(c.camera, c.viewport, c.viewport.width, c.viewport.height);
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 1.5;
  ctx.strokeRect(fit.x + a.x * fit.scale, fit.y + a.y * fit.scale, (b.x - a.x) * fit.scale, (b.y - a.y) * fit.scale);
}
