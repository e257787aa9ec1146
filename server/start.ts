// CLI: `npx tsx server/start.ts` (npm run api) starts the reference API on 127.0.0.1:8787 until Ctrl-C.
import { LOCAL_OIDC_PORT } from '../common/localWorld/oidc';
import { startApi } from './index';

const api = await startApi({
  port: Number(process.env.API_PORT ?? 8787),
  oidcPort: Number(process.env.OIDC_PORT ?? LOCAL_OIDC_PORT),
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.API_DATA_DIR ?? '.data/db',
  mode: process.env.API_MODE === 'PROD' ? 'PROD' : 'DEV',
});
console.log(`[api] listening on ${api.url} (OIDC issuer ${api.oidcIssuer})`);
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
