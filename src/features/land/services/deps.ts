// What the LAND market's services need from the app, built on first use: the API client, and the chain read through
// the shared pinned address book and RPCs (ethers arrives with the first chain read, never with the page).
import type { Network } from '@common/api/market';
import { appConfig } from '../../../config/current';
import { appApiClient } from '../../../services/api/appClient';
import { builtContracts } from '../../../config/contractConfig';
import { defaultChainDeps } from '../../../services/chain/deps';
import type { LandSalesDeps } from './landSales';
import type { StakedMarksDeps } from './stakedMarks';

const chainOps = () => import('./landChain');

let built: LandSalesDeps | null = null;

export function landSalesDeps(): LandSalesDeps {
  if (built) return built;
  const chain = () => defaultChainDeps();
  const networks = appConfig().networks;
  const chainIdOf = (network: Network) => {
    const found = networks.find((n) => n.family === network);
    if (!found) throw new Error(`No ${network} network is configured`);
    return found.chainId;
  };
  built = {
    api: appApiClient,
    chainIdOf,
    listings: async (chainId) => (await chainOps()).openLandListings(chain(), chainId),
    collections: async (chainId) => (await chainOps()).landCollections(chain(), chainId),
    cityOf: async (chainId, standard, tokenId) => (await chainOps()).cityOfLand(chain(), chainId, standard, tokenId),
  };
  return built;
}

/** The staked marks' deps: the API client, the configured networks and the build's staking contracts. */
export function stakedMarksDeps(): StakedMarksDeps {
  const contracts = builtContracts();
  return { api: appApiClient, chainIdOf: landSalesDeps().chainIdOf, stakingOf: (chainId) => contracts.get(chainId)?.staking };
}
