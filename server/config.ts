// Options of startApi resolved into the settings every module reads (ports, origins, TTLs, keys).
import type { Wallet } from 'ethers';
import { LOCAL_CLIENT_KEY } from '@common/api/envelope';
import { LOCAL_OIDC_PORT } from '@common/localWorld/oidc';
import { DAO_SPACE } from '@common/domain/dao';
import type { NetworkSetName } from '@common/domain/chains';
import { claimSignerOf } from './chain/claimKey';

export interface ApiOptions {
  port?: number;
  host?: '127.0.0.1';
  dataDir?: string;
  databaseUrl?: string;
  deploymentsPath?: string;
  oidcPort?: number;
  /** DEV: the other instances' OIDC stand-ins (their issuer URLs), whose ID tokens this instance accepts too. */
  oidcPeerIssuers?: string[];
  /** PROD unless DEV is asked for: DEV adds the /dev routes, the OIDC stand-in and the seed users with known passwords. */
  mode?: 'DEV' | 'PROD';
  now?: () => number;
  /** Front-end origins allowed by CORS, as SIWE domains and as the Origin of state-changing requests (required in PROD). */
  allowedOrigins?: string[];
  /** The API's own public origin (e.g. https://api.example.com); its host is the Host header accepted (required in PROD). */
  publicOrigin?: string;
  /** Further Host header values to accept (e.g. a load balancer's health check name). */
  allowedHosts?: string[];
  /** Audiences of the real Google / Facebook ID tokens in PROD (absent: that sign-in is refused). DEV uses the stand-in. */
  googleClientId?: string;
  facebookAppId?: string;
  /**
   * The executor's listed claim signer's private key (CLAIM_SIGNER_KEY, a secret, never logged); DEV falls back to the
   * local world's public test key, PROD without one answers claims 503.
   */
  claimSignerKey?: string;
  /** Silences the outbox/diagnostic log lines (tests). */
  log?: (line: string) => void;
  /** Reverse proxies in front of the API whose X-Forwarded-For is trusted (0: none, the socket's peer is the source). */
  trustedProxyHops?: number;
  /** 'spec' serves only the calls of spec 7 and answers 404 to every extension (common/api/extensions.ts); default 'full'. */
  profile?: ApiProfile;
  /** This deployment's id, the `space` every DAO vote names (API_DAO_SPACE): a vote signed for another deployment is refused. */
  daoSpace?: string;
  /** The HMAC key verification codes are hashed with (API_CODE_KEY, a secret); DEV falls back to a public local key, PROD without one sends no codes (503). */
  codeKey?: string;
  /** The deployment's network set (API_NETWORK_SET): the chains a sign-in may name. Default: local in DEV, mainnet in PROD. */
  networkSet?: NetworkSetName;
}

export type ApiProfile = 'full' | 'spec';

/** The local world's code key: public, like its seed passwords, so DEV only. */
const LOCAL_CODE_KEY = 'local-world-verification-code-key';

export const DEFAULT_ORIGINS = ['http://127.0.0.1:5173', 'http://127.0.0.1:4173', 'http://localhost:5173', 'http://localhost:4173'];

export const TTL = {
  /** Login session (cookie): 30 days, like the user-info cookie (spec 9: 2,592,000 s). */
  sessionMs: 2_592_000_000,
  /**
   * A rotated session token keeps working this long: the browser may have sent calls with it that arrive after the
   * rotation (another flow's refresh token); after it, only the new cookie works.
   */
  sessionGraceMs: 10_000,
  /** However often it is refreshed, a session ends this long after its sign-in (90 days); then the user signs in again. */
  sessionAbsoluteMs: 90 * 86_400_000,
  /** authToken from refresh token, used by start game and save log. */
  authTokenMs: 10 * 60_000,
  /** Verification code timer 3:00 (spec 9). */
  codeMs: 180_000,
  siweNonceMs: 5 * 60_000,
  /** The game launch ticket (enter_lobby_ex): redeemed once by the game client within this. */
  gameTicketMs: 2 * 60_000,
} as const;

export const LIMITS = {
  /** One code per target and flow per minute, at most 5 per target per hour; 5 wrong tries kill a code. */
  codeResendMs: 60_000,
  codesPerHour: 5,
  codeAttempts: 5,
  /** Wrong logins per account before back-off starts (server/auth/throttle.ts). */
  loginFailures: 10,
} as const;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  deploymentsPath: string;
  oidcPort: number;
  oidcPeerIssuers: string[];
  mode: 'DEV' | 'PROD';
  now: () => number;
  allowedOrigins: string[];
  /** Host header values answered; in DEV filled once the port is known (tests listen on port 0). */
  publicHosts: string[];
  googleClientId?: string;
  facebookAppId?: string;
  /** The executor's listed claim signer, from claimSignerKey (only the Wallet is kept, never the key's text); undefined in PROD without one. */
  claimSigner?: Wallet;
  siweDomains: string[];
  clientKey: string;
  log: (line: string) => void;
  trustedProxyHops: number;
  profile: ApiProfile;
  daoSpace: string;
  networkSet: NetworkSetName;
  /** Undefined in PROD without API_CODE_KEY. */
  codeKey?: string;
}

/** Thrown when PROD lacks a setting it must not guess (origins would otherwise fall back to localhost). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** An origin exactly as a browser sends it: scheme, host and port, nothing else. */
function checkOrigin(value: string, what: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${what}: ${JSON.stringify(value)} is not a URL`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== value) {
    throw new ConfigError(`${what}: ${JSON.stringify(value)} must be an origin like https://app.example.com (no path, no trailing slash)`);
  }
  return value;
}

/** Host headers of a DEV server on loopback once its port is known. */
export const devHosts = (port: number) => [`127.0.0.1:${port}`, `localhost:${port}`];

function resolveOrigins(o: ApiOptions, mode: 'DEV' | 'PROD'): { allowedOrigins: string[]; publicHosts: string[] } {
  if (mode === 'DEV') {
    const allowedOrigins = (o.allowedOrigins ?? DEFAULT_ORIGINS).map((v) => checkOrigin(v, 'allowedOrigins'));
    const publicHosts = [...(o.publicOrigin ? [new URL(checkOrigin(o.publicOrigin, 'publicOrigin')).host] : []), ...(o.allowedHosts ?? [])];
    return { allowedOrigins, publicHosts };
  }
  if (!o.allowedOrigins?.length) throw new ConfigError('PROD needs allowedOrigins (API_ALLOWED_ORIGINS): the front-end origins');
  if (!o.publicOrigin) throw new ConfigError("PROD needs publicOrigin (API_PUBLIC_ORIGIN): the API's own public origin");
  const allowedOrigins = o.allowedOrigins.map((v) => checkOrigin(v, 'allowedOrigins'));
  const publicHosts = [new URL(checkOrigin(o.publicOrigin, 'publicOrigin')).host, ...(o.allowedHosts ?? [])];
  return { allowedOrigins, publicHosts };
}

export function resolveConfig(o: ApiOptions): Config {
  const mode = o.mode ?? 'PROD';
  const { allowedOrigins, publicHosts } = resolveOrigins(o, mode);
  return {
    port: o.port ?? 8787,
    host: o.host ?? '127.0.0.1',
    dataDir: o.dataDir ?? '.data/db',
    databaseUrl: o.databaseUrl,
    deploymentsPath: o.deploymentsPath ?? '.data/deployments.json',
    oidcPort: o.oidcPort ?? LOCAL_OIDC_PORT,
    oidcPeerIssuers: o.oidcPeerIssuers ?? [],
    mode,
    now: o.now ?? Date.now,
    allowedOrigins,
    publicHosts: publicHosts.map((h) => h.toLowerCase()),
    googleClientId: o.googleClientId,
    facebookAppId: o.facebookAppId,
    claimSigner: claimSignerOf({ mode, claimSignerKey: o.claimSignerKey }),
    siweDomains: allowedOrigins.map((origin) => new URL(origin).host),
    clientKey: LOCAL_CLIENT_KEY,
    log: o.log ?? ((line) => console.log(line)),
    trustedProxyHops: o.trustedProxyHops ?? 0,
    profile: o.profile ?? 'full',
    daoSpace: o.daoSpace ?? DAO_SPACE,
    codeKey: o.codeKey ?? (mode === 'DEV' ? LOCAL_CODE_KEY : undefined),
    networkSet: o.networkSet ?? (mode === 'DEV' ? 'local' : 'mainnet'),
  };
}
