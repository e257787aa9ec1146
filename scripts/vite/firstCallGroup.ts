// The modules the first API call loads (the client, its schemas, zod), found by following the static imports of
// FIRST_CALL_MODULES in the sources: vite.config.ts puts them in one chunk, since every route loads all of them right
// after the entry; split by sharing, they were 16 requests of 0.1 to 12 KB.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { FIRST_CALL_MODULES } from './preloadSets';

/** `import … from './x'` and `export … from './x'`, not `import type` (erased, never loaded). */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolveSource(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => /\.tsx?$/.test(p) && existsSync(p));
}

/** Project-relative paths of the first call's own modules (node_modules aside). */
export function firstCallModules(root: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string): void => {
    const rel = relative(root, file);
    if (seen.has(rel)) return;
    seen.add(rel);
    for (const m of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const next = resolveSource(file, m[1]!);
      if (next) walk(next);
    }
  };
  for (const m of FIRST_CALL_MODULES) walk(join(root, m));
  return seen;
}

/**
 * The chunk group's test: a first-call module, or classic zod, which only the schemas use (what the entry parses uses
 * zod/mini, whose modules the entry's group takes first).
 */
export function firstCallTest(root: string): (id: string) => boolean {
  const modules = firstCallModules(root);
  return (id) => id.includes('/node_modules/zod/') || modules.has(relative(root, id.split('?')[0]!));
}
