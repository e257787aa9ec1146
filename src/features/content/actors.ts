// The news flows with their real actors: the post calls of the API.
import { fromPromise } from 'xstate';
import { newsDetailMachine } from '@machines/content/newsDetailMachine';
import { newsListMachine } from '@machines/content/newsListMachine';
import type { NewsDetail, NewsDetailQuery, NewsPage, NewsQuery } from '@machines/content/types';
import { contentApi, type ContentDeps, fetchNewsDetail, fetchNewsPage } from './services/contentApi';

const appDeps = (): ContentDeps => ({ api: contentApi });

export function newsListLogic(deps: ContentDeps = appDeps()) {
  return newsListMachine.provide({ actors: { fetchNews: fromPromise<NewsPage, NewsQuery>(({ input }) => fetchNewsPage(deps, input)) } });
}

export function newsDetailLogic(deps: ContentDeps = appDeps()) {
  return newsDetailMachine.provide({
    actors: { fetchNewsDetail: fromPromise<NewsDetail, NewsDetailQuery>(({ input }) => fetchNewsDetail(deps, input)) },
  });
}
