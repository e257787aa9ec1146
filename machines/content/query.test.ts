// News category in the URL: read back what was written, unknown or missing values mean all posts.
import { describe, expect, it } from 'vitest';
import { NEWS_TABS, newsCategoryOf, searchOfCategory } from './query';

describe('news category query', () => {
  it('round-trips every tab through the URL', () => {
    for (const tab of NEWS_TABS) expect(newsCategoryOf(searchOfCategory(tab))).toBe(tab);
    expect(searchOfCategory('Update')).toBe('?category=update');
    expect(searchOfCategory('')).toBe('');
  });

  it('reads any case and falls back to all posts for anything else', () => {
    expect(newsCategoryOf('?category=NOTICE')).toBe('Notice');
    expect(newsCategoryOf('?category=gossip')).toBe('');
    expect(newsCategoryOf('?category=')).toBe('');
    expect(newsCategoryOf('')).toBe('');
  });
});
