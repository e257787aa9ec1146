// What the sale's services need from the app, built on first use: the API client (its schemas load with the first call) and the shared chain deps.
import type { ApiClient } from '../../../services/api/client';
import { withStartupConfig } from '../../../services/startupData';
import type { SaleApiDeps } from './saleApi';
import { appApiClient } from '../../../services/api/appClient';
import { defaultChainDeps } from '../../../services/chain/deps';

let client: Promise<ApiClient> | null = null;

function saleClient(): Promise<ApiClient> {
  // purchaseInfo_<network> comes from the config loaded at start, not from another GetWebConfig.
  client ??= appApiClient().then(withStartupConfig, (error: unknown) => {
    client = null;
    throw error;
  });
  return client;
}

export const saleApiDeps = (): SaleApiDeps => ({ api: saleClient, now: () => Date.now() });
/** Addresses, RPC URLs, the build's spenders and the wallet sender: the shared chain deps every feature uses. */
export const chainDeps = () => defaultChainDeps();
