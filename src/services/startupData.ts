// The start-up data once loaded (machines/startup publishes it through its load actor): services read the config from
// here instead of calling GetWebConfig again, so it is fetched once per visit.
import type { ConfigEntry, StartupData } from '@common/api/startup';

let resolveData: (data: StartupData) => void = () => undefined;
let current: Promise<StartupData> = new Promise((resolve) => (resolveData = resolve));
let published = false;
let assetBase: string | undefined;

/** Called by the start-up load actor when the data is in and valid; later calls (none in the app) are ignored. */
export function publishStartupData(data: StartupData): void {
  if (published) return;
  published = true;
  assetBase = data.assetBase;
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

/** Where the API's images and files live, as the start-up data named it; undefined before it loads or when it names none. */
export function startupAssetBase(): string | undefined {
  return assetBase;
}

/**
 * The asset base the config names, absolute: a URL as it is, a path on the API host (as the reference API answers);
 * nothing usable (absent, not http(s)): undefined, and the configured API host's static base serves as before.
 */
export function resolveAssetBase(value: string | undefined, apiBaseUrl: string): string | undefined {
  if (!value) return undefined;
  const base = value.startsWith('/') ? apiBaseUrl.replace(/\/$/, '') + value : value;
  try {
    const url = new URL(base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? base.replace(/\/$/, '') : undefined;
  } catch {
    return undefined;
  }
}

/** Tests: forget what was published. */
export function resetStartupData(): void {
  published = false;
  assetBase = undefined;
  current = new Promise((resolve) => (resolveData = resolve));
}
