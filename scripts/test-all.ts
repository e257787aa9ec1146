// `npm test`: every check in order (format, lint, types, unit/machine/server/contract tests, build, size, browser tests).
import { spawnSync } from 'node:child_process';

const STEPS: [name: string, cmd: string][] = [
  ['browser', 'npx tsx scripts/ensure-browser.ts'],
  ['format', 'npx prettier --check .'],
  ['lint', 'npx eslint .'],
  ['typecheck', 'npx tsc --noEmit -p tsconfig.json'],
  ['vitest', 'npx vitest run'],
  // The API's tests again on a real PostgreSQL: concurrent requests race there, not on the embedded database.
  ['postgres', 'npx tsx scripts/ensure-postgres.ts && npm run --silent test:server:pg'],
  ['build', 'npx vite build --logLevel warn'],
  ['size', 'npx tsx scripts/size.ts'],
  ['e2e', 'npx playwright test'],
  ['wallet', 'npm run --silent test:wallet'],
];

const only = process.argv.slice(2);
const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const [name, cmd] of STEPS) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n=== ${name}: ${cmd}`);
  const start = Date.now();
  const run = spawnSync(cmd, { shell: true, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const ok = run.status === 0;
  results.push({ name, ok, seconds: (Date.now() - start) / 1000 });
  if (!ok) break;
}
console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds.toFixed(1)} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
