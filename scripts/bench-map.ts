// `npm run bench:map`: the LAND map on the production build in headless Chromium (software rendering) under a phone's
// CPU (DevTools CPU throttle, 4x by default), with the synthetic 300 x 300 city of 20,000 parcels served in place of the
// API's answer. Real mouse and wheel input (DevTools Input events, as a user's) drives a 5 s pan and a 5 s zoom. Prints
// the time from the data to the first full paint, each frame's drawing time, frame intervals, long tasks, React commits
// during the pan, the JS heap, whether the map's code stays out of the market page's first load, and the machine's load
// average. Printed against budgets, never asserted.
import { loadavg } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { encodeCityMap } from '@common/api/landMap';
import { syntheticCity } from '@common/localWorld/syntheticCity';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/browser';
import { followRedirects } from './sizeBrowser/measure';
import { startSizeWorld } from './sizeBrowser/world';

const BUDGET = { firstPaintMs: 200, p95FrameMs: 8, maxFrameMs: 16, panCommits: 0, longTasks: 0 };
const DIST = process.env.BENCH_DIST ?? 'dist';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Chromium's CPU slow-down (DevTools Emulation.setCPUThrottlingRate): 4 is Lighthouse's mobile phone. */
const CPU_THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 4);
/** A frame interval over this (1.5 frames at 60 Hz) means at least one frame was dropped. */
const DROPPED_MS = 25;
/** About one input event per frame at 60 Hz, as a mouse reports them. */
const INPUT_EVERY_MS = 16;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : NaN;
};
const ms = (v: number) => `${v.toFixed(1)} ms`;
const sleep = (t: number) => new Promise((ok) => setTimeout(ok, t));
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');

interface Phase {
  intervals: number[];
  draws: number[];
  commits: number;
  commitsBy: Record<string, number>;
  longTasks: number[];
}

/** Starts recording frame intervals and long tasks in the page; the returned function stops and collects them. */
async function record(page: Page): Promise<() => Promise<Phase>> {
  await page.evaluate(() => {
    const stats = window.__LAND_MAP_BENCH__!;
    const rec = {
      intervals: [] as number[],
      longTasks: [] as number[],
      draws0: stats.draws.length,
      commits0: stats.commits,
      by0: { ...stats.commitsBy },
      on: true,
    };
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => rec.longTasks.push(e.duration)));
    observer.observe({ type: 'longtask' });
    let last = performance.now();
    const step = (now: number) => {
      rec.intervals.push(now - last);
      last = now;
      if (rec.on) requestAnimationFrame(step);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(step);
    });
    (window as unknown as { __benchStop: () => Phase }).__benchStop = () => {
      rec.on = false;
      observer.disconnect();
      const commitsBy = Object.fromEntries(
        Object.entries(stats.commitsBy)
          .map(([k, v]) => [k, v - (rec.by0[k] ?? 0)] as const)
          .filter(([, v]) => v > 0),
      );
      return { intervals: rec.intervals, longTasks: rec.longTasks, draws: stats.draws.slice(rec.draws0), commits: stats.commits - rec.commits0, commitsBy };
    };
  });
  return () => page.evaluate(() => (window as unknown as { __benchStop: () => Phase }).__benchStop());
}

/** A scripted gesture with real input for `seconds`: a drag in loops around the middle, or wheel steps in and out. */
async function phase(page: Page, kind: 'pan' | 'zoom', seconds: number): Promise<Phase> {
  const box = (await page.locator('canvas.land-map-canvas').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  const stop = await record(page);
  if (kind === 'pan') await page.mouse.down();
  const start = Date.now();
  let x = cx;
  let y = cy;
  for (let i = 0; Date.now() - start < seconds * 1000; i += 1) {
    const t = (Date.now() - start) / 1000;
    if (kind === 'pan') {
      // 6..10 px a step, never resting against the edges.
      x += 8 * Math.cos(t * 1.3);
      y += 8 * Math.sin(t * 1.7);
      await page.mouse.move(x, y);
    } else if (i % 3 === 0) {
      // One wheel notch every third step, in for about a second, then out, about points across the view.
      await page.mouse.move(cx + 200 * Math.cos(t), cy + 120 * Math.sin(t));
      await page.mouse.wheel(0, Math.floor(i / 48) % 2 === 0 ? -60 : 60);
    }
    await sleep(INPUT_EVERY_MS);
  }
  if (kind === 'pan') await page.mouse.up();
  await sleep(100);
  return stop();
}

function report(name: string, p: Phase) {
  const dropped = p.intervals.filter((v) => v > DROPPED_MS).length;
  console.log(`  ${name} (${SECONDS} s, ${p.intervals.length} frames, ${p.draws.length} drawn):`);
  console.log(
    `    drawing per frame: median ${ms(quantile(p.draws, 0.5))}, p95 ${ms(quantile(p.draws, 0.95))} (budget ${BUDGET.p95FrameMs} ms), max ` +
      `${ms(Math.max(...p.draws))} (budget ${BUDGET.maxFrameMs} ms)`,
  );
  const slowest = p.draws
    .map((v, i) => [v, i] as const)
    .sort((a, b) => b[0] - a[0])
    .slice(0, 3);
  console.log(`    slowest drawn frames: ${slowest.map(([v, i]) => `#${i} ${ms(v)}`).join(', ')}`);
  console.log(
    `    frame interval: median ${ms(quantile(p.intervals, 0.5))}, p95 ${ms(quantile(p.intervals, 0.95))}, max ${ms(Math.max(...p.intervals))}; ` +
      `dropped frames (interval > ${DROPPED_MS} ms): ${dropped}`,
  );
  console.log(
    `    long tasks (over 50 ms): ${p.longTasks.length} (budget ${BUDGET.longTasks})${p.longTasks.length ? `, longest ${ms(Math.max(...p.longTasks))}` : ''}`,
  );
}

/** Which map components committed, e.g. ' (HoverCard 12, ZoomButtons 2)'. */
const byComponent = (p: Phase) => {
  const parts = Object.entries(p.commitsBy).map(([k, v]) => `${k} ${v}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
};

async function main() {
  const loadBefore = load();
  // Its own world (chains, API, preview) on free ports: the page starts as a user's would, beside the browser tests.
  const world = await startSizeWorld(DIST);
  const { origin } = world;
  const browser = await chromium.launch({ executablePath: findChromium({ playwrightPath: () => chromium.executablePath() }), args: CHROMIUM_ARGS });
  const city = syntheticCity();
  const body = JSON.stringify({ data: encodeCityMap(city) });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    // tsx names the functions it compiles with a helper the page lacks.
    await context.addInitScript({ content: 'window.__name = (f) => f;' });
    await context.addInitScript(() => {
      window.__LAND_MAP_BENCH__ = { draws: [], firstFullPaint: [], commits: 0, commitsBy: {} };
    });
    // The API is another origin than the page: the synthetic answer carries the CORS headers the API would send.
    await followRedirects(context, world.redirects);
    const cors = {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Headers': 'Accept, If-None-Match, Content-Type',
    };
    await context.route(/\/land_map\//, (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fulfill({ status: 204, headers: cors })
        : route.fulfill({ status: 200, contentType: 'application/json', headers: { ...cors, ETag: `"${city.version}"` }, body }),
    );
    const page = await context.newPage();

    // The market page without the LAND view: none of the map's code may load.
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${origin}/en/market/bsc`);
    await page.waitForLoadState('networkidle');
    const marketScripts = await Promise.all(scripts.map((u) => fetch(u).then((r) => r.text())));
    const mapInMarket = marketScripts.some((text) => text.includes('land-map-canvas'));

    // The phone's CPU from here on: the map page's load, first paint and gestures.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    await page.goto(`${origin}/en/market/bsc?view=land&city=seoul`);
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
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;

    console.log(
      `LAND map, synthetic ${city.width} x ${city.height} city with ${city.parcelCount.toLocaleString('en')} parcels, production build, 1280 x ` +
        `800, CPU throttled ${CPU_THROTTLE}x, real mouse and wheel input:`,
    );
    console.log(`  load average (1, 5, 15 min): ${loadBefore} before, ${load()} after`);
    const full = paint.painted - paint.dataSeen;
    const fromResponse = paint.responseEnd === null ? null : paint.painted - paint.responseEnd;
    console.log(
      `  first full paint: ${ms(full)} after the decoded data reached the ` +
        `map${fromResponse === null ? '' : `, ${ms(fromResponse)} after the answer arrived (parse, check, decode included)`} (budget ` +
        `${BUDGET.firstPaintMs} ms)`,
    );
    const [response, json, checked, decoded] = paint.marks as [number, number, number, number];
    console.log(
      `    answer read -> JSON ${ms(json - response)}, schema check ${ms(checked - json)}, decode ${ms(decoded - checked)}, flow and page until ` +
        `the map's first frame has it ${ms(paint.dataSeen - decoded)}, full paint (colours, shapes, tiles) ${ms(full)}`,
    );
    report('pan', pan);
    console.log(`    React commits during the pan: ${pan.commits} (budget ${BUDGET.panCommits})${byComponent(pan)}`);
    report('zoom', zoom);
    console.log(`    React commits during the zoom: ${zoom.commits}${byComponent(zoom)}`);
    console.log(`  JS heap after GC: ${(heap / 1024 / 1024).toFixed(1)} MB`);
    console.log(`  map code in the market page's first load: ${mapInMarket ? 'YES (should be lazy)' : 'no'}`);
    await context.close();
  } finally {
    await browser.close();
    await world.stop();
  }
}

await main();
