// Item detail: model-based coverage with the API faked; not found, failure with Retry, reload in place.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { itemDetailMachine } from './itemDetailMachine';
import { BROWSE_MESSAGE } from './messages';
import { selectChosenListing, selectDetail, selectDetailNotice, selectDetailRefreshing, selectDetailView } from './browseSelectors';
import type { ItemDetailKey } from './types';
import { DETAIL } from '../testing/market/browse/fixtures';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const armor: ItemDetailKey = { network: 'BSC', itemId: '204', lang: 'en' };
const land: ItemDetailKey = { network: 'BSC', itemId: 'land721-10011', lang: 'en' };

function fakes() {
  const promises = new ControlledPromises();
  const machine = itemDetailMachine.provide({ actors: { fetchItemDetail: promises.actor('fetchItemDetail') } });
  return { promises, machine };
}

const show = (key: ItemDetailKey, visit: number) => ({ type: 'DETAIL.SHOW' as const, key, visit });

function events(s: SnapshotFrom<typeof itemDetailMachine>): ModelEvent<typeof itemDetailMachine>[] {
  const shows = [show(armor, 1), show(land, 1), ...(s.context.visit === 1 ? [show(armor, 2)] : [])];
  if (s.matches('loading'))
    return [
      ...shows,
      { type: 'xstate.done.actor.fetchItemDetail', output: DETAIL },
      { type: 'xstate.done.actor.fetchItemDetail', output: null },
      { type: 'xstate.error.actor.fetchItemDetail', error: new Error('down') },
      { type: 'xstate.error.actor.fetchItemDetail', error: { status: 404, key: 'error-msg-no-endpoint', message: 'No such endpoint' } },
    ];
  if (s.matches('failed')) return [...shows, { type: 'DETAIL.RETRY' }];
  if (s.matches('ready')) return [...shows, { type: 'DETAIL.RELOAD' }];
  return shows;
}

describe('itemDetailMachine model', () => {
  it('covers every state and transition; the item stays on screen while it reloads', async () => {
    const { promises, machine } = fakes();
    const paths = getEdgePaths(machine, { events });
    const coverage = new ModelCoverage(itemDetailMachine);
    await runPaths({
      machine,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const event = step.event;
        if (event.type === 'DETAIL.SHOW') {
          const fresh = event.visit !== before.context.visit || event.key.itemId !== before.context.key?.itemId;
          if (!fresh) expect(actual).toBe(before);
          else {
            expect(promises.inputs('fetchItemDetail').at(-1)).toEqual(event.key);
            expect(selectDetailView(actual)).toBe('loading');
          }
          // Another item never shows the previous one while it loads.
          if (event.key.itemId !== before.context.key?.itemId) expect(selectDetail(actual)).toBeNull();
        }
        if (event.type === 'DETAIL.RELOAD') {
          expect(selectDetailView(actual)).toBe('item');
          expect(selectDetailRefreshing(actual)).toBe(true);
          expect(selectDetail(actual)).toBe(DETAIL);
        }
        if (actual.matches('notFound')) expect(selectDetailView(actual)).toBe('notFound');
        if (actual.matches('notOffered')) {
          expect([selectDetailView(actual), actual.can({ type: 'DETAIL.RETRY' })]).toEqual(['notOffered', false]);
        }
        if (actual.matches('failed')) {
          expect(selectDetailView(actual)).toBe('failed');
          expect(selectDetailNotice(actual)?.id).toBe(BROWSE_MESSAGE.itemFailed);
        }
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  }, 60_000);

  it('the index route picks its listing; an index no longer open picks none', async () => {
    const { promises, machine } = fakes();
    const actor = createActor(machine).start();
    actor.send(show(armor, 1));
    promises.settle({ type: 'xstate.done.actor.fetchItemDetail', output: DETAIL });
    await flushPromises();
    const s = actor.getSnapshot();
    expect(selectChosenListing(s, 9)?.currency).toBe('native');
    expect(selectChosenListing(s, 8)).toBeNull();
    expect(selectChosenListing(s, undefined)).toBeNull();
  });
});
