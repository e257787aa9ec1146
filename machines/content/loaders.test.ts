// The news loaders as configured: which query counts as new, an empty page, a missing post, and what the selectors read
// (the generic loader's states and transitions have their model test in machines/shared/queryMachine.test.ts).
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideLoad } from '../shared/queryMachine';
import { newsDetailMachine } from './newsDetailMachine';
import { newsListMachine } from './newsListMachine';
import { selectNewsDetailView, selectNewsListView, selectNewsPost, selectNewsRows, selectNewsTotal } from './selectors';
import type { NewsDetail, NewsDetailQuery, NewsPage, NewsQuery } from './types';

const Q1: NewsQuery = { category: '', page: 0, count: 4, lang: 'en' };
const ROW = { id: 7, category: 'News' as const, lang: 'en' as const, title: 'Berlin', summary: 's', thumburl: '', createdAt: '2026-11-01T00:00:00.000Z' };
const POST: NewsDetail = { ...ROW, id: 3, body: '**Thursday**', format: 'markdown' };
const NOT_FOUND = Object.assign(new Error('No such post'), { key: 'error-msg-not-found' });

function answering<Q, D>(answers: (D | Error)[]) {
  const asked: Q[] = [];
  const load = async (query: Q) => {
    asked.push(query);
    const next = answers.shift();
    if (next === undefined || next instanceof Error) throw next ?? new Error('no answer');
    return next;
  };
  return { asked, load };
}

describe('news list loader', () => {
  it('shows the page asked for, says empty for a page past the last (keeping the total), and loads only another query again', async () => {
    const { asked, load } = answering<NewsQuery, NewsPage>([
      { rows: [ROW], total: 9 },
      { rows: [], total: 9 },
    ]);
    const actor = createActor(provideLoad(newsListMachine, load), { input: Q1 }).start();
    await waitFor(actor, (s) => selectNewsListView(s) === 'shown');
    expect([selectNewsRows(actor.getSnapshot()), selectNewsTotal(actor.getSnapshot())]).toEqual([[ROW], 9]);
    actor.send({ type: 'QUERY.SHOW', query: { ...Q1 } });
    expect(selectNewsListView(actor.getSnapshot())).toBe('shown');
    actor.send({ type: 'QUERY.SHOW', query: { ...Q1, page: 5 } });
    await waitFor(actor, (s) => selectNewsListView(s) === 'empty');
    expect([selectNewsRows(actor.getSnapshot()), selectNewsTotal(actor.getSnapshot())]).toEqual([[], 9]);
    expect(asked.map((q) => q.page)).toEqual([0, 5]);
  });
});

describe('news post loader', () => {
  const Q: NewsDetailQuery = { id: 3, lang: 'en' };

  it('shows the post, says missing on a 404 without Retry, and loads again for another language', async () => {
    const { asked, load } = answering<NewsDetailQuery, NewsDetail>([NOT_FOUND, POST]);
    const actor = createActor(provideLoad(newsDetailMachine, load), { input: Q }).start();
    await waitFor(actor, (s) => selectNewsDetailView(s) === 'missing');
    expect(actor.getSnapshot().can({ type: 'QUERY.RETRY' })).toBe(false);
    actor.send({ type: 'QUERY.SHOW', query: { ...Q, lang: 'ko' } });
    await waitFor(actor, (s) => selectNewsDetailView(s) === 'shown');
    expect(selectNewsPost(actor.getSnapshot())).toEqual(POST);
    expect(asked).toEqual([Q, { ...Q, lang: 'ko' }]);
  });

  it('offers Retry after any other failure', async () => {
    const { load } = answering<NewsDetailQuery, NewsDetail>([new Error('offline'), POST]);
    const actor = createActor(provideLoad(newsDetailMachine, load), { input: Q }).start();
    await waitFor(actor, (s) => selectNewsDetailView(s) === 'failed');
    actor.send({ type: 'QUERY.RETRY' });
    await waitFor(actor, (s) => selectNewsDetailView(s) === 'shown');
  });
});
