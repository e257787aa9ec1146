// Home's featured listings: a few cards of the market (spec 7's market_item_list) loaded once, with Retry after a failure.
import { assign, fromPromise, setup } from 'xstate';
import type { Network } from '@common/api/market';
import type { MarketLang } from '../market/browseTypes';

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

export interface FeaturedContext {
  query: FeaturedQuery;
  cards: readonly FeaturedCard[];
}

/** SHOW: the page's language changed (names come translated); RETRY: the Retry button after a failure. */
export type FeaturedEvent = { type: 'FEATURED.SHOW'; query: FeaturedQuery } | { type: 'FEATURED.RETRY' };

const sameQuery = (a: FeaturedQuery, b: FeaturedQuery) => a.network === b.network && a.lang === b.lang && a.count === b.count;

export const featuredMachine = setup({
  types: {
    context: {} as FeaturedContext,
    events: {} as FeaturedEvent,
    input: {} as FeaturedQuery,
  },
  actors: {
    fetchFeatured: fromPromise<readonly FeaturedCard[], FeaturedQuery>(async () => {
      throw new Error('fetchFeatured not provided');
    }),
  },
  guards: {
    isEmpty: (_, cards: readonly FeaturedCard[]) => cards.length === 0,
    // The page sends its query on every render; the flow outlives the page, so only another query loads again.
    isNewQuery: ({ context }, query: FeaturedQuery) => !sameQuery(context.query, query),
  },
}).createMachine({
  id: 'homeFeatured',
  description:
    "Home's featured listings: loads the first cards of a network's market (at most `count`); another language loads again, a failure offers Retry, none says so.",
  context: ({ input }) => ({ query: input, cards: [] }),
  initial: 'loading',
  on: {
    'FEATURED.SHOW': {
      guard: { type: 'isNewQuery', params: ({ event }) => event.query },
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchFeatured',
        src: 'fetchFeatured',
        input: ({ context }) => context.query,
        onDone: [
          { guard: { type: 'isEmpty', params: ({ event }) => event.output }, target: 'empty', actions: assign({ cards: [] }) },
          { target: 'shown', actions: assign({ cards: ({ context, event }) => event.output.slice(0, context.query.count) }) },
        ],
        onError: { target: 'failed', actions: assign({ cards: [] }) },
      },
    },
    shown: {},
    empty: {},
    failed: {
      on: { 'FEATURED.RETRY': 'loading' },
    },
  },
});

export type FeaturedView = 'loading' | 'shown' | 'empty' | 'failed';
/** Which of the four the view renders. */
export const selectFeaturedView = (s: { value: unknown }): FeaturedView => s.value as FeaturedView;
