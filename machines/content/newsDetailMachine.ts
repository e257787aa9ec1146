// One news post (news-detail/{itemId}) in the page's language: loading, shown, missing (404) or failed with Retry.
import { assign, fromPromise, setup } from 'xstate';
import type { NewsDetail, NewsDetailQuery } from './types';

export interface NewsDetailContext {
  query: NewsDetailQuery;
  post: NewsDetail | null;
}

/** SHOW: the URL names a post (or the language changed); RETRY: the Retry button after a failure. */
export type NewsDetailEvent = { type: 'NEWS_DETAIL.SHOW'; query: NewsDetailQuery } | { type: 'NEWS_DETAIL.RETRY' };

export const newsDetailMachine = setup({
  types: {
    context: {} as NewsDetailContext,
    events: {} as NewsDetailEvent,
    input: {} as NewsDetailQuery,
  },
  actors: {
    fetchNewsDetail: fromPromise<NewsDetail, NewsDetailQuery>(async () => {
      throw new Error('fetchNewsDetail not provided');
    }),
  },
  guards: {
    isNewQuery: ({ context }, query: NewsDetailQuery) => context.query.id !== query.id || context.query.lang !== query.lang,
    /** The API's 404 (error-msg-not-found): no such post, Retry would not help. */
    isNotFound: ({ event }) => ((event as { error?: { key?: unknown } }).error ?? {}).key === 'error-msg-not-found',
  },
}).createMachine({
  id: 'newsDetail',
  description:
    'One news post in the language asked for: another post or language loads again; a post that does not exist (404) is missing, any other failure offers Retry.',
  context: ({ input }) => ({ query: input, post: null }),
  initial: 'loading',
  on: {
    'NEWS_DETAIL.SHOW': {
      guard: { type: 'isNewQuery', params: ({ event }) => event.query },
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query }),
    },
  },
  states: {
    loading: {
      entry: assign({ post: null }),
      invoke: {
        id: 'fetchNewsDetail',
        src: 'fetchNewsDetail',
        input: ({ context }) => context.query,
        onDone: { target: 'shown', actions: assign({ post: ({ event }) => event.output }) },
        onError: [{ guard: 'isNotFound', target: 'missing' }, { target: 'failed' }],
      },
    },
    shown: {},
    missing: {},
    failed: {
      on: { 'NEWS_DETAIL.RETRY': 'loading' },
    },
  },
});
