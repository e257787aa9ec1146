// The start-up data once loaded (machines/startup publishes it through its load actor): services read the config from
// here instead of calling GetWebConfig again, so it is fetched once per visit.
import type { ConfigEntry, StartupData } from '@common/api/startup';

let resolveData: (data: StartupData) => void = () => undefined;
let current: Promise<StartupData> = new Promise((resolve) => (resolveData = resolve));
let published = false;

/** Called by the start-up load actor when the data is in and valid; later calls (none in the app) are ignored. */
export function publishStartupData(data: StartupData): void {
  if (published) return;
  published = true;
  resolveData(data);
}

/** The start-up data; waits while it loads (and through a Retry after a failure). */
export function startupData(): Promise<StartupData> {
  return current;
}

/** GetWebConfig's entries as loaded at start. */
export async function webConfigEntries(): Promise<ConfigEntry[]> {
  return (await current).config;
}

/**
 * An API client whose webConfig() answers from the start-up data rather than the network: the feature services keep
 * their `Pick<ApiClient, 'webConfig'>` shape (and their tests), and the config is still fetched once.
 */
export function withStartupConfig<T extends { webConfig: () => Promise<ConfigEntry[]> }>(client: T): T {
  return Object.assign(Object.create(client) as T, { webConfig: webConfigEntries });
}

/** Tests: forget what was published. */
export function resetStartupData(): void {
  published = false;
  current = new Promise((resolve) => (resolveData = resolve));
}
