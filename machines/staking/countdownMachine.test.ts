// Countdown: model-based coverage with the campaign-times call faked, status and remaining time checked every tick.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { campaignStatusAt, pickCampaign, secondsLeft, splitDuration } from './campaign';
import { countdownMachine } from './countdownMachine';
import type { CampaignTimes } from './types';
import { selectCountdown } from './selectors';
import type { CampaignInfo } from './types';
import { NOW, fakeTimersPerTest } from '../testing/staking/fixtures';

fakeTimersPerTest();

// Pool 1 starts in 1 s and ends 1 s after: upcoming, ongoing and ended within three ticks.
const short: CampaignInfo = { campaignId: 3, chainId: 31337, poolId: 1, start: NOW + 1, end: NOW + 2 };
const times: CampaignTimes = { campaigns: [short], nowSec: NOW };
const none: CampaignTimes = { campaigns: [], nowSec: NOW };

describe('countdownMachine model', () => {
  it('covers every state and transition; the view shows the status and time left recomputed each second', async () => {
    const promises = new ControlledPromises();
    const machine = countdownMachine.provide({ actors: { getCampaignTime: promises.actor<CampaignTimes, { chainId: number }>('getCampaignTime') } });
    // Promise results only where the call runs: an unhandled actor error would stop the machine.
    const events = (snapshot: { matches: (state: 'loading') => boolean }): ModelEvent<typeof countdownMachine>[] => [
      { type: 'COUNTDOWN.START', chainId: 31337 },
      { type: 'COUNTDOWN.STOP' },
      { type: 'POOL.SELECT', poolId: 2 },
      { type: 'POOL.SELECT', poolId: 1 },
      { type: 'COUNTDOWN.RETRY' },
      ...(snapshot.matches('loading')
        ? ([
            { type: 'xstate.done.actor.getCampaignTime', output: times },
            { type: 'xstate.done.actor.getCampaignTime', output: none },
            { type: 'xstate.error.actor.getCampaignTime', error: new Error('down') },
          ] as const)
        : []),
    ];
    const paths = getEdgePaths(machine, { events });
    const coverage = new ModelCoverage(countdownMachine);
    await runPaths({
      machine,
      paths,
      coverage,
      promises,
      check: (actual) => {
        const view = selectCountdown(actual);
        const { campaign, nowSec } = actual.context;
        if (actual.matches('hidden') || actual.matches('idle') || actual.matches('failed') || actual.matches('loading')) expect(view).toBeNull();
        if (actual.matches('running')) {
          expect(view).not.toBeNull();
          expect(view!.status).toBe(nowSec < short.start ? 2 : 3);
        }
        if (actual.matches('ended')) {
          expect(view).toEqual({ status: 1, days: 0, hours: 0, minutes: 0 });
          expect(nowSec).toBeGreaterThanOrEqual(campaign!.end);
        }
        if (actual.matches('loading')) expect(promises.inputs('getCampaignTime').at(-1)).toEqual({ chainId: 31337 });
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  }, 60_000);
});

describe('countdown rules', () => {
  it('stops at zero once ended: no more ticks change the snapshot', async () => {
    const promises = new ControlledPromises();
    const actor = createActor(countdownMachine.provide({ actors: { getCampaignTime: promises.actor('getCampaignTime') } }), { input: undefined }).start();
    actor.send({ type: 'COUNTDOWN.START', chainId: 1 });
    promises.settle({ type: 'xstate.done.actor.getCampaignTime', output: times });
    await flushPromises();
    vi.advanceTimersByTime(5_000);
    const ended = actor.getSnapshot();
    expect(ended.matches('ended')).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().context.nowSec).toBe(ended.context.nowSec);
  });

  it('statuses: 1 ended, 2 upcoming, 3 ongoing; days, hours, minutes', () => {
    const c = { start: 100, end: 200 };
    expect(campaignStatusAt(c, 99)).toBe(2);
    expect(campaignStatusAt(c, 100)).toBe(3);
    expect(campaignStatusAt(c, 200)).toBe(1);
    expect(secondsLeft(c, 50)).toBe(50);
    expect(secondsLeft(c, 150)).toBe(50);
    expect(secondsLeft(c, 250)).toBe(0);
    expect(splitDuration(2 * 86_400 + 3 * 3_600 + 4 * 60 + 59)).toEqual({ days: 2, hours: 3, minutes: 4 });
  });

  it('picks the ongoing campaign of the pool, else the next upcoming, else the last ended', () => {
    const mk = (campaignId: number, poolId: 1 | 2 | 3, start: number, end: number): CampaignInfo => ({ campaignId, chainId: 1, poolId, start, end });
    const list = [mk(1, 1, 0, 10), mk(2, 1, 20, 30), mk(3, 1, 40, 50), mk(4, 2, 0, 100)];
    expect(pickCampaign(list, 1, 25)?.campaignId).toBe(2);
    expect(pickCampaign(list, 1, 15)?.campaignId).toBe(2);
    expect(pickCampaign(list, 1, 35)?.campaignId).toBe(3);
    expect(pickCampaign(list, 1, 60)?.campaignId).toBe(3);
    expect(pickCampaign(list, 3, 60)).toBeNull();
  });
});
