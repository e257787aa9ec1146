// Runs a command against a throwaway local PostgreSQL: `npx tsx server/tools/withPostgres.ts <cmd...>` (npm run test:server:pg).
// Uses an existing DATABASE_URL if one is set; otherwise initdb + postgres from PG_BIN or Debian's install (pgBin.ts).
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPgBin } from './pgBin';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: withPostgres.ts <command> [args...]');
  process.exit(2);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function run(url: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd!, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

if (process.env.DATABASE_URL) process.exit(await run(process.env.DATABASE_URL));

const bin = findPgBin();
if (!bin) {
  console.error('No PostgreSQL found: install it (apt-get install -y postgresql), set PG_BIN, or set DATABASE_URL.');
  process.exit(2);
}
// PostgreSQL refuses to run as root: use the postgres system user then.
const asUser: SpawnOptions = {};
if (process.getuid?.() === 0) {
  const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim());
  Object.assign(asUser, { uid, gid });
}
const dir = mkdtempSync(join(tmpdir(), 'mw-pg-'));
if (asUser.uid !== undefined) chownSync(dir, asUser.uid, asUser.gid!);
const data = join(dir, 'data');
const init = spawnSync(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'], { ...asUser, stdio: 'ignore' });
if (init.status !== 0) {
  console.error('initdb failed');
  process.exit(1);
}
const port = await freePort();
const server = spawn(join(bin, 'postgres'), ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir], { ...asUser, stdio: 'ignore' });
const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
for (let i = 0; i < 50; i++) {
  if (spawnSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]).status === 0) break;
  await new Promise((r) => setTimeout(r, 200));
}
let code = 1;
try {
  code = await run(url);
} finally {
  server.kill('SIGINT');
  await new Promise((r) => server.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
