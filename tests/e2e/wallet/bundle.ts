// Bundles the injected test wallet (injected.ts + ethers) into one self-contained script for page.addInitScript.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { pathAliases } from '../../../scripts/vite/aliases';

const HERE = dirname(fileURLToPath(import.meta.url));
let cached: Promise<string> | undefined;

/** The bundle defines a global `TestWalletBundle` with `installTestWallet(config)`. Built once per process. */
export function injectedWalletBundle(): Promise<string> {
  cached ??= (async () => {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: HERE,
      // No config file: the dev wallet's imports of @common/* resolve through the tsconfig aliases given here.
      resolve: { alias: pathAliases() },
      build: {
        write: false,
        minify: false,
        emptyOutDir: false,
        lib: { entry: join(HERE, 'injected.ts'), formats: ['iife'], name: 'TestWalletBundle', fileName: () => 'test-wallet.js' },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const chunk = outputs.flatMap((o) => o.output).find((o): o is Rollup.OutputChunk => o.type === 'chunk');
    if (!chunk) throw new Error('test wallet bundle produced no code');
    return chunk.code;
  })();
  return cached;
}
