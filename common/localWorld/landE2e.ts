// LAND_E2E: the accounts and Seoul LAND reserved for the LAND map's end-to-end specs (specs import these, never hard-code).
import { landSize } from '../domain/land';
import type { AccountName } from './accounts';
import { seededListing } from './market';
import { WORLD } from './world';

/** One reserved parcel as a spec needs it: where it is on the map and how it is listed, if it is. */
export interface LandE2eParcel {
  tokenId: number;
  standard: 721;
  city: 'seoul';
  /** The parcel's top-left block (x1, y1). */
  x: number;
  y: number;
  /** Its size code ('2x1', '1x1'). */
  size: string;
  /** Who holds it after seeding (for a listed parcel: its seller; for a staked one: its staker). */
  owner: AccountName;
}

export interface LandE2eListing extends LandE2eParcel {
  /** Whole tokens or coins ('150', '0.75'). */
  price: string;
  currency: 'native' | 'token';
  /** LandMarket's item id on BSC-local (the map's listing `index`). */
  index: number;
}

const seoul = WORLD.bsc.lands721;

function parcel(tokenId: number): LandE2eParcel {
  const l = seoul.find((p) => p.tokenId === tokenId);
  if (!l || l.city !== 'seoul') throw new Error(`LAND_E2E: no seeded Seoul LAND ${tokenId}`);
  return { tokenId, standard: 721, city: 'seoul', x: l.x1, y: l.y1, size: landSize(l), owner: l.owner };
}

function listing(tokenId: number): LandE2eListing {
  const l = seededListing('bsc', `land-${tokenId}`);
  return { ...parcel(tokenId), price: l.price, currency: l.currency, index: l.index };
}

/**
 * Who does what in the LAND map e2e specs, all in Seoul on BSC-local (the test wallet starts there). paul (index 17)
 * is the buyer and never meets another spec's account; quinn (18) is the shop and never signs in; rosa (19) holds the
 * staked parcel. Each has 10,000 DVI and a wallet user in the API's seed (wallet login).
 */
export const LAND_E2E = {
  chain: 'bsc',
  city: 'seoul',
  buyer: 'paul',
  seller: 'quinn',
  staker: 'rosa',
  /**
   * quinn's 2x1 LAND 10014 at (40, 30), listed for 150 DVI: paul buys it (approval of exactly 150 DVI, then the
   * trade), it then shows as his; he lists it and unlists it. Bought once per local world: a spec that buys it
   * needs a fresh world (the e2e global setup starts one).
   */
  tokenListing: listing(10014),
  /** quinn's 1x1 LAND 10015 at (43, 30), listed for 0.75 native coin (BNB): the native layer; paul can buy it. */
  nativeListing: listing(10015),
  /** paul's own 1x1 LAND 10016 at (45, 30), not listed, no standing approval: list (approve first) and unlist. */
  owned: parcel(10016),
  /** rosa's 2x2 LAND 10017 at (40, 33), staked in the ongoing 30-day campaign (cannot be withdrawn): the staked layer. */
  staked: { ...parcel(10017), campaignId: WORLD.bsc.stakes.find((s) => s.tokenId === 10017 && s.standard === 721)!.campaignId },
} as const;
