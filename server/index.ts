// startApi: opens the database (migrate + seed), starts the OIDC stand-in (DEV only) and the HTTP server on loopback.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { devHosts, resolveConfig, type ApiOptions, type Config } from './config';
import { openDb, type Db } from './db/client';
import { migrate } from './db/migrations';
import { seedIfEmpty } from './db/seed';
import { seedDao } from './dao/seed';
import { deploymentsFrom } from './chain/deployments';
import { marketIndexer } from './chain/marketIndexer';
import { stakingIndexer } from './land/stakingIndex';
import { mysteryBoxIndexer } from './land/mysteryBoxIndex';
import { snsVerifier, snsVerifierByIssuer, type SnsProvider, type SnsVerifier } from './auth/snsVerify';
import { ApiError } from './http/errors';
import { answerClientErrors } from './http/clientErrors';
import { startOidcStandIn, type OidcStandIn } from './oidc/standin';
import { OIDC_CLIENT_IDS } from './oidc/testUsers';

export type { ApiOptions } from './config';

export interface RunningApi {
  url: string;
  /** Issuer URL of the stand-in OpenID Connect provider (DEV only). */
  oidcIssuer: string | undefined;
  /** Which database answers: embedded PGlite, or PostgreSQL from DATABASE_URL. */
  database: 'pglite' | 'postgres';
  /** The open database, for tools and tests in the same process (e.g. counting rows a refused request must not add). */
  db: Db;
  stop(): Promise<void>;
}

/** The real issuers' ID tokens in PROD; a platform without a configured audience is refused. */
const GOOGLE = { issuer: 'https://accounts.google.com', jwksUri: 'https://www.googleapis.com/oauth2/v3/certs' };
const FACEBOOK = { issuer: 'https://www.facebook.com', jwksUri: 'https://limited.facebook.com/.well-known/oauth/openid/jwks/' };

function snsFor(config: Config, oidc: OidcStandIn | undefined): SnsVerifier {
  if (oidc) {
    const standIn = (issuer: string) =>
      snsVerifier(
        {
          3: { issuer, audience: OIDC_CLIENT_IDS.google, jwksUri: `${issuer}/jwks` },
          5: { issuer, audience: OIDC_CLIENT_IDS.facebook, jwksUri: `${issuer}/jwks` },
        },
        config.now,
      );
    // Behind a balancer a sign-in begun with another instance's stand-in may come back to this one.
    return snsVerifierByIssuer(standIn(oidc.issuer), new Map(config.oidcPeerIssuers.map((issuer) => [issuer, standIn(issuer)])));
  }
  const none: SnsProvider = { issuer: 'unconfigured', audience: 'unconfigured', jwksUri: 'https://unconfigured.invalid/' };
  const providers = {
    3: config.googleClientId ? { ...GOOGLE, audience: config.googleClientId } : none,
    5: config.facebookAppId ? { ...FACEBOOK, audience: config.facebookAppId } : none,
  };
  const real = snsVerifier(providers, config.now);
  return {
    verify(platformType, token, platformId) {
      if (providers[platformType] === none) return Promise.reject(new ApiError(401, 'error-msg-sns-token', 'This sign-in is not configured'));
      return real.verify(platformType, token, platformId);
    },
  };
}

export async function startApi(opts: ApiOptions = {}): Promise<RunningApi> {
  const config = resolveConfig(opts);
  const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrate(db);
    // Accounts with known passwords exist only in DEV; the public texts (news, terms, events) are seeded in both.
    if (await seedIfEmpty(db, config.now(), { accounts: config.mode === 'DEV' }))
      config.log(`[api] seeded the ${config.mode === 'DEV' ? 'local world' : 'public texts'}`);
  } catch (e) {
    await db.close();
    throw e;
  }
  const oidc = config.mode === 'DEV' ? await startOidcStandIn({ port: config.oidcPort, redirectOrigins: config.allowedOrigins }) : undefined;
  const sns = snsFor(config, oidc);
  const deps = { db, config, deployments: deploymentsFrom(config.deploymentsPath, config.log), sns };
  // The DAO's local proposals need the chains (snapshot blocks, voting power): seeded here, once they answer (idempotent).
  if (config.mode === 'DEV') await seedDao(deps);
  const app = buildApp(deps, () => oidc?.issuer);
  let server: ReturnType<typeof serve>;
  try {
    server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
      answerClientErrors(s);
      s.once('error', reject);
    });
  } catch (e) {
    await oidc?.stop();
    await db.close();
    throw e;
  }
  const port = (server.address() as AddressInfo).port;
  // Known only now when listening on port 0; the Host check reads this list per request.
  if (config.mode === 'DEV') config.publicHosts = [...new Set([...config.publicHosts, ...devHosts(port)])];
  // The first market read would otherwise wait for the whole backlog of market logs; sync never throws.
  void marketIndexer(deps).syncAll();
  return {
    url: `http://${config.host}:${port}`,
    oidcIssuer: oidc?.issuer,
    database: db.kind,
    db,
    async stop() {
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      });
      await oidc?.stop();
      await marketIndexer(deps).idle();
      await stakingIndexer(deps).idle();
      await mysteryBoxIndexer(deps).idle();
      await db.close();
    },
  };
}
