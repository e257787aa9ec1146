// startApi: opens the database (migrate + seed), starts the OIDC stand-in and the HTTP server on loopback.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { resolveConfig, type ApiOptions } from './config';
import { openDb } from './db/client';
import { migrate } from './db/migrations';
import { seedIfEmpty } from './db/seed';
import { deploymentsFrom } from './chain/deployments';
import { snsVerifier } from './auth/snsVerify';
import { startOidcStandIn } from './oidc/standin';
import { OIDC_CLIENT_IDS } from './oidc/testUsers';

export type { ApiOptions } from './config';

export interface RunningApi {
  url: string;
  /** Issuer URL of the stand-in OpenID Connect provider. */
  oidcIssuer: string;
  /** Which database answers: embedded PGlite, or PostgreSQL from DATABASE_URL. */
  database: 'pglite' | 'postgres';
  stop(): Promise<void>;
}

export async function startApi(opts: ApiOptions = {}): Promise<RunningApi> {
  const config = resolveConfig(opts);
  const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrate(db);
    if (await seedIfEmpty(db, config.now())) config.log('[api] seeded the local world');
  } catch (e) {
    await db.close();
    throw e;
  }
  const oidc = await startOidcStandIn({ port: config.oidcPort, redirectOrigins: config.allowedOrigins });
  const jwksUri = `${oidc.issuer}/jwks`;
  const sns = snsVerifier(
    {
      3: { issuer: oidc.issuer, audience: OIDC_CLIENT_IDS.google, jwksUri },
      5: { issuer: oidc.issuer, audience: OIDC_CLIENT_IDS.facebook, jwksUri },
    },
    config.now,
  );
  const app = buildApp({ db, config, deployments: deploymentsFrom(config.deploymentsPath, config.log), sns }, () => oidc.issuer);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${config.host}:${port}`,
    oidcIssuer: oidc.issuer,
    database: db.kind,
    async stop() {
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      });
      await oidc.stop();
      await db.close();
    },
  };
}
