// Puts the hover card beside the hovered parcel (right of it, or left when there is no room), from the camera: called
// on every drawn frame, so the card follows a pan without a React render.
import { shapeRect } from '@machines/landMap/geometry';
import type { LandMapContext } from '@machines/landMap/landMapMachine';

const MARGIN = 8;

export function placeCard(card: HTMLElement | null, c: LandMapContext): void {
  if (!card || !c.data || c.hoverBlock < 0) return;
  const i = c.hovered * 4;
  const bx = c.hoverBlock % c.data.width;
  const by = Math.floor(c.hoverBlock / c.data.width);
  // A parcel's card goes beside the whole parcel, a block's beside the block.
  const r =
    c.hovered >= 0
      ? shapeRect(c.camera, c.viewport, c.data.rects[i]!, c.data.rects[i + 1]!, c.data.rects[i + 2]!, c.data.rects[i + 3]!)
      : shapeRect(c.camera, c.viewport, bx, by, bx, by);
  const w = card.offsetWidth;
  const h = card.offsetHeight;
  let x = r.x + r.w + MARGIN;
  if (x + w > c.viewport.width) x = r.x - w - MARGIN;
  x = Math.max(0, Math.min(x, c.viewport.width - w));
  const y = Math.max(0, Math.min(r.y, c.viewport.height - h));
  card.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
}
