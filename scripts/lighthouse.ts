// `npm run lighthouse`: Lighthouse (mobile defaults) on home, market, the LAND view, DAO and news of the production build in
// dist/ with the local world up (chains and API, so pages show their data); prints median scores and what costs points,
// fails under the targets (performance 98, accessibility 100).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../tests/support/browser';
import { holdE2eLock } from '../tests/support/e2eLock';

const USAGE = `npm run lighthouse -- [--runs N] [--route home|market|land|dao|news]... [--report-only] [--without-world] [--port N] [--dist DIR]
  Expects dist/ (or --dist DIR, else LIGHTHOUSE_DIST) from \`npx vite build [--outDir DIR]\`.
  Serves it with vite preview on 127.0.0.1 (a free port unless --port),
  starts the local world (three chains and the reference API on a fresh seeded database, on the ports the build points at,
  as the browser tests do, under their lock), runs Lighthouse N times per route (default 5) in Chromium (CHROMIUM_PATH,
  else /usr/bin/chromium) and exits 1 when a median performance score is under ${98} or an accessibility score under
  ${100}, unless --report-only. --without-world measures the pages without data (their empty or error states).`;

// Home is /en/home: /en redirects there on the client, and measuring /en would charge that redirect to home.
const ROUTES = [
  { name: 'home', path: '/en/home' },
  { name: 'market', path: '/en/market/bsc' },
  { name: 'land', path: '/en/market/bsc?view=land&city=seoul' },
  { name: 'dao', path: '/en/dao' },
  { name: 'news', path: '/en/news/0' },
] as const;
/** Issue 25's targets for the median of the runs. */
const TARGET = { performance: 98, accessibility: 100 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const REPORTS = 'reports';

interface RunSummary {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  jsTransferKB: number;
}
interface Cost {
  category: string;
  id: string;
  title: string;
  /** Points of the category's 0-100 score this audit costs in the representative run. */
  lostPoints: number;
  value?: string;
  elements: string[];
}
interface Opportunity {
  id: string;
  title: string;
  value?: string;
  savings: Record<string, number>;
}

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    route: { type: 'string', multiple: true },
    'report-only': { type: 'boolean', default: false },
    'without-world': { type: 'boolean', default: false },
    port: { type: 'string' },
    dist: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const runs = Number(args.runs);
const routes = ROUTES.filter((r) => !args.route || args.route.includes(r.name));
if (!Number.isInteger(runs) || runs < 1 || routes.length === 0) {
  console.error(USAGE);
  process.exit(2);
}
// Another folder than dist/ lets a measurement run beside the browser tests, which serve dist/.
const distDir = args.dist ?? process.env.LIGHTHOUSE_DIST ?? 'dist';
if (!existsSync(join(distDir, 'index.html'))) {
  console.error(
    `${distDir}/ is missing: build it first with \`npx vite build --outDir ${distDir}\` (this script measures the production build and builds nothing).`,
  );
  process.exit(2);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * The local world (chains, then the API with their deployments) on the ports the build points at: the pages show their
 * data, as a user's would. The ports are the browser tests', so take their lock.
 */
async function startLocalWorld(origin: string): Promise<() => Promise<void>> {
  holdE2eLock();
  const { startChains } = await import('./chains/index');
  const { startApi } = await import('../server/index');
  const { DEFAULT_ORIGINS } = await import('../server/config');
  const dataDir = mkdtempSync(join(tmpdir(), 'metaworld-lighthouse-'));
  const world = await startChains({ dataDir, quiet: true });
  const api = await startApi({
    dataDir: join(dataDir, 'db'),
    deploymentsPath: world.deploymentsPath,
    port: 8787,
    oidcPort: 8788,
    mode: 'DEV',
    allowedOrigins: [...DEFAULT_ORIGINS, origin],
  });
  console.log(`[lighthouse] local world: API on ${api.url}, chains up`);
  return async () => {
    await api.stop();
    await world.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function runOnce(url: string, chromePath: string): Promise<{ lhr: Result; html: string }> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], logLevel: 'silent' });
  try {
    // No config: Lighthouse's default is a mobile device with simulated throttling (slow 4G, 4x CPU slowdown).
    const result = await lighthouse(url, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return { lhr, html: result.report as string };
  } finally {
    chrome.kill();
  }
}

function summarize(lhr: Result): RunSummary {
  const score = (id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const num = (id: string): number => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(num('largest-contentful-paint')),
    tbtMs: Math.round(num('total-blocking-time')),
    cls: Number(num('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(num('first-contentful-paint')),
    jsTransferKB: Math.round(jsBytes / 1024),
  };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

function medianSummary(all: RunSummary[]): RunSummary {
  const keys = Object.keys(all[0]!) as (keyof RunSummary)[];
  return Object.fromEntries(keys.map((k) => [k, Number(median(all.map((r) => r[k])).toFixed(k === 'cls' ? 3 : 0))])) as unknown as RunSummary;
}

/** Scored audits that lose points, as points of their category's score (weight share times what the audit missed). */
function costs(lhr: Result): Cost[] {
  const out: Cost[] = [];
  for (const id of CATEGORIES) {
    const refs = lhr.categories[id]?.auditRefs ?? [];
    const total = refs.reduce((sum, r) => sum + r.weight, 0);
    for (const ref of refs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const lostPoints = Number((((ref.weight * (1 - audit.score)) / total) * 100).toFixed(1));
      out.push({ category: id, id: ref.id, title: audit.title, lostPoints, value: audit.displayValue, elements: elementsOf(lhr, ref.id) });
    }
  }
  return out.sort((a, b) => b.lostPoints - a.lostPoints);
}

/** Performance opportunities and diagnostics that estimate a saving on a metric, biggest first. */
function opportunities(lhr: Result): Opportunity[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const found: Opportunity[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight > 0 || audit.score === null || audit.score >= 0.9) continue;
    const savings = Object.fromEntries(Object.entries(audit.metricSavings ?? {}).filter(([, v]) => typeof v === 'number' && v > 0)) as Record<string, number>;
    if (Object.keys(savings).length > 0) found.push({ id: ref.id, title: audit.title, value: audit.displayValue, savings });
  }
  // CLS is unitless: weigh 0.1 of it like 1 s so a layout shift is not always last.
  const weight = (o: Opportunity): number => Object.entries(o.savings).reduce((sum, [k, v]) => sum + (k === 'CLS' ? v * 10_000 : v), 0);
  return found.sort((a, b) => weight(b) - weight(a)).slice(0, 6);
}

interface NodeRef {
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}
const describe = (n: NodeRef): string => `${n.selector ?? n.snippet ?? ''}${n.nodeLabel ? ` "${n.nodeLabel.slice(0, 60)}"` : ''}`;

/** The LCP element and where its time goes (TTFB, load delay, load time, render delay), so nobody has to guess. */
function lcpElement(lhr: Result): string | undefined {
  type Table = { items?: { node?: NodeRef; phase?: string; timing?: number }[] };
  const tables = (lhr.audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined)?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  if (!node) return undefined;
  const phases = (tables[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ');
  return `${describe(node)}${phases ? `; ${phases}` : ''}`;
}

/** A few of the elements a failing audit names (contrast, labels...), so the fix starts at the right place. */
function elementsOf(lhr: Result, id: string): string[] {
  const items = (lhr.audits[id]?.details as { items?: { node?: NodeRef }[] } | undefined)?.items ?? [];
  return items.flatMap((i) => (i.node ? [describe(i.node)] : [])).slice(0, 3);
}

const fmt = (ms: number): string => (ms / 1000).toFixed(2);
function printTable(rows: { name: string; median: RunSummary; perfRuns: number[] }[]): void {
  const head = ['route', 'perf', 'a11y', 'best-pr', 'seo', 'LCP s', 'TBT ms', 'CLS', 'FCP s', 'JS KB', 'perf each run'];
  const body = rows.map(({ name, median: m, perfRuns }) => [
    name,
    String(m.performance),
    String(m.accessibility),
    String(m.bestPractices),
    String(m.seo),
    fmt(m.lcpMs),
    String(m.tbtMs),
    m.cls.toFixed(3),
    fmt(m.fcpMs),
    String(m.jsTransferKB),
    perfRuns.join(' '),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  for (const row of [head, ...body]) console.log(row.map((c, i) => c.padEnd(widths[i]!)).join('  '));
}

const load = loadavg()[0]!;
const busy = load > availableParallelism() * 0.75;
if (busy) console.warn(`[lighthouse] the machine is busy (load ${load.toFixed(1)}): scores will be lower and noisier than on a quiet machine.`);

const chromePath = findChromium();
const port = args.port ? Number(args.port) : await freePort();
const server = await preview({ logLevel: 'warn', build: { outDir: distDir }, preview: { host: '127.0.0.1', port, strictPort: true } });
const origin = `http://127.0.0.1:${port}`;
const cleanups: (() => Promise<void>)[] = [() => server.close()];
const cleanup = async (): Promise<void> => {
  for (const c of cleanups.splice(0).reverse()) await c().catch((e: unknown) => console.error('[lighthouse]', e));
};
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void cleanup().then(() => process.exit(130)));

try {
  if (!args['without-world']) cleanups.push(await startLocalWorld(origin));
  else console.log('[lighthouse] --without-world: no API or chains (unless something else runs them): pages render their empty or error states.');
  console.log(`[lighthouse] ${routes.length} route(s) x ${runs} run(s) of ${distDir}/ against ${origin} with ${chromePath}`);

  const collected = new Map<string, { lhr: Result; html: string; summary: RunSummary }[]>(routes.map((r) => [r.name, []]));
  // Routes alternate within each round so a burst of load on the machine spreads over all of them.
  for (let i = 1; i <= runs; i++) {
    for (const route of routes) {
      const { lhr, html } = await runOnce(origin + route.path, chromePath);
      const summary = summarize(lhr);
      collected.get(route.name)!.push({ lhr, html, summary });
      for (const w of lhr.runWarnings) console.warn(`[lighthouse] ${route.name}: ${w}`);
      console.log(
        `[lighthouse] run ${i}/${runs} ${route.name}: performance ${summary.performance}, accessibility ${summary.accessibility}, LCP ${fmt(summary.lcpMs)} s`,
      );
    }
  }

  mkdirSync(REPORTS, { recursive: true });
  const results = routes.map((route) => {
    const all = collected.get(route.name)!;
    const m = medianSummary(all.map((r) => r.summary));
    // The run closest to the median performance explains the median: its audits and HTML report are the ones kept.
    const rep = [...all].sort((a, b) => Math.abs(a.summary.performance - m.performance) - Math.abs(b.summary.performance - m.performance))[0]!;
    const htmlReport = join(REPORTS, `lighthouse-${route.name}.html`);
    writeFileSync(htmlReport, rep.html);
    return {
      name: route.name,
      path: route.path,
      median: m,
      perfRuns: all.map((r) => r.summary.performance),
      runs: all.map((r) => r.summary),
      lcpElement: lcpElement(rep.lhr),
      costs: costs(rep.lhr),
      opportunities: opportunities(rep.lhr),
      htmlReport,
      benchmarkIndex: rep.lhr.environment.benchmarkIndex,
    };
  });

  console.log('');
  printTable(results);
  for (const r of results) {
    console.log(`\n${r.name} (${r.path}) — LCP element: ${r.lcpElement ?? 'unknown'}`);
    for (const c of r.costs.slice(0, 8)) {
      console.log(`  -${String(c.lostPoints).padStart(5)} ${c.category}: ${c.title}${c.value ? ` (${c.value})` : ''} [${c.id}]`);
      for (const e of c.elements) console.log(`           ${e}`);
    }
    for (const o of r.opportunities) {
      const saves = Object.entries(o.savings)
        .map(([k, v]) => (k === 'CLS' ? `CLS ${v.toFixed(3)}` : `${k} ${Math.round(v)} ms`))
        .join(', ');
      console.log(`  opportunity: ${o.title}${o.value ? ` (${o.value})` : ''} saves ${saves} [${o.id}]`);
    }
  }

  const failing = results.filter((r) => r.median.performance < TARGET.performance || r.median.accessibility < TARGET.accessibility);
  const summary = {
    date: new Date().toISOString(),
    lighthouse: results.length ? collected.get(results[0]!.name)![0]!.lhr.lighthouseVersion : undefined,
    userAgent: collected.values().next().value?.[0]?.lhr.environment.hostUserAgent,
    runs,
    withWorld: !args['without-world'],
    loadAverage: load,
    target: TARGET,
    passed: failing.length === 0,
    routes: results,
  };
  writeFileSync(join(REPORTS, 'lighthouse.json'), JSON.stringify(summary, null, 2) + '\n');
  console.log(`\n[lighthouse] summary in ${join(REPORTS, 'lighthouse.json')}, median-run HTML reports in ${REPORTS}/lighthouse-<route>.html`);
  if (failing.length > 0) {
    console.log(
      `[lighthouse] under the targets (performance ${TARGET.performance}, accessibility ${TARGET.accessibility}): ` +
        `${failing.map((r) => r.name).join(', ')}${args['report-only'] ? ' (--report-only: not failing)' : ''}`,
    );
    if (!args['report-only']) process.exitCode = 1;
  }
} finally {
  await cleanup();
}
