// `npm test`: every check in order (format, lint, types, unit/machine/server/contract tests, build, size, browser tests).
import { spawn } from 'node:child_process';

/** A step: a command, or a group of single-threaded checks run side by side (2 cores) with their output kept apart. */
type Step = [name: string, cmd: string | Record<string, string>];

const STEPS: Step[] = [
  ['browser', 'npx tsx scripts/ensure-browser.ts'],
  // knip (knip.json): no unused file, export or type and no export named twice; a few seconds, so it shares prettier's lane.
  [
    'static',
    {
      'format+unused': 'npx prettier --check . && npx knip --reporter compact',
      lint: 'npx eslint .',
      typecheck: 'npx tsc --noEmit -p tsconfig.json',
    },
  ],
  // Unit, machine and contract tests beside the API's tests, which run once, on a real PostgreSQL (production's
  // database: concurrent requests race there, not on PGlite). The unit side runs one file at a time; the API side two
  // (each file has its own database copy and chains on free ports), so it takes the second core back when the unit side
  // ends first. The e2e step drives the API on the embedded database (PGlite) end to end, its migrations and seed included.
  [
    'vitest',
    {
      'unit+contracts': 'npx vitest run --project unit --project contracts',
      postgres: 'npx tsx scripts/ensure-postgres.ts && npm run --silent test:server:pg -- --maxWorkers=2',
    },
  ],
  ['build', 'npx vite build --logLevel warn'],
  // The testnet and mainnet builds, searched for the dev wallet module and every test key (scripts/publicBuilds.ts).
  ['public-builds', 'npx tsx scripts/publicBuilds.ts'],
  ['size', 'npx tsx scripts/size.ts'],
  ['e2e', 'npx playwright test'],
  // The @spec subset (every feature) again on a fresh world whose API serves only the spec's calls: 404 to every extension.
  ['e2e-spec', 'API_PROFILE=spec npx playwright test --grep @spec'],
  ['wallet', 'npm run --silent test:wallet'],
];

const env = { ...process.env, FORCE_COLOR: '0' };

function runInherit(cmd: string): Promise<boolean> {
  return new Promise((resolve) => spawn(cmd, { shell: true, stdio: 'inherit', env }).on('exit', (code) => resolve(code === 0)));
}

/** Runs the commands together; prints each one's output whole when it ends, so logs stay readable. */
async function runGroup(cmds: Record<string, string>): Promise<boolean> {
  const results = await Promise.all(
    Object.entries(cmds).map(
      ([name, cmd]) =>
        new Promise<boolean>((resolve) => {
          const start = Date.now();
          const child = spawn(cmd, { shell: true, env });
          const out: Buffer[] = [];
          child.stdout.on('data', (b: Buffer) => out.push(b));
          child.stderr.on('data', (b: Buffer) => out.push(b));
          child.on('exit', (code) => {
            console.log(`--- ${name}: ${cmd} (${code === 0 ? 'ok' : `exit ${code}`}, ${((Date.now() - start) / 1000).toFixed(1)} s)`);
            process.stdout.write(Buffer.concat(out));
            resolve(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

const only = process.argv.slice(2);
const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const [name, cmd] of STEPS) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n=== ${name}: ${typeof cmd === 'string' ? cmd : Object.keys(cmd).join(' + ')}`);
  const start = Date.now();
  const ok = typeof cmd === 'string' ? await runInherit(cmd) : await runGroup(cmd);
  results.push({ name, ok, seconds: (Date.now() - start) / 1000 });
  if (!ok) break;
}
console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds.toFixed(1)} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
