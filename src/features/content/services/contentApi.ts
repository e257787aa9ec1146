// The news calls as plain (deps, input) functions, and the API client they use, created on first use (with the page, never the entry).
import type { NewsDetail, NewsDetailQuery, NewsPage, NewsQuery } from '@machines/content/types';
import type { ApiClient } from '../../../services/api/client';
import { appApiClient } from '../../../services/api/appClient';

/** The slice of the app's client the news pages use. */
export type ContentApi = Pick<ApiClient, 'posts' | 'post' | 'assetUrl'>;
export interface ContentDeps {
  api: () => Promise<ContentApi>;
}

export const contentApi = appApiClient;

/** A page of posts; each picture made absolute on the API's host (and dropped unless http(s)). */
export async function fetchNewsPage(deps: ContentDeps, q: NewsQuery): Promise<NewsPage> {
  const api = await deps.api();
  const { data } = await api.posts({ category: q.category, page: q.page, count: q.count, lang: q.lang });
  return { rows: data.rows.map((row) => ({ ...row, thumburl: api.assetUrl(row.thumburl) })), total: data.total };
}

/** One post with its body as staff wrote it (the view sanitises it before it reaches the page). */
export async function fetchNewsDetail(deps: ContentDeps, q: NewsDetailQuery): Promise<NewsDetail> {
  const api = await deps.api();
  const { data } = await api.post({ id: q.id, lang: q.lang });
  return { ...data, thumburl: api.assetUrl(data.thumburl) };
}
