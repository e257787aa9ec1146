// Starts the local world (three chains and the reference API on a fresh database) once for the browser tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { account } from '@common/localWorld/accounts';
import { MYSTERY_BOX_E2E } from '@common/localWorld/mysteryBoxE2e';
import { startChains } from '../../scripts/chains/index';
import { ensureFonts } from '../../scripts/ensure-fonts';
import { DEFAULT_ORIGINS } from '../../server/config';
import { startApi } from '../../server/index';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // The screenshot tests pin their fonts: installed before any page is drawn.
  ensureFonts();
  const dataDir = mkdtempSync(join(tmpdir(), 'metaworld-e2e-'));
  // The keeper delivers every mystery box but those of the buy spec, which looks at its purchases while they wait.
  const world = await startChains({ dataDir, quiet: true, keeper: { hold: MYSTERY_BOX_E2E.keeperHolds.map((n) => account(n).address) } });
  // The preview's origin is a redirect origin of the local issuer (Google/Facebook windows) and a CORS/SIWE origin
  // of the API: the defaults hold 4173 and 5173; another E2E_PORT is added.
  const preview = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
  const allowedOrigins = DEFAULT_ORIGINS.includes(preview) ? DEFAULT_ORIGINS : [...DEFAULT_ORIGINS, preview];
  // API_PROFILE=spec runs the chosen spec files against a reference API serving only the spec's calls (docs/api.md).
  const profile = process.env.API_PROFILE === 'spec' ? 'spec' : 'full';
  const api = await startApi({
    dataDir: join(dataDir, 'db'),
    deploymentsPath: world.deploymentsPath,
    port: 8787,
    oidcPort: 8788,
    mode: 'DEV',
    allowedOrigins,
    profile,
  });
  process.env.E2E_DEPLOYMENTS = world.deploymentsPath;
  process.env.E2E_API_URL = api.url;
  return async () => {
    await api.stop();
    await world.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
