// Client downloads (spec 4/7): a platform's button asks for its download URL, logs 5002 and starts the download; a
// failure shows a message and the buttons stay usable.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { apiErrorMessage } from '../shared/apiErrors';
import type { Message } from '../shared/message';
import { GAME_MESSAGE } from './messages';
import type { DownloadLogInput, DownloadUrlInput, DownloadUrlOutput, Platform, StartDownloadInput } from './types';

export interface DownloadInput {
  /** The platforms in the order the page offers them: the visitor's own first. */
  platforms: readonly Platform[];
}

export interface DownloadContext {
  platforms: readonly Platform[];
  /** The platform whose download is being prepared. */
  platform: Platform | null;
  download: DownloadUrlOutput | null;
  error: Message | null;
}

export type DownloadEvent = { type: 'DOWNLOAD'; platform: Platform };

export const downloadMachine = setup({
  types: {
    context: {} as DownloadContext,
    events: {} as DownloadEvent,
    input: {} as DownloadInput,
  },
  actors: {
    getDownloadUrl: fromPromise<DownloadUrlOutput, DownloadUrlInput>(async () => {
      throw new Error('getDownloadUrl not provided');
    }),
    saveLog: fromPromise<void, DownloadLogInput>(async () => {
      throw new Error('saveLog not provided');
    }),
    startDownload: fromPromise<void, StartDownloadInput>(async () => {
      throw new Error('startDownload not provided');
    }),
  },
  actions: {
    failed: assign({ platform: null, download: null, error: (_, error: Message) => error }),
  },
}).createMachine({
  id: 'gameDownload',
  description:
    'Download buttons: asks for the platform download URL (WINDOWS or MAC), logs 5002 (client download), starts the download. A failure shows a ' +
    'message and the buttons stay usable; a click while one is prepared is ignored.',
  context: ({ input }) => ({ platforms: input.platforms, platform: null, download: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { DOWNLOAD: { target: 'fetching', actions: assign({ platform: ({ event }) => event.platform, error: null }) } },
    },
    fetching: {
      invoke: {
        id: 'getDownloadUrl',
        src: 'getDownloadUrl',
        input: ({ context }) => ({ platform: context.platform! }),
        onDone: {
          target: 'starting',
          actions: [
            assign({ download: ({ event }) => event.output }),
            // The log never holds the download up, nor fails it.
            enqueueActions(({ enqueue, context, event }) =>
              enqueue.spawnChild('saveLog', { input: { platform: context.platform!, version: event.output.version } }),
            ),
          ],
        },
        onError: { target: 'idle', actions: { type: 'failed', params: ({ event }) => apiErrorMessage(event.error, GAME_MESSAGE.downloadFailed) } },
      },
    },
    starting: {
      invoke: {
        id: 'startDownload',
        src: 'startDownload',
        input: ({ context }) => ({ url: context.download!.url }),
        onDone: { target: 'idle', actions: assign({ platform: null }) },
        onError: { target: 'idle', actions: { type: 'failed', params: ({ event }) => apiErrorMessage(event.error, GAME_MESSAGE.downloadFailed) } },
      },
    },
  },
});
