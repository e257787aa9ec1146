// Every lazy chunk that renders a feature catalog's texts asks for that catalog (page(load, 'x'), withCatalogs), or is
// only reached from chunks that did: otherwise a first visit could render an untranslated id. Read from the source's
// import graph (static imports form a chunk, import() starts another) and the catalogs' origins (locales/<x>/en.po).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ALIASES: [string, string][] = [
  ['@common/', 'common/'],
  ['@machines/', 'machines/'],
  ['@kit/', 'src/kit/'],
];

function resolve(from: string, spec: string): string | null {
  const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix));
  const base = spec.startsWith('.') ? normalize(join(dirname(from), spec)) : alias ? alias[1] + spec.slice(alias[0].length) : null;
  if (base === null) return null;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((p) => /\.tsx?$/.test(p) && existsSync(p)) ?? null;
}

interface Module {
  imports: string[];
  /** import() sites: the module it loads and the feature catalogs asked for with it. */
  lazy: { target: string; catalogs: string[] }[];
}

const modules = new Map<string, Module>();
function parse(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const source = readFileSync(file, 'utf8');
  const imports = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)]
    .map((m) => resolve(file, m[1]!))
    .filter((p): p is string => p !== null);
  const lazy = [...source.matchAll(/import\(\s*'([^']+)'\s*\)((?:,\s*'\w+')*)/g)].flatMap((m) => {
    const target = resolve(file, m[1]!);
    // withCatalogs(import('x'), 'a', 'b') and page(() => import('x'), 'a') name their catalogs right after the import.
    return target ? [{ target, catalogs: [...m[2]!.matchAll(/'(\w+)'/g)].map((c) => c[1]!) }] : [];
  });
  const module = { imports, lazy };
  modules.set(file, module);
  return module;
}

function closure(root: string, seen = new Set<string>()): Set<string> {
  if (seen.has(root)) return seen;
  seen.add(root);
  for (const dep of parse(root).imports) closure(dep, seen);
  return seen;
}

/** Source file -> the feature catalog holding its texts (from the catalogs' `#:` origins). */
function featureTextFiles(): Map<string, string> {
  const owner = new Map<string, string>();
  for (const dir of readdirSync('locales', { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const m of readFileSync(`locales/${dir.name}/en.po`, 'utf8').matchAll(/^#: (.+)$/gm)) {
      for (const origin of m[1]!.split(' ')) owner.set(origin, dir.name);
    }
  }
  return owner;
}

/**
 * The catalogs surely loaded when each chunk renders: those asked for at every way in, plus those of the chunk that
 * imported it (a catalog once loaded stays, src/i18n/i18n.ts), intersected over all the ways in.
 */
function loadedCatalogs(entry: string): Map<string, Set<string>> {
  const loaded = new Map<string, Set<string>>([[entry, new Set()]]);
  let changed = true;
  while (changed) {
    changed = false;
    for (const [root, available] of [...loaded]) {
      for (const file of closure(root)) {
        for (const { target, catalogs } of parse(file).lazy) {
          const incoming = new Set([...available, ...catalogs]);
          const before = loaded.get(target);
          const next = before ? new Set([...before].filter((c) => incoming.has(c))) : incoming;
          if (!before || next.size !== before.size) {
            loaded.set(target, next);
            changed = true;
          }
        }
      }
    }
  }
  return loaded;
}

describe('feature catalog loads', () => {
  const owner = featureTextFiles();
  const loaded = loadedCatalogs('src/app/main.tsx');

  it('reads the page map and the lazy chunks', () => {
    expect(loaded.get('src/features/market/views/MarketPage.tsx')).toEqual(new Set(['market']));
    expect(loaded.get('src/features/auth/views/LoginDialog.tsx')).toEqual(new Set(['login']));
    expect(owner.get('src/features/market/views/ItemCard.tsx')).toBe('market');
  });

  it('keep the entry free of feature texts', () => {
    const inEntry = [...closure('src/app/main.tsx')].filter((f) => owner.has(f));
    expect(inEntry).toEqual([]);
  });

  it('ask for the catalog of every text a chunk renders', () => {
    const missing: string[] = [];
    for (const [root, available] of loaded) {
      for (const file of closure(root)) {
        const catalog = owner.get(file);
        if (catalog && !available.has(catalog)) missing.push(`${root} renders ${file} without the '${catalog}' catalog`);
      }
    }
    expect(missing).toEqual([]);
  });
});
