// The activity page: the signed-in account's registered wallets and each one's proposals, votes and comments; a visitor
// is asked to log in, another account (or the page shown again) loads afresh, Retry after a failure.
import { assign, fromPromise, setup } from 'xstate';
import { isNotOffered } from '@common/api/notOffered';
import type { ActivityQuery, WalletActivity } from './types';

export interface ActivityContext {
  /** The signed-in user, null for a visitor. */
  user: ActivityQuery | null;
  wallets: WalletActivity[];
}

/** SHOW: the page is shown for this user (null: signed out); RETRY: the Retry button after a failure. */
export type ActivityEvent = { type: 'ACTIVITY.SHOW'; user: ActivityQuery | null } | { type: 'ACTIVITY.RETRY' };

export const activityMachine = setup({
  types: {
    context: {} as ActivityContext,
    events: {} as ActivityEvent,
  },
  actors: {
    fetchActivity: fromPromise<WalletActivity[], ActivityQuery>(async () => {
      throw new Error('fetchActivity not provided');
    }),
  },
  guards: {
    signedOut: (_, user: ActivityQuery | null) => user === null,
    otherUser: ({ context }, user: ActivityQuery | null) => user?.userId !== context.user?.userId,
    sameUser: ({ context }, user: ActivityQuery | null) => user !== null && user.userId === context.user?.userId,
    /** The server does not offer the activity extension (404/501): said once, never retried. */
    notOffered: ({ event }) => isNotOffered((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'daoActivity',
  description:
    "The DAO activity page: the signed-in account's wallets with their proposals, votes and comments; a visitor is asked to log in; another account or the page shown again loads afresh; Retry after a failure; a server without the call (an extension) is said once.",
  context: { user: null, wallets: [] },
  // Nothing is known until the page says who is signed in (its first ACTIVITY.SHOW, sent on mount).
  initial: 'idle',
  on: {
    'ACTIVITY.SHOW': [
      {
        guard: { type: 'signedOut', params: ({ event }) => event.user },
        target: '.signedOut',
        reenter: true,
        actions: assign({ user: null, wallets: [] }),
      },
      {
        guard: { type: 'otherUser', params: ({ event }) => event.user },
        target: '.loading',
        reenter: true,
        actions: assign({ user: ({ event }) => event.user, wallets: [] }),
      },
    ],
  },
  states: {
    idle: {},
    signedOut: {},
    loading: {
      invoke: {
        id: 'fetchActivity',
        src: 'fetchActivity',
        input: ({ context }) => context.user!,
        onDone: { target: 'shown', actions: assign({ wallets: ({ event }) => event.output }) },
        onError: [{ guard: 'notOffered', target: 'notOffered' }, { target: 'failed' }],
      },
    },
    /** This server has no activity call: the page says so; only a sign-out or another account leaves it. */
    notOffered: {},
    shown: {
      on: { 'ACTIVITY.SHOW': { guard: { type: 'sameUser', params: ({ event }) => event.user }, target: 'loading' } },
    },
    failed: {
      on: {
        'ACTIVITY.RETRY': 'loading',
        'ACTIVITY.SHOW': { guard: { type: 'sameUser', params: ({ event }) => event.user }, target: 'loading' },
      },
    },
  },
});
