// `npm run bench:api`: p50, p95 and p99 of the API's main reads at 1 and 50 concurrent clients (autocannon), on PGlite
// and on PostgreSQL, each against its own local world (chains and a freshly seeded API in its own process, on free ports). Printed against
// the budget (p95 at most 50 ms at 50 clients), never asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Request } from 'autocannon';
import { LOCAL_CLIENT_KEY } from '@common/api/envelope';
import { account } from '@common/localWorld/accounts';
import { startApiProcess } from '../server/tools/apiProcess';
import { startPostgres } from '../server/tools/postgresServer';
import { freePort, startChains } from './chains/index';

const BUDGET_P95_MS = 50;
const BSC = 31338;
const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '1,50' },
  },
});
const seconds = Number(args.seconds);
const clientCounts = args.clients.split(',').map(Number);
const databases = args.db === 'both' ? (['pglite', 'postgres'] as const) : ([args.db] as ('pglite' | 'postgres')[]);

const envelope = new URLSearchParams({ key: LOCAL_CLIENT_KEY, value: 'bench', usedomain: '127.0.0.1:5173' });
/** A browser takes gzip: GetLandData's answer is kept gzipped (2 MB of JSON plain). */
const BROWSER = { 'accept-encoding': 'gzip' };
const form = (path: string, fields: Record<string, string> = {}): Request => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...BROWSER },
  body: `${envelope}&${new URLSearchParams(fields)}`,
});
const alice = account('alice').address;

/** The reads issue 25 names, as the front end makes them. */
const READS: { name: string; request: Request }[] = [
  { name: 'market item list (a page)', request: form('/web/market_item_list', { type: 'list', page: '1', count: '12', network: 'bsc' }) },
  { name: 'GetLandData (Seoul)', request: form('/web/GetLandData', { Land: 'seoul' }) },
  { name: 'DAO proposal list', request: { method: 'GET', path: `/dao/api/proposals?chainId=${BSC}`, headers: BROWSER } },
  { name: 'DAO votepower', request: { method: 'GET', path: `/dao/api/votepower?address=${alice}&chainId=${BSC}`, headers: BROWSER } },
  { name: 'get-list-reward', request: { method: 'GET', path: `/reward/get-list-reward?owner=${alice}&campaignId=0&chainId=${BSC}`, headers: BROWSER } },
  { name: 'start-up data (GetWebConfig)', request: form('/web/GetWebConfig') },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function measure(url: string, request: Request, connections: number) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url, connections, duration: seconds, requests: [request] }, (err, r) => (err ? reject(err) : resolve(r)));
    run.on('response', (_c, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Chains and the API on free ports, on PGlite or on a throwaway PostgreSQL. */
async function startWorld(db: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'metaworld-bench-api-'));
  const stops: (() => Promise<unknown>)[] = [];
  const [eth, bsc, pol, apiPort, oidcPort] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
  const world = await startChains({ dataDir, quiet: true, ports: { eth, bsc, pol }, keeper: false });
  stops.push(() => world.stop());
  const pg = db === 'postgres' ? await startPostgres() : null;
  if (pg) stops.push(() => pg.stop());
  // Its own process, as it runs in production: the load generator does not share the API's event loop.
  const api = await startApiProcess({
    name: 'api',
    dataDir: join(dataDir, 'db'),
    databaseUrl: pg?.url,
    deploymentsPath: world.deploymentsPath,
    port: apiPort,
    oidcPort,
    log: () => {},
    // Clients reach it directly, not through a balancer.
    env: { API_TRUSTED_PROXY_HOPS: '' },
  });
  stops.push(() => api.stop());
  return {
    url: api.url,
    async stop() {
      for (const s of stops.reverse()) await s().catch((e: unknown) => console.error('[bench:api]', e));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(', ');

let over = 0;
for (const db of databases) {
  const world = await startWorld(db);
  try {
    console.log(`\nbench:api on ${db} (${world.url}), ${seconds} s per read and client count; load average ${load()}`);
    console.log(`  ${'read'.padEnd(32)} ${'clients'.padStart(7)} ${'req/s'.padStart(7)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)} errors`);
    for (const read of READS) {
      for (const connections of clientCounts) {
        const r = await measure(world.url, read.request, connections);
        const late = connections >= 50 && r.p95 > BUDGET_P95_MS;
        if (late || r.errors > 0) over += 1;
        console.log(
          `  ${read.name.padEnd(32)} ${String(connections).padStart(7)} ${r.rps.toFixed(0).padStart(7)} ${`${r.p50.toFixed(1)}`.padStart(8)} ` +
            `${`${r.p95.toFixed(1)}`.padStart(8)} ${`${r.p99.toFixed(1)}`.padStart(8)} ` +
            `${r.errors}${late ? `  (over the ${BUDGET_P95_MS} ms budget)` : ''}`,
        );
      }
    }
    console.log(`  load average after: ${load()}`);
  } finally {
    await world.stop();
  }
}
console.log(over === 0 ? '\nbench:api: every read within budget, no errors' : `\nbench:api: ${over} measurement(s) over budget or with errors`);
