// The news page's URL <-> its category tab (news/{page}?category=update): pure, never throws; anything unknown is all posts.
import type { PostCategory } from '@common/api/content';

/** The category tabs in their order: all posts first, then News, Update and Notice (spec 2). */
export const NEWS_TABS: readonly (PostCategory | '')[] = ['', 'News', 'Update', 'Notice'];

export function newsCategoryOf(search: string): PostCategory | '' {
  const value = new URLSearchParams(search).get('category')?.toLowerCase() ?? '';
  return NEWS_TABS.find((tab) => tab !== '' && tab.toLowerCase() === value) ?? '';
}

/** The URL search of a category tab ('' for all posts, which needs none). */
export function searchOfCategory(category: PostCategory | ''): string {
  return category === '' ? '' : `?category=${category.toLowerCase()}`;
}
