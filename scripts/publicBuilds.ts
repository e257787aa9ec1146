// `npm test`'s public-builds step: builds the testnet and mainnet sets into temporary folders and fails when the dev
// wallet module or any test key is in the output (served files or source maps).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sourcemapDirOf } from './vite/sourcemaps';
import { findTestKeys } from './vite/testKeys';

const root = process.cwd();
let failed = false;
for (const set of ['testnet', 'mainnet'] as const) {
  const outDir = mkdtempSync(join(tmpdir(), `metaworld-${set}-`));
  const maps = sourcemapDirOf(root, outDir);
  try {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--emptyOutDir', '--outDir', outDir], {
      stdio: 'inherit',
      env: { ...process.env, VITE_NETWORK_SET: set },
    });
    if (build.status !== 0) {
      console.error(`${set}: the build failed`);
      failed = true;
      continue;
    }
    const found = findTestKeys([outDir, maps]);
    for (const line of found) console.error(`${set}: ${line}`);
    if (found.length > 0) failed = true;
    else console.log(`${set}: no dev wallet module and no test key in the output`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(maps, { recursive: true, force: true });
  }
}
process.exit(failed ? 1 : 0);
