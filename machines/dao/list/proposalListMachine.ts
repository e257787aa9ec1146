// A page of DAO proposals (the dao page's status tab, category, search and page; the catalyst page's catalyst proposals):
// loads the query its page's URL and network name.
import { assign, fromPromise, setup } from 'xstate';
import { type ProposalListQuery, type ProposalPage, sameProposalQuery } from './types';

export interface ProposalListContext {
  query: ProposalListQuery;
  page: ProposalPage | null;
}

/** SHOW: the page's URL or the network changed the query; RETRY: the Retry button after a failure. */
export type ProposalListEvent = { type: 'PROPOSALS.SHOW'; query: ProposalListQuery } | { type: 'PROPOSALS.RETRY' };

export const proposalListMachine = setup({
  types: {
    context: {} as ProposalListContext,
    events: {} as ProposalListEvent,
    input: {} as ProposalListQuery,
  },
  actors: {
    fetchProposals: fromPromise<ProposalPage, ProposalListQuery>(async () => {
      throw new Error('fetchProposals not provided');
    }),
  },
  guards: {
    isEmpty: (_, page: ProposalPage) => page.rows.length === 0,
    /** Only another query loads again: the page sends its query on every render of a new URL, the flow outlives it. */
    isNewQuery: ({ context }, query: ProposalListQuery) => !sameProposalQuery(context.query, query),
  },
}).createMachine({
  id: 'proposalList',
  description:
    "A page of one network's proposals: loads the query (status, category, search, page) it is given; another query loads again (re-entering drops the " +
    'older answer), a failure offers Retry; an empty page says so.',
  context: ({ input }) => ({ query: input, page: null }),
  initial: 'loading',
  on: {
    'PROPOSALS.SHOW': {
      guard: { type: 'isNewQuery', params: ({ event }) => event.query },
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchProposals',
        src: 'fetchProposals',
        input: ({ context }) => context.query,
        onDone: [
          { guard: { type: 'isEmpty', params: ({ event }) => event.output }, target: 'empty', actions: assign({ page: ({ event }) => event.output }) },
          { target: 'shown', actions: assign({ page: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ page: null }) },
      },
    },
    shown: {},
    empty: {},
    failed: {
      on: { 'PROPOSALS.RETRY': 'loading' },
    },
  },
});
