// `npm run bench:load [url] [--soak]`: drives a running API (npm start: 8787; npm run cluster's balancer: 8780) with a
// mix of market list, LAND map data, DAO list and DAO detail reads from many clients (autocannon) and, beside them,
// sign-ins and DAO votes; prints req/s, p95, p99 and errors. --soak: 10 minutes at 50 clients with the API's memory.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { LOCAL_CLIENT_KEY } from '@common/api/envelope';
import { prepareVotes, type Timed, type VoteRun } from './benchLoad/voters';
import { apiPids, clusterOf, rssMb } from './benchLoad/rss';

const args = process.argv.slice(2);
const soak = args.includes('--soak');
const url = args.find((a) => !a.startsWith('--')) ?? process.env.BENCH_URL ?? 'http://127.0.0.1:8787';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? (soak ? 600 : 60));
// The chains of the cluster the URL belongs to (npm run cluster --free-ports keeps them in a temp dir), else npm start's.
const deploymentsPath = process.env.BENCH_DEPLOYMENTS ?? clusterOf(url)?.deploymentsPath ?? join(import.meta.dirname, '..', '.data', 'deployments.json');
/** One voter (a sign-in and a vote) a second. */
const VOTE_EVERY_MS = 1_000;
/** Soak: memory growth is measured from this far in, when the process has warmed up (JIT, pools, caches). */
const WARM_S = 60;
const SOAK_GROWTH_BUDGET = 10;
const BSC = 31338;

/** Reads ask for gzip as browsers do (GetLandData's Seoul is 2 MB of JSON, 0.1 MB gzipped). */
const BROWSER = { 'accept-encoding': 'gzip' };
const envelope = new URLSearchParams({ key: LOCAL_CLIENT_KEY, value: 'bench', usedomain: '127.0.0.1:5173' });
const formPost = (path: string, fields: Record<string, string>) => ({
  method: 'POST' as const,
  path,
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...BROWSER },
  body: `${envelope}&${new URLSearchParams(fields)}`,
});

/** p-th percentile (0..100) of sorted latencies in ms. */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const mb = (xs: number[]) => xs.map((x) => `${x.toFixed(0)} MB`).join(' + ');
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const load = () => (existsSync('/proc/loadavg') ? readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ') : '?');

async function main() {
  // A proposal id for the detail read: the first of the list.
  const listed = (await (await fetch(`${url}/dao/api/proposals?chainId=${BSC}`)).json()) as { data?: { rows?: { id: number }[] } | { id: number }[] };
  const rows = Array.isArray(listed.data) ? listed.data : (listed.data?.rows ?? []);
  const proposal = rows[0]?.id;
  if (proposal === undefined) console.log('bench:load: no DAO proposal on chain 31338 (a world without chains): the detail read is left out');
  let votes: VoteRun | undefined;
  if (existsSync(deploymentsPath)) votes = await prepareVotes(url, deploymentsPath, Math.ceil((duration * 1000) / VOTE_EVERY_MS), VOTE_EVERY_MS);
  else console.log(`bench:load: no ${deploymentsPath} (a world without chains): sign-ins and votes are left out`);

  const pids = apiPids(url);
  if (soak && !pids.length) console.log('bench:load --soak: no API process found (npm run cluster writes .data/cluster.json; or set BENCH_PIDS)');
  const rss: { at: number; mb: number[] }[] = [{ at: 0, mb: rssMb(pids) }];
  const started = Date.now();
  // Every 5 s: one reading swings by a third with the garbage collector, a minute's median does not.
  const sampler = setInterval(() => {
    rss.push({ at: (Date.now() - started) / 1000, mb: rssMb(pids) });
    if (soak && rss.length % 12 === 0) console.log(`  ${rss.at(-1)!.at.toFixed(0)} s: RSS ${mb(rss.at(-1)!.mb)}, load average ${load()}`);
  }, 5_000);

  const latencies: number[] = [];
  const writes: Timed[] = [];
  let done!: (r: Result) => void;
  let failed!: (e: unknown) => void;
  const finished = new Promise<Result>((resolve, reject) => ((done = resolve), (failed = reject)));
  const loadAtStart = load();
  const instance = autocannon(
    {
      url,
      connections,
      duration,
      // Each connection goes round the mix in turn.
      requests: [
        formPost('/web/market_item_list', { type: 'list' }),
        formPost('/web/GetLandData', { Land: 'seoul' }),
        { method: 'GET', path: `/dao/api/proposals?chainId=${BSC}`, headers: BROWSER },
        ...(proposal === undefined ? [] : [{ method: 'GET' as const, path: `/dao/api/proposals/${proposal}`, headers: BROWSER }]),
      ],
    },
    (err, r) => (err ? failed(err) : done(r)),
  );
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  votes?.start((t) => writes.push(t));
  const result = await finished;
  await votes?.stop();
  clearInterval(sampler);
  const end = (Date.now() - started) / 1000;

  const all = [...latencies, ...writes.map((w) => w.ms)].sort((a, b) => a - b);
  const writeErrors = writes.filter((w) => !w.ok).length;
  const errors = result.errors + result.timeouts + result.non2xx + writeErrors;
  const w = (what: string) => writes.filter((x) => x.what === what);
  const wLat = writes.map((x) => x.ms).sort((a, b) => a - b);
  console.log(`bench:load ${url}: ${connections} clients for ${duration} s (load average at start ${loadAtStart}, at end ${load()})`);
  console.log(`  requests/s  ${(all.length / duration).toFixed(0)} (total ${all.length}: ${result.requests.total} reads, ${writes.length} writes)`);
  console.log(`  latency p95 ${percentile(all, 95).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms`);
  console.log(
    `  writes      ${w('sign-in').length} sign-ins, ${w('vote').length} votes: p95 ${percentile(wLat, 95).toFixed(1)} ms, p99 ` +
      `${percentile(wLat, 99).toFixed(1)} ms`,
  );
  console.log(
    `  errors      ${errors} (${result.errors} connection, ${result.timeouts} timeouts, ${result.non2xx} non-2xx reads, ${writeErrors} failed writes)`,
  );
  if (pids.length) {
    const median = (from: number, to: number) => {
      const xs = rss.filter((r) => r.at >= from && r.at < to).map((r) => sum(r.mb));
      return xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
    };
    if (!soak) console.log(`  API RSS     before ${mb(rss[0]!.mb)}; at the end ${mb(rss.at(-1)!.mb)}`);
    else {
      const warm = median(WARM_S, 2 * WARM_S);
      const last = median(end - WARM_S, end + 1);
      const growth = (100 * (last - warm)) / warm;
      console.log(
        `  API RSS     before ${mb(rss[0]!.mb)}; median of ${WARM_S}-${2 * WARM_S} s ${warm.toFixed(0)} MB, of the last ${WARM_S} s ${last.toFixed(0)} MB`,
      );
      console.log(`  RSS growth  ${growth.toFixed(1)}% (budget < ${SOAK_GROWTH_BUDGET}%)`);
      if (!(growth < SOAK_GROWTH_BUDGET)) process.exitCode = 1;
    }
  }
  if (errors > 0) process.exitCode = 1;
}

await main();
