// The main notice popup on Home: read from the config (GetWebConfig) once per session, shown until closed or followed to Event / Event-Vote.
import { assign, fromPromise, setup } from 'xstate';
import type { MainNoticeConfig } from '@common/api/events';
import type { MainNoticeOutput } from './types';

export interface MainNoticeContext {
  notice: MainNoticeConfig | null;
}

/** GO: one of the popup's buttons (the view navigates to event or event/vote); CLOSE: the close button, Esc or the backdrop. */
export type MainNoticeEvent = { type: 'MAIN_NOTICE.CLOSE' } | { type: 'MAIN_NOTICE.GO'; to: 'event' | 'eventVote' };

export const mainNoticeMachine = setup({
  types: {
    context: {} as MainNoticeContext,
    events: {} as MainNoticeEvent,
  },
  actors: {
    fetchMainNotice: fromPromise<MainNoticeOutput, void>(async () => {
      throw new Error('fetchMainNotice not provided');
    }),
  },
  guards: {
    hasNotice: (_, notice: MainNoticeOutput) => notice !== null,
  },
}).createMachine({
  id: 'mainNotice',
  description:
    'Main notice popup on Home: reads the config once per session (the flow outlives the page); opens when it holds an open notice, closes on Close or ' +
    'on its Event / Event-Vote buttons. A config that cannot be read shows nothing.',
  context: { notice: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchMainNotice',
        src: 'fetchMainNotice',
        onDone: [
          { guard: { type: 'hasNotice', params: ({ event }) => event.output }, target: 'open', actions: assign({ notice: ({ event }) => event.output }) },
          { target: 'closed' },
        ],
        // No notice is better than an error popup on Home.
        onError: 'closed',
      },
    },
    open: {
      on: {
        'MAIN_NOTICE.CLOSE': 'closed',
        'MAIN_NOTICE.GO': 'closed',
      },
    },
    // Not final: the flow stays attached, so Home does not open the popup again in this session.
    closed: {},
  },
});
