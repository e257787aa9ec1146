// A page of news posts (news/{page} with its category, and Home's latest 6): loads the query the page's URL names.
import { assign, fromPromise, setup } from 'xstate';
import { type NewsPage, type NewsQuery, sameNewsQuery } from './types';

export interface NewsListContext {
  query: NewsQuery;
  page: NewsPage | null;
}

/** SHOW: the page's URL (page number, category tab, language) names a query; RETRY: the Retry button after a failure. */
export type NewsListEvent = { type: 'NEWS.SHOW'; query: NewsQuery } | { type: 'NEWS.RETRY' };

export const newsListMachine = setup({
  types: {
    context: {} as NewsListContext,
    events: {} as NewsListEvent,
    input: {} as NewsQuery,
  },
  actors: {
    fetchNews: fromPromise<NewsPage, NewsQuery>(async () => {
      throw new Error('fetchNews not provided');
    }),
  },
  guards: {
    isEmpty: (_, page: NewsPage) => page.rows.length === 0,
    /** Only another query loads again: the page sends its query on every render of a new URL, the flow outlives it. */
    isNewQuery: ({ context }, query: NewsQuery) => !sameNewsQuery(context.query, query),
  },
}).createMachine({
  id: 'newsList',
  description:
    'A page of news posts: loads the query (category, zero-based page, page size, language) it is given; another query loads again (a newer answer replaces an older one), a failure offers Retry; an empty page says so.',
  context: ({ input }) => ({ query: input, page: null }),
  initial: 'loading',
  on: {
    'NEWS.SHOW': {
      guard: { type: 'isNewQuery', params: ({ event }) => event.query },
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchNews',
        src: 'fetchNews',
        input: ({ context }) => context.query,
        onDone: [
          { guard: { type: 'isEmpty', params: ({ event }) => event.output }, target: 'empty', actions: assign({ page: ({ event }) => event.output }) },
          { target: 'shown', actions: assign({ page: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ page: null }) },
      },
    },
    shown: {},
    empty: {},
    failed: {
      on: { 'NEWS.RETRY': 'loading' },
    },
  },
});
