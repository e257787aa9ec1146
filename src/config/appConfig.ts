// Reads and validates the app's configuration from the build environment, failing with a clear message.
// Checked by hand rather than with zod: configuration is parsed on every first load, where even zod/mini's core weighs
// about 15 KB gzipped.
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
  /** The top bar's external bridge link; null when the build names none (the entry then says the bridge is not ready). */
  bridgeUrl: string | null;
  /** Connect the running actors to the Stately inspector (DEV only). */
  inspect: boolean;
  /** Google / Facebook sign-in; null when the platform is not configured (its button then says so). */
  oidc: Record<OidcPlatform, OidcClientConfig | null>;
}

const LOOPBACK = /^(127\.0\.0\.1|localhost|\[::1\])$/;

function parsedUrl(value: string): URL | null {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u : null;
  } catch {
    return null;
  }
}

/** Reads the raw environment key by key, collecting every wrong value as `KEY: why` rather than stopping at the first. */
function envReader(env: Record<string, unknown>) {
  const issues: string[] = [];
  const fail = (key: string, why: string): undefined => {
    issues.push(`${key}: ${why}`);
    return undefined;
  };
  /** The key's text; undefined when unset (the default applies). */
  const text = (key: string): string | undefined => {
    const value = env[key];
    return value === undefined || typeof value === 'string' ? value : fail(key, 'must be text');
  };
  return {
    issues,
    matching(key: string, pattern: RegExp, why: string): string | undefined {
      const value = text(key);
      return value === undefined || pattern.test(value) ? value : fail(key, why);
    },
    oneOf<T extends string>(key: string, options: readonly T[]): T | undefined {
      const value = text(key);
      return value === undefined || (options as readonly string[]).includes(value)
        ? (value as T | undefined)
        : fail(key, `must be one of ${options.join(', ')}`);
    },
    url(key: string): string | undefined {
      const value = text(key);
      return value === undefined || parsedUrl(value) ? value : fail(key, 'must be an http(s) URL');
    },
    /** A JSON object of chain id -> RPC URL. */
    rpcUrls(key: string): Record<string, string> {
      const value = text(key) ?? '{}';
      try {
        const parsed: unknown = JSON.parse(value);
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
          const entries = Object.entries(parsed);
          if (entries.every(([chainId, u]) => /^\d+$/.test(chainId) && typeof u === 'string' && parsedUrl(u)))
            return Object.fromEntries(entries) as Record<string, string>;
        }
      } catch {
        // reported below
      }
      fail(key, 'must be a JSON object of chainId -> http(s) URL');
      return {};
    },
    /** An issuer must be https; plain http only on the loopback host, where the local stand-in runs. */
    issuer(key: string): string | undefined {
      const value = text(key);
      if (value === undefined) return undefined;
      const u = parsedUrl(value);
      return u && (u.protocol === 'https:' || LOOPBACK.test(u.hostname)) ? value : fail(key, 'must be an https URL (http only on 127.0.0.1 / localhost)');
    },
    clientId(key: string): string | undefined {
      const value = text(key)?.trim();
      return value === undefined || value !== '' ? value : fail(key, 'must not be empty');
    },
    /** Half a provider is a mistake worth stopping for: an issuer without its client id, or the other way round. */
    pair(issuerKey: string, idKey: string): void {
      if (env[issuerKey] !== undefined && env[idKey] === undefined) fail(idKey, `required with ${issuerKey}`);
      if (env[idKey] !== undefined && env[issuerKey] === undefined) fail(issuerKey, `required with ${idKey}`);
    },
  };
}

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
  const r = envReader(env);
  const version = r.matching('VITE_APP_VERSION', /^\d+\.\d+\.\d+$/, 'must be a version like 1.2.3') ?? APP_VERSION;
  const envMode = r.oneOf('VITE_APP_MODE', ['PROD', 'DEV'] as const);
  const networkSet = r.oneOf('VITE_NETWORK_SET', ['mainnet', 'testnet', 'local'] as const) ?? 'local';
  const rpcUrls = r.rpcUrls('VITE_RPC_URLS');
  const apiBaseUrl = r.url('VITE_API_BASE_URL') ?? 'http://127.0.0.1:8787';
  const authBaseUrl = r.url('VITE_AUTH_BASE_URL');
  const daoApiBaseUrl = r.url('VITE_DAO_API_BASE_URL');
  const bridgeUrl = r.url('VITE_BRIDGE_URL') ?? null;
  const inspectFlag = r.oneOf('VITE_INSPECT', ['0', '1', 'true', 'false'] as const);
  const google = { issuer: r.issuer('VITE_OIDC_GOOGLE_ISSUER'), id: r.clientId('VITE_OIDC_GOOGLE_CLIENT_ID') };
  const facebook = { issuer: r.issuer('VITE_OIDC_FACEBOOK_ISSUER'), id: r.clientId('VITE_OIDC_FACEBOOK_CLIENT_ID') };
  r.pair('VITE_OIDC_GOOGLE_ISSUER', 'VITE_OIDC_GOOGLE_CLIENT_ID');
  r.pair('VITE_OIDC_FACEBOOK_ISSUER', 'VITE_OIDC_FACEBOOK_CLIENT_ID');
  if (r.issues.length > 0) {
    throw new ConfigError(`Invalid configuration; check your .env values:\n${r.issues.map((line) => `  ${line}`).join('\n')}`);
  }
  const mode: AppMode = envMode ?? (viteProd ? 'PROD' : 'DEV');
  const inspectRequested = inspectFlag === '1' || inspectFlag === 'true' || new URLSearchParams(search).has('inspect');
  return {
    version,
    mode,
    networkSet,
    networks: buildNetworkSet(networkSet, rpcUrls),
    apiBaseUrl,
    authBaseUrl: authBaseUrl ?? apiBaseUrl,
    daoApiBaseUrl: daoApiBaseUrl ?? apiBaseUrl,
    bridgeUrl,
    // The inspector is a development tool: never in PROD, whatever the flag says.
    inspect: mode === 'DEV' && inspectRequested,
    oidc: {
      google: oidcClient('google', google.issuer, google.id, networkSet),
      facebook: oidcClient('facebook', facebook.issuer, facebook.id, networkSet),
    },
  };
}
