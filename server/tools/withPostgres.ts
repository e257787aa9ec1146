// Runs a command against a throwaway local PostgreSQL: `npx tsx server/tools/withPostgres.ts <cmd...>` (npm run test:server:pg).
// Uses an existing DATABASE_URL if one is set; otherwise initdb + postgres from PG_BIN or Debian's install (postgresServer.ts).
import { spawn } from 'node:child_process';
import { startPostgres, type LocalPostgres } from './postgresServer';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: withPostgres.ts <command> [args...]');
  process.exit(2);
}

function run(url: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd!, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

if (process.env.DATABASE_URL) process.exit(await run(process.env.DATABASE_URL));

let pg: LocalPostgres;
try {
  pg = await startPostgres();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(2);
}
let code = 1;
try {
  code = await run(pg.url);
} finally {
  await pg.stop();
}
process.exit(code);
