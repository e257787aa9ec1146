// Popup stack: model-based coverage of every state and transition with replies checked at each step, then the stack rules.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { message } from '../shared/message';
import { getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { popupMachine, type PopupEvent, type PopupReply, type PopupRequest } from './popupMachine';
import { selectIsTopPopup, selectPopups, selectTopPopup } from './selectors';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A stand-in for a flow machine waiting on an answer: records what it receives. */
function createListener() {
  const received: AnyEventObject[] = [];
  const ref = createActor(
    fromCallback<AnyEventObject>(({ receive }) => receive((event) => received.push(event))),
    {
      id: 'flow',
    },
  );
  ref.start();
  return { ref, received };
}

describe('popupMachine model', () => {
  it('replays a path over every edge, checks each reply, and covers every state and transition', async () => {
    const listener = createListener();
    const unstake: PopupRequest = {
      id: 'unstake',
      kind: 'confirm',
      title: message('staking.unlock.title'),
      message: message('staking.unlock.confirm', { count: 1 }),
      replyTo: listener.ref,
    };
    const maintenance: PopupRequest = { id: 'maintenance', kind: 'info', message: message('maintenance'), dismissible: false };
    const ids = [unstake.id, maintenance.id];
    const events = (): ModelEvent<typeof popupMachine>[] => [
      { type: 'POPUP.OPEN', popup: unstake },
      { type: 'POPUP.OPEN', popup: maintenance },
      ...ids.flatMap((id) => [
        { type: 'POPUP.CONFIRM' as const, id },
        { type: 'POPUP.CANCEL' as const, id },
        { type: 'POPUP.CLOSE' as const, id },
      ]),
    ];
    const paths = getEdgePaths(popupMachine, { events });
    const coverage = new ModelCoverage(popupMachine);
    await runPaths({
      machine: popupMachine,
      paths,
      coverage,
      beforePath: () => {
        listener.received.length = 0;
      },
      check: (actual, step, before) => {
        const stack = selectPopups(actual);
        expect(stack.map((popup) => popup.id)).toEqual(expectedIds(before, step.event));
        expect(actual.matches('empty')).toBe(stack.length === 0);
        if (step.event.type === 'POPUP.OPEN') expect(selectTopPopup(actual)?.id).toBe(step.event.popup.id);
        // Exactly one reply, to the popup's own listener, when an open popup with replyTo is answered.
        const answered = replyFor(before, step.event);
        expect(listener.received).toEqual(answered ? [answered] : []);
        listener.received.length = 0;
      },
    });
    expect(paths.length).toBeGreaterThan(20);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

/** The stack's ids an event should leave, from the rules, written apart from the machine. */
function expectedIds(before: SnapshotFrom<typeof popupMachine>, event: AnyEventObject): string[] {
  const ids = before.context.stack.map((popup) => popup.id);
  if (event.type === 'xstate.init') return ids;
  if (event.type === 'POPUP.OPEN') {
    const { id } = (event as Extract<PopupEvent, { type: 'POPUP.OPEN' }>).popup;
    return [...ids.filter((open) => open !== id), id];
  }
  const popup = before.context.stack.find((candidate) => candidate.id === event.id);
  if (event.type === 'POPUP.CANCEL' && popup?.dismissible === false) return ids;
  return ids.filter((open) => open !== event.id);
}

/** The reply an event should cause, from the rules: confirm always, cancel only when dismissible, close never. */
function replyFor(before: SnapshotFrom<typeof popupMachine>, event: { type: string; id?: string }): PopupReply | null {
  const popup = before.context.stack.find((candidate) => candidate.id === event.id);
  if (!popup?.replyTo) return null;
  if (event.type === 'POPUP.CONFIRM') return { type: 'POPUP.CONFIRMED', id: popup.id };
  if (event.type === 'POPUP.CANCEL' && popup.dismissible) return { type: 'POPUP.CANCELLED', id: popup.id };
  return null;
}

describe('popupMachine rules', () => {
  const info = (id: string, extra: Partial<PopupRequest> = {}): PopupEvent => ({
    type: 'POPUP.OPEN',
    popup: { id, kind: 'info', message: message(`${id}.body`), ...extra },
  });

  it('stacks popups; the newest is on top and takes focus', () => {
    const actor = createActor(popupMachine).start();
    expect(selectTopPopup(actor.getSnapshot())).toBeNull();
    actor.send(info('notice'));
    actor.send(info('reward'));
    expect(selectPopups(actor.getSnapshot()).map((popup) => popup.id)).toEqual(['notice', 'reward']);
    expect(selectIsTopPopup(actor.getSnapshot(), 'reward')).toBe(true);
    expect(selectIsTopPopup(actor.getSnapshot(), 'notice')).toBe(false);
    actor.send({ type: 'POPUP.CLOSE', id: 'reward' });
    expect(selectTopPopup(actor.getSnapshot())?.id).toBe('notice');
  });

  it('defaults to dismissible, and reopening an open id brings it to the top with the new content', () => {
    const actor = createActor(popupMachine).start();
    actor.send(info('notice'));
    actor.send(info('reward'));
    actor.send(info('notice', { kind: 'confirm' }));
    expect(selectPopups(actor.getSnapshot()).map((popup) => [popup.id, popup.kind, popup.dismissible])).toEqual([
      ['reward', 'info', true],
      ['notice', 'confirm', true],
    ]);
  });

  it('lets a flow ask and wait: confirm replies POPUP.CONFIRMED to replyTo', () => {
    const flow = createMachine({
      id: 'unlockFlow',
      initial: 'asking',
      states: {
        asking: { on: { 'POPUP.CONFIRMED': 'unlocking', 'POPUP.CANCELLED': 'idle' } },
        unlocking: {},
        idle: {},
      },
    });
    const flowActor = createActor(flow).start();
    const popups = createActor(popupMachine).start();
    popups.send({
      type: 'POPUP.OPEN',
      popup: { id: 'unlock', kind: 'confirm', message: message('staking.unlock.confirm'), replyTo: flowActor },
    });
    popups.send({ type: 'POPUP.CONFIRM', id: 'unlock' });
    expect(flowActor.getSnapshot().value).toBe('unlocking');
    expect(popups.getSnapshot().matches('empty')).toBe(true);
  });

  it('cancel replies POPUP.CANCELLED; close removes without a reply', () => {
    const listener = createListener();
    const actor = createActor(popupMachine).start();
    actor.send(info('a', { replyTo: listener.ref }));
    actor.send(info('b', { replyTo: listener.ref }));
    actor.send({ type: 'POPUP.CANCEL', id: 'b' });
    actor.send({ type: 'POPUP.CLOSE', id: 'a' });
    expect(listener.received).toEqual([{ type: 'POPUP.CANCELLED', id: 'b' }]);
    expect(selectPopups(actor.getSnapshot())).toEqual([]);
  });

  it('ignores Esc (cancel) on a popup that is not dismissible, but not confirm', () => {
    const actor = createActor(popupMachine).start();
    actor.send(info('maintenance', { dismissible: false }));
    expect(actor.getSnapshot().can({ type: 'POPUP.CANCEL', id: 'maintenance' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'POPUP.CONFIRM', id: 'maintenance' })).toBe(true);
  });

  it('ignores events for ids that are not open', () => {
    const actor = createActor(popupMachine).start();
    expect(actor.getSnapshot().can({ type: 'POPUP.CONFIRM', id: 'x' })).toBe(false);
    actor.send(info('a'));
    for (const type of ['POPUP.CONFIRM', 'POPUP.CANCEL', 'POPUP.CLOSE'] as const) {
      expect(actor.getSnapshot().can({ type, id: 'x' })).toBe(false);
    }
  });
});
