// Reads and validates the app's configuration from the build environment, failing with a clear message.
// zod/mini: configuration is parsed on every first load, where classic zod would add about 10 KB gzipped.
import { z } from 'zod/mini';
import { LOCAL_OIDC } from '../../common/localWorld/oidc';
import { APP_VERSION } from '../../machines/constants';
import { buildNetworkSet, type NetworkInfo, type NetworkSetName } from './networks';

export type AppMode = 'PROD' | 'DEV';

/** The OpenID Connect providers the login popup offers (Google, Facebook). */
export type OidcPlatform = 'google' | 'facebook';

/** One provider's public client: the browser runs the authorization code flow with PKCE against it (no secret). */
export interface OidcClientConfig {
  /** Issuer identifier; its discovery document is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
}


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
  /** Google / Facebook sign-in; null when the platform is not configured (its button then says so). */
  oidc: Record<OidcPlatform, OidcClientConfig | null>;
}

const url = z.url({ protocol: /^https?$/ });

/** An issuer must be https; plain http only on the loopback host, where the local stand-in runs. */
const LOOPBACK = /^(127\.0\.0\.1|localhost|\[::1\])$/;
const issuerUrl = url.check(
  z.refine((value: string) => {
    const u = new URL(value);
    return u.protocol === 'https:' || LOOPBACK.test(u.hostname);
  }, 'must be an https URL (http only on 127.0.0.1 / localhost)'),
);
const clientId = z.string().check(z.trim(), z.minLength(1));

const rpcUrls = z.record(z.string().check(z.regex(/^\d+$/)), url);

const EnvSchema = z.object({
  VITE_APP_VERSION: z._default(z.string().check(z.regex(/^\d+\.\d+\.\d+$/)), APP_VERSION),
  VITE_APP_MODE: z.optional(z.enum(['PROD', 'DEV'])),
  VITE_NETWORK_SET: z._default(z.enum(['mainnet', 'testnet', 'local']), 'local'),
  VITE_RPC_URLS: z.pipe(
    z._default(z.string(), '{}'),
    z.transform((s: string, ctx) => {
      try {
        return rpcUrls.parse(JSON.parse(s));
      } catch {
        ctx.issues.push({ code: 'custom', message: 'must be a JSON object of chainId -> http(s) URL', input: s });
        return z.NEVER;
      }
    }),
  ),
  VITE_API_BASE_URL: z._default(url, 'http://127.0.0.1:8787'),
  VITE_AUTH_BASE_URL: z.optional(url),
  VITE_DAO_API_BASE_URL: z.optional(url),
  VITE_BRIDGE_URL: z._default(url, 'https://bridge.example.org'),
  VITE_INSPECT: z.optional(z.enum(['0', '1', 'true', 'false'])),
  VITE_OIDC_GOOGLE_ISSUER: z.optional(issuerUrl),
  VITE_OIDC_GOOGLE_CLIENT_ID: z.optional(clientId),
  VITE_OIDC_FACEBOOK_ISSUER: z.optional(issuerUrl),
  VITE_OIDC_FACEBOOK_CLIENT_ID: z.optional(clientId),
}).check(
  z.superRefine((env, ctx) => {
    // Half a provider is a mistake worth stopping for: an issuer without its client id, or the other way round.
    for (const p of ['GOOGLE', 'FACEBOOK'] as const) {
      const issuer = env[`VITE_OIDC_${p}_ISSUER`];
      const id = env[`VITE_OIDC_${p}_CLIENT_ID`];
      if (issuer !== undefined && id === undefined) ctx.addIssue({ code: 'custom', path: [`VITE_OIDC_${p}_CLIENT_ID`], message: `required with VITE_OIDC_${p}_ISSUER` });
      if (id !== undefined && issuer === undefined) ctx.addIssue({ code: 'custom', path: [`VITE_OIDC_${p}_ISSUER`], message: `required with VITE_OIDC_${p}_CLIENT_ID` });
    }
  }),
);

/** The configured provider, else the local stand-in on the local set, else none. */
function oidcClient(platform: OidcPlatform, issuer: string | undefined, id: string | undefined, set: NetworkSetName): OidcClientConfig | null {
  if (issuer !== undefined && id !== undefined) return { issuer, clientId: id };
  return set === 'local' ? { issuer: LOCAL_OIDC.issuer, clientId: LOCAL_OIDC.clientIds[platform] } : null;
}

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
    oidc: {
      google: oidcClient('google', e.VITE_OIDC_GOOGLE_ISSUER, e.VITE_OIDC_GOOGLE_CLIENT_ID, e.VITE_NETWORK_SET),
      facebook: oidcClient('facebook', e.VITE_OIDC_FACEBOOK_ISSUER, e.VITE_OIDC_FACEBOOK_CLIENT_ID, e.VITE_NETWORK_SET),
    },
  };
}
