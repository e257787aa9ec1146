// Cluster test support: two API instances (child processes) started at the same moment on one new PostgreSQL database, and nginx in front when installed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type Db } from '../../server/db/client';
import { startApiProcess, type ApiProcess } from '../../server/tools/apiProcess';
import { ensureNginx, startBalancer, type Balancer } from '../../server/tools/nginxBalancer';
import { freePort } from '../../server/tools/postgresServer';
import { freshDatabase } from '../server/seededDatabases';
import type { TestWorld } from '../server/support';

export interface Cluster {
  apis: [ApiProcess, ApiProcess];
  /** nginx round robin over both; undefined when nginx is not installed (the tests through it are then not run). */
  balancer: Balancer | undefined;
  /** The shared database, for counting rows. */
  db: Db;
  logs: string[];
  stop(): Promise<void>;
}

/**
 * support.ts's request helpers read only a world's url and clock: an instance or the balancer as such a target. The
 * instances are other processes on the real clock.
 */
export const at = (url: string) =>
  ({
    url,
    clock: {
      get now() {
        return Date.now();
      },
      advance() {
        throw new Error('an API process runs on the real clock');
      },
    },
  }) as unknown as TestWorld;

/**
 * `adminUrl`: the PostgreSQL server to make the database on; default DATABASE_URL (npm run test:cluster's).
 * `deploymentsOf`: each instance its own deployments (e.g. its own way to the RPC node); default `deployments` for both.
 */
export async function startCluster(o: { deployments: unknown; deploymentsOf?: (i: number) => unknown; nginx?: boolean; adminUrl?: string }): Promise<Cluster> {
  const adminUrl = o.adminUrl ?? process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('The cluster tests need PostgreSQL: run them with npm run test:cluster');
  const dir = mkdtempSync(join(tmpdir(), 'mw-cluster-'));
  const deploymentsPaths = [0, 1].map((i) => {
    const path = join(dir, `deployments-${i}.json`);
    writeFileSync(path, JSON.stringify(o.deploymentsOf?.(i) ?? o.deployments));
    return path;
  });
  // An empty database: both instances migrate and seed it at once, as two instances of a new deployment would.
  const pg = await freshDatabase(adminUrl);
  const logs: string[] = [];
  const balancerPort = await freePort();
  const ports = [await freePort(), await freePort(), await freePort(), await freePort()];
  const started = await Promise.allSettled(
    [0, 1].map((i) =>
      startApiProcess({
        name: `api-${i + 1}`,
        port: ports[i]!,
        oidcPort: ports[i + 2]!,
        oidcPeerPorts: [ports[3 - i]!],
        databaseUrl: pg.url,
        deploymentsPath: deploymentsPaths[i]!,
        allowedHosts: [`127.0.0.1:${balancerPort}`],
        log: (l) => logs.push(l),
      }),
    ),
  );
  const up = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (up.length < 2) {
    // One failed to start: the other is stopped too, not left running after the test.
    for (const a of up) await a.stop();
    throw (started.find((s) => s.status === 'rejected') as PromiseRejectedResult).reason;
  }
  const apis = up as [ApiProcess, ApiProcess];
  const nginx = o.nginx === false ? undefined : ensureNginx({ install: false });
  const balancer = nginx
    ? await startBalancer(
        nginx,
        balancerPort,
        apis.map((a) => new URL(a.url).host),
      )
    : undefined;
  const db = await openDb({ databaseUrl: pg.url, dataDir: join(dir, 'unused') });
  return {
    apis,
    balancer,
    db,
    logs,
    async stop() {
      await balancer?.stop();
      for (const a of apis) await a.stop();
      await db.close();
      await pg.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
