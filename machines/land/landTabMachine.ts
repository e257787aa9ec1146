// My page land tab: the tab sends whose LAND to show (LANDTAB.SHOW); the flow loads the user's LAND in every city once
// per new owner or visit, shows it, 'no wallet registered' or a failure with Retry, and reloads it in place (LANDTAB.RELOAD).
import { assign, fromPromise, setup } from 'xstate';
import { apiErrorMessage } from '../shared/apiErrors';
import type { Message } from '../shared/message';
import type { LoadMyLandInput, LoadMyLandOutput, MyLand } from './types';

export type { MyLand, MyLandState } from './types';

export const LAND_TAB_MESSAGE = {
  /** The catalog id of the failure when the API gives no reason of its own. */
  failed: 'land.tabFailed',
} as const;

export interface LandTabContext {
  /** The signed-in user's registered wallet, null when they have none. */
  owner: string | null;
  visit: number | null;
  /** Whether a LANDTAB.SHOW was received (before it the tab shows nothing decided). */
  asked: boolean;
  lands: MyLand[];
  notice: Message | null;
}

export type LandTabEvent = { type: 'LANDTAB.SHOW'; owner: string | null; visit: number } | { type: 'LANDTAB.RETRY' } | { type: 'LANDTAB.RELOAD' };

const sameOwner = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

export const landTabMachine = setup({
  types: {
    context: {} as LandTabContext,
    events: {} as LandTabEvent,
  },
  actors: {
    loadMyLand: fromPromise<LoadMyLandOutput, LoadMyLandInput>(async () => {
      throw new Error('loadMyLand not provided');
    }),
  },
  guards: {
    isNewRequest: ({ context, event }) =>
      event.type === 'LANDTAB.SHOW' && (!context.asked || event.visit !== context.visit || !sameOwner(context.owner, event.owner)),
    hasOwner: ({ context }) => context.owner !== null,
  },
  actions: {
    show: assign(({ context, event }) => {
      if (event.type !== 'LANDTAB.SHOW') return {};
      // Another owner never shows the previous one's LAND while it loads.
      return { owner: event.owner, visit: event.visit, asked: true, notice: null, lands: sameOwner(context.owner, event.owner) ? context.lands : [] };
    }),
    fail: assign((_, notice: Message) => ({ lands: [], notice })),
  },
}).createMachine({
  id: 'landTab',
  description:
    "My page land tab: loads the signed-in user's LAND in every city (owned, listed, staked) for each new owner or visit, shows it, 'no wallet " +
    "registered' or a failure with Retry, and reloads in place.",
  context: { owner: null, visit: null, asked: false, lands: [], notice: null },
  initial: 'idle',
  on: {
    'LANDTAB.SHOW': { guard: 'isNewRequest', target: '.checking', reenter: true, actions: 'show' },
  },
  states: {
    idle: {},
    checking: {
      always: [{ guard: 'hasOwner', target: 'loading' }, { target: 'noWallet' }],
    },
    noWallet: {},
    loading: {
      initial: 'first',
      states: {
        first: {},
        /** A reload: the LAND stays on screen while it is read again. */
        again: {},
      },
      invoke: {
        id: 'loadMyLand',
        src: 'loadMyLand',
        input: ({ context }) => ({ owner: context.owner! }),
        onDone: { target: 'ready', actions: assign({ lands: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => apiErrorMessage(event.error, LAND_TAB_MESSAGE.failed) } },
      },
    },
    ready: {
      on: { 'LANDTAB.RELOAD': 'loading.again' },
    },
    failed: {
      on: { 'LANDTAB.RETRY': { target: 'loading', actions: assign({ notice: null }) } },
    },
  },
});

type Snapshot = ReturnType<(typeof landTabMachine)['resolveState']>;

/** What the tab shows: nothing decided yet, loading, no wallet, the LAND, none, or a failure. */
export function selectLandTabView(s: Snapshot): 'loading' | 'noWallet' | 'lands' | 'empty' | 'failed' {
  if (s.matches('noWallet')) return 'noWallet';
  if (s.matches('failed')) return 'failed';
  if (s.matches('ready') || s.matches({ loading: 'again' })) return s.context.lands.length ? 'lands' : 'empty';
  // A new visit of the same owner keeps the LAND on screen while it is read again.
  return s.context.lands.length ? 'lands' : 'loading';
}
export const selectMyLands = (s: Snapshot) => s.context.lands;
export const selectLandTabNotice = (s: Snapshot) => s.context.notice;
