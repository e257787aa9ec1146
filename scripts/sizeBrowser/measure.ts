// Opens one route of the production build in a fresh Chromium context (empty cache) and records every script it
// fetches until the network is idle: URL, start and end since navigation, and the file's gzipped size.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Request } from 'playwright-core';
import type { ScriptFetch } from './waves';

export interface RouteVisit {
  /** Prepares the fresh context before the page opens (e.g. a stored sign-in); runs with this world's API URL. */
  prepare?: (context: BrowserContext, apiUrl: string) => Promise<void>;
  path: string;
}

/** Network idle: nothing in flight for this long (Playwright's own `networkidle` uses 500 ms). */
const IDLE_MS = 500;
/** A page that never goes quiet (polling) is cut here: what it fetched so far is what it costs. */
const MAX_MS = 15_000;

const gzCache = new Map<string, number>();
/** The served file's size gzipped at the default level, read from the build: the same on every server and run. */
function gzipSizeOf(distDir: string, pathname: string): number {
  let size = gzCache.get(pathname);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(distDir, decodeURIComponent(pathname)))).length;
    gzCache.set(pathname, size);
  }
  return size;
}

export async function followRedirects(context: BrowserContext, redirects: Map<string, string>): Promise<void> {
  for (const [from, to] of redirects) {
    await context.route(`${from}/**`, (route) => route.continue({ url: to + route.request().url().slice(from.length) }));
  }
}

export async function visit(
  browser: Browser,
  world: { origin: string; apiUrl: string; redirects: Map<string, string> },
  distDir: string,
  route: RouteVisit,
): Promise<ScriptFetch[]> {
  const context = await browser.newContext();
  try {
    await followRedirects(context, world.redirects);
    await route.prepare?.(context, world.apiUrl);
    const page = await context.newPage();
    const scripts: Request[] = [];
    let inFlight = 0;
    let lastChange = Date.now();
    const settle = () => {
      inFlight -= 1;
      lastChange = Date.now();
    };
    page.on('request', (r) => {
      inFlight += 1;
      lastChange = Date.now();
      const url = new URL(r.url());
      if (url.origin === world.origin && (r.resourceType() === 'script' || url.pathname.endsWith('.js'))) scripts.push(r);
    });
    // A page that throws loads less and would measure small: its errors are printed with the numbers.
    page.on('pageerror', (e) => console.warn(`[size] ${route.path}: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') console.warn(`[size] ${route.path}: console: ${m.text()}`);
    });
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    const t0 = Date.now();
    await page.goto(world.origin + route.path, { waitUntil: 'load' });
    while (!(inFlight <= 0 && Date.now() - lastChange >= IDLE_MS) && Date.now() - t0 < MAX_MS) await page.waitForTimeout(50);
    // Request timings are wall-clock milliseconds, as is the page's time origin (its navigation start).
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    return scripts.map((r) => {
      const t = r.timing();
      const start = t.startTime - navigationStart;
      return {
        url: new URL(r.url()).pathname,
        start,
        end: start + Math.max(t.responseEnd, 0),
        gzipBytes: gzipSizeOf(distDir, new URL(r.url()).pathname),
      };
    });
  } finally {
    await context.close();
  }
}
