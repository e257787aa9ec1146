// The LAND tab's port types, written once: landTabMachine.ts (its `load` port's input and output), src/features/land/actors.ts and its services use them.
import type { CityKey } from '@common/domain/land';
import type { LandCard } from '@common/domain/landCard';

/** What the user does with a LAND (or some units of an ERC-1155 one): in the wallet, on the market, or staked. */
export type MyLandState = 'owned' | 'listed' | 'staked';

export interface MyLand {
  city: CityKey;
  /** The LAND card; maxQuantity is the units in this state. */
  card: LandCard;
  state: MyLandState;
}

/** Port: the owner's LAND in every city (cards with their state). Rejects with an API or network error. */
export interface LoadMyLandInput {
  owner: string;
}

export type LoadMyLandOutput = MyLand[];
