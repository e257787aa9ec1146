// Starts a throwaway local PostgreSQL (initdb in a temp dir + postgres on a free port), for withPostgres.ts, `npm run cluster` and the cluster tests.
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPgBin } from './pgBin';

export interface LocalPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres, trust auth. */
  url: string;
  port: number;
  /** Stops the server and starts it again on the same data and port (a fault test: clients must reconnect). */
  restart(): Promise<void>;
  /** Stops the server and removes its data. */
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: the postgres system user's ids then. */
function runAs(): SpawnOptions {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim());
  return { uid, gid };
}

/** Starts one; throws when PostgreSQL's programs are missing (scripts/ensure-postgres.ts installs them as root). */
export async function startPostgres(): Promise<LocalPostgres> {
  const bin = findPgBin();
  if (!bin) throw new Error('No PostgreSQL found: install it (apt-get install -y postgresql), set PG_BIN, or set DATABASE_URL.');
  const asUser = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'mw-pg-'));
  if (asUser.uid !== undefined) chownSync(dir, asUser.uid, asUser.gid!);
  const data = join(dir, 'data');
  const init = spawnSync(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'], { ...asUser, stdio: 'ignore' });
  if (init.status !== 0) throw new Error('initdb failed');
  const port = await freePort();
  let server: ChildProcess;

  async function up(): Promise<void> {
    server = spawn(join(bin!, 'postgres'), ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir], { ...asUser, stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      if (spawnSync(join(bin!, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]).status === 0) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('PostgreSQL did not start');
  }
  async function down(): Promise<void> {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    // SIGINT: fast shutdown, open connections are cut as a crash or a restart would cut them.
    server.kill('SIGINT');
    await exited;
  }

  await up();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async restart() {
      await down();
      await up();
    },
    async stop() {
      await down();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
