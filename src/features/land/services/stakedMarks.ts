// Staked marks for a LAND map drawn from the spec's GetLandData, whose rows carry no stake (spec 3, land map item): a
// row owned by the chain's staking contract is deposited LAND, and the signed-in wallet's own staked LAND comes from
// market land with owner (lgl0003_ex, stake '1', every campaign). Other users' stakes the spec's data does not tell.
import type { StakedHints } from '@common/api/landDataMap';
import type { Network } from '@common/api/market';
import type { CityKey } from '@common/domain/land';
import type { ApiClient } from '../../../services/api/client';
import { networkOfCity } from './landSales';

export interface StakedMarksDeps {
  api: () => Promise<Pick<ApiClient, 'landWithOwner'>>;
  /** The chain id of a network family as this app is configured. */
  chainIdOf: (network: Network) => number;
  /** The build's staking contract on a chain (src/config/contractConfig.ts); undefined when it has none. */
  stakingOf: (chainId: number) => string | undefined;
}

/** What marks a city's staked parcels; a stake list that cannot be read leaves only the contract's own mark. */
export async function cityStakedHints(deps: StakedMarksDeps, city: CityKey, viewer: string | null): Promise<StakedHints> {
  const network = networkOfCity(city);
  const staking = deps.stakingOf(deps.chainIdOf(network));
  const custodians = staking ? [staking.toLowerCase()] : [];
  if (!viewer) return { custodians };
  const rows = await (
    await deps.api()
  )
    .landWithOwner({ land_code: city, network, owner_addr: viewer, stake: '1', campaignId: 0 })
    .then((a) => a.data.rows)
    .catch(() => []);
  return { custodians, tokens: new Set(rows.map((r) => `${r.isErc1155 ? '1155' : '721'}:${r.tokenId}`)) };
}
