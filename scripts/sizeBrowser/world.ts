// The browser size measurement's own world: the three chains, the reference API and `vite preview` of the build, all on
// free ports, so it runs beside the browser tests (which own 8787/8788/4173 and the e2e lock) and needs no lock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import { CHAIN_KEYS, LOCAL_CHAINS } from '@common/domain/chains';
import { LOCAL_OIDC_PORT } from '@common/localWorld/oidc';
import { DEFAULT_ORIGINS } from '../../server/config';
import { startApi } from '../../server/index';
import { freePort, startChains } from '../chains/index';

export interface SizeWorld {
  origin: string;
  apiUrl: string;
  /**
   * The build points at the local world's fixed ports (API 8787, OIDC 8788, chains 8545-8547); the browser's requests to
   * those origins go to this world's ports instead: fixed origin -> this world's origin.
   */
  redirects: Map<string, string>;
  stop(): Promise<void>;
}

const local = (port: number): string => `http://127.0.0.1:${port}`;

export async function startSizeWorld(distDir: string): Promise<SizeWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), 'metaworld-size-'));
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async (): Promise<void> => {
    // Front end first, chains last: nothing should call a chain that is already gone.
    for (const s of stops.splice(0).reverse()) await s().catch((e: unknown) => console.error('[size]', e));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const [apiPort, oidcPort, webPort, eth, bsc, pol] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort(), freePort()]);
    const apiUrl = local(apiPort);
    const world = await startChains({ dataDir, quiet: true, ports: { eth, bsc, pol }, metadataBase: `${apiUrl}/nft`, keeper: false });
    stops.push(() => world.stop());
    const origin = local(webPort);
    const api = await startApi({
      dataDir: join(dataDir, 'db'),
      deploymentsPath: world.deploymentsPath,
      port: apiPort,
      oidcPort,
      mode: 'DEV',
      allowedOrigins: [...DEFAULT_ORIGINS, origin],
    });
    stops.push(() => api.stop());
    const server = await preview({ logLevel: 'warn', build: { outDir: distDir }, preview: { host: '127.0.0.1', port: webPort, strictPort: true } });
    stops.push(() => server.close());
    const chainPorts = { eth, bsc, pol };
    const redirects = new Map<string, string>([
      ['http://127.0.0.1:8787', apiUrl],
      [local(LOCAL_OIDC_PORT), local(oidcPort)],
      ...CHAIN_KEYS.map((key) => [local(LOCAL_CHAINS[key].port), local(chainPorts[key])] as [string, string]),
    ]);
    return { origin, apiUrl, redirects, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
