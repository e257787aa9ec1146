// The start-up data machine's load actor: GetWebConfig, Item.json and Language.json in parallel with the stamp, checked
// with common/api/startup.ts, then published for the services (src/services/startupData.ts).
import { fromPromise } from 'xstate';
import { appConfig } from '../../config/current';
import type { StartupData } from '@common/api/startup';
import { startupMachine } from '@machines/startup/startupMachine';
import type { LoadStartupInput } from '@machines/startup/types';
import { publishStartupData, resolveAssetBase } from '../../services/startupData';

/** The three calls; the API client (its schemas) loads with import(), not with the entry. */
export type StartupFetch = (stamp: string) => Promise<StartupData>;

async function fetchStartupData(stamp: string): Promise<StartupData> {
  const [{ ApiClient }, { configuredBaseUrls }, { startupData, ASSET_BASE_ENTRY }] = await Promise.all([
    import('../../services/api/client'),
    import('@common/api/paths'),
    import('@common/api/startup'),
  ]);
  const config = appConfig();
  const api = new ApiClient({
    baseUrls: configuredBaseUrls({ api: config.apiBaseUrl, auth: config.authBaseUrl, dao: config.daoApiBaseUrl }),
    usedomain: window.location.host,
  });
  const [configEntries, items, language] = await Promise.all([api.webConfig(), api.items(stamp), api.language(stamp)]);
  const assetBase = resolveAssetBase(configEntries.find((e) => e.name === ASSET_BASE_ENTRY)?.value, config.apiBaseUrl);
  // Each part was checked by the client; the bundle is checked once more as the one shape the app reads.
  return startupData.parse({ config: configEntries, items, language, ...(assetBase ? { assetBase } : {}) });
}

export function startupActors(fetch: StartupFetch = fetchStartupData) {
  return {
    loadStartupData: fromPromise<StartupData, LoadStartupInput>(async ({ input }) => {
      const data = await fetch(input.stamp);
      publishStartupData(data);
      return data;
    }),
  };
}

export const providedStartupMachine = (fetch?: StartupFetch) => startupMachine.provide({ actors: startupActors(fetch) });
