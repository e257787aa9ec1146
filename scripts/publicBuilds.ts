// `npm test`'s public-builds step: builds the testnet and mainnet sets into temporary folders and fails when the dev
// wallet module or any test key is in the output (served files or source maps), or when the testnet build did not pin
// the addresses of the deployments file it was given (VITE_DEPLOYMENTS, as after `npm run deploy`), or when a build
// does not name its network set in index.html.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sourcemapDirOf } from './vite/sourcemaps';
import { networkSetMeta } from './vite/networkSet';
import { findTestKeys } from './vite/testKeys';

const root = process.cwd();
let failed = false;

/** A BSC-testnet deployment with addresses no other file holds, so finding them in the bundle proves the book was read. */
const MARKER = '0x7e57ad0000000000000000000000000000000000';
const deployments = join(mkdtempSync(join(tmpdir(), 'metaworld-deployments-')), 'deployments.json');
const names = ['token', 'land721', 'land1155', 'rewardBox', 'staking', 'executor', 'market', 'mysteryBox', 'items1155', 'items721'];
const contracts = Object.fromEntries(names.map((n, i) => [n, `${MARKER.slice(0, -2)}${String(i).padStart(2, '0')}`]));
writeFileSync(deployments, JSON.stringify({ bsc: { chainId: 97, rpcUrl: 'https://bsc-testnet.example.com', anchorTime: 0, contracts, campaigns: [] } }));

/** Whether a built JavaScript file names the marker deployment's market. */
const pinsMarker = (outDir: string) =>
  readdirSync(join(outDir, 'assets')).some((f) => f.endsWith('.js') && readFileSync(join(outDir, 'assets', f), 'utf8').includes(contracts.market!));

for (const set of ['testnet', 'mainnet'] as const) {
  const outDir = mkdtempSync(join(tmpdir(), `metaworld-${set}-`));
  const maps = sourcemapDirOf(root, outDir);
  try {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--emptyOutDir', '--outDir', outDir], {
      stdio: 'inherit',
      env: { ...process.env, VITE_NETWORK_SET: set, ...(set === 'testnet' ? { VITE_DEPLOYMENTS: deployments } : {}) },
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
    if (!readFileSync(join(outDir, 'index.html'), 'utf8').includes(networkSetMeta(set))) {
      console.error(`${set}: index.html does not name its network set`);
      failed = true;
    }
    if (set === 'testnet' && !pinsMarker(outDir)) {
      console.error('testnet: the addresses of VITE_DEPLOYMENTS are not in the build');
      failed = true;
    } else if (set === 'testnet') console.log('testnet: pins the addresses of its deployments file');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(maps, { recursive: true, force: true });
  }
}
rmSync(dirname(deployments), { recursive: true, force: true });
process.exit(failed ? 1 : 0);
