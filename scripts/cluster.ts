// `npm run cluster`: the local world scaled out — PostgreSQL, the three chains, two API instances on that one database and
// nginx round-robin in front of them, with the front end talking to the balancer; stopped together on Ctrl-C.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createServer } from 'vite';
import { startChains } from './chains/index';
import { startPostgres } from '../server/tools/postgresServer';
import { startApiProcess } from '../server/tools/apiProcess';
import { ensureNginx, startBalancer } from '../server/tools/nginxBalancer';
import { clusterFile, type ClusterFile } from './benchLoad/rss';
import { clusterPorts } from './clusterPorts';

const env = process.env;
// --free-ports: every port picked free and the chains' data in a temp dir, so a bench run of the cluster goes beside the
// browser tests and `npm start`; the front end is then not started (its default config names the fixed ports).
// Without it, the ports the front end's default config names; each can be set (CLUSTER_PORT, CLUSTER_API_PORT_1/2,
// CLUSTER_OIDC_PORT_1/2, CLUSTER_CHAIN_PORTS=eth,bsc,pol with 0 for a free one, CLUSTER_WEB_PORT): see scripts/clusterPorts.ts.
const FREE = process.argv.includes('--free-ports');
const ports = await clusterPorts(env, FREE);
const dataDir = FREE ? mkdtempSync(join(tmpdir(), 'mw-cluster-')) : undefined;
const CLUSTER_FILE = clusterFile();

const stops: (() => Promise<unknown>)[] = [];
let stopping = false;

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\n[cluster] stopping...');
    // Front end and balancer first, the database and chains last: nothing calls what is already gone.
    for (const stop of stops.reverse()) await stop().catch((e: unknown) => console.error('[cluster]', e));
  }
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void stopAll(0));

try {
  const nginx = ensureNginx();
  if (!nginx) throw new Error('nginx is missing: install it with `sudo apt-get install -y nginx-light`, or set NGINX_BIN');
  // Installs Debian's PostgreSQL when missing and root, as `npm run test:server:pg` does.
  execFileSync(join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx'), [join(import.meta.dirname, 'ensure-postgres.ts')], { stdio: 'inherit' });
  const pg = await startPostgres();
  stops.push(() => pg.stop());
  console.log(`[cluster] PostgreSQL on ${pg.url}`);

  console.log('[cluster] starting the local chains (ETH, BSC, POL)...');
  const world = await startChains({ ports: ports.chains, ...(dataDir ? { dataDir } : {}) });
  stops.push(() => world.stop());
  if (dataDir) stops.unshift(async () => rmSync(dataDir, { recursive: true, force: true }));
  console.log(`[cluster] contracts deployed; addresses in ${world.deploymentsPath}`);

  // The first instance migrates and seeds; the second starts beside it (the migration lock keeps that safe).
  const balancerHost = `127.0.0.1:${ports.balancer}`;
  const apis = await Promise.all(
    ports.apis.map(async (port, i) => {
      const api = await startApiProcess({
        name: `api-${i + 1}`,
        port,
        oidcPort: ports.oidc[i]!,
        oidcPeerPorts: ports.oidc.filter((_, j) => j !== i),
        databaseUrl: pg.url,
        deploymentsPath: world.deploymentsPath,
        allowedHosts: [balancerHost, `localhost:${ports.balancer}`],
      });
      // Registered as each comes up: one failing to start must not leave the other running.
      stops.push(() => api.stop());
      return api;
    }),
  );
  console.log(`[cluster] API instances on ${apis.map((a) => a.url).join(', ')}`);

  const lb = await startBalancer(
    nginx,
    ports.balancer,
    ports.apis.map((p) => `127.0.0.1:${p}`),
  );
  stops.push(() => lb.stop());
  console.log(`[cluster] nginx round robin on ${lb.url} (config ${lb.confPath})`);
  // What bench:load --soak reads to find the API processes it measures.
  const file: ClusterFile = {
    balancer: lb.url,
    apis: apis.map((a) => ({ name: a.name, url: a.url, pid: a.pid })),
    deploymentsPath: world.deploymentsPath,
  };
  mkdirSync(dirname(CLUSTER_FILE), { recursive: true });
  writeFileSync(CLUSTER_FILE, `${JSON.stringify(file, null, 2)}\n`);
  stops.push(async () => rmSync(CLUSTER_FILE, { force: true }));

  if (ports.web === undefined) {
    console.log(`[cluster] ready: API through ${lb.url}, no front end (--free-ports); ${CLUSTER_FILE} names it — Ctrl-C stops everything`);
  } else {
    // The front end reads its API address from VITE_API_BASE_URL (src/config/appConfig.ts): configuration only.
    process.env.VITE_API_BASE_URL = lb.url;
    const vite = await createServer({ mode: 'development', server: { port: ports.web, strictPort: true } });
    await vite.listen();
    stops.push(() => vite.close());
    console.log(`[cluster] ready: front end on http://127.0.0.1:${ports.web}/en/home, API through ${lb.url} — Ctrl-C stops everything`);
  }
} catch (error) {
  console.error('[cluster] failed:', error);
  await stopAll(1);
}
