// What views read of the map flow: one parcel as the hover card, list and detail show it, the block under the pointer.
import { type CityMap, PARCEL_FLAG, type ParcelListing } from '@common/api/landMap';
import type { SnapshotFrom } from 'xstate';
import type { landMapMachine } from './landMapMachine';

type Snapshot = SnapshotFrom<typeof landMapMachine>;

/** A parcel's state as the map tells it (first that applies): listed on the market, staked, owned, or still unsold. */
export type ParcelState = 'forSale' | 'staked' | 'owned' | 'unsold';

export interface ParcelInfo {
  index: number;
  tokenId: string;
  /** `${map name} LAND #${tokenId}`, as the API names LAND. */
  name: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  premium: boolean;
  erc1155: boolean;
  /** Lower-case address of the owner (the staker or seller of a staked or listed parcel), or null. */
  owner: string | null;
  /** The cheapest open listing, or null. */
  listing: ParcelListing | null;
  state: ParcelState;
}

export function parcelInfo(data: CityMap, p: number): ParcelInfo {
  const i = p * 4;
  const flags = data.flags[p]!;
  const o = data.ownerOf[p]!;
  const l = data.listingOf[p]!;
  const listing = l >= 0 ? data.listings[l]! : null;
  const staked = (flags & PARCEL_FLAG.staked) !== 0;
  const sold = (flags & PARCEL_FLAG.sold) !== 0;
  return {
    index: p,
    tokenId: data.tokenIds[p]!,
    name: `${data.name} LAND #${data.tokenIds[p]!}`,
    x1: data.rects[i]!,
    y1: data.rects[i + 1]!,
    x2: data.rects[i + 2]!,
    y2: data.rects[i + 3]!,
    premium: (flags & PARCEL_FLAG.premium) !== 0,
    erc1155: (flags & PARCEL_FLAG.erc1155) !== 0,
    owner: o >= 0 ? data.owners[o]! : null,
    listing,
    state: listing ? 'forSale' : staked ? 'staked' : sold || o >= 0 ? 'owned' : 'unsold',
  };
}

/** The view of the flow: 'loading' before the first data of the city, 'failed' without data, else 'ready'. */
export const selectMapView = (s: Snapshot): 'loading' | 'ready' | 'failed' => (s.matches('failed') ? 'failed' : s.context.data ? 'ready' : 'loading');
export const selectHovered = (s: Snapshot): number => s.context.hovered;
/** The hovered block's category (-1..7), or null outside the city or before the data. */
export const selectHoverCategory = (s: Snapshot): number | null =>
  s.context.data && s.context.hoverBlock >= 0 ? s.context.data.blocks[s.context.hoverBlock]! : null;
export const selectBlockSize = (s: Snapshot): number => s.context.camera.size;
export const selectData = (s: Snapshot): CityMap | null => s.context.data;
export const selectLayers = (s: Snapshot) => s.context.layers;
/**
 * True when the map was drawn from the spec's GetLandData (its parcels carry block ids), whose rows do not say what is
 * staked: only the viewer's own stakes and LAND held by the staking contract are marked, so the legend says so.
 */
export const stakesPartly = (data: CityMap | null): boolean => data?.blockIds !== undefined;
export const selectStakesPartly = (s: Snapshot): boolean => stakesPartly(s.context.data);
export const selectError = (s: Snapshot) => s.context.error;
