// The voting-power page: one address's voting power on each network at its latest block, with the breakdown; another
// address (or the page shown again) reads afresh, Retry when no network could be read.
import { assign, fromPromise, setup } from 'xstate';
import { sameVotingPowerQuery, type NetworkPower, type VotingPowerQuery } from './types';

export interface VotingPowerContext {
  query: VotingPowerQuery;
  networks: NetworkPower[];
}

/** SHOW: the page is shown for this address and these networks; RETRY: the Retry button after a failure. */
export type VotingPowerEvent = { type: 'VOTING_POWER.SHOW'; query: VotingPowerQuery } | { type: 'VOTING_POWER.RETRY' };

export const votingPowerMachine = setup({
  types: {
    context: {} as VotingPowerContext,
    events: {} as VotingPowerEvent,
    input: {} as VotingPowerQuery,
  },
  actors: {
    /** Each network's power; rejects only when no network answered. */
    fetchVotingPower: fromPromise<NetworkPower[], VotingPowerQuery>(async () => {
      throw new Error('fetchVotingPower not provided');
    }),
  },
  guards: {
    isNewQuery: ({ context }, query: VotingPowerQuery) => !sameVotingPowerQuery(context.query, query),
    isSameQuery: ({ context }, query: VotingPowerQuery) => sameVotingPowerQuery(context.query, query),
  },
}).createMachine({
  id: 'votingPower',
  description:
    "The voting-power page: an address's voting power per network at the latest block, with its token and LAND breakdown; another address or the page shown again reads afresh; Retry when no network answered.",
  context: ({ input }) => ({ query: input, networks: [] }),
  initial: 'loading',
  on: {
    'VOTING_POWER.SHOW': {
      guard: { type: 'isNewQuery', params: ({ event }) => event.query },
      target: '.loading',
      reenter: true,
      actions: assign({ query: ({ event }) => event.query, networks: [] }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchVotingPower',
        src: 'fetchVotingPower',
        input: ({ context }) => context.query,
        onDone: { target: 'shown', actions: assign({ networks: ({ event }) => event.output }) },
        // A failed refresh shows no stale numbers.
        onError: { target: 'failed', actions: assign({ networks: [] }) },
      },
    },
    shown: {
      on: { 'VOTING_POWER.SHOW': { guard: { type: 'isSameQuery', params: ({ event }) => event.query }, target: 'loading' } },
    },
    failed: {
      on: {
        'VOTING_POWER.RETRY': 'loading',
        'VOTING_POWER.SHOW': { guard: { type: 'isSameQuery', params: ({ event }) => event.query }, target: 'loading' },
      },
    },
  },
});
