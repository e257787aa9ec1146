// Opens one page in a fresh Chromium context at one width and returns its cumulative layout shift: the largest session
// window (shifts less than 1 s apart, at most 5 s long) of `layout-shift` entries without recent input, as Chrome's
// web-vitals count it, observed from navigation until the page's data shows and the page has been quiet for a moment.
import type { Browser } from 'playwright-core';
import { followRedirects } from '../sizeBrowser/measure';
import type { ClsRoute } from './routes';

/** After the data shows, a late shift (a picture, a font) still counts: the page is watched this much longer. */
const QUIET_MS = 1500;

export interface ClsResult {
  cls: number;
  /** The largest shifts' sources, for finding the cause. */
  sources: string[];
  error?: string;
}

export async function measureCls(
  browser: Browser,
  world: { origin: string; apiUrl: string; redirects: Map<string, string> },
  route: ClsRoute,
  width: number,
): Promise<ClsResult> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 768 } });
  try {
    await followRedirects(context, world.redirects);
    await route.prepare?.(context, world.apiUrl);
    await context.addInitScript(() => {
      const w = window as unknown as { __shifts: { value: number; time: number; sources: string[] }[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; startTime: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
          if (e.hadRecentInput) continue;
          const sources = (e.sources ?? []).map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement;
            return el
              ? `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''}`
              : '?';
          });
          w.__shifts.push({ value: e.value, time: e.startTime, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(world.origin + route.path, { waitUntil: 'load' });
    let error: string | undefined;
    try {
      await page.getByRole('heading', { level: 1, name: route.heading }).waitFor({ state: 'attached', timeout: 20_000 });
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 20_000 });
    } catch (e) {
      error = (e as Error).message.split('\n')[0];
    }
    await page.waitForTimeout(QUIET_MS);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; time: number; sources: string[] }[] }).__shifts);
    let best = 0;
    let bestSources: string[] = [];
    let windowValue = 0;
    let windowSources: string[] = [];
    let first = 0;
    let last = 0;
    for (const s of shifts) {
      if (windowValue > 0 && s.time - last < 1000 && s.time - first < 5000) {
        windowValue += s.value;
        windowSources.push(...s.sources.map((x) => `${x} ${s.value.toFixed(3)}`));
      } else {
        windowValue = s.value;
        windowSources = s.sources.map((x) => `${x} ${s.value.toFixed(3)}`);
        first = s.time;
      }
      last = s.time;
      if (windowValue > best) {
        best = windowValue;
        bestSources = [...windowSources];
      }
    }
    return { cls: best, sources: [...new Set(bestSources)].slice(0, 4), ...(error ? { error } : {}) };
  } finally {
    await context.close();
  }
}
