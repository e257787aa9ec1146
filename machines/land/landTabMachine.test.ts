// My page land tab: model-based coverage with the API faked; no wallet, another owner, failure with Retry, reload in place.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { LAND_TAB_MESSAGE, landTabMachine, selectLandTabNotice, selectLandTabView, selectMyLands, type MyLand } from './landTabMachine';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const OWNER = '0x00000000000000000000000000000000000000aa';
const OTHER = '0x00000000000000000000000000000000000000bb';
const card = (tokenId: string) => ({
  x1: 1,
  y1: 2,
  x2: 1,
  y2: 2,
  tokenId,
  nftId: `721-${tokenId}`,
  name: `SeoulA LAND #${tokenId}`,
  imageUrl: '',
  isErc1155: false,
  maxQuantity: 1,
  landType: '1x1',
});
const lands: MyLand[] = [
  { city: 'seoul', card: card('10011'), state: 'owned' },
  { city: 'london', card: card('30001'), state: 'staked' },
];

function fakes() {
  const promises = new ControlledPromises();
  const machine = landTabMachine.provide({ actors: { loadMyLand: promises.actor('loadMyLand') } });
  return { promises, machine };
}

const show = (owner: string | null, visit: number) => ({ type: 'LANDTAB.SHOW' as const, owner, visit });

function events(s: SnapshotFrom<typeof landTabMachine>): ModelEvent<typeof landTabMachine>[] {
  const shows = [show(OWNER, 1), show(OTHER, 1), show(null, 1), ...(s.context.visit === 1 ? [show(OWNER, 2)] : [])];
  if (s.matches('loading'))
    return [
      ...shows,
      { type: 'xstate.done.actor.loadMyLand', output: lands },
      { type: 'xstate.done.actor.loadMyLand', output: [] },
      { type: 'xstate.error.actor.loadMyLand', error: new Error('down') },
    ];
  if (s.matches('failed')) return [...shows, { type: 'LANDTAB.RETRY' }];
  if (s.matches('ready')) return [...shows, { type: 'LANDTAB.RELOAD' }];
  return shows;
}

describe('landTabMachine model', () => {
  it("covers every state and transition; loads the owner's LAND and shows what it found", async () => {
    const { promises, machine } = fakes();
    const paths = getEdgePaths(machine, { events });
    const coverage = new ModelCoverage(landTabMachine);
    await runPaths({
      machine,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const event = step.event;
        if (event.type === 'xstate.init') expect(selectLandTabView(actual)).toBe('loading');
        if (event.type === 'LANDTAB.SHOW') {
          const fresh = !before.context.asked || event.visit !== before.context.visit || before.context.owner !== event.owner;
          if (!fresh) expect(actual).toBe(before);
          else if (event.owner === null) expect(selectLandTabView(actual)).toBe('noWallet');
          else {
            expect(selectLandTabView(actual)).toBe(before.context.owner === event.owner && before.context.lands.length ? 'lands' : 'loading');
            expect(promises.inputs('loadMyLand').at(-1)).toEqual({ owner: event.owner });
            if (before.context.owner !== event.owner) expect(selectMyLands(actual)).toEqual([]);
          }
        }
        if (event.type === 'LANDTAB.RELOAD') {
          expect(selectMyLands(actual)).toBe(before.context.lands);
          expect(selectLandTabView(actual)).toBe(before.context.lands.length ? 'lands' : 'empty');
        }
        if (actual.matches('ready')) expect(selectLandTabView(actual)).toBe(actual.context.lands.length ? 'lands' : 'empty');
        if (actual.matches('failed')) {
          expect(selectLandTabView(actual)).toBe('failed');
          expect(selectMyLands(actual)).toEqual([]);
          expect(selectLandTabNotice(actual)?.id).toBe(LAND_TAB_MESSAGE.failed);
        }
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  }, 60_000);
});
