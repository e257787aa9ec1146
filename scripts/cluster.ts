// `npm run cluster`: the local world scaled out — PostgreSQL, the three chains, two API instances on that one database and
// nginx round-robin in front of them, with the front end talking to the balancer; stopped together on Ctrl-C.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { LOCAL_OIDC_PORT } from '@common/localWorld/oidc';
import { startChains } from './chains/index';
import { startPostgres } from '../server/tools/postgresServer';
import { startApiProcess } from '../server/tools/apiProcess';
import { ensureNginx, startBalancer } from '../server/tools/nginxBalancer';
import { CLUSTER_FILE, type ClusterFile } from './benchLoad/rss';

const env = process.env;
const BALANCER_PORT = Number(env.CLUSTER_PORT ?? 8780);
const API_PORTS = [Number(env.CLUSTER_API_PORT_1 ?? 8791), Number(env.CLUSTER_API_PORT_2 ?? 8792)];
// The first instance's OpenID stand-in is the one the front end's default config names (LOCAL_OIDC_PORT).
// Another local world on the default chain ports: CLUSTER_CHAIN_PORTS=eth,bsc,pol (0 picks free ones; the front end's
// RPC URLs then need VITE_RPC_URLS).
const chainPorts = env.CLUSTER_CHAIN_PORTS?.split(',').map(Number);
const WEB_PORT = Number(env.CLUSTER_WEB_PORT ?? 5173);
const OIDC_PORTS = [Number(env.CLUSTER_OIDC_PORT_1 ?? LOCAL_OIDC_PORT), Number(env.CLUSTER_OIDC_PORT_2 ?? 8793)];

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

  console.log(`[cluster] starting the local chains (ETH, BSC, POL on ${chainPorts?.join(', ') ?? '8545, 8546, 8547'})...`);
  const world = await startChains(chainPorts ? { ports: { eth: chainPorts[0]!, bsc: chainPorts[1]!, pol: chainPorts[2]! } } : {});
  stops.push(() => world.stop());
  console.log(`[cluster] contracts deployed; addresses in ${world.deploymentsPath}`);

  // The first instance migrates and seeds; the second starts beside it (the migration lock keeps that safe).
  const balancerHost = `127.0.0.1:${BALANCER_PORT}`;
  const apis = await Promise.all(
    API_PORTS.map(async (port, i) => {
      const api = await startApiProcess({
        name: `api-${i + 1}`,
        port,
        oidcPort: OIDC_PORTS[i]!,
        oidcPeerPorts: OIDC_PORTS.filter((_, j) => j !== i),
        databaseUrl: pg.url,
        deploymentsPath: world.deploymentsPath,
        allowedHosts: [balancerHost, `localhost:${BALANCER_PORT}`],
      });
      // Registered as each comes up: one failing to start must not leave the other running.
      stops.push(() => api.stop());
      return api;
    }),
  );
  console.log(`[cluster] API instances on ${apis.map((a) => a.url).join(', ')}`);

  const lb = await startBalancer(
    nginx,
    BALANCER_PORT,
    API_PORTS.map((p) => `127.0.0.1:${p}`),
  );
  stops.push(() => lb.stop());
  console.log(`[cluster] nginx round robin on ${lb.url} (config ${lb.confPath})`);
  // What bench:load --soak reads to find the API processes it measures.
  const file: ClusterFile = { balancer: lb.url, apis: apis.map((a) => ({ name: a.name, url: a.url, pid: a.pid })) };
  writeFileSync(CLUSTER_FILE, `${JSON.stringify(file, null, 2)}\n`);
  stops.push(async () => rmSync(CLUSTER_FILE, { force: true }));

  // The front end reads its API address from VITE_API_BASE_URL (src/config/appConfig.ts): configuration only.
  process.env.VITE_API_BASE_URL = lb.url;
  const vite = await createServer({ mode: 'development', server: { port: WEB_PORT, strictPort: true } });
  await vite.listen();
  stops.push(() => vite.close());
  console.log(`[cluster] front end on http://127.0.0.1:${WEB_PORT}/en/home, API through ${lb.url} — Ctrl-C stops everything`);
} catch (error) {
  console.error('[cluster] failed:', error);
  await stopAll(1);
}
