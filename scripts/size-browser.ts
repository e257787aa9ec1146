// `npm run size:browser`: opens each route of the production build in Chromium with the local world up (on free ports),
// sums the gzipped JavaScript fetched until the network is idle, counts script requests and waves, and fails on a
// route over its budget (scripts/sizeBrowser/routes.ts). Numbers and definitions: docs/performance.md.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/browser';
import { visit } from './sizeBrowser/measure';
import { MAX_WAVES, SIZE_ROUTES } from './sizeBrowser/routes';
import { waves } from './sizeBrowser/waves';
import { startSizeWorld } from './sizeBrowser/world';

/** Two requests more than this apart (end of a wave to the start of the next) are two round trips, not one. */
const WAVE_GAP_MS = 20;

const DIST = process.argv.find((a) => !a.startsWith('-') && a !== process.argv[0] && a !== process.argv[1]) ?? 'dist';
const verbose = process.argv.includes('--verbose');
/** `--route=home,land`: only these routes (a quick look); the budgets hold for the whole list. */
const only = process.argv
  .find((a) => a.startsWith('--route='))
  ?.slice('--route='.length)
  .split(',');
if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST}/index.html is missing: run npx vite build first`);

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const began = Date.now();
const load = loadavg().map((l) => l.toFixed(2));
const world = await startSizeWorld(DIST);
const browser = await chromium.launch({ executablePath: findChromium({ playwrightPath: () => chromium.executablePath() }), args: CHROMIUM_ARGS });
let failed = false;
try {
  console.log(`[size] ${DIST}/ on ${world.origin}, API ${world.apiUrl}; world up in ${((Date.now() - began) / 1000).toFixed(1)} s; load ${load.join(' ')}`);
  console.log(`route    KB gz   budget  scripts  waves (start ms: KB)`);
  for (const route of SIZE_ROUTES.filter((r) => !only || only.includes(r.name))) {
    const fetched = await visit(browser, world, DIST, route);
    const total = fetched.reduce((sum, f) => sum + f.gzipBytes, 0);
    const w = waves(fetched, WAVE_GAP_MS);
    const over = total / 1024 > route.budgetKB || w.length > MAX_WAVES;
    failed ||= over;
    const detail = w.map((x) => `${Math.round(x.start)}: ${kb(x.gzipBytes)}`).join(', ');
    console.log(
      `${route.name.padEnd(8)} ${kb(total).padStart(6)}  ${String(route.budgetKB).padStart(6)}  ${String(fetched.length).padStart(7)}  ` +
        `${w.length} (${detail})${over ? '  OVER' : ''}`,
    );
    if (verbose) {
      for (const f of [...fetched].sort((a, b) => a.start - b.start))
        console.log(
          `           ${Math.round(f.start).toString().padStart(5)}-${Math.round(f.end).toString().padEnd(5)} ${kb(f.gzipBytes).padStart(6)} ${f.url}`,
        );
    }
  }
  console.log(`[size] budgets: KB per route as listed, at most ${MAX_WAVES} waves; ${((Date.now() - began) / 1000).toFixed(1)} s in all`);
} finally {
  await browser.close();
  await world.stop();
}
if (failed) {
  console.error('[size] over budget: see docs/performance.md');
  process.exitCode = 1;
}
