// News list: model-based coverage of every state and transition (loaded, empty, failed and Retry, another query, the same query ignored).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { newsListMachine } from './newsListMachine';
import type { NewsPage, NewsQuery } from './types';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof newsListMachine;
const Q1: NewsQuery = { category: '', page: 0, count: 4, lang: 'en' };
const Q2: NewsQuery = { category: 'Notice', page: 1, count: 4, lang: 'ko' };
const ROW = { id: 7, category: 'News' as const, lang: 'en' as const, title: 'Berlin', summary: 's', thumburl: '', createdAt: '2026-11-01T00:00:00.000Z' };
const PAGE: NewsPage = { rows: [ROW], total: 9 };
const EMPTY: NewsPage = { rows: [], total: 9 };
const other = (q: NewsQuery) => (q === Q1 ? Q2 : Q1);

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const show = [
    { type: 'NEWS.SHOW', query: other(s.context.query) },
    { type: 'NEWS.SHOW', query: s.context.query },
  ] as const;
  if (s.matches('loading')) {
    return [
      ...show,
      { type: 'xstate.done.actor.fetchNews', output: PAGE },
      { type: 'xstate.done.actor.fetchNews', output: EMPTY },
      { type: 'xstate.error.actor.fetchNews', error: new Error('offline') },
    ];
  }
  if (s.matches('failed')) return [...show, { type: 'NEWS.RETRY' }];
  return [...show, { type: 'NEWS.RETRY' }];
}

describe('newsListMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = newsListMachine.provide({ actors: { fetchNews: promises.actor('fetchNews') } });
    const coverage = new ModelCoverage(newsListMachine);
    const paths = getEdgePaths(newsListMachine, { events: samples, input: Q1 });
    await runPaths({
      machine,
      input: Q1,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const event = step.event as { type: string; output?: NewsPage; query?: NewsQuery };
        if (event.type === 'xstate.done.actor.fetchNews') {
          expect(actual.value).toBe(event.output!.rows.length === 0 ? 'empty' : 'shown');
          expect(actual.context.page).toEqual(event.output);
        }
        if (event.type === 'xstate.error.actor.fetchNews') expect([actual.value, actual.context.page]).toEqual(['failed', null]);
        if (event.type === 'NEWS.SHOW') {
          const isNew = event.query !== before.context.query;
          // Another query loads it (and asks the API for exactly it); the same one changes nothing.
          expect(actual.value).toBe(isNew ? 'loading' : before.value);
          expect(actual.context.query).toBe(event.query);
          if (isNew) expect(promises.inputs('fetchNews').at(-1)).toEqual(event.query);
        }
        if (event.type === 'NEWS.RETRY') expect(actual.value).toBe(before.matches('failed') ? 'loading' : before.value);
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});
