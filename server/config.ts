// Options of startApi resolved into the settings every module reads (ports, origins, TTLs, keys).
import { LOCAL_CLIENT_KEY } from '../common/api/envelope';
import { KNOWN_CHAIN_IDS } from '../common/domain/chains';
import { LOCAL_OIDC_PORT } from '../common/localWorld/oidc';

export interface ApiOptions {
  port?: number;
  host?: '127.0.0.1';
  dataDir?: string;
  databaseUrl?: string;
  deploymentsPath?: string;
  oidcPort?: number;
  mode?: 'DEV' | 'PROD';
  now?: () => number;
  /** Front-end origins allowed by CORS and as SIWE domains. */
  allowedOrigins?: string[];
  /** Silences the outbox/diagnostic log lines (tests). */
  log?: (line: string) => void;
  /** Reverse proxies in front of the API whose X-Forwarded-For is trusted (0: none, the socket's peer is the source). */
  trustedProxyHops?: number;
}

export const DEFAULT_ORIGINS = ['http://127.0.0.1:5173', 'http://127.0.0.1:4173', 'http://localhost:5173', 'http://localhost:4173'];

export const TTL = {
  /** Login session (cookie): 30 days, like the user-info cookie (spec 9: 2,592,000 s). */
  sessionMs: 2_592_000_000,
  /** authToken from refresh token, used by start game and save log. */
  authTokenMs: 10 * 60_000,
  /** Verification code timer 3:00 (spec 9). */
  codeMs: 180_000,
  /** A verified code counts for sign-up / recovery during 30 minutes. */
  verifiedMs: 30 * 60_000,
  siweNonceMs: 5 * 60_000,
} as const;

export const LIMITS = {
  /** One code per target per minute, at most 5 per hour; 5 wrong tries kill a code. */
  codeResendMs: 60_000,
  codesPerHour: 5,
  codeAttempts: 5,
  /** Wrong logins per account per 15 minutes before a 429. */
  loginFailures: 10,
} as const;

/** Chains a SIWE message may name: the local chains and the public networks of spec 9. */
export const SIWE_CHAIN_IDS: readonly number[] = KNOWN_CHAIN_IDS;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  deploymentsPath: string;
  oidcPort: number;
  mode: 'DEV' | 'PROD';
  now: () => number;
  allowedOrigins: string[];
  siweDomains: string[];
  clientKey: string;
  log: (line: string) => void;
  trustedProxyHops: number;
}

export function resolveConfig(o: ApiOptions): Config {
  const allowedOrigins = o.allowedOrigins ?? DEFAULT_ORIGINS;
  return {
    port: o.port ?? 8787,
    host: o.host ?? '127.0.0.1',
    dataDir: o.dataDir ?? '.data/db',
    databaseUrl: o.databaseUrl,
    deploymentsPath: o.deploymentsPath ?? '.data/deployments.json',
    oidcPort: o.oidcPort ?? LOCAL_OIDC_PORT,
    mode: o.mode ?? 'DEV',
    now: o.now ?? Date.now,
    allowedOrigins,
    siweDomains: allowedOrigins.map((origin) => new URL(origin).host),
    clientKey: LOCAL_CLIENT_KEY,
    log: o.log ?? ((line) => console.log(line)),
    trustedProxyHops: o.trustedProxyHops ?? 0,
  };
}
