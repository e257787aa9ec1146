// DVI tab texts: what DVI and DVG are, how they are earned and where to see them (guide/dvi/{wIdx}).
import { msg } from '@lingui/core/macro';
import { type GuideSubPage, text } from './types';

export const DVI_GUIDE: GuideSubPage[] = [
  {
    title: msg`What DVI is`,
    blocks: [
      text(msg`DVI is the currency of the world: LAND prices on the map and rewards in the game are counted in DVI.`),
      text(msg`DVG is the token you earn by staking LAND. Your balances are shown in the top bar once you are signed in.`),
    ],
  },
  {
    title: msg`Earning DVI and DVG`,
    blocks: [
      text(msg`Staking LAND in a campaign yields DVG and reward boxes. Earned DVG is added to your world balance.`),
      text(msg`Events and creator contests give DVI rewards: look for them in the news and on the event page.`),
    ],
  },
  {
    title: msg`Your rewards`,
    blocks: [text(msg`My page shows your LAND, staking and inventory. Reward boxes you claimed are sent to your wallet: check My NFTs.`)],
  },
];
