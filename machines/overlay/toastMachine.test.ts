// Toast overlay: model-based coverage of every state and transition, then the queue, time-out and repeat rules.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { TIMING } from '../constants';
import { message } from '../shared/message';
import { getEdgePaths, ModelCoverage, runPaths } from '../testing/modelTest';
import { selectQueuedToastCount, selectToast } from './selectors';
import { toastMachine, type ToastEvent } from './toastMachine';

const copied = message('toast.copied');
const network = message('toast.unsupportedNetwork', { chain: 'BSC' });
const SHOW_COPIED: ToastEvent = { type: 'TOAST.SHOW', message: copied };
const SHOW_NETWORK: ToastEvent = { type: 'TOAST.SHOW', message: network, tone: 'error' };
const DISMISS: ToastEvent = { type: 'TOAST.DISMISS' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start() {
  return createActor(toastMachine).start();
}

describe('toastMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const paths = getEdgePaths(toastMachine, {
      // Two queued toasts are enough to reach every rule; more would only grow the graph.
      events: (snapshot) => [...(snapshot.context.queue.length < 2 ? [SHOW_COPIED, SHOW_NETWORK] : []), DISMISS],
    });
    const coverage = new ModelCoverage(toastMachine);
    await runPaths({
      machine: toastMachine,
      paths,
      coverage,
      check: (actual) => {
        const { current, queue } = actual.context;
        expect(selectToast(actual) === null).toBe(actual.matches('idle'));
        // Nothing waits while nothing shows, and no toast sits right behind its twin.
        if (current === null) expect(queue).toEqual([]);
        [current, ...queue].forEach((toast, i, line) => {
          if (i > 0) expect(toast).not.toEqual(line[i - 1]);
        });
      },
    });
    expect(paths.length).toBeGreaterThan(5);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
    expect(coverage.transitions.size).toBe(6);
  });
});

describe('toastMachine rules', () => {
  it('shows a toast for toastMs, then closes it', () => {
    const actor = start();
    actor.send(SHOW_COPIED);
    expect(selectToast(actor.getSnapshot())).toEqual({ message: copied, tone: 'info' });
    vi.advanceTimersByTime(TIMING.toastMs - 1);
    expect(selectToast(actor.getSnapshot())).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(selectToast(actor.getSnapshot())).toBeNull();
  });

  it('shows queued toasts one after another, each for its full time', () => {
    const actor = start();
    actor.send(SHOW_COPIED);
    vi.advanceTimersByTime(1_000);
    actor.send(SHOW_NETWORK);
    expect(selectQueuedToastCount(actor.getSnapshot())).toBe(1);
    vi.advanceTimersByTime(TIMING.toastMs - 1_000);
    expect(selectToast(actor.getSnapshot())).toEqual({ message: network, tone: 'error' });
    vi.advanceTimersByTime(TIMING.toastMs - 1);
    expect(selectToast(actor.getSnapshot())?.message).toBe(network);
    vi.advanceTimersByTime(1);
    expect(selectToast(actor.getSnapshot())).toBeNull();
  });

  it('dismisses the current toast early and shows the next at once', () => {
    const actor = start();
    actor.send(SHOW_COPIED);
    actor.send(SHOW_NETWORK);
    actor.send(DISMISS);
    expect(selectToast(actor.getSnapshot())?.message).toBe(network);
    actor.send(DISMISS);
    expect(selectToast(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().can(DISMISS)).toBe(false);
  });

  it('drops a toast equal to the last one in line', () => {
    const actor = start();
    actor.send(SHOW_COPIED);
    expect(actor.getSnapshot().can({ type: 'TOAST.SHOW', message: message('toast.copied') })).toBe(false);
    actor.send(SHOW_NETWORK);
    actor.send({ type: 'TOAST.SHOW', message: message('toast.unsupportedNetwork', { chain: 'BSC' }), tone: 'error' });
    expect(selectQueuedToastCount(actor.getSnapshot())).toBe(1);
  });

  it('still shows the same message after a different one, or with other values or tone', () => {
    const actor = start();
    actor.send(SHOW_COPIED);
    actor.send(SHOW_NETWORK);
    actor.send(SHOW_COPIED);
    actor.send({ type: 'TOAST.SHOW', message: message('toast.copied'), tone: 'success' });
    actor.send({ type: 'TOAST.SHOW', message: message('toast.copied', undefined, 'raw'), tone: 'success' });
    expect(selectQueuedToastCount(actor.getSnapshot())).toBe(4);
  });

  it('shows a repeat again once the first has closed', () => {
    const actor = start();
    actor.send(SHOW_COPIED);
    vi.advanceTimersByTime(TIMING.toastMs);
    actor.send(SHOW_COPIED);
    expect(selectToast(actor.getSnapshot())?.message).toEqual(copied);
  });
});
