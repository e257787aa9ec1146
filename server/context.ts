// What every route module receives: the database, the clock, the settings and the chain/OIDC helpers.
import type { Config } from './config';
import type { Db } from './db/client';
import type { DeploymentsSource } from './chain/deployments';
import type { SnsVerifier } from './auth/snsVerify';

export interface AppDeps {
  db: Db;
  config: Config;
  deployments: DeploymentsSource;
  sns: SnsVerifier;
}
