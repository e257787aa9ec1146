// Home's hero text as catalog entries: the page renders them, and index.html's first-render page head
// (scripts/vite/pageHead.ts) reads the same entries from this file, so the text is written once.
import { msg } from '@lingui/core/macro';

export const HERO_TEXT = {
  title: msg`A world of cities you can own`,
  lead: msg`Own LAND, stake it in campaigns for reward boxes, and trade on the marketplace.`,
};
