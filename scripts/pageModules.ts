// The pages with a chunk of their own, read from the page map (src/app/routes/pages.tsx) so the size script and the
// build's first-page preload never drift from it: page id -> source path from the project root.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PAGE_MAP = 'src/app/routes/pages.tsx';
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export function pageModules(): Map<string, string> {
  const source = readFileSync(join(ROOT, PAGE_MAP), 'utf8');
  const pages = new Map<string, string>();
  for (const m of source.matchAll(/(\w+): page\(\(\) => import\('(\.\.?\/.+?)'\)(?:, '\w+')?\)/g)) {
    pages.set(m[1]!, join(dirname(PAGE_MAP), `${m[2]}.tsx`));
  }
  return pages;
}

/** The feature catalog each page loads with it (page(..., 'name')): page id -> catalog name. */
export function pageCatalogs(): Map<string, string> {
  const source = readFileSync(join(ROOT, PAGE_MAP), 'utf8');
  const catalogs = new Map<string, string>();
  for (const m of source.matchAll(/(\w+): page\(\(\) => import\('\.\.?\/.+?'\), '(\w+)'\)/g)) catalogs.set(m[1]!, m[2]!);
  return catalogs;
}
