// The LAND map flow: a city's data (load, reload, retry), the camera (pan, zoom, clamped to the city), hover, selection
// and layers. Pure: loading is the `loadCity` port, drawing is the view's (src/features/landMap/render).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CityMap } from '@common/api/landMap';
import { type CityKey, mapOf } from '@common/domain/land';
import { BLOCK_SIZE } from '../constants';
import { apiErrorMessage } from '../shared/apiErrors';
import type { Message } from '../shared/message';
import { type Bounds, blockIndexAt, type Camera, cityCamera, clampCamera, panBy, parcelCentre, type Viewport, zoomTo } from './geometry';
import { LAND_MAP_MESSAGE } from './messages';
import { type LandMapInput, type LandMapPageEvent, type LoadCityInput, type LoadCityOutput, MAP_LAYERS, type MapLayer } from './types';

/** Which layers are drawn (all by default). */
export type LayerSet = Readonly<Record<MapLayer, boolean>>;

export interface LandMapContext {
  city: CityKey;
  /** The loaded city (kept while it reloads), or null. */
  data: CityMap | null;
  viewer: string | null;
  layers: LayerSet;
  /** The selected parcel's token id (from a click, the list or the URL), or null. */
  selectedTokenId: string | null;
  /** Its index in data's parcel columns, or -1 (nothing selected, not loaded yet, or not in this city). */
  selected: number;
  camera: Camera;
  viewport: Viewport;
  /** The block under the pointer (y * width + x), or -1. */
  hoverBlock: number;
  /** The parcel under the pointer (the hover card's), or -1. */
  hovered: number;
  error: Message | null;
  /** The camera has not been placed on this city's data yet: the data centres it. */
  fresh: boolean;
  /** A PARCEL.SELECT came before the data: the data centres the camera on it. */
  centreOnSelection: boolean;
}

type Point = { x: number; y: number };

/** Events of the map view itself (pointer, keyboard, resize); coordinates are CSS pixels relative to the canvas. */
export type LandMapViewEvent =
  | { type: 'VIEWPORT.RESIZE'; width: number; height: number }
  /** Drag, touch or arrow keys: the map moves by this screen delta. */
  | { type: 'CAMERA.PAN'; dx: number; dy: number }
  /** Buttons, keys and the wheel: `by` block-size steps (positive zooms in) about `at` (the view's centre by default). */
  | { type: 'CAMERA.ZOOM'; by: number; at?: Point }
  /** Pinch: an absolute block size about the pinch's midpoint. */
  | { type: 'CAMERA.ZOOM_TO'; size: number; at?: Point }
  /** The minimap: centre the view on a block position. */
  | { type: 'CAMERA.CENTER'; x: number; y: number }
  | { type: 'POINTER.HOVER'; x: number; y: number }
  | { type: 'POINTER.LEAVE' }
  /** A click or tap: selects the parcel under it (nothing under it clears the selection). */
  | { type: 'POINTER.CLICK'; x: number; y: number }
  /** Enter: selects the hovered parcel, or the one at the view's centre. */
  | { type: 'KEY.SELECT' };

export type LandMapEvent = LandMapPageEvent | LandMapViewEvent;

const ALL_LAYERS: LayerSet = Object.fromEntries(MAP_LAYERS.map((l) => [l, true])) as Record<MapLayer, boolean>;

function boundsOf(context: Pick<LandMapContext, 'data' | 'city'>): Bounds {
  if (context.data) return { width: context.data.width, height: context.data.height };
  const size = mapOf(context.city).size;
  return { width: size, height: size };
}

function parcelIndexOf(data: CityMap | null, tokenId: string | null): number {
  return data && tokenId !== null ? data.tokenIds.indexOf(tokenId) : -1;
}

function parcelUnder(context: LandMapContext, x: number, y: number): number {
  const data = context.data;
  if (!data) return -1;
  const block = blockIndexAt(context.camera, context.viewport, boundsOf(context), x, y);
  return block < 0 ? -1 : data.parcelAt[block]!;
}

/** The camera centred on parcel p (size kept), clamped. */
function onParcel(context: LandMapContext, data: CityMap, p: number): Camera {
  const c = parcelCentre(data.rects, p);
  return clampCamera({ ...context.camera, cx: c.x, cy: c.y }, context.viewport, { width: data.width, height: data.height });
}

function selection(data: CityMap | null, p: number): Pick<LandMapContext, 'selected' | 'selectedTokenId'> {
  return p >= 0 && data ? { selected: p, selectedTokenId: data.tokenIds[p]! } : { selected: -1, selectedTokenId: null };
}

function initialContext(input: LandMapInput): LandMapContext {
  const size = mapOf(input.city).size;
  return {
    city: input.city,
    data: null,
    viewer: input.viewer,
    layers: ALL_LAYERS,
    selectedTokenId: input.selected,
    selected: -1,
    camera: { cx: size / 2, cy: size / 2, size: BLOCK_SIZE.default },
    viewport: { width: 0, height: 0 },
    hoverBlock: -1,
    hovered: -1,
    error: null,
    fresh: true,
    centreOnSelection: input.selected !== null,
  };
}

export const landMapMachine = setup({
  types: {
    context: {} as LandMapContext,
    events: {} as LandMapEvent,
    input: {} as LandMapInput,
  },
  actors: {
    /** GET the city's map (cacheable; the service reuses its ETag). */
    loadCity: fromPromise<LoadCityOutput, LoadCityInput>(async () => {
      throw new Error('loadCity not provided');
    }),
  },
  guards: {
    otherCity: ({ context, event }) => {
      assertEvent(event, 'CITY.SET');
      return event.city !== context.city;
    },
    hasData: ({ context }) => context.data !== null,
    hasError: ({ context }) => context.error !== null,
    /** The pointer moved onto another block: pointer moves within one block change nothing (and redraw nothing). */
    otherBlock: ({ context, event }) => {
      assertEvent(event, 'POINTER.HOVER');
      return blockIndexAt(context.camera, context.viewport, boundsOf(context), event.x, event.y) !== context.hoverBlock;
    },
    hovering: ({ context }) => context.hoverBlock >= 0,
  },
  actions: {
    switchCity: assign(({ context, event }) => {
      assertEvent(event, 'CITY.SET');
      const size = mapOf(event.city).size;
      const bounds = { width: size, height: size };
      return {
        city: event.city,
        data: null,
        error: null,
        selected: -1,
        selectedTokenId: null,
        hoverBlock: -1,
        hovered: -1,
        camera: cityCamera(context.viewport, bounds),
        fresh: true,
        centreOnSelection: false,
      };
    }),
    /** New data: the selection found again by token id; a fresh city or a pending selection places the camera. */
    loaded: assign(({ context }, data: CityMap) => {
      const bounds = { width: data.width, height: data.height };
      const p = parcelIndexOf(data, context.selectedTokenId);
      let camera = clampCamera(context.camera, context.viewport, bounds);
      if (context.centreOnSelection && p >= 0) camera = onParcel({ ...context, camera }, data, p);
      else if (context.fresh) camera = cityCamera(context.viewport, bounds);
      const hoverBlock = context.hoverBlock < data.width * data.height ? context.hoverBlock : -1;
      return {
        data,
        error: null,
        selected: p,
        camera,
        hoverBlock,
        hovered: hoverBlock >= 0 ? data.parcelAt[hoverBlock]! : -1,
        fresh: false,
        centreOnSelection: false,
      };
    }),
    loadFailed: assign((_, error: Message) => ({ error })),
    selectToken: assign(({ context, event }) => {
      assertEvent(event, 'PARCEL.SELECT');
      if (event.tokenId === null) return { selected: -1, selectedTokenId: null, centreOnSelection: false };
      const p = parcelIndexOf(context.data, event.tokenId);
      if (!context.data) return { selected: -1, selectedTokenId: event.tokenId, centreOnSelection: true };
      return p < 0
        ? { selected: -1, selectedTokenId: event.tokenId, centreOnSelection: false }
        : { selected: p, selectedTokenId: event.tokenId, camera: onParcel(context, context.data, p), centreOnSelection: false };
    }),
    setViewer: assign(({ event }) => {
      assertEvent(event, 'VIEWER.SET');
      return { viewer: event.viewer === null ? null : event.viewer.toLowerCase() };
    }),
    toggleLayer: assign(({ context, event }) => {
      assertEvent(event, 'LAYER.TOGGLE');
      return { layers: { ...context.layers, [event.layer]: !context.layers[event.layer] } };
    }),
    resize: assign(({ context, event }) => {
      assertEvent(event, 'VIEWPORT.RESIZE');
      const viewport = { width: Math.max(0, event.width), height: Math.max(0, event.height) };
      return { viewport, camera: clampCamera(context.camera, viewport, boundsOf(context)) };
    }),
    pan: assign(({ context, event }) => {
      assertEvent(event, 'CAMERA.PAN');
      return { camera: panBy(context.camera, context.viewport, boundsOf(context), event.dx, event.dy) };
    }),
    zoom: assign(({ context, event }) => {
      assertEvent(event, ['CAMERA.ZOOM', 'CAMERA.ZOOM_TO']);
      const size = event.type === 'CAMERA.ZOOM' ? context.camera.size + event.by : event.size;
      return { camera: zoomTo(context.camera, context.viewport, boundsOf(context), size, event.at) };
    }),
    centre: assign(({ context, event }) => {
      assertEvent(event, 'CAMERA.CENTER');
      return { camera: clampCamera({ ...context.camera, cx: event.x, cy: event.y }, context.viewport, boundsOf(context)) };
    }),
    hover: assign(({ context, event }) => {
      assertEvent(event, 'POINTER.HOVER');
      const block = blockIndexAt(context.camera, context.viewport, boundsOf(context), event.x, event.y);
      return { hoverBlock: block, hovered: block >= 0 && context.data ? context.data.parcelAt[block]! : -1 };
    }),
    leave: assign({ hoverBlock: -1, hovered: -1 }),
    clickSelect: assign(({ context, event }) => {
      assertEvent(event, 'POINTER.CLICK');
      return { ...selection(context.data, parcelUnder(context, event.x, event.y)), centreOnSelection: false };
    }),
    keySelect: assign(({ context }) => {
      const p = context.hovered >= 0 ? context.hovered : parcelUnder(context, context.viewport.width / 2, context.viewport.height / 2);
      return p >= 0 ? { ...selection(context.data, p), centreOnSelection: false } : {};
    }),
  },
}).createMachine({
  id: 'landMap',
  description:
    'The LAND map: loads the city (loadCity), then holds the camera (block size 8..24, clamped to the city), hover, selection by click, Enter or the ' +
    "page's PARCEL.SELECT (which centres the camera), and the layers. A city switch resets the camera and selection and keeps the layers; RELOAD " +
    'keeps the map, camera and selection while it loads again; a failure waits for RETRY.',
  context: ({ input }) => initialContext(input),
  on: {
    'CITY.SET': { guard: 'otherCity', target: '.loading', reenter: true, actions: 'switchCity' },
    'PARCEL.SELECT': { actions: 'selectToken' },
    'VIEWER.SET': { actions: 'setViewer' },
    'LAYER.TOGGLE': { actions: 'toggleLayer' },
    'VIEWPORT.RESIZE': { actions: 'resize' },
    'CAMERA.PAN': { actions: 'pan' },
    'CAMERA.ZOOM': { actions: 'zoom' },
    'CAMERA.ZOOM_TO': { actions: 'zoom' },
    'CAMERA.CENTER': { actions: 'centre' },
    'POINTER.HOVER': { guard: 'otherBlock', actions: 'hover' },
    'POINTER.LEAVE': { guard: 'hovering', actions: 'leave' },
    'POINTER.CLICK': { guard: 'hasData', actions: 'clickSelect' },
    'KEY.SELECT': { guard: 'hasData', actions: 'keySelect' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCity',
        src: 'loadCity',
        input: ({ context }) => ({ city: context.city }),
        onDone: { target: 'ready', actions: { type: 'loaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'loadFailed', params: ({ event }) => apiErrorMessage(event.error, LAND_MAP_MESSAGE.loadFailed) } },
      },
    },
    ready: {
      on: {
        RELOAD: { target: 'reloading' },
        // A failed reload leaves the map up with its error; RETRY loads again.
        RETRY: { guard: 'hasError', target: 'reloading' },
      },
    },
    /** The map stays drawn and usable while the city loads again (after a trade, a listing or a retry). */
    reloading: {
      invoke: {
        id: 'loadCity',
        src: 'loadCity',
        input: ({ context }) => ({ city: context.city }),
        onDone: { target: 'ready', actions: { type: 'loaded', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'loadFailed', params: ({ event }) => apiErrorMessage(event.error, LAND_MAP_MESSAGE.loadFailed) } },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'loading', actions: assign({ error: null }) },
        RELOAD: { target: 'loading', actions: assign({ error: null }) },
      },
    },
  },
});
