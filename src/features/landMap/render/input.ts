// Pointer, wheel, touch and keyboard input of the map canvas, sent to the map flow as events (no React state): drag
// pans, a tap or click selects, two pointers pinch, the wheel zooms about the pointer, arrows pan, +/- zoom, Enter selects.
import type { LandMapEvent } from '@machines/landMap/landMapMachine';

/** A press that moves less than this (CSS px) is a click, not a drag. */
const CLICK_SLOP = 5;
/** Wheel distance (pixels) per block-size step; a notch of a mouse wheel is about 100. */
const WHEEL_STEP = 60;
/** Block sizes per zoom button or +/- key press. */
export const ZOOM_STEP = 2;
/** Blocks per arrow key press (ten with Shift). */
const KEY_PAN_BLOCKS = 3;

interface Pointer {
  x: number;
  y: number;
}

export interface MapInputOptions {
  send: (event: LandMapEvent) => void;
  /** The current block size, for pinch and keyboard steps. */
  size: () => number;
}

export function attachMapInput(el: HTMLElement, { send, size }: MapInputOptions): () => void {
  const pointers = new Map<number, Pointer>();
  let travelled = 0;
  let pinch: { distance: number; size: number } | null = null;
  let wheel = 0;
  const local = (e: { clientX: number; clientY: number }): Pointer => {
    const r = el.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const pair = () => [...pointers.values()] as [Pointer, Pointer];
  const midpoint = (a: Pointer, b: Pointer): Pointer => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

  const down = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    try {
      el.setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser no longer tracks (or a synthetic one) cannot be captured; the gesture works without.
    }
    pointers.set(e.pointerId, local(e));
    if (pointers.size === 1) travelled = 0;
    if (pointers.size === 2) {
      const [a, b] = pair();
      pinch = { distance: Math.hypot(a.x - b.x, a.y - b.y) || 1, size: size() };
      // A pinch is never a click.
      travelled = Infinity;
    }
  };
  const move = (e: PointerEvent) => {
    const p = local(e);
    const before = pointers.get(e.pointerId);
    if (!before) {
      if (e.pointerType === 'mouse') send({ type: 'POINTER.HOVER', x: p.x, y: p.y });
      return;
    }
    if (pointers.size === 2 && pinch) {
      const [a0, b0] = pair();
      const mid0 = midpoint(a0, b0);
      pointers.set(e.pointerId, p);
      const [a, b] = pair();
      const mid = midpoint(a, b);
      send({ type: 'CAMERA.PAN', dx: mid.x - mid0.x, dy: mid.y - mid0.y });
      send({ type: 'CAMERA.ZOOM_TO', size: (pinch.size * Math.hypot(a.x - b.x, a.y - b.y)) / pinch.distance, at: mid });
      return;
    }
    pointers.set(e.pointerId, p);
    const dx = p.x - before.x;
    const dy = p.y - before.y;
    travelled += Math.abs(dx) + Math.abs(dy);
    if (travelled >= CLICK_SLOP && (dx !== 0 || dy !== 0)) send({ type: 'CAMERA.PAN', dx, dy });
  };
  const up = (e: PointerEvent) => {
    const p = pointers.get(e.pointerId);
    if (!p) return;
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
    if (pointers.size === 0 && travelled < CLICK_SLOP) send({ type: 'POINTER.CLICK', x: p.x, y: p.y });
    if (pointers.size === 1) travelled = Infinity;
  };
  const cancel = (e: PointerEvent) => {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
  };
  const leave = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && pointers.size === 0) send({ type: 'POINTER.LEAVE' });
  };
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    // Lines (Firefox) and pages count as a whole step each.
    wheel += e.deltaMode === 0 ? e.deltaY : Math.sign(e.deltaY) * WHEEL_STEP;
    const steps = Math.trunc(wheel / WHEEL_STEP);
    if (steps === 0) return;
    wheel -= steps * WHEEL_STEP;
    send({ type: 'CAMERA.ZOOM', by: -steps, at: local(e) });
  };
  const key = (e: KeyboardEvent) => {
    const r = el.getBoundingClientRect();
    const centre = { type: 'POINTER.HOVER' as const, x: r.width / 2, y: r.height / 2 };
    const step = (e.shiftKey ? 10 : KEY_PAN_BLOCKS) * size();
    const pans: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const pan = pans[e.key];
    if (pan) {
      send({ type: 'CAMERA.PAN', dx: pan[0], dy: pan[1] });
      // The keyboard's parcel is the one at the centre: the hover card follows it.
      send(centre);
    } else if (e.key === '+' || e.key === '=') send({ type: 'CAMERA.ZOOM', by: ZOOM_STEP });
    else if (e.key === '-' || e.key === '_') send({ type: 'CAMERA.ZOOM', by: -ZOOM_STEP });
    else if (e.key === 'Enter' || e.key === ' ') send({ type: 'KEY.SELECT' });
    else if (e.key === 'Escape') send({ type: 'POINTER.LEAVE' });
    else return;
    e.preventDefault();
  };

  // Reaching the map with the keyboard shows the card of what is at the centre (Enter's parcel).
  const focus = () => {
    if (!el.matches(':focus-visible')) return;
    const r = el.getBoundingClientRect();
    send({ type: 'POINTER.HOVER', x: r.width / 2, y: r.height / 2 });
  };
  // One signal removes every listener at once.
  const off = new AbortController();
  const on = { signal: off.signal };
  el.addEventListener('focus', focus, on);
  el.addEventListener('pointerdown', down, on);
  el.addEventListener('pointermove', move, on);
  el.addEventListener('pointerup', up, on);
  el.addEventListener('pointercancel', cancel, on);
  el.addEventListener('pointerleave', leave, on);
  el.addEventListener('wheel', onWheel, { passive: false, signal: off.signal });
  el.addEventListener('keydown', key, on);
  return () => {
    off.abort();
  };
}
