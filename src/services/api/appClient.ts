// The app's one API client, built on first use from the validated configuration: the client and its schemas load with
// the first call of whichever feature makes it, never with the entry. A failed load (offline) is tried again next call.
import type { ApiClient } from './client';
import { appConfig } from '../../config/current';

let client: Promise<ApiClient> | null = null;

export function appApiClient(): Promise<ApiClient> {
  client ??= (async () => {
    const [{ ApiClient }, { configuredBaseUrls }, { guardDuplicates }, { startupAssetBase }] = await Promise.all([
      import('./client'),
      import('@common/api/paths'),
      import('./duplicateGuard'),
      import('../startupData'),
    ]);
    const c = appConfig();
    const baseUrls = configuredBaseUrls({ api: c.apiBaseUrl, auth: c.authBaseUrl, dao: c.daoApiBaseUrl });
    // The app's calls pass spec 9's duplicate-call guard (500 ms); tests that drive the API directly build their own client.
    const fetch = guardDuplicates((input: string, init?: RequestInit) => globalThis.fetch(input, init));
    // Images and files: where the start-up data says they live (GetWebConfig's asset_base_url), else the API host.
    return new ApiClient({ baseUrls, usedomain: window.location.host, fetch, assetBase: startupAssetBase });
  })().catch((error: unknown) => {
    client = null;
    throw error;
  });
  return client;
}
