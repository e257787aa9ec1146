// The event page's flow: loads the current events and the event purchase offer, one vote per event (choose, vote, tally),
// a refused second vote or ended event, a failure with Retry that keeps the choice, the notice and purchase popups, logs 5200/5201.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { EventProduct, EventRecord } from '@common/api/events';
import { EVENT_ERRORS } from '@common/api/eventCodes';
import { isNotOffered } from '@common/api/notOffered';
import { SALE_POPUP_ID } from '../mysteryBox/popup';
import { apiErrorMessage } from '../shared/apiErrors';
import { appActors } from '../shared/system';
import { message, type Message } from '../shared/message';
import { EVENT_MESSAGE } from './messages';
import type { CastVoteInput, CastVoteOutput, EventLogInput, EventsData, EventVoteInput } from './types';

export interface EventVoteContext {
  signedIn: boolean;
  /** The page visit the data was loaded for (the page sends a new number per mount). */
  visit: number | null;
  /** The visit's 5200 log waits for its load: the log refreshes the game token, which replaces the session cookie a load sent at the same time would carry. */
  logPending: boolean;
  events: EventRecord[];
  products: EventProduct[];
  /** The event whose vote is on screen. */
  selected: number | null;
  /** The choice picked and not yet sent; kept through a failure so Retry sends it again. */
  choice: string | null;
  notice: Message | null;
  noticeOpen: boolean;
  purchaseOpen: boolean;
}

export type EventVoteEvent =
  | { type: 'EVENTS.VISIT'; visit: number }
  | { type: 'EVENTS.SESSION'; signedIn: boolean }
  | { type: 'EVENTS.RETRY' }
  | { type: 'EVENTS.SELECT'; eventId: number }
  | { type: 'EVENTS.CHOOSE'; choice: string }
  | { type: 'EVENTS.VOTE' }
  | { type: 'EVENTS.NOTICE_OPEN' }
  | { type: 'EVENTS.NOTICE_CLOSE' }
  | { type: 'EVENTS.PURCHASE_OPEN' }
  | { type: 'EVENTS.PURCHASE_CLOSE' }
  /** The purchase popup's Buy: the 4th LAND sale popup takes over (its flow does the allowance and the purchase). */
  | { type: 'EVENTS.PURCHASE_BUY' };

/** What a failed invoke hands its transitions. */
type ErrorArgs = { event: { error: unknown } };

const selectedOf = (c: EventVoteContext) => c.events.find((e) => e.id === c.selected) ?? null;
const errorKey = (error: unknown) => (error as { key?: unknown } | null)?.key;

/** Keeps the selected event when it is still listed, else the first open one (else the first). */
function pick(events: EventRecord[], selected: number | null): number | null {
  if (selected !== null && events.some((e) => e.id === selected)) return selected;
  return (events.find((e) => e.open) ?? events[0])?.id ?? null;
}

export const eventVoteMachine = setup({
  types: {
    context: {} as EventVoteContext,
    events: {} as EventVoteEvent,
    input: {} as EventVoteInput,
  },
  actors: {
    fetchEvents: fromPromise<EventsData, void>(async () => {
      throw new Error('fetchEvents not provided');
    }),
    castVote: fromPromise<CastVoteOutput, CastVoteInput>(async () => {
      throw new Error('castVote not provided');
    }),
    saveLog: fromPromise<void, EventLogInput>(async () => {
      throw new Error('saveLog not provided');
    }),
  },
  guards: {
    /** The server has no event_list (an extension): the page says events are not offered, with no Retry. */
    notOffered: ({ event }) => isNotOffered((event as { error?: unknown }).error),
    isNewVisit: ({ context, event }) => event.type === 'EVENTS.VISIT' && event.visit !== context.visit,
    isSessionChange: ({ context, event }) => event.type === 'EVENTS.SESSION' && event.signedIn !== context.signedIn,
    hasOpenEvent: (_, data: EventsData) => data.events.some((e) => e.open),
    hasMyVote: ({ context }) => selectedOf(context)?.myChoice != null,
    isSelectedClosed: ({ context }) => selectedOf(context)?.open === false,
    isOtherEvent: ({ context, event }) =>
      event.type === 'EVENTS.SELECT' && event.eventId !== context.selected && context.events.some((e) => e.id === event.eventId),
    isChoiceOfSelected: ({ context, event }) => event.type === 'EVENTS.CHOOSE' && (selectedOf(context)?.choices.some((c) => c.code === event.choice) ?? false),
    canVote: ({ context }) => context.signedIn && context.choice !== null,
    needsLogin: ({ context }) => !context.signedIn,
    isAlreadyVoted: (_, error: unknown) => errorKey(error) === EVENT_ERRORS.alreadyVoted,
    isClosedError: (_, error: unknown) => errorKey(error) === EVENT_ERRORS.closed,
    isAuthError: (_, error: unknown) => errorKey(error) === 'error-msg-auth',
    hasNotice: ({ context }) => (selectedOf(context)?.notice ?? '') !== '',
    hasProducts: ({ context }) => context.products.length > 0,
    isPurchaseOpen: ({ context }) => context.purchaseOpen,
  },
  actions: {
    take: assign(({ context }, data: EventsData) => ({ events: data.events, products: data.products, selected: pick(data.events, context.selected) })),
    /** The API said the selected event has ended: shown as closed without asking again. */
    markClosed: assign(({ context }) => ({ events: context.events.map((e) => (e.id === context.selected ? { ...e, open: false } : e)) })),
    merge: assign(({ context }, record: EventRecord) => ({
      events: context.events.map((e) => (e.id === record.id ? record : e)),
      choice: null,
      notice: message(EVENT_MESSAGE.voted),
    })),
    setNotice: assign((_, notice: Message | null) => ({ notice })),
    newVisit: assign(({ event }) => (event.type === 'EVENTS.VISIT' ? { visit: event.visit, logPending: true } : {})),
    logVisit: enqueueActions(({ context, enqueue }) => {
      if (!context.logPending) return;
      enqueue.assign({ logPending: false });
      enqueue.spawnChild('saveLog', { input: { action: 'eventPage' } });
    }),
  },
}).createMachine({
  id: 'events',
  description:
    'Event page: loads the current events, shows one vote at a time (choose, vote, the tally after voting), a refused second vote or ended event, a ' +
    "failure with Retry keeping the choice, 'Next Event will be opened soon' when none is open, the event notice and purchase popups (log 5201); log " +
    '5200 per visit.',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    visit: null,
    logPending: false,
    events: [],
    products: [],
    selected: null,
    choice: null,
    notice: null,
    noticeOpen: false,
    purchaseOpen: false,
  }),
  initial: 'idle',
  on: {
    'EVENTS.VISIT': { guard: 'isNewVisit', target: '.loading', actions: 'newVisit' },
    // Another user (or none) sees other votes of their own: load again.
    'EVENTS.SESSION': {
      guard: 'isSessionChange',
      target: '.loading',
      actions: assign({ signedIn: ({ event }) => event.signedIn, choice: null, notice: null }),
    },
    'EVENTS.NOTICE_OPEN': { guard: 'hasNotice', actions: assign({ noticeOpen: true }) },
    'EVENTS.NOTICE_CLOSE': { actions: assign({ noticeOpen: false }) },
    'EVENTS.PURCHASE_OPEN': {
      guard: 'hasProducts',
      actions: [assign({ purchaseOpen: true }), enqueueActions(({ enqueue }) => enqueue.spawnChild('saveLog', { input: { action: 'eventPurchase' } }))],
    },
    'EVENTS.PURCHASE_CLOSE': { actions: assign({ purchaseOpen: false }) },
    'EVENTS.PURCHASE_BUY': {
      guard: 'isPurchaseOpen',
      actions: [
        assign({ purchaseOpen: false }),
        enqueueActions((args) =>
          appActors(args).inform({ id: SALE_POPUP_ID, title: message(EVENT_MESSAGE.purchaseTitle), message: message(EVENT_MESSAGE.purchaseTitle) }),
        ),
      ],
    },
  },
  states: {
    idle: {
      on: { 'EVENTS.SESSION': { actions: assign({ signedIn: ({ event }) => event.signedIn }) } },
    },
    loading: {
      entry: assign({ notice: null, noticeOpen: false, purchaseOpen: false }),
      invoke: {
        id: 'fetchEvents',
        src: 'fetchEvents',
        onDone: [
          {
            guard: { type: 'hasOpenEvent', params: ({ event }) => event.output },
            target: 'ready',
            actions: [{ type: 'take', params: ({ event }) => event.output }, 'logVisit'],
          },
          { target: 'none', actions: [{ type: 'take', params: ({ event }) => event.output }, 'logVisit'] },
        ],
        onError: [
          { guard: 'notOffered', target: 'notOffered', actions: 'logVisit' },
          {
            target: 'loadFailed',
            actions: [{ type: 'setNotice', params: ({ event }) => apiErrorMessage(event.error, EVENT_MESSAGE.loadFailed) }, 'logVisit'],
          },
        ],
      },
    },
    /** This server does not offer the event calls: said once; a new visit asks again. */
    notOffered: {},
    loadFailed: {
      on: { 'EVENTS.RETRY': 'loading' },
    },
    /** No event is open: 'Next Event will be opened soon' (ended ones still show their tally). */
    none: {},
    ready: {
      initial: 'route',
      states: {
        route: {
          always: [{ guard: 'hasMyVote', target: 'voted' }, { guard: 'isSelectedClosed', target: 'closed' }, { target: 'choosing' }],
        },
        choosing: {
          on: {
            'EVENTS.CHOOSE': { guard: 'isChoiceOfSelected', actions: assign({ choice: ({ event }) => event.choice, notice: null }) },
            'EVENTS.VOTE': [
              { guard: 'canVote', target: 'voting' },
              { guard: 'needsLogin', actions: { type: 'setNotice', params: message(EVENT_MESSAGE.needLogin) } },
            ],
          },
        },
        voting: {
          entry: assign({ notice: null }),
          // A vote in flight keeps its event: another event is chosen once it is answered.
          on: { 'EVENTS.SELECT': {} },
          // The error's key decides; typed here, as TypeScript cannot infer params inside this list of candidates.
          invoke: {
            id: 'castVote',
            src: 'castVote',
            input: ({ context }) => ({ eventId: context.selected!, choice: context.choice! }),
            onDone: { target: 'voted', actions: { type: 'merge', params: ({ event }) => event.output } },
            onError: [
              { guard: { type: 'isAlreadyVoted', params: ({ event }: ErrorArgs) => event.error }, target: 'alreadyVoted' },
              {
                guard: { type: 'isClosedError', params: ({ event }: ErrorArgs) => event.error },
                target: 'closed',
                actions: ['markClosed', { type: 'setNotice', params: message(EVENT_MESSAGE.closed) }],
              },
              {
                guard: { type: 'isAuthError', params: ({ event }: ErrorArgs) => event.error },
                target: 'choosing',
                actions: { type: 'setNotice', params: message(EVENT_MESSAGE.needLogin) },
              },
              { target: 'failed', actions: { type: 'setNotice', params: ({ event }) => apiErrorMessage(event.error, EVENT_MESSAGE.voteFailed) } },
            ],
          },
        },
        /** The tally is shown with the user's choice. */
        voted: {},
        /** The API already holds a vote of this user: its tally and recorded choice are loaded again. */
        alreadyVoted: {
          entry: assign({ choice: null, notice: message(EVENT_MESSAGE.alreadyVoted) }),
          invoke: { id: 'fetchEvents', src: 'fetchEvents', onDone: { actions: { type: 'take', params: ({ event }) => event.output } } },
        },
        /** The event has ended: its tally, no vote. */
        closed: {
          entry: assign({ choice: null }),
        },
        failed: {
          on: {
            'EVENTS.RETRY': 'voting',
            'EVENTS.CHOOSE': { guard: 'isChoiceOfSelected', target: 'choosing', actions: assign({ choice: ({ event }) => event.choice, notice: null }) },
          },
        },
      },
      on: {
        'EVENTS.SELECT': { guard: 'isOtherEvent', target: '.route', actions: assign({ selected: ({ event }) => event.eventId, choice: null, notice: null }) },
      },
    },
  },
});
