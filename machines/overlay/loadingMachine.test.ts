// Loading overlay: model-based coverage of every state and transition, then the counting and time-out rules.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { MAX_CONCURRENT_LOADS, TIMING } from '../constants';
import { getEdgePaths, ModelCoverage, runPaths } from '../testing/modelTest';
import { loadingMachine, type LoadingEvent } from './loadingMachine';
import { selectLoadingCount, selectLoadingVisible } from './selectors';

const SHOW: LoadingEvent = { type: 'LOADING.SHOW' };
const SHOW_LONG: LoadingEvent = { type: 'LOADING.SHOW', long: true };
const HIDE: LoadingEvent = { type: 'LOADING.HIDE' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start() {
  return createActor(loadingMachine).start();
}

describe('loadingMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const paths = getEdgePaths(loadingMachine, { events: () => [SHOW, SHOW_LONG, HIDE] });
    const coverage = new ModelCoverage(loadingMachine);
    const steps = await runPaths({
      machine: loadingMachine,
      paths,
      coverage,
      check: (actual) => {
        expect(selectLoadingVisible(actual)).toBe(selectLoadingCount(actual) > 0);
        expect(selectLoadingCount(actual)).toBeLessThanOrEqual(MAX_CONCURRENT_LOADS);
        expect([TIMING.maxLoadingMs, TIMING.infLoadingMs]).toContain(actual.context.limitMs);
      },
    });
    // 2 limits x 5 counts while visible, plus hidden: 11 snapshots, 4 events each (3 sent, the time-out).
    expect(paths.length).toBeGreaterThan(11);
    expect(steps).toBeGreaterThan(paths.length);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
    expect(coverage.states.size).toBe(2);
    expect(coverage.transitions.size).toBe(5);
  });
});

describe('loadingMachine rules', () => {
  it('starts hidden with no loads, and a hide then does nothing', () => {
    const actor = start();
    expect(selectLoadingVisible(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().can(HIDE)).toBe(false);
    actor.send(HIDE);
    expect(selectLoadingCount(actor.getSnapshot())).toBe(0);
  });

  it('counts shows up to MAX_CONCURRENT_LOADS and not beyond', () => {
    const actor = start();
    for (let i = 0; i < MAX_CONCURRENT_LOADS + 1; i += 1) actor.send(SHOW);
    expect(selectLoadingCount(actor.getSnapshot())).toBe(5);
    for (let i = 0; i < 4; i += 1) actor.send(HIDE);
    expect(selectLoadingCount(actor.getSnapshot())).toBe(1);
    expect(selectLoadingVisible(actor.getSnapshot())).toBe(true);
    actor.send(HIDE);
    expect(selectLoadingVisible(actor.getSnapshot())).toBe(false);
    expect(selectLoadingCount(actor.getSnapshot())).toBe(0);
  });

  it('closes after maxLoadingMs and forgets the count', () => {
    const actor = start();
    actor.send(SHOW);
    actor.send(SHOW);
    vi.advanceTimersByTime(TIMING.maxLoadingMs - 1);
    expect(actor.getSnapshot().matches('visible')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches('hidden')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ count: 0, limitMs: TIMING.maxLoadingMs });
  });

  it('restarts the time-out on each show, but not on a hide', () => {
    const actor = start();
    actor.send(SHOW);
    vi.advanceTimersByTime(20_000);
    actor.send(SHOW);
    vi.advanceTimersByTime(20_000);
    expect(selectLoadingVisible(actor.getSnapshot())).toBe(true);
    actor.send(HIDE);
    vi.advanceTimersByTime(TIMING.maxLoadingMs - 20_000);
    expect(selectLoadingVisible(actor.getSnapshot())).toBe(false);
  });

  it('waits infLoadingMs for a long load', () => {
    const actor = start();
    actor.send(SHOW_LONG);
    vi.advanceTimersByTime(TIMING.infLoadingMs - 1);
    expect(selectLoadingVisible(actor.getSnapshot())).toBe(true);
    vi.advanceTimersByTime(1);
    expect(selectLoadingVisible(actor.getSnapshot())).toBe(false);
  });

  it('keeps the long limit when a short load starts during a long one', () => {
    const actor = start();
    actor.send(SHOW_LONG);
    actor.send(SHOW);
    expect(actor.getSnapshot().context.limitMs).toBe(TIMING.infLoadingMs);
    vi.advanceTimersByTime(TIMING.maxLoadingMs);
    expect(selectLoadingVisible(actor.getSnapshot())).toBe(true);
  });

  it('uses the short limit again once the overlay has closed', () => {
    const actor = start();
    actor.send(SHOW_LONG);
    actor.send(HIDE);
    actor.send(SHOW);
    expect(actor.getSnapshot().context.limitMs).toBe(TIMING.maxLoadingMs);
  });
});
