// Builds the wallet test page (page/) with Vite's JS API and serves it on 127.0.0.1 at a free port.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { freePort } from '../../../scripts/chains/node';
import { pathAliases } from '../../../scripts/vite/aliases';

const PAGE_ROOT = join(dirname(fileURLToPath(import.meta.url)), 'page');

export async function servePage(): Promise<{ url: string; close(): Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'wallet-page-'));
  // No config file: the page's imports of the dev wallet reach @common/* through the tsconfig aliases given here.
  await build({ configFile: false, root: PAGE_ROOT, logLevel: 'error', resolve: { alias: pathAliases() }, build: { outDir, emptyOutDir: true } });
  const port = await freePort();
  const server = await preview({
    configFile: false,
    root: PAGE_ROOT,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
