// The API client for the sign-in flows, created on first use (its schemas load with the first call, not the first page).
import type { ContractAddresses } from '@common/api/content';
import { webConfigEntries } from '../../../services/startupData';
import { appApiClient } from '../../../services/api/appClient';

export const api = appApiClient;

let book: Promise<ContractAddresses[]> | null = null;

/** Contract addresses of a chain from GetWebConfig (`contract_addr_*` entries); cached, retried after a failure. */
export async function contractAddressesOf(chainId: number): Promise<ContractAddresses | undefined> {
  book ??= (async () => {
    // The config loaded at start (machines/startup), not another GetWebConfig.
    const [{ contractAddressEntries }, entries] = await Promise.all([import('@common/api/content'), webConfigEntries()]);
    return contractAddressEntries(entries);
  })().catch((error: unknown) => {
    book = null;
    throw error;
  });
  return (await book).find((a) => a.chainId === chainId);
}
