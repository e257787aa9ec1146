// The market's API client, created on first use: the client and its schemas load with the first call, never with the page.
import type { ApiClient } from '../../../services/api/client';

let client: Promise<ApiClient> | null = null;

export function marketApi(): Promise<ApiClient> {
  client ??= (async () => {
    const [{ ApiClient }, { localBaseUrls }, { parseAppConfig }] = await Promise.all([
      import('../../../services/api/client'),
      import('../../../../common/api/paths'),
      import('../../../config/appConfig'),
    ]);
    const config = parseAppConfig(import.meta.env, import.meta.env.PROD, window.location.search);
    return new ApiClient({ baseUrls: localBaseUrls(config.apiBaseUrl), usedomain: window.location.host });
  })().catch((error: unknown) => {
    client = null;
    throw error;
  });
  return client;
}
