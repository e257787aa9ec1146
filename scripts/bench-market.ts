// `npm run bench:market`: on the production build with the local world, prints the time from navigation to the first
// 12 item cards painted on the market page, and how many API calls one page change makes; fails over its budgets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Request } from 'playwright-core';
import { preview } from 'vite';
import { startChains } from './chains/index';
import { DEFAULT_ORIGINS } from '../server/config';
import { startApi } from '../server/index';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/browser';
import { holdE2eLock } from '../tests/support/e2eLock';

/** Budgets: a warm local machine paints the first page well under this; one call per page change is the design. */
const BUDGET = { firstCardsMs: 2_500, callsPerPageChange: 1 };
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = 4173;
const CARDS = 'a[data-item-id]';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function main() {
  holdE2eLock();
  const dataDir = mkdtempSync(join(tmpdir(), 'metaworld-bench-'));
  const world = await startChains({ dataDir, quiet: true });
  const api = await startApi({
    dataDir: join(dataDir, 'db'),
    deploymentsPath: world.deploymentsPath,
    port: 8787,
    oidcPort: 8788,
    mode: 'DEV',
    allowedOrigins: DEFAULT_ORIGINS,
  });
  const server = await preview({ preview: { port: PORT, strictPort: true, host: '127.0.0.1' }, logLevel: 'silent' });
  const browser = await chromium.launch({ executablePath: findChromium({ playwrightPath: () => chromium.executablePath() }), args: CHROMIUM_ARGS });
  try {
    const firstCards: number[] = [];
    const calls: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A fresh context each run: a first visit, nothing cached.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${PORT}/en/market/bsc`);
      await page.waitForFunction((sel) => document.querySelectorAll(sel).length >= 12, CARDS);
      // The frame after the twelfth card is in the DOM is the one that paints it.
      firstCards.push(await page.evaluate(() => new Promise<number>((ok) => requestAnimationFrame(() => ok(performance.now())))));

      const apiCalls: Request[] = [];
      const onRequest = (r: Request) => {
        // API calls only: the new page's item pictures come from the API host too, but they are pictures, not calls.
        if (new URL(r.url()).port === '8787' && (r.resourceType() === 'fetch' || r.resourceType() === 'xhr')) apiCalls.push(r);
      };
      const firstHref = await page.locator(CARDS).first().getAttribute('href');
      page.on('request', onRequest);
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).click();
      await page.waitForFunction(([sel, href]) => document.querySelector(sel)?.getAttribute('href') !== href, [CARDS, firstHref] as const);
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      calls.push(apiCalls.length);
      await context.close();
    }
    const ms = median(firstCards);
    const perChange = Math.max(...calls);
    console.log(`market /en/market/bsc, ${RUNS} first visits on the production build:`);
    console.log(
      `  first 12 item cards painted: median ${ms.toFixed(0)} ms (runs: ${firstCards.map((v) => v.toFixed(0)).join(', ')}), budget ${BUDGET.firstCardsMs} ms`,
    );
    console.log(`  API calls for one page change: ${perChange} (runs: ${calls.join(', ')}), budget ${BUDGET.callsPerPageChange}`);
    if (ms > BUDGET.firstCardsMs || perChange > BUDGET.callsPerPageChange) process.exitCode = 1;
  } finally {
    await browser.close();
    await new Promise<void>((ok) => server.httpServer.close(() => ok()));
    await api.stop();
    await world.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
