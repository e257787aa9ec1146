// One news post (news-detail/{itemId}) in the page's language: loading, shown, missing (404) or failed with Retry.
import { createQueryMachine } from '../shared/queryMachine';
import type { NewsDetail, NewsDetailQuery } from './types';

/** The generic loader (machines/shared/queryMachine.ts) configured: another post or language loads again. */
export const newsDetailMachine = createQueryMachine<NewsDetailQuery, NewsDetail>({
  id: 'newsDetail',
  description:
    'One news post in the language asked for: another post or language loads again; a post that does not exist (404) is missing, any other failure ' +
    'offers Retry.',
  same: (a, b) => a.id === b.id && a.lang === b.lang,
  /** The API's 404 (error-msg-not-found): no such post, Retry would not help. */
  isMissing: (error) => ((error ?? {}) as { key?: unknown }).key === 'error-msg-not-found',
});
