// The shape of a seeded news post: one post (category, age, picture) with its text in English and Korean.
import type { PostCategory } from '@common/api/content';

export interface SeedPostText {
  title: string;
  summary: string;
  /** Markdown or HTML as staff write it (format). */
  body: string;
  format: 'markdown' | 'html';
}

export interface SeedPost {
  /** Stable name of the seed row (posts.seed_key): a migration run twice inserts it once. */
  key: string;
  category: PostCategory;
  /** Days before the migration ran: the list's order. */
  ageDays: number;
  thumburl: string;
  texts: { en: SeedPostText; ko: SeedPostText };
}

/** One post from its two texts, both in markdown unless said otherwise. */
export function seedPost(
  key: string,
  category: PostCategory,
  ageDays: number,
  en: [title: string, summary: string, body: string],
  ko: [title: string, summary: string, body: string],
  format: SeedPostText['format'] = 'markdown',
): SeedPost {
  const text = ([title, summary, body]: [string, string, string]): SeedPostText => ({ title, summary, body: body.trim(), format });
  return { key, category, ageDays, thumburl: `/static/land/${category.toLowerCase()}.svg`, texts: { en: text(en), ko: text(ko) } };
}
