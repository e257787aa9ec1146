// The news flows with their real actors: the post calls of the API.
import { newsDetailMachine } from '@machines/content/newsDetailMachine';
import { newsListMachine } from '@machines/content/newsListMachine';
import { provideLoad } from '@machines/shared/queryMachine';
import { contentApi, type ContentDeps, fetchNewsDetail, fetchNewsPage } from './services/contentApi';

const appDeps = (): ContentDeps => ({ api: contentApi });

export function newsListLogic(deps: ContentDeps = appDeps()) {
  return provideLoad(newsListMachine, (query) => fetchNewsPage(deps, query));
}

export function newsDetailLogic(deps: ContentDeps = appDeps()) {
  return provideLoad(newsDetailMachine, (query) => fetchNewsDetail(deps, query));
}
