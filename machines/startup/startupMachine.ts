// Start-up data: config (GetWebConfig), items (Item.json) and language data (Language.json) loaded once at start with a
// cache-busting stamp and validated; a failure waits for Retry; a config that says so opens the maintenance popup.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { maintenanceFrom } from '@common/api/maintenance';
import { message, type Message } from '../shared/message';
import { appActors } from '../shared/system';
import { MAINTENANCE_POPUP_ID, STARTUP_MESSAGE } from './messages';
import type { LoadStartupInput, StartupData, StartupInput } from './types';

export interface StartupContext {
  stamp: string;
  data: StartupData | null;
  error: Message | null;
}

export type StartupEvent = { type: 'STARTUP.RETRY' };

/** The server's or the schema's own words, kept as the untranslated detail of the failure. */
const detailOf = (error: unknown): string | undefined => (error instanceof Error && error.message !== '' ? error.message : undefined);

export const startupMachine = setup({
  types: {
    context: {} as StartupContext,
    events: {} as StartupEvent,
    input: {} as StartupInput,
  },
  actors: {
    /** Fetches the three start-up files with the stamp, validates them with common/api/startup.ts and publishes them. */
    loadStartupData: fromPromise<StartupData, LoadStartupInput>(async () => {
      throw new Error('loadStartupData not provided');
    }),
  },
  guards: {
    underMaintenance: (_, data: StartupData) => maintenanceFrom(data.config) !== null,
  },
  actions: {
    store: assign((_, data: StartupData) => ({ data, error: null })),
    fail: assign((_, error: unknown) => ({ error: message(STARTUP_MESSAGE.loadFailed, undefined, detailOf(error)) })),
    /** An info popup, dismissible: the rest of the site stays usable where it can. */
    openMaintenance: enqueueActions((args, data: StartupData) => {
      const until = maintenanceFrom(data.config)?.until;
      appActors(args).inform({
        id: MAINTENANCE_POPUP_ID,
        title: message(STARTUP_MESSAGE.maintenanceTitle),
        message: until ? message(STARTUP_MESSAGE.maintenanceUntil, { until }) : message(STARTUP_MESSAGE.maintenance),
      });
    }),
  },
}).createMachine({
  id: 'startup',
  description:
    'Start-up data: GetWebConfig, Item.json and Language.json once at start with a cache-busting stamp, validated; a failure shows Retry instead of a ' +
    'broken page; a maintenance entry in the config opens the maintenance popup.',
  context: ({ input }) => ({ stamp: input.stamp, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStartupData',
        src: 'loadStartupData',
        input: ({ context }) => ({ stamp: context.stamp }),
        onDone: [
          {
            guard: { type: 'underMaintenance', params: ({ event }) => event.output },
            target: 'ready',
            actions: [
              { type: 'store', params: ({ event }) => event.output },
              { type: 'openMaintenance', params: ({ event }) => event.output },
            ],
          },
          { target: 'ready', actions: { type: 'store', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    failed: {
      on: { 'STARTUP.RETRY': { target: 'loading' } },
    },
    /** Loaded for the whole visit: nothing loads twice. */
    ready: {},
  },
});
