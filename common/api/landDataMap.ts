// A city's map built from the spec's GetLandData (one row per block) when the server has no land_map extension.
import type { z } from 'zod/mini';
import { LOCAL_CHAINS } from '../domain/chains';
import { mapOf, type CityKey } from '../domain/land';
import { PARCEL_FLAG, withIndexes, type CityMap, type ParcelListing } from './landMap';
import type { landDataAnswer } from './market';

type LandData = z.infer<typeof landDataAnswer>['data'];

/** A LAND for sale as the spec's LAND market (lgl0000_ex) and the chain tell it: its token, its block on sale, its listing. */
export interface SaleListing extends Omit<ParcelListing, 'parcel'> {
  tokenId: string;
  /** The block lgl0000_ex lists it on: lgl0001_ex's and lgl0002_ex's itemId. */
  block: number;
}

/**
 * What tells a staked parcel on a GetLandData map, whose rows have no stake field (spec 3, land map item).
 */
export interface StakedHints {
  /** The staking contracts of the city's chain (lower case): a row owned by one is deposited LAND, its staker unknown. */
  custodians?: readonly string[];
  /** The signed-in wallet's staked LAND in the city (market land with owner, stake '1'), as `${tokentype}:${tokenId}`. */
  tokens?: ReadonlySet<string>;
}

/** A parcel's owner and stake from its first row: a staking contract is never shown as the owner (as on land_map). */
function holderOf(row: LandData['rows'][number], hints: StakedHints): { owner: string; staked: boolean } {
  const owner = row.owner_address.toLowerCase();
  if (owner && hints.custodians?.includes(owner)) return { owner: '', staked: true };
  return { owner, staked: hints.tokens?.has(`${row.tokentype}:${row.tokenId}`) ?? false };
}

/**
 * Blocks from each row's category and "x,y"; one parcel per token id (its rectangle spans its blocks), owned by the
 * row's owner_address (sold when it has one), ERC-1155 by tokentype. GetLandData carries no market item ids nor
 * stakes: the LAND for sale come from the spec's LAND market (lgl0000_ex with the chain's listings, `sales`); staked
 * parcels are those `staked` names (a staking contract as the owner, the signed-in wallet's own staked LAND).
 */
export function cityMapFromLandData(data: LandData, city: CityKey, sales: readonly SaleListing[] = [], staked: StakedHints = {}): CityMap {
  const { width, height } = data;
  // Blocks without a row count as building blocks, as on the reference API's own map.
  const blocks = new Int8Array(width * height).fill(1);
  const parcels = new Map<string, { x1: number; y1: number; x2: number; y2: number; owner: string; staked: boolean; erc1155: boolean; block: number }>();
  let chainId = 0;
  for (const row of data.rows) {
    const [x, y] = row.coordinates.split(',').map(Number) as [number, number];
    if (!(x >= 0 && x < width && y >= 0 && y < height)) continue;
    blocks[y * width + x] = row.c;
    if (row.chain_id) chainId = row.chain_id;
    if (!row.tokenId) continue;
    const p = parcels.get(row.tokenId);
    if (!p) parcels.set(row.tokenId, { x1: x, y1: y, x2: x, y2: y, ...holderOf(row, staked), erc1155: row.tokentype === '1155', block: row.id });
    else Object.assign(p, { x1: Math.min(p.x1, x), y1: Math.min(p.y1, y), x2: Math.max(p.x2, x), y2: Math.max(p.y2, y) });
  }
  const list = [...parcels.entries()];
  const owners = [...new Set(list.map(([, p]) => p.owner).filter(Boolean))];
  const ownerIndex = new Map(owners.map((o, i) => [o, i]));
  const rects = new Uint16Array(list.length * 4);
  const flags = new Uint8Array(list.length);
  const ownerOf = new Int32Array(list.length).fill(-1);
  list.forEach(([, p], i) => {
    rects.set([p.x1, p.y1, p.x2, p.y2], i * 4);
    flags[i] = (p.erc1155 ? PARCEL_FLAG.erc1155 : 0) | (p.owner || p.staked ? PARCEL_FLAG.sold : 0) | (p.staked ? PARCEL_FLAG.staked : 0);
    if (p.owner) ownerOf[i] = ownerIndex.get(p.owner)!;
  });
  const map = mapOf(city);
  const blockIds = list.map(([, p]) => p.block);
  const built = withIndexes({
    city,
    mapId: map.mapId,
    name: map.dataName,
    chainId: chainId || LOCAL_CHAINS[map.chain].chainId,
    width,
    height,
    // No ETag here: every load reads GetLandData again.
    version: `landdata-${data.rows.length}`,
    blocks,
    parcelCount: list.length,
    rects,
    flags,
    ownerOf,
    tokenIds: list.map(([id]) => id),
    owners,
    extraOwners: [],
    listings: sales.flatMap(({ tokenId, block: _block, ...l }) => {
      const parcel = list.findIndex(([id]) => id === tokenId);
      return parcel < 0 ? [] : [{ ...l, parcel }];
    }),
  });
  return { ...built, blockIds };
}
