// Migration 90: news posts in several languages (post_texts per post and language, markdown or HTML) and the EN/KO seed posts.
import { SEED_POSTS } from '../seedContent';
import type { SeedPost } from '../seedPosts/types';
import type { Migration } from './types';

const DAY_MS = 86_400_000;
const NOW_MS = '(EXTRACT(EPOCH FROM now()) * 1000)::bigint';

/**
 * A SQL string literal. The migration runner splits its text on every semicolon, so a semicolon inside a text (an HTML
 * entity, a sentence) is written as chr(59) and joined back by the database.
 */
export function sqlText(s: string): string {
  return s
    .split(';')
    .map((part) => `'${part.replaceAll("'", "''")}'`)
    .join(' || chr(59) || ');
}

/**
 * One seed post and its texts in one statement. It is inserted only into a database whose posts are all seeds (staff
 * posts are never mixed with examples) and only once (seed_key is unique).
 */
function insertSeedPost(p: SeedPost): string {
  const texts = Object.entries(p.texts)
    .map(([lang, t]) => `(${sqlText(lang)}, ${sqlText(t.title)}, ${sqlText(t.summary)}, ${sqlText(t.body)}, ${sqlText(t.format)})`)
    .join(', ');
  return `
WITH p AS (
  INSERT INTO posts (category, thumburl, created_at, seed_key)
  SELECT ${sqlText(p.category)}, ${sqlText(p.thumburl)}, ${NOW_MS} - ${p.ageDays * DAY_MS}, ${sqlText(p.key)}
  WHERE NOT EXISTS (SELECT 1 FROM posts WHERE seed_key IS NULL)
  ON CONFLICT (seed_key) DO NOTHING
  RETURNING id
)
INSERT INTO post_texts (post_id, lang, title, summary, body, format)
SELECT p.id, t.lang, t.title, t.summary, t.body, t.format FROM p, (VALUES ${texts}) AS t(lang, title, summary, body, format)`;
}

export const POSTS: readonly Migration[] = [
  {
    id: 90,
    name: 'post-languages',
    // The English text of every existing post moves to post_texts. The old generated seed posts (one sentence each,
    // English only) are dropped and replaced by the EN/KO seed, unless staff posts exist.
    sql: `
CREATE TABLE post_texts (
  post_id INT NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  body TEXT NOT NULL,
  format TEXT NOT NULL DEFAULT 'html',
  PRIMARY KEY (post_id, lang)
);
ALTER TABLE posts ADD COLUMN seed_key TEXT UNIQUE;
INSERT INTO post_texts (post_id, lang, title, summary, body, format) SELECT id, 'en', title, summary, body, 'html' FROM posts;
DELETE FROM posts WHERE body LIKE '%part of the local world''s seed data.</p>';
ALTER TABLE posts DROP COLUMN title;
ALTER TABLE posts DROP COLUMN summary;
ALTER TABLE posts DROP COLUMN body;
${SEED_POSTS.map(insertSeedPost).join(';\n')}`,
  },
];
