// LAND map flow: model-based coverage (data loading and failure, reload, city switch, selection, layers, camera limits,
// hover and click) with the loader faked, and checks at every step that the camera stays valid and clamped.
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { type CityMap, decodeCityMap, encodeCityMap } from '@common/api/landMap';
import { type CityKey, mapOf } from '@common/domain/land';
import { syntheticCity } from '@common/localWorld/syntheticCity';
import { BLOCK_SIZE } from '../constants';
import { fakeTimersPerTest } from '../testing/tx/fixtures';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { blockToScreen, cityCamera, clampCamera, parcelCentre } from './geometry';
import { landMapMachine, type LandMapContext } from './landMapMachine';
import { LAND_MAP_MESSAGE } from './messages';
import type { LandMapInput } from './types';

fakeTimersPerTest();

const SEOUL = decodeCityMap(encodeCityMap(syntheticCity(40, 40, 600, 5)));
const LONDON = decodeCityMap(encodeCityMap({ ...syntheticCity(30, 30, 40, 5), city: 'london', name: 'London', version: 'l1' }));
const SEOUL_AGAIN = { ...SEOUL, version: 'synthetic-2' };
const DATA: Partial<Record<CityKey, CityMap>> = { seoul: SEOUL, london: LONDON };
const VP = { width: 200, height: 160 };
const VIEWER = SEOUL.owners[SEOUL.ownerOf.findIndex((o) => o >= 0)]!;
/** A parcel away from the edges (its centre is not clamped away at the default size). */
const PARCEL = Array.from({ length: SEOUL.parcelCount }, (_, p) => p).find((p) => SEOUL.rects[p * 4]! >= 14 && SEOUL.rects[p * 4 + 1]! >= 14)!;
const TOKEN = SEOUL.tokenIds[PARCEL]!;
const ROAD = SEOUL.blocks.findIndex((c, i) => c === 2 && i > SEOUL.width * 12);
const networkError = new Error('offline');

type Snap = SnapshotFrom<typeof landMapMachine>;

function fakes() {
  const promises = new ControlledPromises();
  const machine = landMapMachine.provide({ actors: { loadCity: promises.actor('loadCity') } });
  return { promises, machine };
}

const bounds = (c: LandMapContext) => {
  const d = c.data ?? null;
  const size = mapOf(c.city).size;
  return d ? { width: d.width, height: d.height } : { width: size, height: size };
};
const allLayers = (c: LandMapContext) => Object.values(c.layers).every(Boolean);
/** The screen point of a block's middle, for hover and click. */
const pointAt = (c: LandMapContext, block: number) => {
  const w = bounds(c).width;
  return blockToScreen(c.camera, c.viewport, (block % w) + 0.5, Math.floor(block / w) + 0.5);
};
const parcelBlock = (p: number) => SEOUL.rects[p * 4 + 1]! * SEOUL.width + SEOUL.rects[p * 4]!;

function pristine(c: LandMapContext): boolean {
  const d = c.data;
  return (
    d !== null &&
    c.selectedTokenId === null &&
    allLayers(c) &&
    c.viewer === null &&
    c.hoverBlock < 0 &&
    c.error === null &&
    c.viewport.width === VP.width &&
    JSON.stringify(c.camera) === JSON.stringify(cityCamera(VP, bounds(c)))
  );
}

const done = (data: CityMap) => ({ type: 'xstate.done.actor.loadCity' as const, output: data });
const failed = { type: 'xstate.error.actor.loadCity' as const, error: networkError };

function events(s: Snap): ModelEvent<typeof landMapMachine>[] {
  const c = s.context;
  const seoul = c.city === 'seoul';
  const switchCity = seoul ? [{ type: 'CITY.SET' as const, city: 'london' as const }] : [];
  if (s.matches('loading'))
    return [
      done(DATA[c.city]!),
      failed,
      ...(c.viewport.width === 0 ? [{ type: 'VIEWPORT.RESIZE' as const, ...VP }] : []),
      ...(seoul && c.selectedTokenId === null ? [{ type: 'PARCEL.SELECT' as const, tokenId: TOKEN }] : []),
      // Without data a click or Enter selects nothing, a hover finds no parcel.
      { type: 'POINTER.CLICK', x: 10, y: 10 },
      { type: 'KEY.SELECT' },
      ...switchCity,
    ];
  if (s.matches('failed')) return [{ type: 'RETRY' }, { type: 'RELOAD' }, ...switchCity];
  if (s.matches('reloading')) return [done(SEOUL_AGAIN), failed];
  // ready
  if (c.viewport.width === 0) return [{ type: 'VIEWPORT.RESIZE', ...VP }];
  if (!seoul) return [];
  if (c.error !== null) return [{ type: 'RETRY' }];
  if (pristine(c))
    return [
      { type: 'RELOAD' },
      { type: 'RETRY' },
      { type: 'PARCEL.SELECT', tokenId: TOKEN },
      { type: 'PARCEL.SELECT', tokenId: '999999' },
      { type: 'LAYER.TOGGLE', layer: 'mine' },
      { type: 'VIEWER.SET', viewer: VIEWER.toUpperCase() },
      { type: 'CAMERA.PAN', dx: 5000, dy: -5000 },
      { type: 'CAMERA.ZOOM', by: 99 },
      { type: 'CAMERA.ZOOM', by: -99, at: { x: 20, y: 30 } },
      { type: 'CAMERA.ZOOM_TO', size: 16.4, at: { x: 50, y: 50 } },
      { type: 'CAMERA.CENTER', x: 0, y: 0 },
      { type: 'POINTER.HOVER', ...pointAt(c, parcelBlock(PARCEL)) },
      { type: 'POINTER.HOVER', x: -5, y: -5 },
      { type: 'POINTER.LEAVE' },
      { type: 'POINTER.CLICK', ...pointAt(c, parcelBlock(PARCEL)) },
      { type: 'POINTER.CLICK', ...pointAt(c, ROAD) },
      { type: 'KEY.SELECT' },
      { type: 'CITY.SET', city: 'seoul' },
      ...switchCity,
    ];
  // One step away from pristine: what that step is for.
  if (c.selectedTokenId !== null && c.hoverBlock < 0) return [{ type: 'RELOAD' }, { type: 'PARCEL.SELECT', tokenId: null }, ...switchCity];
  if (!allLayers(c)) return switchCity;
  if (c.hoverBlock >= 0 && c.selectedTokenId === null) return [{ type: 'KEY.SELECT' }, { type: 'POINTER.LEAVE' }];
  return [];
}

function checkStep(actual: Snap, step: { event: { type: string } }, before: Snap, input: LandMapInput, promises: ControlledPromises) {
  const c = actual.context;
  const b = before.context;
  const e = step.event as ModelEvent<typeof landMapMachine>;
  // The camera is always a valid size and clamped to the city.
  expect(Number.isInteger(c.camera.size) && c.camera.size >= BLOCK_SIZE.min && c.camera.size <= BLOCK_SIZE.max).toBe(true);
  expect(clampCamera(c.camera, c.viewport, bounds(c))).toEqual(c.camera);
  if (c.selected >= 0) expect(c.data?.tokenIds[c.selected]).toBe(c.selectedTokenId);
  if (actual.matches('loading') || actual.matches('reloading')) expect(promises.inputs('loadCity').at(-1)).toEqual({ city: c.city });
  if (e.type === 'xstate.done.actor.loadCity' && before.matches('loading')) {
    expect(c.data).toBe(DATA[c.city]);
    const wanted = b.selectedTokenId === TOKEN && b.centreOnSelection ? PARCEL : -1;
    if (wanted >= 0) {
      const centre = parcelCentre(SEOUL.rects, wanted);
      expect(c.camera).toEqual(clampCamera({ ...c.camera, cx: centre.x, cy: centre.y }, c.viewport, bounds(c)));
    } else if (b.fresh) expect(c.camera).toEqual(cityCamera(c.viewport, bounds(c)));
  }
  if (before.matches('reloading')) {
    // A reload keeps the camera and the selection (found again by token id), and the old map on failure.
    expect(c.camera).toEqual(b.camera);
    expect(c.selectedTokenId).toBe(b.selectedTokenId);
    expect(c.data).toBe(e.type === 'xstate.error.actor.loadCity' ? b.data : SEOUL_AGAIN);
  }
  if (e.type === 'xstate.error.actor.loadCity') expect(c.error).toEqual({ id: LAND_MAP_MESSAGE.loadFailed, detail: 'offline' });
  if (e.type === 'CITY.SET' && e.city !== b.city) {
    expect(actual.value).toBe('loading');
    expect(c).toMatchObject({ city: e.city, data: null, selected: -1, selectedTokenId: null, layers: b.layers, error: null });
    expect(c.camera).toEqual(cityCamera(c.viewport, bounds(c)));
  }
  if (e.type === 'CITY.SET' && e.city === b.city) expect(c).toEqual(b);
  if (e.type === 'PARCEL.SELECT' && e.tokenId === TOKEN && b.data) {
    expect(c.selected).toBe(PARCEL);
    const centre = parcelCentre(SEOUL.rects, PARCEL);
    expect(c.camera).toEqual(clampCamera({ ...b.camera, cx: centre.x, cy: centre.y }, c.viewport, bounds(c)));
  }
  if (e.type === 'PARCEL.SELECT' && e.tokenId === '999999') expect(c).toMatchObject({ selected: -1, selectedTokenId: '999999', camera: b.camera });
  if (e.type === 'CAMERA.ZOOM') expect(c.camera.size).toBe(e.by > 0 ? BLOCK_SIZE.max : BLOCK_SIZE.min);
  if (e.type === 'CAMERA.ZOOM_TO') expect(c.camera.size).toBe(16);
  if (e.type === 'CAMERA.PAN') expect(c.camera).toMatchObject({ cx: c.viewport.width / 2 / c.camera.size, cy: 40 - c.viewport.height / 2 / c.camera.size });
  if (e.type === 'POINTER.CLICK' && b.data) expect(c.selectedTokenId).toBe(e.x === pointAt(b, ROAD).x && e.y === pointAt(b, ROAD).y ? null : TOKEN);
  if (e.type === 'POINTER.HOVER' && b.data) expect(c.hovered).toBe(e.x < 0 ? -1 : PARCEL);
  if (e.type === 'KEY.SELECT' && b.data && b.hovered >= 0) expect(c.selected).toBe(b.hovered);
  if (e.type === 'VIEWER.SET') expect(c.viewer).toBe(VIEWER);
  if (e.type === 'LAYER.TOGGLE') expect(c.layers[e.layer]).toBe(!b.layers[e.layer]);
  if (e.type === 'POINTER.CLICK' && !b.data) expect(c).toEqual(b);
  void input;
}

describe('landMapMachine model', () => {
  it('covers every state and transition from a plain start and from a URL selection', async () => {
    const coverage = new ModelCoverage(landMapMachine);
    for (const input of [
      { city: 'seoul', selected: null, viewer: null },
      { city: 'seoul', selected: TOKEN, viewer: null },
    ] satisfies LandMapInput[]) {
      const { promises, machine } = fakes();
      await runPaths({
        machine,
        input,
        paths: getEdgePaths(machine, { input, events }),
        coverage,
        promises,
        check: (actual, step, before) => checkStep(actual, step, before, input, promises),
      });
    }
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});
