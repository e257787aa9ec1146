// The transparency page: loads the treasury balances, proposal counts and funded grants; Retry after a failure, and a
// fresh read each time the page is shown again (the flow outlives the page, the chain moves on).
import { assign, fromPromise, setup } from 'xstate';
import { isNotOffered } from '@common/api/notOffered';
import type { Transparency } from './types';

export interface TransparencyContext {
  data: Transparency | null;
}

/** SHOW: the page is (re)opened; RETRY: the Retry button after a failure. */
export type TransparencyEvent = { type: 'TRANSPARENCY.SHOW' } | { type: 'TRANSPARENCY.RETRY' };

export const transparencyMachine = setup({
  types: {
    context: {} as TransparencyContext,
    events: {} as TransparencyEvent,
  },
  guards: {
    /** The server does not offer the transparency extension (404/501): said once, never retried. */
    notOffered: ({ event }) => isNotOffered((event as { error?: unknown }).error),
  },
  actors: {
    fetchTransparency: fromPromise<Transparency, void>(async () => {
      throw new Error('fetchTransparency not provided');
    }),
  },
}).createMachine({
  id: 'daoTransparency',
  description:
    'The DAO transparency page: the treasury balances read from each chain, proposals by status and funded grants; read again when the page is shown again, Retry after a failure; a server without the call (an extension) is said once.',
  context: { data: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchTransparency',
        src: 'fetchTransparency',
        onDone: { target: 'shown', actions: assign({ data: ({ event }) => event.output }) },
        onError: [{ guard: 'notOffered', target: 'notOffered' }, { target: 'failed' }],
      },
    },
    /** Final for this server: no retry, the page says the report is not offered here. */
    notOffered: {},
    shown: {
      on: { 'TRANSPARENCY.SHOW': 'loading' },
    },
    failed: {
      on: { 'TRANSPARENCY.SHOW': 'loading', 'TRANSPARENCY.RETRY': 'loading' },
    },
  },
});
