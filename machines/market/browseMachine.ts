// Market browse (market/{tab_page}): the page sends the query its URL names (BROWSE.SHOW); the flow fetches one page of
// item cards per new query or new visit (never twice for the same one, so StrictMode and re-renders cost nothing),
// shows loading, the cards or a failure with Retry, and logs a market visit (5001) per visit and a search (5000).
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { isNotOffered } from '@common/api/notOffered';
import { PAGE_SIZE } from '../constants';
import { apiErrorMessage } from '../shared/apiErrors';
import type { Message } from '../shared/message';
import { BROWSE_MESSAGE } from './messages';
import type { BrowseQuery, FetchItemsInput, ItemPage, MarketLogInput } from './types';
import { sameQuery } from './query';
import type { ItemCard } from '@common/api/marketItems';

export interface BrowseContext {
  /** The query shown (or being fetched); null before the page first says which. */
  query: BrowseQuery | null;
  /** The page visit the query came from: a new visit fetches again and logs a visit. */
  visit: number | null;
  rows: ItemCard[];
  total: number;
  notice: Message | null;
  /** The search last seen in this visit: a different non-empty one is a search to log. */
  seenSearch: string;
  /** Why the last page's category, grade and standard filters did not apply (ItemPage.limited); kept while the next loads. */
  limited: ItemPage['limited'] | null;
}

export type BrowseEvent =
  | { type: 'BROWSE.SHOW'; query: BrowseQuery; visit: number }
  /** A visit to the market that shows no item cards (the LAND view): logged as a visit (5001), nothing fetched. */
  | { type: 'BROWSE.VISIT'; visit: number }
  | { type: 'BROWSE.RETRY' };

export const browseMachine = setup({
  types: {
    context: {} as BrowseContext,
    events: {} as BrowseEvent,
  },
  actors: {
    fetchItems: fromPromise<ItemPage, FetchItemsInput>(async () => {
      throw new Error('fetchItems not provided');
    }),
    /**
     * Best effort: the provided actor never rejects (it swallows its own failures; a visitor without a session logs
     * nothing), because a spawned child's failure would stop this flow. The placeholder still fails loudly.
     */
    saveLog: fromPromise<void, MarketLogInput>(async () => {
      throw new Error('saveLog not provided');
    }),
  },
  guards: {
    /** The server does not offer this call (an extension, common/api/extensions.ts): the page says so instead of Retry. */
    notOffered: ({ event }) => isNotOffered((event as { error?: unknown }).error),
    isNewVisit: ({ context, event }) => event.type === 'BROWSE.VISIT' && event.visit !== context.visit,
    isNewRequest: ({ context, event }) => event.type === 'BROWSE.SHOW' && (event.visit !== context.visit || !sameQuery(event.query, context.query)),
  },
  actions: {
    /** Takes the query and logs what it means: a new visit, a new search. */
    show: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'BROWSE.SHOW') return;
      const newVisit = event.visit !== context.visit;
      const search = event.query.search;
      if (newVisit) enqueue.spawnChild('saveLog', { input: { kind: 'visit' } });
      if (search !== '' && (newVisit || search !== context.seenSearch)) enqueue.spawnChild('saveLog', { input: { kind: 'search', search } });
      // The count stays until the answer, so the page links do not jump while the next page loads.
      enqueue.assign({ query: event.query, visit: event.visit, seenSearch: search, notice: null, rows: [] });
    }),
    /** Logs the visit; the query stays, so the items view of the same visit fetches without a second visit log. */
    visit: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'BROWSE.VISIT') return;
      enqueue.spawnChild('saveLog', { input: { kind: 'visit' } });
      enqueue.assign({ visit: event.visit });
    }),
  },
}).createMachine({
  id: 'marketBrowse',
  description:
    'Market browse: fetches one page of item cards for each new query or visit the page sends (never twice for the same one), with loading, the cards ' +
    '(and whether the category, grade and standard filters applied), and a failure with Retry; logs a market visit (5001) per visit and a search by ' +
    'name (5000).',
  context: { query: null, visit: null, rows: [], total: 0, notice: null, seenSearch: '', limited: null },
  initial: 'idle',
  on: {
    'BROWSE.SHOW': { guard: 'isNewRequest', target: '.loading', reenter: true, actions: 'show' },
    'BROWSE.VISIT': { guard: 'isNewVisit', actions: 'visit' },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        id: 'fetchItems',
        src: 'fetchItems',
        input: ({ context }) => ({ ...context.query!, count: PAGE_SIZE.marketItems }),
        onDone: {
          target: 'ready',
          actions: assign({
            rows: ({ event }) => event.output.rows,
            total: ({ event }) => event.output.total,
            limited: ({ event }) => event.output.limited ?? null,
          }),
        },
        onError: [
          { guard: 'notOffered', target: 'notOffered', actions: assign({ rows: [], total: 0 }) },
          {
            target: 'failed',
            actions: assign({ rows: [], total: 0, notice: ({ event }) => apiErrorMessage(event.error, BROWSE_MESSAGE.listFailed) }),
          },
        ],
      },
    },
    ready: {},
    /** Browsing is not offered by this server: said with no Retry (a new query asks again). */
    notOffered: {},
    failed: {
      on: { 'BROWSE.RETRY': { target: 'loading', actions: assign({ notice: null }) } },
    },
  },
});
