// CLI: `npx tsx server/start.ts` (npm run api) starts the reference API on 127.0.0.1:8787 until Ctrl-C; API_MODE=DEV for the local world.
import { LOCAL_OIDC_PORT } from '@common/localWorld/oidc';
import { NETWORK_SET_CHAIN_IDS, type NetworkSetName } from '@common/domain/chains';
import { ConfigError } from './config';
import { startApi } from './index';

const env = process.env;
const list = (v: string | undefined) =>
  v
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);

// Production unless development is asked for by name; a typo must not silently pick either.
if (env.API_MODE !== undefined && env.API_MODE !== 'DEV' && env.API_MODE !== 'PROD') {
  console.error(`[api] API_MODE must be DEV or PROD, not ${JSON.stringify(env.API_MODE)}`);
  process.exit(1);
}
const sets = Object.keys(NETWORK_SET_CHAIN_IDS);
if (env.API_NETWORK_SET && !sets.includes(env.API_NETWORK_SET)) {
  console.error(`[api] API_NETWORK_SET must be one of ${sets.join(', ')}, not ${JSON.stringify(env.API_NETWORK_SET)}`);
  process.exit(1);
}
const networkSet = (v: string | undefined) => (v ? (v as NetworkSetName) : undefined);

if (env.API_PROFILE !== undefined && env.API_PROFILE !== 'spec' && env.API_PROFILE !== 'full') {
  console.error(`[api] API_PROFILE must be spec or full, not ${JSON.stringify(env.API_PROFILE)}`);
  process.exit(1);
}

const api = await startApi({
  port: Number(env.API_PORT ?? 8787),
  oidcPort: Number(env.OIDC_PORT ?? LOCAL_OIDC_PORT),
  oidcPeerIssuers: list(env.OIDC_PEER_ISSUERS),
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.API_DATA_DIR ?? '.data/db',
  // A public deployment's file (npm run deploy, docs/deploy.md); default the local world's.
  deploymentsPath: env.API_DEPLOYMENTS || undefined,
  mode: env.API_MODE === 'DEV' ? 'DEV' : 'PROD',
  allowedOrigins: list(env.API_ALLOWED_ORIGINS),
  publicOrigin: env.API_PUBLIC_ORIGIN || undefined,
  allowedHosts: list(env.API_ALLOWED_HOSTS),
  trustedProxyHops: env.API_TRUSTED_PROXY_HOPS ? Number(env.API_TRUSTED_PROXY_HOPS) : undefined,
  googleClientId: env.API_GOOGLE_CLIENT_ID || undefined,
  facebookAppId: env.API_FACEBOOK_APP_ID || undefined,
  claimSignerKey: env.CLAIM_SIGNER_KEY || undefined,
  profile: env.API_PROFILE,
  daoSpace: env.API_DAO_SPACE || undefined,
  codeKey: env.API_CODE_KEY || undefined,
  networkSet: networkSet(env.API_NETWORK_SET),
}).catch((e: unknown) => {
  console.error(e instanceof ConfigError ? `[api] not started: ${e.message}` : e);
  process.exit(1);
});
console.log(
  `[api] listening on ${api.url}${env.API_PROFILE === 'spec' ? ' (spec calls only)' : ''}${api.oidcIssuer ? ` (OIDC issuer ${api.oidcIssuer})` : ''}`,
);
let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    api.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
