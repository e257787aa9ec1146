// The LAND detail's own List: offered to the holder of a LAND the market's holdings do not cover (a back end without
// market_inventory), carrying the LAND's block so the sale is recorded with lgl0004_ex once on chain; pure.
import { sameAddress } from '@common/domain/address';
import type { Network } from '@common/api/market';
import type { InventoryRow, ItemDetail } from '@common/api/marketItems';
import type { CityKey } from '@common/domain/land';
import { detailScope, listInput, type Symbols } from '../market/flowInputs';
import type { ListInput } from '../market/listMachine';
import { landItemId, type LandRow } from './list';

export interface LandListWhere {
  city: CityKey;
  network: Network;
  /** The viewer's wallet (lower case), or null. */
  viewer: string | null;
}

/**
 * The list flow's input for this LAND, or null when the viewer does not hold it, it is staked or listed already, its
 * market panel is not loaded, or the market's own List (from the holdings) is offered for it.
 */
export function landListOffer(
  row: LandRow,
  detail: ItemDetail | null,
  holdings: readonly InventoryRow[],
  where: LandListWhere,
  symbols: Symbols,
): Omit<ListInput, 'viewer' | 'reportTo'> | null {
  const itemId = landItemId(row);
  if (!where.viewer || !row.holders.includes(where.viewer) || row.staked || row.listing) return null;
  if (!detail || detail.item.itemId !== itemId) return null;
  if (holdings.some((h) => h.item.itemId === itemId && sameAddress(h.nft, detail.nft))) return null;
  const held: InventoryRow = { item: detail.item, nft: detail.nft, tokenId: row.tokenId, quantity: 1, staked: 0, listed: [] };
  const input = listInput(detailScope(where.network, itemId), where.network, held, symbols);
  return row.block === null ? input : { ...input, land: { land_code: where.city, network: where.network, itemId: row.block } };
}
