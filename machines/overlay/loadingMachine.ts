// Loading overlay: counts concurrent loads and closes when they are all done or the time limit passes.
import { assign, setup } from 'xstate';
import { MAX_CONCURRENT_LOADS, TIMING } from '../constants';

export interface LoadingContext {
  /** Loads still running, at most MAX_CONCURRENT_LOADS. */
  count: number;
  /** Time-out of the current opening, in ms. */
  limitMs: number;
}

export type LoadingEvent =
  /** `long` asks for the 'inf' limit, for chain calls that wait on a block. */
  { type: 'LOADING.SHOW'; long?: boolean } | { type: 'LOADING.HIDE' };

export const loadingMachine = setup({
  types: {
    context: {} as LoadingContext,
    events: {} as LoadingEvent,
  },
  guards: {
    moreThanOneLoad: ({ context }) => context.count > 1,
  },
  delays: {
    loadingLimit: ({ context }) => context.limitMs,
  },
  actions: {
    countLoad: assign(({ context, event }) => {
      const requested = event.type === 'LOADING.SHOW' && event.long === true ? TIMING.infLoadingMs : TIMING.maxLoadingMs;
      return {
        count: Math.min(context.count + 1, MAX_CONCURRENT_LOADS),
        // A short load that starts while a long chain call is still waiting must not cut the long one off,
        // so an opening keeps the longest limit asked for since it opened.
        limitMs: context.count === 0 ? requested : Math.max(context.limitMs, requested),
      };
    }),
    uncountLoad: assign({ count: ({ context }) => context.count - 1 }),
    reset: assign({ count: 0, limitMs: TIMING.maxLoadingMs }),
  },
}).createMachine({
  id: 'loading',
  description: 'Loading overlay: a capped counter of running loads with a time-out that each new load restarts.',
  context: { count: 0, limitMs: TIMING.maxLoadingMs },
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        'LOADING.SHOW': { target: 'visible', actions: 'countLoad' },
      },
    },
    visible: {
      after: {
        // A load that never reports back must not lock the page behind the overlay.
        loadingLimit: { target: 'hidden', actions: 'reset' },
      },
      on: {
        // Re-entering restarts the time-out: each show resets it.
        'LOADING.SHOW': { target: 'visible', reenter: true, actions: 'countLoad' },
        'LOADING.HIDE': [
          { guard: 'moreThanOneLoad', actions: 'uncountLoad' },
          { target: 'hidden', actions: 'reset' },
        ],
      },
    },
  },
});
