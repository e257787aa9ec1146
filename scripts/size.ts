// Prints, per route, the gzipped JavaScript a first visit downloads, against its budget; fails on a route over budget,
// when wallet SDKs or ethers reach home's first load, classic zod any chunk, and a feature flow's machine the entry.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageCatalogs, pageModules } from './pageModules';
import { manifestPathOf, sourcemapDirOf } from './vite/sourcemaps';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const DIST = process.argv[2] ?? 'dist';
/** The build's maps are kept outside the served folder (scripts/vite/sourcemaps.ts). */
const MAPS = sourcemapDirOf(process.cwd(), DIST);
// Without the maps no chunk's modules are known, and the checks below would pass unseen: stop instead.
if (!existsSync(MAPS)) throw new Error(`no source maps in ${MAPS}: run npx vite build first`);
/**
 * Budgets in gzipped KB for a first visit (entry + page + language catalog); see docs/performance.md.
 * React DOM alone is about 62 KB of it.
 */
const BUDGET_KB: Partial<Record<string, number>> & { default: number } = { default: 150 };
/**
 * Modules that must never be in home's first load: they load when a flow needs them. Classic zod (the API schemas)
 * stays behind the first API call; what the first load parses uses zod/mini.
 */
const FORBIDDEN_ON_HOME = [
  /node_modules\/ethers\//,
  /node_modules\/@web3-onboard\//,
  /node_modules\/@walletconnect\//,
  /node_modules\/@coinbase\//,
  /node_modules\/zod\/v4\/classic\//,
];
/**
 * The entry (every route's first load) holds only the machines every page runs (the root, overlays, session, network,
 * wallet session, start-up data, the app-wide transaction tracker and its watcher); a feature's flow machines, and the txStep its
 * flows invoke, load with the page that attaches them (src/kit/useFlow.ts).
 */
const FEATURE_MACHINE = /machines\/(?!app\/|overlay\/|wallet\/|shared\/|startup\/|tx\/tx(?:Tracker|Watch)Machine\.ts$)[^/]+\/\w+Machine\.ts$/;

const manifest = JSON.parse(readFileSync(manifestPathOf(process.cwd(), DIST), 'utf8')) as Manifest;

/** Static closure of a chunk: what the browser fetches before the chunk runs. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const gz = new Map<string, number>();
function gzipSize(file: string): number {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(DIST, file))).length);
  return gz.get(file)!;
}

function sourcesOf(file: string): string[] {
  try {
    return (JSON.parse(readFileSync(join(MAPS, `${file}.map`), 'utf8')) as { sources: string[] }).sources;
  } catch {
    return [];
  }
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('no entry in the manifest: run npm run build first');

// Pages with their own chunk, read from the page map so this script never drifts from it.
const pageChunks = new Map([...pageModules()].filter(([, src]) => manifest[src]));
const catalog = Object.keys(manifest).find((k) => k === 'locales/en.po');
// A page's feature catalog (locales/<name>/en.po) loads with it: counted in its first visit.
const featureCatalogs = pageCatalogs();
const routes = ['home', 'market', 'guide', 'news', 'dao', 'signup', 'mypage', 'event', 'studio'];

let failed = false;
const rows: string[] = [];
for (const route of routes) {
  const keys = closure(entryKey);
  const page = pageChunks.get(route);
  if (page) closure(page, keys);
  if (catalog) closure(catalog, keys);
  const feature = featureCatalogs.get(route);
  if (feature) closure(`locales/${feature}/en.po`, keys);
  const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
  const kb = bytes / 1024;
  const budget = BUDGET_KB[route] ?? BUDGET_KB.default;
  if (kb > budget) failed = true;
  rows.push(`${route.padEnd(8)} ${kb.toFixed(1).padStart(7)} KB  budget ${budget} KB  ${kb <= budget ? 'ok' : 'OVER'}  (${files.length} files)`);
  // The market page too (issue 12): browsing needs no wallet; buy, list and unlist load ethers and the wallet with their flows.
  if (route === 'home' || route === 'market') {
    const bad = files.flatMap(sourcesOf).filter((s) => FORBIDDEN_ON_HOME.some((re) => re.test(s)));
    if (bad.length > 0) {
      failed = true;
      rows.push(
        `  ${route}'s first load contains code that must load later: ${[
          ...new Set(
            bad.map((s) =>
              s
                .replace(/.*node_modules\//, '')
                .split('/')
                .slice(0, 2)
                .join('/'),
            ),
          ),
        ].join(', ')}`,
      );
    }
  }
}
const entryFiles = [...closure(entryKey)].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
const flowsInEntry = [...new Set(entryFiles.flatMap(sourcesOf).filter((s) => FEATURE_MACHINE.test(s)))];
if (flowsInEntry.length > 0) {
  failed = true;
  rows.push(`  the entry holds feature flows that must load with their page: ${flowsInEntry.map((s) => s.replace(/.*machines\//, 'machines/')).join(', ')}`);
}
// Issue 25: the shared schemas use zod/mini, so classic zod has no place in any chunk a browser may load.
const CLASSIC_ZOD = /node_modules\/zod\/v4\/classic\//;
const classicChunks = Object.values(manifest)
  .map((c) => c.file)
  .filter((f) => f.endsWith('.js') && sourcesOf(f).some((s) => CLASSIC_ZOD.test(s)));
if (classicChunks.length > 0) {
  failed = true;
  rows.push(`  classic zod is bundled (import from 'zod/mini' in browser code): ${[...new Set(classicChunks)].join(', ')}`);
}
console.log('First-visit JavaScript per route (gzipped: entry + page chunk + EN catalogs):');
console.log(rows.join('\n'));
const lazy = Object.values(manifest).filter((c) => !c.isEntry && c.file.endsWith('.js'));
console.log(`Lazy chunks: ${lazy.length}, ${(lazy.reduce((s, c) => s + gzipSize(c.file), 0) / 1024).toFixed(1)} KB gzipped in all`);
if (failed) {
  console.error(
    'Over budget, wallet SDKs / ethers in the first load of home, classic zod in any chunk, or a feature flow in the entry: load them behind import() ' +
      'where a flow needs them (docs/performance.md).',
  );
  process.exit(1);
}
