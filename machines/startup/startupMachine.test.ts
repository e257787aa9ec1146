// Start-up data: model-based coverage (load, failure, Retry, maintenance), then the maintenance popup in an app with a popup stack.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, type SnapshotFrom } from 'xstate';
import { MAINTENANCE_CONFIG } from '@common/api/maintenance';
import type { StartupData } from '@common/api/startup';
import { popupMachine } from '../overlay/popupMachine';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { MAINTENANCE_POPUP_ID, STARTUP_MESSAGE } from './messages';
import { selectConfig, selectItem, selectLanguageLabel, selectMaintenance, selectStartupError, selectStartupReady } from './selectors';
import { startupMachine } from './startupMachine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof startupMachine;
const base: StartupData = {
  config: [{ name: 'version', value: '0.8.5' }],
  items: [{ itemIdx: 7, name: 'Cap', grade: 5, category: 'equipments' }],
  language: [{ code: 'grade.5', languageEn: 'Rare', languageKo: '레어' }],
};
const maintenance: StartupData = { ...base, config: [...base.config, { name: MAINTENANCE_CONFIG, value: JSON.stringify({ open: true, until: '03:00 UTC' }) }] };
const closedMaintenance: StartupData = { ...base, config: [{ name: MAINTENANCE_CONFIG, value: JSON.stringify({ open: false }) }] };
const seededOff: StartupData = { ...base, config: [{ name: MAINTENANCE_CONFIG, value: 'off' }] };
const switchedOn: StartupData = { ...base, config: [{ name: MAINTENANCE_CONFIG, value: 'on' }] };

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const done = (output: StartupData) => ({ type: 'xstate.done.actor.loadStartupData', output }) as ModelEvent<Model>;
  if (s.matches('loading'))
    return [done(base), done(maintenance), { type: 'xstate.error.actor.loadStartupData', error: new Error('Answer does not match the shared schema') }];
  return [{ type: 'STARTUP.RETRY' }];
}

describe('startupMachine model', () => {
  it('replays every edge: loads once, a failure waits for Retry, ready stays ready', async () => {
    const promises = new ControlledPromises();
    const controlled = startupMachine.provide({ actors: { loadStartupData: promises.actor('loadStartupData') } });
    const coverage = new ModelCoverage(startupMachine);
    const input = { stamp: 'index-abc.js-493920' };
    const paths = getEdgePaths(startupMachine, { input, events: samples });
    await runPaths({
      machine: controlled,
      input,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        const type = step.event.type;
        expect(actual.context.stamp).toBe(input.stamp);
        if (actual.matches('failed')) {
          expect(selectStartupError(actual)).toEqual({ id: STARTUP_MESSAGE.loadFailed, detail: 'Answer does not match the shared schema' });
          expect(selectConfig(actual)).toEqual([]);
        } else expect(selectStartupError(actual)).toBeNull();
        if (type === 'STARTUP.RETRY') expect(actual.matches('loading')).toBe(before.matches('failed'));
        if (actual.matches('ready')) {
          expect(selectStartupReady(actual)).toBe(true);
          expect(selectItem(actual, 7)?.name).toBe('Cap');
          expect(selectLanguageLabel(actual, 'grade.5', 'ko')).toBe('레어');
          expect(selectLanguageLabel(actual, 'grade.5', 'en')).toBe('Rare');
          expect(selectLanguageLabel(actual, 'unknown', 'en')).toBe('unknown');
          const withMaintenance = actual.context.data === maintenance;
          expect(selectMaintenance(actual)).toEqual(withMaintenance ? { open: true, until: '03:00 UTC' } : null);
          // Once loaded, a Retry changes nothing: nothing loads twice.
          expect(actual.can({ type: 'STARTUP.RETRY' })).toBe(false);
        }
      },
    });
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('startupMachine in the app', () => {
  function inApp(load: () => Promise<StartupData>) {
    const stamps: string[] = [];
    const app = createMachine({
      invoke: [
        { id: 'popups', systemId: 'popups', src: popupMachine },
        {
          id: 'startup',
          systemId: 'startup',
          input: { stamp: 's1' },
          src: startupMachine.provide({
            actors: {
              loadStartupData: fromPromise<StartupData, { stamp: string }>(async ({ input }) => {
                stamps.push(input.stamp);
                return load();
              }),
            },
          }),
        },
      ],
    });
    const actor = createActor(app).start();
    const popups = () => {
      const snapshot: SnapshotFrom<typeof popupMachine> = actor.getSnapshot().children.popups!.getSnapshot();
      return snapshot.context.stack;
    };
    const startup = () => actor.getSnapshot().children.startup! as ReturnType<typeof createActor<typeof startupMachine>>;
    return { popups, startup, stamps };
  }

  it('opens the maintenance popup when the config says so, with the staff text of until, dismissible', async () => {
    const { popups, startup, stamps } = inApp(async () => maintenance);
    await flushPromises();
    expect(stamps).toEqual(['s1']);
    expect(startup().getSnapshot().matches('ready')).toBe(true);
    expect(popups()).toEqual([
      {
        id: MAINTENANCE_POPUP_ID,
        kind: 'info',
        dismissible: true,
        title: { id: STARTUP_MESSAGE.maintenanceTitle },
        message: { id: STARTUP_MESSAGE.maintenanceUntil, values: { until: '03:00 UTC' } },
      },
    ]);
  });

  it('opens the plain maintenance popup when the entry is on', async () => {
    const { popups } = inApp(async () => switchedOn);
    await flushPromises();
    expect(popups().map((p) => p.message)).toEqual([{ id: STARTUP_MESSAGE.maintenance }]);
  });

  it('opens no popup when maintenance is absent, off (as seeded), malformed or open is false', async () => {
    const malformed: StartupData = { ...base, config: [{ name: MAINTENANCE_CONFIG, value: '{"open":' }] };
    const longUntil: StartupData = { ...base, config: [{ name: MAINTENANCE_CONFIG, value: JSON.stringify({ open: true, until: 'x'.repeat(81) }) }] };
    for (const data of [base, closedMaintenance, seededOff, malformed, longUntil]) {
      const { popups, startup } = inApp(async () => data);
      await flushPromises();
      expect(startup().getSnapshot().matches('ready')).toBe(true);
      expect(popups()).toEqual([]);
    }
  });

  it('Retry after a failure loads again with the same stamp and recovers', async () => {
    let fail = true;
    const { startup, stamps } = inApp(async () => {
      if (fail) throw new Error('HTTP 503');
      return base;
    });
    await flushPromises();
    expect(startup().getSnapshot().matches('failed')).toBe(true);
    fail = false;
    startup().send({ type: 'STARTUP.RETRY' });
    await flushPromises();
    expect(startup().getSnapshot().matches('ready')).toBe(true);
    expect(stamps).toEqual(['s1', 's1']);
  });
});
