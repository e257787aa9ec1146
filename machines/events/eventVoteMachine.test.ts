// Event vote flow: model-based coverage of every state and transition (load, choose, vote, voted, already voted, closed,
// failure with Retry keeping the choice, none open), with the logs 5200/5201 and the popups checked at each step.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { EVENT_ERRORS } from '@common/api/events';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, flushPromises, type ModelEvent } from '../testing/modelTest';
import { eventVoteMachine } from './eventVoteMachine';
import { EVENT_MESSAGE } from './messages';
import { selectCanChoose, selectNoOpenEvent, selectNotOffered, selectSelectedEvent, selectShowTally, share } from './selectors';
import { AGREE_CLOSED, apiError, DATA, DATA_ALREADY, NO_OPEN, PET_VOTED, ZONE, ZONE_VOTED } from '../testing/events/fixtures';
import type { EventLogInput } from './types';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof eventVoteMachine;
type Snap = SnapshotFrom<Model>;

const otherVisit = (s: Snap) => (s.context.visit === 1 ? 2 : 1);

function samples(s: Snap): ModelEvent<Model>[] {
  const c = s.context;
  if (s.matches('idle'))
    return [
      { type: 'EVENTS.VISIT', visit: 1 },
      { type: 'EVENTS.SESSION', signedIn: !c.signedIn },
    ];
  if (s.matches('loading')) {
    return [
      { type: 'xstate.done.actor.fetchEvents', output: DATA },
      { type: 'xstate.done.actor.fetchEvents', output: NO_OPEN },
      { type: 'xstate.error.actor.fetchEvents', error: new Error('offline') },
      { type: 'xstate.error.actor.fetchEvents', error: { status: 404, key: 'error-msg-no-endpoint', message: 'No such endpoint' } },
    ];
  }
  if (s.matches('loadFailed')) return [{ type: 'EVENTS.RETRY' }];
  if (s.matches('notOffered')) return [{ type: 'EVENTS.RETRY' }];
  if (s.matches('none')) return c.visit === 1 ? [{ type: 'EVENTS.VISIT', visit: otherVisit(s) }, { type: 'EVENTS.NOTICE_OPEN' }] : [];
  if (s.matches({ ready: 'voting' })) {
    return [
      { type: 'xstate.done.actor.castVote', output: ZONE_VOTED },
      { type: 'xstate.error.actor.castVote', error: apiError(EVENT_ERRORS.alreadyVoted) },
      { type: 'xstate.error.actor.castVote', error: apiError(EVENT_ERRORS.closed) },
      { type: 'xstate.error.actor.castVote', error: apiError('error-msg-auth') },
      { type: 'xstate.error.actor.castVote', error: new Error('Network down') },
      { type: 'EVENTS.SELECT', eventId: PET_VOTED.id },
    ];
  }
  if (s.matches({ ready: 'alreadyVoted' })) return [{ type: 'xstate.done.actor.fetchEvents', output: DATA_ALREADY }];
  if (s.matches({ ready: 'failed' })) return [{ type: 'EVENTS.RETRY' }, { type: 'EVENTS.CHOOSE', choice: 'arena' }];
  const events: ModelEvent<Model>[] = [];
  if (s.matches({ ready: 'choosing' })) {
    if (c.choice === null) events.push({ type: 'EVENTS.CHOOSE', choice: 'harbor' }, { type: 'EVENTS.CHOOSE', choice: 'pet-1' });
    events.push({ type: 'EVENTS.VOTE' });
    // Session, popups and the other events only from a fresh page, to keep the model finite.
    if (c.choice === null && c.notice === null) {
      events.push({ type: 'EVENTS.SESSION', signedIn: !c.signedIn });
      if (!c.noticeOpen && !c.purchaseOpen) events.push({ type: 'EVENTS.NOTICE_OPEN' }, { type: 'EVENTS.PURCHASE_OPEN' });
      if (c.noticeOpen) events.push({ type: 'EVENTS.NOTICE_CLOSE' });
      if (c.purchaseOpen) events.push({ type: 'EVENTS.PURCHASE_CLOSE' }, { type: 'EVENTS.PURCHASE_BUY' });
      if (c.signedIn) events.push({ type: 'EVENTS.SELECT', eventId: PET_VOTED.id }, { type: 'EVENTS.SELECT', eventId: AGREE_CLOSED.id });
    }
  }
  if (s.matches({ ready: 'voted' }) || s.matches({ ready: 'closed' })) {
    if (c.selected !== ZONE.id && c.notice === null) events.push({ type: 'EVENTS.SELECT', eventId: ZONE.id });
  }
  return events;
}

describe('eventVoteMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const logs: EventLogInput[] = [];
    let logsSeen = 0;
    const machine = eventVoteMachine.provide({
      actors: {
        fetchEvents: promises.actor('fetchEvents'),
        castVote: promises.actor('castVote'),
        saveLog: fromPromise<void, EventLogInput>(async ({ input }) => void logs.push(input)),
      },
    });
    const coverage = new ModelCoverage(eventVoteMachine);
    const paths = getEdgePaths(eventVoteMachine, { input: { signedIn: true }, events: samples });
    await runPaths({
      machine,
      input: { signedIn: true },
      paths,
      coverage,
      promises,
      beforePath: () => {
        logs.splice(0);
        logsSeen = 0;
      },
      check: (actual, step, before) => {
        const type = step.event.type;
        const selected = selectSelectedEvent(actual);
        // 5200 once per visit, after its load (never beside it: the log replaces the session cookie the load carries).
        if (type === 'EVENTS.VISIT') {
          expect(actual.matches('loading')).toBe(true);
          expect(logs).toHaveLength(logsSeen);
        }
        if (before.matches('loading') && (type === 'xstate.done.actor.fetchEvents' || type === 'xstate.error.actor.fetchEvents')) {
          expect(logs.slice(logsSeen)).toEqual(before.context.logPending ? [{ action: 'eventPage' }] : []);
          expect(actual.context.logPending).toBe(false);
        }
        if (type === 'EVENTS.PURCHASE_OPEN') {
          expect(actual.context.purchaseOpen).toBe(true);
          expect(logs.at(-1)).toEqual({ action: 'eventPurchase' });
        }
        // A server without event_list: the page says so, and Retry does nothing (no error loop).
        if (type === 'xstate.error.actor.fetchEvents') {
          const missing = (step.event.error as { status?: number }).status === 404;
          expect(selectNotOffered(actual)).toBe(missing);
          expect(actual.can({ type: 'EVENTS.RETRY' })).toBe(!missing);
        }
        if (type === 'EVENTS.PURCHASE_BUY') expect(actual.context.purchaseOpen).toBe(false);
        if (type === 'EVENTS.NOTICE_OPEN') expect(actual.context.noticeOpen).toBe(true);
        if (type === 'xstate.done.actor.fetchEvents' && actual.matches('none')) {
          expect(selectNoOpenEvent(actual)).toBe(true);
          expect(selectShowTally(actual)).toBe(true);
        }
        // The first open event is shown first; a reload keeps the event on screen; an event with this user's vote shows its tally.
        if (type === 'xstate.done.actor.fetchEvents' && before.matches('loading') && actual.matches('ready')) {
          expect(selected?.id).toBe(before.context.selected ?? ZONE.id);
          expect(selectCanChoose(actual)).toBe(selected?.open === true && selected.myChoice === null);
        }
        if (type === 'EVENTS.SELECT' && before.matches({ ready: 'voting' })) expect(actual.context.selected).toBe(before.context.selected);
        if (type === 'EVENTS.SELECT' && !before.matches({ ready: 'voting' })) {
          if (step.event.eventId === PET_VOTED.id) expect(actual.matches({ ready: 'voted' })).toBe(true);
          if (step.event.eventId === AGREE_CLOSED.id) expect(actual.matches({ ready: 'closed' })).toBe(true);
          expect(actual.context.choice).toBeNull();
        }
        if (type === 'EVENTS.CHOOSE' && step.event.choice === 'pet-1') expect(actual.context.choice).toBe(before.context.choice);
        if (type === 'EVENTS.VOTE' && before.context.choice === null) expect(actual.matches({ ready: 'voting' })).toBe(false);
        if (type === 'EVENTS.VOTE' && !before.context.signedIn) expect(actual.context.notice).toEqual({ id: EVENT_MESSAGE.needLogin });
        if (type === 'xstate.done.actor.castVote') {
          expect(actual.matches({ ready: 'voted' })).toBe(true);
          expect(selected).toEqual(ZONE_VOTED);
          expect(selectShowTally(actual)).toBe(true);
          expect(share(1, selected!.total)).toBe(100);
        }
        if (type === 'xstate.error.actor.castVote') {
          const key = (step.event.error as { key?: string }).key;
          if (key === EVENT_ERRORS.alreadyVoted) expect(actual.context.notice).toEqual({ id: EVENT_MESSAGE.alreadyVoted });
          if (key === EVENT_ERRORS.closed) {
            expect(actual.context.notice).toEqual({ id: EVENT_MESSAGE.closed });
            expect(selected?.open).toBe(false);
          }
          if (key === 'error-msg-auth') expect(actual.context.notice).toEqual({ id: EVENT_MESSAGE.needLogin });
          if (key === undefined) {
            // A failure keeps the choice, so Retry sends the same vote.
            expect(actual.matches({ ready: 'failed' })).toBe(true);
            expect(actual.context.choice).toBe(before.context.choice);
            expect(actual.context.notice).toEqual({ id: EVENT_MESSAGE.voteFailed, detail: 'Network down' });
          }
        }
        if (type === 'EVENTS.RETRY' && before.matches({ ready: 'failed' })) {
          expect(actual.matches({ ready: 'voting' })).toBe(true);
          expect(promises.inputs('castVote').at(-1)).toEqual({ eventId: ZONE.id, choice: before.context.choice });
        }
        if (type === 'xstate.done.actor.fetchEvents' && before.matches({ ready: 'alreadyVoted' })) {
          expect(selected?.myChoice).toBe('park');
          expect(selectShowTally(actual)).toBe(true);
        }
        logsSeen = logs.length;
      },
    });
    expect(paths.length).toBeGreaterThan(20);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('eventVoteMachine', () => {
  it('signs in on the page: loads again and shows the vote already recorded', async () => {
    let answer = DATA;
    const machine = eventVoteMachine.provide({
      actors: {
        fetchEvents: fromPromise(async () => answer),
        castVote: fromPromise(async () => ZONE_VOTED),
        saveLog: fromPromise(async () => {}),
      },
    });
    const actor = createActor(machine, { input: { signedIn: false } }).start();
    actor.send({ type: 'EVENTS.VISIT', visit: 7 });
    await flushPromises();
    expect(actor.getSnapshot().matches({ ready: 'choosing' })).toBe(true);
    answer = { ...DATA, events: [ZONE_VOTED, PET_VOTED, AGREE_CLOSED] };
    actor.send({ type: 'EVENTS.SESSION', signedIn: true });
    await flushPromises();
    expect(actor.getSnapshot().matches({ ready: 'voted' })).toBe(true);
    expect(selectSelectedEvent(actor.getSnapshot())?.myChoice).toBe('harbor');
    actor.stop();
  });
});

describe('event purchase', () => {
  it("Buy closes the event purchase popup and opens the 4th LAND sale popup in the app's popup stack", async () => {
    const { setup, fromCallback } = await import('xstate');
    const { SALE_POPUP_ID } = await import('../mysteryBox/popup');
    const opened: { type: string; popup?: { id: string } }[] = [];
    const flow = eventVoteMachine.provide({
      actors: { fetchEvents: fromPromise(async () => DATA), castVote: fromPromise(async () => ZONE_VOTED), saveLog: fromPromise(async () => {}) },
    });
    const host = setup({ actors: { flow, popups: fromCallback(({ receive }) => receive((e) => void opened.push(e as never))) } }).createMachine({
      invoke: [
        { src: 'popups', systemId: 'popups' },
        { src: 'flow', systemId: 'events', input: { signedIn: true } },
      ],
    });
    const actor = createActor(host).start();
    const events = actor.system.get('events')!;
    events.send({ type: 'EVENTS.VISIT', visit: 1 });
    await flushPromises();
    events.send({ type: 'EVENTS.PURCHASE_OPEN' });
    events.send({ type: 'EVENTS.PURCHASE_BUY' });
    expect(events.getSnapshot().context.purchaseOpen).toBe(false);
    expect(opened.map((e) => [e.type, e.popup?.id])).toEqual([['POPUP.OPEN', SALE_POPUP_ID]]);
    actor.stop();
  });
});
