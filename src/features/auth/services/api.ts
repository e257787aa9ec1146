// The API client for the sign-in flows, created on first use (its schemas load with the first call, not the first page).
import type { ApiClient } from '../../../services/api/client';
import type { ContractAddresses } from '../../../../common/api/content';
import { appConfig } from '../../wallet/services/appConfig';
import { webConfigEntries } from '../../../services/startupData';

let client: Promise<ApiClient> | null = null;

export function api(): Promise<ApiClient> {
  client ??= (async () => {
    const [{ ApiClient }, { localBaseUrls }] = await Promise.all([import('../../../services/api/client'), import('../../../../common/api/paths')]);
    return new ApiClient({ baseUrls: localBaseUrls(appConfig().apiBaseUrl), usedomain: window.location.host });
  })().catch((error: unknown) => {
    client = null;
    throw error;
  });
  return client;
}

let book: Promise<ContractAddresses[]> | null = null;

/** Contract addresses of a chain from GetWebConfig (`contract_addr_*` entries); cached, retried after a failure. */
export async function contractAddressesOf(chainId: number): Promise<ContractAddresses | undefined> {
  book ??= (async () => {
    // The config loaded at start (machines/startup), not another GetWebConfig.
    const [{ contractAddresses }, entries] = await Promise.all([import('../../../../common/api/content'), webConfigEntries()]);
    return entries.flatMap((entry) => {
      if (!/^contract_addr_/i.test(entry.name)) return [];
      try {
        const parsed = contractAddresses.safeParse(JSON.parse(entry.value));
        return parsed.success ? [parsed.data] : [];
      } catch {
        return [];
      }
    });
  })().catch((error: unknown) => {
    book = null;
    throw error;
  });
  return (await book).find((a) => a.chainId === chainId);
}
