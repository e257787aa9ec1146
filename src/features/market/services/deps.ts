// The market services' deps in the app: the app's API client, the clock, and the chain (chainDeps.ts, loaded on first use).
import type { BrowseDeps } from './browse';
import { marketApi } from './marketApi';

let built: BrowseDeps | null = null;
const chainDeps = () => import('./chainDeps');

export function marketDeps(): BrowseDeps {
  built ??= {
    api: marketApi,
    now: () => Date.now(),
    chainIdOf: async (network) => (await chainDeps()).chainIdOf(network),
    chain: async () => (await chainDeps()).chainReaderOf(),
  };
  return built;
}
