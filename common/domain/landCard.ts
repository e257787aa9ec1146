// A LAND card: one owned (or staked) LAND as the staking popup, the staking tab, my page's land tab and the sale results show it.
import type { CityKey } from './land';

/** A LAND the user owns (or staked), as the staking popup and the staking tab show it (spec section 3, LAND card). */
export interface LandCard {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  tokenId: string;
  nftId: string;
  name: string;
  imageUrl: string;
  isErc1155: boolean;
  /** Owned (or staked) quantity; 1 for ERC-721. */
  maxQuantity: number;
  landType: string;
  /** Its city, when known (the chain's map id): the card shows the parcel's place on that city's map. */
  city?: CityKey | null;
}
