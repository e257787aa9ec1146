// Creator tab texts: what creators make, building a space, publishing to the market (guide/creator/{wIdx}).
import { msg } from '@lingui/core/macro';
import { type GuideSubPage, steps, text } from './types';

export const CREATOR_GUIDE: GuideSubPage[] = [
  {
    title: msg`What creators make`,
    blocks: [
      text(
        msg`Creators design the spaces, buildings and items other players visit and use: from a 1x1 café to a 3x3 concert hall, from clothes to riding pets.`,
      ),
      text(msg`Every creation lives on LAND. Owning LAND in a city gives you a place to build and to show your work.`),
    ],
  },
  {
    title: msg`Building a space`,
    blocks: [
      steps(
        msg`Open the game client and go to a LAND parcel you own.`,
        msg`Open the build menu and place buildings from your inventory: their size must fit the parcel.`,
        msg`Decorate with housing items and set who may visit.`,
      ),
      text(msg`Building boxes from staking rewards hold new buildings to place.`),
    ],
  },
  {
    title: msg`Publishing to the market`,
    blocks: [
      text(msg`Items you own can be listed on the marketplace. Buyers pay in the payment token of the item's network; the market keeps a small fee.`),
      text(msg`Join the creator contests announced in the news: winners are featured on Home.`),
    ],
  },
];
