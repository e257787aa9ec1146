// Reads and validates the app's configuration from the build environment, failing with a clear message.
import { z } from 'zod';
import { APP_VERSION } from '../../machines/constants';
import { buildNetworkSet, type NetworkInfo, type NetworkSetName } from './networks';

export type AppMode = 'PROD' | 'DEV';

export interface AppConfig {
  version: string;
  mode: AppMode;
  networkSet: NetworkSetName;
  networks: NetworkInfo[];
  /** Base URL of the platform API (section 7 calls). */
  apiBaseUrl: string;
  /** Base URL of the auth service (platformLogin, refreshToken). */
  authBaseUrl: string;
  /** Base URL of the DAO API (/api/proposals ...). */
  daoApiBaseUrl: string;
  bridgeUrl: string;
  /** Connect the running actors to the Stately inspector (DEV only). */
  inspect: boolean;
}

const url = z.url({ protocol: /^https?$/ });

const EnvSchema = z.object({
  VITE_APP_VERSION: z.string().regex(/^\d+\.\d+\.\d+$/).default(APP_VERSION),
  VITE_APP_MODE: z.enum(['PROD', 'DEV']).optional(),
  VITE_NETWORK_SET: z.enum(['mainnet', 'testnet', 'local']).default('local'),
  VITE_RPC_URLS: z
    .string()
    .default('{}')
    .transform((s, ctx) => {
      try {
        return z.record(z.string().regex(/^\d+$/), url).parse(JSON.parse(s));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON object of chainId -> http(s) URL' });
        return z.NEVER;
      }
    }),
  VITE_API_BASE_URL: url.default('http://127.0.0.1:8787'),
  VITE_AUTH_BASE_URL: url.optional(),
  VITE_DAO_API_BASE_URL: url.optional(),
  VITE_BRIDGE_URL: url.default('https://bridge.example.org'),
  VITE_INSPECT: z.enum(['0', '1', 'true', 'false']).optional(),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the raw environment. `viteMode` is Vite's own mode: a production build defaults to PROD.
 * `search` is the page's query string, where `?inspect` turns the inspector on in DEV.
 */
export function parseAppConfig(env: Record<string, unknown>, viteProd: boolean, search = ''): AppConfig {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration; check your .env values:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const mode: AppMode = e.VITE_APP_MODE ?? (viteProd ? 'PROD' : 'DEV');
  const inspectRequested = e.VITE_INSPECT === '1' || e.VITE_INSPECT === 'true' || new URLSearchParams(search).has('inspect');
  return {
    version: e.VITE_APP_VERSION,
    mode,
    networkSet: e.VITE_NETWORK_SET,
    networks: buildNetworkSet(e.VITE_NETWORK_SET, e.VITE_RPC_URLS),
    apiBaseUrl: e.VITE_API_BASE_URL,
    authBaseUrl: e.VITE_AUTH_BASE_URL ?? e.VITE_API_BASE_URL,
    daoApiBaseUrl: e.VITE_DAO_API_BASE_URL ?? e.VITE_API_BASE_URL,
    bridgeUrl: e.VITE_BRIDGE_URL,
    // The inspector is a development tool: never in PROD, whatever the flag says.
    inspect: mode === 'DEV' && inspectRequested,
  };
}
