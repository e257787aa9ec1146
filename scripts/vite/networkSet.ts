// Which network set a build is for (VITE_NETWORK_SET: local, testnet or mainnet), said by the build itself: an unknown
// value stops it (instead of an app that fails at start), the log names the set, and index.html carries it in
// <meta name="network-set">, so a deployed copy can be checked without reading its code.
import type { Plugin } from 'vite';
import type { NetworkSetName } from '../../src/config/networks';

export const BUILD_NETWORK_SETS = ['local', 'testnet', 'mainnet'] as const satisfies readonly NetworkSetName[];

/** The set a build is for: VITE_NETWORK_SET, `local` when unset (npm start and the tests); anything else stops the build. */
export function networkSetOf(value: string | undefined): NetworkSetName {
  if (value === undefined || value === '') return 'local';
  const found = BUILD_NETWORK_SETS.find((s) => s === value);
  if (!found) throw new Error(`VITE_NETWORK_SET: "${value}" is not a network set (${BUILD_NETWORK_SETS.join(', ')})`);
  return found;
}

/** The tag index.html gets. */
export const networkSetMeta = (set: NetworkSetName) => `<meta name="network-set" content="${set}">`;

export function networkSetPlugin(): Plugin {
  let set: NetworkSetName = 'local';
  return {
    name: 'network-set',
    apply: 'build',
    configResolved(config) {
      // config.env holds .env files' values as well as the process environment's, as import.meta.env will.
      set = networkSetOf(config.env.VITE_NETWORK_SET as string | undefined);
      config.logger.info(`network set: ${set}`);
    },
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'network-set', content: set }, injectTo: 'head' }],
  };
}
