// Home's featured listings: a few cards of the market (spec 7's market_item_list) loaded once, with Retry after a failure.
import type { SnapshotFrom } from 'xstate';
import { createQueryMachine } from '../shared/queryMachine';
import type { Network } from '@common/api/market';
import type { MarketLang } from '../market/types';

/** What the hero shows: the first cards of a network's market in the page's language. */
export interface FeaturedQuery {
  network: Network;
  lang: MarketLang;
  count: number;
}

/** One listing as the hero shows it: the market row's item, name, picture, standard and unit price (decimal coins). */
export interface FeaturedCard {
  /** The item page's id (the row's nft_id). */
  itemId: string;
  /** The listing's row id (one item can be listed more than once). */
  id: number;
  /** The API's name; views show LAND names with the city's label. */
  name: string;
  picture: string;
  standard: '721' | '1155';
  price: string;
}

const sameQuery = (a: FeaturedQuery, b: FeaturedQuery) => a.network === b.network && a.lang === b.lang && a.count === b.count;

/** The generic loader (machines/shared/queryMachine.ts) configured: another language loads again, none says so. */
export const featuredMachine = createQueryMachine<FeaturedQuery, readonly FeaturedCard[]>({
  id: 'homeFeatured',
  description:
    "Home's featured listings: loads the first cards of a network's market (at most `count`); another language loads again, a failure offers Retry, " +
    'none says so.',
  same: sameQuery,
  isEmpty: (cards) => cards.length === 0,
});

export type FeaturedView = 'loading' | 'shown' | 'empty' | 'failed';
/** Which of the four the view renders. */
export const selectFeaturedView = (s: { value: unknown }): FeaturedView => s.value as FeaturedView;
/** The cards shown: at most the query's count of the answer. */
export const selectFeaturedCards = (s: SnapshotFrom<typeof featuredMachine>): readonly FeaturedCard[] =>
  s.matches('shown') ? (s.context.data ?? []).slice(0, s.context.query.count) : [];
