// The path aliases (@common/*, @machines/*, @kit/*) for Vite and Vitest, read from tsconfig.json's paths: TypeScript,
// tsx and Playwright read that file themselves, so the aliases are written once.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

type Paths = Record<string, string[]>;

/** '@common/*' -> ['./common/*'] becomes { find: /^@common\//, replacement: '<root>/common/' }. */
export function pathAliases(): { find: RegExp; replacement: string }[] {
  const tsconfig = JSON.parse(readFileSync(`${ROOT}tsconfig.json`, 'utf8')) as { compilerOptions: { paths: Paths } };
  return Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target = '']]) => ({
    find: new RegExp(`^${alias.slice(0, -1).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
    replacement: ROOT + target.slice(0, -1).replace(/^\.\//, ''),
  }));
}
