// Client downloads: model-based coverage of every state and transition (URL asked per platform, log 5002, download started; failures keep the buttons usable).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { ControlledPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { downloadMachine, type DownloadInput } from './downloadMachine';
import { GAME_MESSAGE } from './messages';
import { busyPlatform, downloadError } from './selectors';
import type { DownloadLogInput, Platform } from './types';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof downloadMachine;
const urlOf = (platform: Platform) => ({ url: `http://127.0.0.1:8787/static/download/${platform}.bin`, version: '0.8.5' });

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const clicks: ModelEvent<Model>[] = [
    { type: 'DOWNLOAD', platform: 'MAC' },
    { type: 'DOWNLOAD', platform: 'WINDOWS' },
  ];
  if (s.matches('fetching')) {
    return [
      ...clicks,
      { type: 'xstate.done.actor.getDownloadUrl', output: urlOf(s.context.platform!) },
      { type: 'xstate.error.actor.getDownloadUrl', error: Object.assign(new Error('No such endpoint'), { key: 'error-msg-x' }) },
    ];
  }
  if (s.matches('starting')) {
    return [
      ...clicks,
      { type: 'xstate.done.actor.startDownload', output: undefined },
      { type: 'xstate.error.actor.startDownload', error: new Error('blocked') },
    ];
  }
  return s.context.error ? clicks.slice(0, 1) : clicks;
}

describe('downloadMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const logs: DownloadLogInput[] = [];
    let logged = 0;
    const machine = downloadMachine.provide({
      actors: {
        getDownloadUrl: promises.actor('getDownloadUrl'),
        startDownload: promises.actor('startDownload'),
        saveLog: fromPromise<void, DownloadLogInput>(async ({ input }) => {
          logs.push(input);
        }),
      },
    });
    const input: DownloadInput = { platforms: ['MAC', 'WINDOWS'] };
    const coverage = new ModelCoverage(downloadMachine);
    const paths = getEdgePaths(downloadMachine, { input, events: samples });
    await runPaths({
      machine,
      input,
      paths,
      coverage,
      promises,
      beforePath: () => {
        logs.length = 0;
        logged = 0;
      },
      check: (actual, step, before) => {
        const { type } = step.event;
        expect(actual.context.platforms).toEqual(['MAC', 'WINDOWS']);
        expect(busyPlatform(actual)).toBe(actual.matches('idle') ? null : actual.context.platform);
        if (type === 'DOWNLOAD' && before.matches('idle')) {
          const platform = (step.event as { platform: Platform }).platform;
          expect(promises.inputs('getDownloadUrl').at(-1)).toEqual({ platform });
          expect(downloadError(actual)).toBeNull();
        }
        // A click while one download is prepared changes nothing.
        if (type === 'DOWNLOAD' && !before.matches('idle')) expect(actual.context).toEqual(before.context);
        if (type === 'xstate.done.actor.getDownloadUrl') {
          const platform = before.context.platform!;
          expect(logs.at(-1)).toEqual({ platform, version: '0.8.5' });
          expect(promises.inputs('startDownload').at(-1)).toEqual({ url: urlOf(platform).url });
        }
        if (type === 'xstate.error.actor.getDownloadUrl') {
          expect(logs).toHaveLength(logged);
          expect(downloadError(actual)).toEqual({ id: GAME_MESSAGE.downloadFailed, detail: 'No such endpoint' });
        }
        if (type === 'xstate.error.actor.startDownload') expect(downloadError(actual)).toEqual({ id: GAME_MESSAGE.downloadFailed, detail: 'blocked' });
        // Whatever happened, the buttons are usable again once idle.
        if (actual.matches('idle')) expect(actual.can({ type: 'DOWNLOAD', platform: 'WINDOWS' })).toBe(true);
        if (type !== 'xstate.done.actor.getDownloadUrl') expect(logs).toHaveLength(logged);
        logged = logs.length;
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});
