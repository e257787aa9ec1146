// What the sale's services need from the app, built on first use: the API client (its schemas load with the first call) and staking's chain deps.
import type { ApiClient } from '../../../services/api/client';
import { withStartupConfig } from '../../../services/startupData';
import { defaultStakingDeps } from '../../staking/services/deps';
import type { SaleApiDeps } from './saleApi';

let client: Promise<ApiClient> | null = null;

function saleClient(): Promise<ApiClient> {
  client ??= (async () => {
    const [{ ApiClient }, { localBaseUrls }, { parseAppConfig }] = await Promise.all([
      import('../../../services/api/client'),
      import('../../../../common/api/paths'),
      import('../../../config/appConfig'),
    ]);
    const config = parseAppConfig(import.meta.env, import.meta.env.PROD, window.location.search);
    // purchaseInfo_<network> comes from the config loaded at start, not from another GetWebConfig.
    return withStartupConfig(new ApiClient({ baseUrls: localBaseUrls(config.apiBaseUrl), usedomain: window.location.host }));
  })().catch((error: unknown) => {
    client = null;
    throw error;
  });
  return client;
}

export const saleApiDeps = (): SaleApiDeps => ({ api: saleClient, now: () => Date.now() });
/** Addresses, RPC URLs, the build's spenders and the wallet sender: the same as staking and the market use. */
export const chainDeps = () => defaultStakingDeps();
