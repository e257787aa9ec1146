// News detail: model-based coverage of every state and transition (shown, missing on 404, failed and Retry, another post or language).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { newsDetailMachine } from './newsDetailMachine';
import type { NewsDetail, NewsDetailQuery } from './types';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof newsDetailMachine;
const Q1: NewsDetailQuery = { id: 3, lang: 'en' };
const Q2: NewsDetailQuery = { id: 3, lang: 'ko' };
const POST: NewsDetail = {
  id: 3,
  category: 'Notice',
  lang: 'en',
  title: 'Maintenance',
  summary: 's',
  thumburl: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  body: '**Thursday**',
  format: 'markdown',
};
const NOT_FOUND = Object.assign(new Error('No such post'), { key: 'error-msg-not-found' });
const other = (q: NewsDetailQuery) => (q === Q1 ? Q2 : Q1);

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const show = [
    { type: 'NEWS_DETAIL.SHOW', query: other(s.context.query) },
    { type: 'NEWS_DETAIL.SHOW', query: s.context.query },
    { type: 'NEWS_DETAIL.RETRY' },
  ] as const;
  if (!s.matches('loading')) return [...show];
  return [
    ...show,
    { type: 'xstate.done.actor.fetchNewsDetail', output: POST },
    { type: 'xstate.error.actor.fetchNewsDetail', error: NOT_FOUND },
    { type: 'xstate.error.actor.fetchNewsDetail', error: new Error('offline') },
  ];
}

describe('newsDetailMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const machine = newsDetailMachine.provide({ actors: { fetchNewsDetail: promises.actor('fetchNewsDetail') } });
    const coverage = new ModelCoverage(newsDetailMachine);
    const paths = getEdgePaths(newsDetailMachine, { events: samples, input: Q1 });
    await runPaths({
      machine,
      input: Q1,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const event = step.event as { type: string; error?: unknown; query?: NewsDetailQuery };
        if (event.type === 'xstate.done.actor.fetchNewsDetail') expect([actual.value, actual.context.post]).toEqual(['shown', POST]);
        if (event.type === 'xstate.error.actor.fetchNewsDetail') {
          expect(actual.value).toBe(event.error === NOT_FOUND ? 'missing' : 'failed');
          expect(actual.context.post).toBeNull();
        }
        if (event.type === 'NEWS_DETAIL.SHOW') {
          const isNew = event.query !== before.context.query;
          expect(actual.value).toBe(isNew ? 'loading' : before.value);
          if (isNew) expect([actual.context.post, promises.inputs('fetchNewsDetail').at(-1)]).toEqual([null, event.query]);
        }
        if (event.type === 'NEWS_DETAIL.RETRY') expect(actual.value).toBe(before.matches('failed') ? 'loading' : before.value);
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});
