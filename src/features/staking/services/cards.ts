// Builds the LAND cards the staking views show: coordinates and quantity from the chain, name and image from the API.
import { LAND_MAPS } from '@common/domain/land';
import type { LandCard } from '@common/domain/landCard';
import { safeHttpUrl } from '@common/security/safeUrl';

/** What the LAND contracts store per token (landOf). */
export interface ChainLand {
  mapId: number;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  premium: boolean;
}

/** Card details the API knows (name, image); only these are taken from it. */
export interface CardDetails {
  name: string;
  imageUrl: string;
  nftId: string;
}

/** Size label of a LAND type: width x height, then P for premium parcels (e.g. 2x1P). */
export function landTypeOf(land: Pick<ChainLand, 'x1' | 'y1' | 'x2' | 'y2' | 'premium'>): string {
  return `${land.x2 - land.x1 + 1}x${land.y2 - land.y1 + 1}${land.premium ? 'P' : ''}`;
}

export function buildCard(tokenId: string, isErc1155: boolean, quantity: number, land: ChainLand, details: CardDetails | undefined): LandCard {
  return {
    x1: land.x1,
    y1: land.y1,
    x2: land.x2,
    y2: land.y2,
    tokenId,
    nftId: details?.nftId ?? tokenId,
    name: details?.name ?? `LAND #${tokenId}`,
    // Only http(s) image URLs reach an <img src>; anything else shows no image.
    imageUrl: safeHttpUrl(details?.imageUrl),
    isErc1155,
    maxQuantity: isErc1155 ? quantity : 1,
    landType: landTypeOf(land),
    city: LAND_MAPS.find((m) => m.mapId === land.mapId)?.city,
  };
}

/** Cards in a stable order: by token id as a number. */
export function sortCards(cards: LandCard[]): LandCard[] {
  return [...cards].sort((a, b) => (BigInt(a.tokenId) < BigInt(b.tokenId) ? -1 : BigInt(a.tokenId) > BigInt(b.tokenId) ? 1 : 0));
}
