// A page of news posts (news/{page} with its category, and Home's latest 6): loads the query the page's URL names.
import { createQueryMachine } from '../shared/queryMachine';
import { type NewsPage, type NewsQuery, sameNewsQuery } from './types';

/** The generic loader (machines/shared/queryMachine.ts) configured: another query loads again, an empty page says so. */
export const newsListMachine = createQueryMachine<NewsQuery, NewsPage>({
  id: 'newsList',
  description:
    'A page of news posts: loads the query (category, zero-based page, page size, language) it is given; another query loads again (a newer answer ' +
    'replaces an older one), a failure offers Retry; an empty page says so.',
  same: sameNewsQuery,
  isEmpty: (page) => page.rows.length === 0,
});
