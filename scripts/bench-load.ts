// `npm run bench:load [url]`: drives a running API (npm start: 8787; npm run cluster's balancer: 8780) with a mix of market
// list, LAND map data, DAO list and DAO detail reads from many clients (autocannon); prints req/s, p95, p99 and errors.
import autocannon, { type Result } from 'autocannon';
import { LOCAL_CLIENT_KEY } from '../common/api/envelope';

const url = process.argv[2] ?? process.env.BENCH_URL ?? 'http://127.0.0.1:8787';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 60);
const BSC = 31338;

const envelope = new URLSearchParams({ key: LOCAL_CLIENT_KEY, value: 'bench', usedomain: '127.0.0.1:5173' });
const formPost = (path: string, fields: Record<string, string>) => ({
  method: 'POST' as const,
  path,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: `${envelope}&${new URLSearchParams(fields)}`,
});

/** p-th percentile (0..100) of the recorded latencies in ms. */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main() {
  // A proposal id for the detail read: the first of the list.
  const listed = (await (await fetch(`${url}/dao/api/proposals?chainId=${BSC}`)).json()) as { data?: { rows?: { id: number }[] } | { id: number }[] };
  const rows = Array.isArray(listed.data) ? listed.data : (listed.data?.rows ?? []);
  const proposal = rows[0]?.id;
  if (proposal === undefined) console.log('bench:load: no DAO proposal on chain 31338 (a world without chains): the detail read is left out');
  const latencies: number[] = [];
  let done!: (r: Result) => void;
  let failed!: (e: unknown) => void;
  const finished = new Promise<Result>((resolve, reject) => ((done = resolve), (failed = reject)));
  const instance = autocannon(
    {
      url,
      connections,
      duration,
      // Each connection goes round the mix in turn.
      requests: [
        formPost('/web/market_item_list', { type: 'list' }),
        formPost('/web/GetLandData', { Land: 'seoul' }),
        { method: 'GET', path: `/dao/api/proposals?chainId=${BSC}` },
        ...(proposal === undefined ? [] : [{ method: 'GET' as const, path: `/dao/api/proposals/${proposal}` }]),
      ],
    },
    (err, r) => (err ? failed(err) : done(r)),
  );
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await finished;
  latencies.sort((a, b) => a - b);
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(`bench:load ${url}: ${connections} clients for ${duration} s`);
  console.log(`  requests/s  ${result.requests.average.toFixed(0)} (total ${result.requests.total})`);
  console.log(`  latency p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`);
  console.log(`  errors      ${errors} (${result.errors} connection, ${result.timeouts} timeouts, ${result.non2xx} non-2xx)`);
  if (errors > 0) process.exitCode = 1;
}

await main();
