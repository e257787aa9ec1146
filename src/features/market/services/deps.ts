// The market services' deps in the app: the app's API client, the clock, and the chain through staking's deps (the
// same configured networks and pinned addresses the buy, list and unlist transactions use).
import type { Network } from '../../../../common/api/market';
import { defaultStakingDeps } from '../../staking/services/deps';
import type { BrowseDeps } from './browse';
import { marketApi } from './marketApi';

let built: BrowseDeps | null = null;

export function marketDeps(): BrowseDeps {
  if (built) return built;
  const chainDeps = async () => {
    const d = defaultStakingDeps();
    // Its API call reads the configuration, which names the networks.
    await d.api();
    return d;
  };
  built = {
    api: marketApi,
    now: () => Date.now(),
    chainIdOf: async (network: Network) => (await chainDeps()).networks().find((n) => n.family === network)?.chainId,
    chain: async () => {
      const [d, { chainReader }] = await Promise.all([chainDeps(), import('./chainListings')]);
      return chainReader(d);
    },
  };
  return built;
}
