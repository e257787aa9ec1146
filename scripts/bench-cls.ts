// `npm run bench:cls`: opens every page of the route table (scripts/benchCls/routes.ts) in Chromium at a phone's 390 px
// and a laptop's 1366 px, with its own local world on free ports, and prints each page's cumulative layout shift
// against the budget of issue 26 (0.02); exits 1 when a page is over it. Figures and how to read them: docs/performance.md.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/browser';
import { measureCls } from './benchCls/measure';
import { CLS_ROUTES } from './benchCls/routes';
import { startSizeWorld } from './sizeBrowser/world';

const BUDGET = 0.02;
const WIDTHS = [390, 1366];
const DIST = process.argv.find((a) => !a.startsWith('-') && a !== process.argv[0] && a !== process.argv[1]) ?? 'dist';
/** `--route=dao`: only the paths containing this (a quick look after a fix). */
const only = process.argv.find((a) => a.startsWith('--route='))?.slice('--route='.length);
const verbose = process.argv.includes('--verbose');
if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST}/index.html is missing: run npx vite build first`);

const began = Date.now();
const load = loadavg().map((l) => l.toFixed(2));
const world = await startSizeWorld(DIST);
const browser = await chromium.launch({ executablePath: findChromium({ playwrightPath: () => chromium.executablePath() }), args: CHROMIUM_ARGS });
let failed = false;
try {
  console.log(`[cls] ${DIST}/ on ${world.origin}; load ${load.join(' ')}; budget ${BUDGET}`);
  console.log(`${'page'.padEnd(58)} ${WIDTHS.map((w) => `${w} px`.padStart(8)).join(' ')}`);
  for (const route of CLS_ROUTES.filter((r) => !only || r.path.includes(only))) {
    const cells: string[] = [];
    const notes: string[] = [];
    for (const width of WIDTHS) {
      const r = await measureCls(browser, world, route, width);
      const over = r.cls > BUDGET;
      failed ||= over || !!r.error;
      cells.push(`${r.cls.toFixed(3)}${over ? '!' : ' '}`.padStart(8));
      if (r.error) notes.push(`${width}: ${r.error}`);
      if ((over || verbose) && r.sources.length) notes.push(`${width}: ${r.sources.join(', ')}`);
    }
    console.log(`${route.path.padEnd(58)} ${cells.join(' ')}${notes.length ? `\n    ${notes.join('\n    ')}` : ''}`);
  }
  console.log(
    `[cls] ${((Date.now() - began) / 1000).toFixed(1)} s in all; load now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  await world.stop();
}
if (failed) {
  console.error(`[cls] a page is over the budget of ${BUDGET} (marked !) or did not show its data`);
  process.exitCode = 1;
}
