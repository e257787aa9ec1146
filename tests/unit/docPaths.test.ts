// The repository paths the reference docs name exist: a doc that points at a moved or deleted file misleads the reader.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Docs checked here (decisions.md is a log of past choices and may name what a later issue removes). */
const DOCS = ['README.md', 'docs/api.md', 'docs/auth.md', 'docs/content.md', 'docs/dependencies.md', 'docs/server.md', 'docs/staking.md'];
const ROOTS = /^(src|server|common|machines|scripts|tests|locales|contracts|abi|public)\//;

/** Every `code span` that is a plain repository path (no pattern, placeholder or glob), without a :line suffix. */
function pathsIn(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!.replace(/:\d+$/, '')).filter((p) => ROOTS.test(p) && !/[{}*<>$]/.test(p));
}

describe('paths named in the docs', () => {
  it.each(DOCS)('%s names only files and folders that exist', (doc) => {
    const missing = pathsIn(readFileSync(doc, 'utf8')).filter((p) => !existsSync(p));
    expect(missing).toEqual([]);
  });
});
