// Market browse: model-based coverage with the API faked; one fetch per new query or visit, logs per visit and search.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { browseMachine } from './browseMachine';
import { BROWSE_MESSAGE } from './messages';
import { selectBrowseLimited, selectBrowseNotice, selectBrowseRows, selectBrowseTotal, selectBrowseView } from './browseSelectors';
import type { BrowseQuery, ItemPage, MarketLogInput } from './types';
import { browseQuery } from './query';
import { card } from '../testing/market/browse/fixtures';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const plain = browseQuery('bsc', '');
const searched = browseQuery('bsc', 'search=ring&page=2');
const page: ItemPage = { rows: [card('201'), card('202')], total: 14 };
const none: ItemPage = { rows: [], total: 0 };
/** A page read with the spec's calls: the back end lacks market_item_browse, so category, grade and standard did not apply. */
const specPage: ItemPage = { rows: [card('204')], total: 1, limited: 'notOffered' };

function fakes() {
  const promises = new ControlledPromises();
  const logs: MarketLogInput[] = [];
  const machine = browseMachine.provide({
    actors: {
      fetchItems: promises.actor('fetchItems'),
      saveLog: fromPromise<void, MarketLogInput>(async ({ input }) => {
        logs.push(input);
      }),
    },
  });
  return { promises, machine, logs };
}

const show = (query: BrowseQuery, visit: number) => ({ type: 'BROWSE.SHOW' as const, query, visit });

function events(s: SnapshotFrom<typeof browseMachine>): ModelEvent<typeof browseMachine>[] {
  const shows = [
    show(plain, 1),
    show(searched, 1),
    ...(s.context.visit === 1 ? [show(searched, 2)] : []),
    ...(s.context.visit === null || s.context.visit === 1 ? [{ type: 'BROWSE.VISIT' as const, visit: (s.context.visit ?? 0) + 1 }] : []),
  ];
  if (s.matches('loading'))
    return [
      ...shows,
      { type: 'xstate.done.actor.fetchItems', output: page },
      { type: 'xstate.done.actor.fetchItems', output: none },
      { type: 'xstate.done.actor.fetchItems', output: specPage },
      { type: 'xstate.error.actor.fetchItems', error: Object.assign(new Error('down'), { key: 'error-msg-server' }) },
      { type: 'xstate.error.actor.fetchItems', error: { status: 404, key: 'error-msg-no-endpoint', message: 'No such endpoint' } },
    ];
  if (s.matches('failed')) return [...shows, { type: 'BROWSE.RETRY' }];
  return shows;
}

describe('browseMachine model', () => {
  it('covers every state and transition; fetches the query asked for, once; logs visits and searches', async () => {
    const { promises, machine, logs } = fakes();
    const paths = getEdgePaths(machine, { events });
    const coverage = new ModelCoverage(browseMachine);
    let fetchesBefore = 0;
    await runPaths({
      machine,
      paths,
      coverage,
      promises,
      beforePath: () => {
        logs.length = 0;
        fetchesBefore = promises.inputs('fetchItems').length;
      },
      check: (actual, step, before) => {
        const event = step.event;
        if (event.type === 'BROWSE.SHOW') {
          const fresh = event.visit !== before.context.visit || JSON.stringify(event.query) !== JSON.stringify(before.context.query);
          // A repeated SHOW (StrictMode, a re-render) changes nothing and fetches nothing.
          if (!fresh) expect(actual).toBe(before);
          else {
            expect(actual.matches('loading')).toBe(true);
            expect(promises.inputs('fetchItems').at(-1)).toEqual({ ...event.query, count: 12 });
            if (event.visit !== before.context.visit) expect(logs).toContainEqual({ kind: 'visit' });
            if (event.query.search !== '' && event.query.search !== before.context.seenSearch)
              expect(logs.at(-1)).toEqual({ kind: 'search', search: event.query.search });
          }
        }
        if (event.type === 'BROWSE.VISIT') {
          // The LAND view's visit: logged once, nothing fetched, the state and the cards unchanged.
          expect(logs.at(-1)).toEqual({ kind: 'visit' });
          expect(promises.inputs('fetchItems').length).toBe(fetchesBefore);
          expect(actual.value).toEqual(before.value);
          expect(actual.context.visit).toBe(event.visit);
        }
        fetchesBefore = promises.inputs('fetchItems').length;
        if (event.type === 'BROWSE.RETRY') expect(promises.inputs('fetchItems').at(-1)).toEqual({ ...before.context.query, count: 12 });
        if (actual.matches('ready')) expect(selectBrowseView(actual)).toBe(actual.context.rows.length ? 'rows' : 'empty');
        // Whether the filters applied is the answer's: the view hides them, with one sentence, while they do not.
        if (event.type === 'xstate.done.actor.fetchItems') expect(selectBrowseLimited(actual)).toBe((event.output as ItemPage).limited ?? null);
        if (actual.matches('failed')) {
          expect(selectBrowseView(actual)).toBe('failed');
          expect(selectBrowseNotice(actual)?.id).toBe(BROWSE_MESSAGE.listFailed);
          expect(selectBrowseRows(actual)).toEqual([]);
        }
        if (actual.matches('loading') || actual.matches('idle')) expect(selectBrowseView(actual)).toBe('loading');
        // A server without market_item_browse: the page says so, with no Retry.
        if (actual.matches('notOffered')) {
          expect(selectBrowseView(actual)).toBe('notOffered');
          expect(actual.can({ type: 'BROWSE.RETRY' })).toBe(false);
        }
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  }, 60_000);

  it('a page change is one fetch; the same URL sent twice (StrictMode) is still one', async () => {
    const { promises, machine, logs } = fakes();
    const actor = createActor(machine).start();
    actor.send(show(plain, 1));
    actor.send(show(plain, 1));
    await flushPromises();
    expect(promises.inputs('fetchItems')).toHaveLength(1);
    promises.settle({ type: 'xstate.done.actor.fetchItems', output: page });
    await flushPromises();
    expect(selectBrowseTotal(actor.getSnapshot())).toBe(14);
    actor.send(show({ ...plain, page: 2 }, 1));
    actor.send(show({ ...plain, page: 2 }, 1));
    await flushPromises();
    expect(promises.inputs('fetchItems')).toHaveLength(2);
    // The count stays while the next page loads, so the page links stay put.
    expect(selectBrowseTotal(actor.getSnapshot())).toBe(14);
    expect(logs).toEqual([{ kind: 'visit' }]);
  });

  it('a LAND view visit logs 5001 once and fetches nothing; the items view in the same visit fetches without a second log', async () => {
    const { promises, machine, logs } = fakes();
    const actor = createActor(machine).start();
    actor.send({ type: 'BROWSE.VISIT', visit: 7 });
    actor.send({ type: 'BROWSE.VISIT', visit: 7 });
    await flushPromises();
    expect(logs).toEqual([{ kind: 'visit' }]);
    expect(promises.inputs('fetchItems')).toHaveLength(0);
    actor.send(show(plain, 7));
    await flushPromises();
    expect(promises.inputs('fetchItems')).toHaveLength(1);
    expect(logs).toEqual([{ kind: 'visit' }]);
  });

  it('without the real actors it fails loudly (a missing wiring is never a silent blank page)', async () => {
    const actor = createActor(browseMachine).start();
    actor.send(show(plain, 1));
    await flushPromises();
    expect(actor.getSnapshot().status).toBe('error');
  });
});
