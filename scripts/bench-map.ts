// `npm run bench:map`: the LAND map on the production build in headless Chromium (software rendering), with the
// synthetic 300 x 300 city of 20,000 parcels served in place of the API's answer. Prints the time from the data to the
// first full paint, frame times of a scripted 5 s pan and 5 s zoom, React commits during the pan, the JS heap, and
// whether the map's code stays out of the market page's first load. Printed against budgets, never asserted.
import { chromium, type Page } from 'playwright-core';
import { preview } from 'vite';
import { encodeCityMap } from '../common/api/landMap';
import { syntheticCity } from '../common/localWorld/syntheticCity';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/browser';
import { holdE2eLock } from '../tests/support/e2eLock';

const BUDGET = { firstPaintMs: 200, p95FrameMs: 8, maxFrameMs: 16, panCommits: 0 };
const PORT = Number(process.env.BENCH_PORT ?? 4173);
const DIST = process.env.BENCH_DIST ?? 'dist';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** A frame interval over this (1.5 frames at 60 Hz) means at least one frame was dropped. */
const DROPPED_MS = 25;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : NaN;
};
const ms = (v: number) => `${v.toFixed(1)} ms`;

interface Phase {
  intervals: number[];
  draws: number[];
  commits: number;
}

/** Runs a scripted gesture in the page for `seconds`, one step per animation frame, recording frame intervals. */
async function phase(page: Page, kind: 'pan' | 'zoom', seconds: number): Promise<Phase> {
  return page.evaluate(
    async ({ kind, seconds }) => {
      const stats = window.__LAND_MAP_BENCH__!;
      const canvas = document.querySelector<HTMLCanvasElement>('canvas.land-map-canvas')!;
      const r = canvas.getBoundingClientRect();
      const draws0 = stats.draws.length;
      const commits0 = stats.commits;
      const intervals: number[] = [];
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const pointer = (type: string, x: number, y: number) =>
        canvas.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, pointerId: 1, pointerType: 'mouse', button: 0, buttons: 1 }));
      let x = cx;
      let y = cy;
      if (kind === 'pan') pointer('pointerdown', x, y);
      const start = performance.now();
      let last = start;
      let frame = 0;
      await new Promise<void>((done) => {
        const step = (now: number) => {
          intervals.push(now - last);
          last = now;
          frame += 1;
          const t = (now - start) / 1000;
          if (kind === 'pan') {
            // A loop around the middle of the city: 6..10 px a frame, never resting against the edges.
            x += 8 * Math.cos(t * 1.3);
            y += 8 * Math.sin(t * 1.7);
            pointer('pointermove', x, y);
          } else if (frame % 3 === 0) {
            // Block sizes 8 -> 24 -> 8 ... one step every third frame, about points across the view.
            const dir = Math.floor(frame / 48) % 2 === 0 ? -1 : 1;
            canvas.dispatchEvent(
              new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: 60 * dir, clientX: cx + 200 * Math.cos(t), clientY: cy + 120 * Math.sin(t) }),
            );
          }
          if (now - start < seconds * 1000) requestAnimationFrame(step);
          else done();
        };
        requestAnimationFrame((now) => {
          last = now;
          requestAnimationFrame(step);
        });
      });
      if (kind === 'pan') pointer('pointerup', x, y);
      return { intervals, draws: stats.draws.slice(draws0), commits: stats.commits - commits0 };
    },
    { kind, seconds },
  );
}

function report(name: string, p: Phase) {
  const dropped = p.intervals.filter((v) => v > DROPPED_MS).length;
  console.log(`  ${name} (${SECONDS} s, ${p.intervals.length} frames, ${p.draws.length} drawn):`);
  console.log(
    `    drawing per frame: median ${ms(quantile(p.draws, 0.5))}, p95 ${ms(quantile(p.draws, 0.95))} (budget ${BUDGET.p95FrameMs} ms), max ${ms(Math.max(...p.draws))} (budget ${BUDGET.maxFrameMs} ms)`,
  );
  const slowest = p.draws
    .map((v, i) => [v, i] as const)
    .sort((a, b) => b[0] - a[0])
    .slice(0, 3);
  console.log(`    slowest drawn frames: ${slowest.map(([v, i]) => `#${i} ${ms(v)}`).join(', ')}`);
  console.log(
    `    frame interval: median ${ms(quantile(p.intervals, 0.5))}, p95 ${ms(quantile(p.intervals, 0.95))}, max ${ms(Math.max(...p.intervals))}; dropped frames (interval > ${DROPPED_MS} ms): ${dropped}`,
  );
}

async function main() {
  holdE2eLock();
  const server = await preview({ build: { outDir: DIST }, preview: { port: PORT, strictPort: true, host: '127.0.0.1' }, logLevel: 'silent' });
  const browser = await chromium.launch({ executablePath: findChromium({ playwrightPath: () => chromium.executablePath() }), args: CHROMIUM_ARGS });
  const city = syntheticCity();
  const body = JSON.stringify({ data: encodeCityMap(city) });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    // tsx names the functions it compiles with a helper the page lacks.
    await context.addInitScript({ content: 'window.__name = (f) => f;' });
    await context.addInitScript(() => {
      window.__LAND_MAP_BENCH__ = { draws: [], firstFullPaint: [], commits: 0 };
    });
    await context.route(/\/land_map\//, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', headers: { ETag: `"${city.version}"` }, body }),
    );
    const page = await context.newPage();

    // The market page without the LAND view: none of the map's code may load.
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`http://127.0.0.1:${PORT}/en/market/bsc`);
    await page.waitForLoadState('networkidle');
    const marketScripts = await Promise.all(scripts.map((u) => fetch(u).then((r) => r.text())));
    const mapInMarket = marketScripts.some((text) => text.includes('land-map-canvas'));

    await page.goto(`http://127.0.0.1:${PORT}/en/market/bsc?view=land&city=seoul`);
    await page.waitForFunction(() => (window.__LAND_MAP_BENCH__?.firstFullPaint.length ?? 0) > 0, undefined, { timeout: 60_000 });
    const paint = await page.evaluate(() => {
      const first = window.__LAND_MAP_BENCH__!.firstFullPaint[0]!;
      const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/land_map/')) as PerformanceResourceTiming | undefined;
      const at = (name: string) => performance.getEntriesByName(name).at(0)?.startTime ?? NaN;
      return { ...first, responseEnd: entry?.responseEnd ?? null, marks: ['landMap:response', 'landMap:json', 'landMap:checked', 'landMap:decoded'].map(at) };
    });
    await page.locator('canvas.land-map-canvas').focus();
    await page.waitForTimeout(500);
    const pan = await phase(page, 'pan', SECONDS);
    await page.waitForTimeout(300);
    const zoom = await phase(page, 'zoom', SECONDS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;

    console.log(`LAND map, synthetic ${city.width} x ${city.height} city with ${city.parcelCount.toLocaleString('en')} parcels, production build, 1280 x 800:`);
    const full = paint.painted - paint.dataSeen;
    const fromResponse = paint.responseEnd === null ? null : paint.painted - paint.responseEnd;
    console.log(
      `  first full paint: ${ms(full)} after the decoded data reached the map${fromResponse === null ? '' : `, ${ms(fromResponse)} after the answer arrived (parse, check, decode included)`} (budget ${BUDGET.firstPaintMs} ms)`,
    );
    const [response, json, checked, decoded] = paint.marks as [number, number, number, number];
    console.log(
      `    answer read -> JSON ${ms(json - response)}, schema check ${ms(checked - json)}, decode ${ms(decoded - checked)}, flow and page until the map has it ${ms(paint.dataSeen - decoded)}, full paint ${ms(full)}`,
    );
    report('pan', pan);
    console.log(`    React commits during the pan: ${pan.commits} (budget ${BUDGET.panCommits})`);
    report('zoom', zoom);
    console.log(`    React commits during the zoom: ${zoom.commits}`);
    console.log(`  JS heap after GC: ${(heap / 1024 / 1024).toFixed(1)} MB`);
    console.log(`  map code in the market page's first load: ${mapInMarket ? 'YES (should be lazy)' : 'no'}`);
    await context.close();
  } finally {
    await browser.close();
    await new Promise<void>((ok) => server.httpServer.close(() => ok()));
  }
}

await main();
