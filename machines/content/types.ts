// The news flows' actor ports, named once: the placeholders, the providers in src/features/content and the test stubs use them.
import type { PostCategory, PostDetail, PostLang, PostSummary } from '@common/api/content';

/** What a news list shows: a zero-based page of one category ('' for all) in one language, `count` to a page. */
export interface NewsQuery {
  category: PostCategory | '';
  page: number;
  count: number;
  lang: PostLang;
}

export interface NewsPage {
  rows: PostSummary[];
  total: number;
}

/** One post in one language (news-detail/{itemId}). */
export interface NewsDetailQuery {
  id: number;
  lang: PostLang;
}

export type NewsDetail = PostDetail;

/** True when two queries ask for the same page: the same query again is not fetched twice. */
export function sameNewsQuery(a: NewsQuery, b: NewsQuery): boolean {
  return a.category === b.category && a.page === b.page && a.count === b.count && a.lang === b.lang;
}
