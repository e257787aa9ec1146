// My page land tab as configured: model-based coverage with the API faked; no wallet, another owner, failure with Retry, reload in place.
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
  const machine = landTabMachine.provide({ actors: { load: promises.actor('load') } });
  return { promises, machine };
}

const show = (owner: string | null, visit: number) => ({ type: 'QUERY.SHOW' as const, query: { owner, visit } });

function events(s: SnapshotFrom<typeof landTabMachine>): ModelEvent<typeof landTabMachine>[] {
  const shows = [show(OWNER, 1), show(OTHER, 1), show(null, 1), ...(s.context.query?.visit === 1 ? [show(OWNER, 2)] : [])];
  if (s.matches('loading') || s.matches('reloading'))
    return [
      ...shows,
      { type: 'xstate.done.actor.load', output: lands },
      { type: 'xstate.done.actor.load', output: [] },
      { type: 'xstate.error.actor.load', error: new Error('down') },
    ];
  if (s.matches('failed')) return [...shows, { type: 'QUERY.RETRY' }];
  if (s.matches('shown')) return [...shows, { type: 'QUERY.RELOAD' }];
  return shows;
}

describe('landTabMachine model', () => {
  it("covers every state and transition; loads the owner's LAND and shows what it found", async () => {
    const { promises, machine } = fakes();
    const paths = getEdgePaths(machine, { input: null, events });
    const coverage = new ModelCoverage(landTabMachine);
    await runPaths({
      machine,
      input: null,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const event = step.event;
        if (event.type === 'xstate.init') expect(selectLandTabView(actual)).toBe('loading');
        if (event.type === 'QUERY.SHOW') {
          const asked = before.context.query;
          const { owner, visit } = event.query!;
          const fresh = asked === null || visit !== asked.visit || asked.owner !== owner;
          if (owner === null) expect(selectLandTabView(actual)).toBe('noWallet');
          else if (!fresh) expect(actual).toBe(before);
          else {
            // A new visit of the same owner keeps the LAND on screen while it is read again; another owner's never shows.
            const kept = asked?.owner === owner ? selectMyLands(before) : [];
            expect(selectMyLands(actual)).toEqual(kept);
            expect(selectLandTabView(actual)).toBe(kept.length ? 'lands' : 'loading');
            expect(promises.inputs('load').at(-1)).toEqual({ owner });
          }
        }
        if (event.type === 'QUERY.RELOAD') {
          expect(selectMyLands(actual)).toBe(selectMyLands(before));
          expect(selectLandTabView(actual)).toBe(selectMyLands(before).length ? 'lands' : 'empty');
        }
        if (actual.matches('shown')) expect(selectLandTabView(actual)).toBe(selectMyLands(actual).length ? 'lands' : 'empty');
        if (actual.matches('failed')) {
          expect([selectLandTabView(actual), actual.can({ type: 'QUERY.RETRY' })]).toEqual(['failed', true]);
          expect(selectMyLands(actual)).toEqual([]);
          expect(selectLandTabNotice(actual)?.id).toBe(LAND_TAB_MESSAGE.failed);
        }
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  }, 60_000);
});
