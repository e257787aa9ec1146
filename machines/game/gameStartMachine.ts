// Game start (spec 4): no stored user id → login; else refresh token (9 → the session ends, login), the player (get,
// create, link the Enjin wallet), start game, open the
// client URL; still focused 0.5 s later → launch-failed toast and the download guide, else the game-start loading overlay.
import { type ActorRef, assign, enqueueActions, fromCallback, fromPromise, setup, type Snapshot } from 'xstate';
import { TIMING } from '../constants';
import { apiErrorMessage } from '../shared/apiErrors';
import { message, type Message } from '../shared/message';
import { appActors } from '../shared/system';
import { GAME_MESSAGE } from './messages';
import { ensurePlayerInputOf, refreshInputOf, startInputOf } from './rules';
import type {
  EnsurePlayerInput,
  GamePlayer,
  GameUser,
  OpenClientInput,
  PageFocusEvent,
  RefreshTokenInput,
  RefreshTokenOutput,
  StartGameInput,
  StartGameOutput,
} from './types';

/** Who opens the login popup: the root, which loads the popup's code first when it is not there yet. */
export type LoginOpener = ActorRef<Snapshot<unknown>, { type: 'LOGIN.OPEN' }>;

export interface GameStartInput {
  loginOpener: LoginOpener | null;
}

export interface GameStartContext {
  loginOpener: LoginOpener | null;
  user: GameUser | null;
  token: { authToken: string; accountId: string; newUser: boolean } | null;
  url: string | null;
}

/** GAME.START carries the stored user as the session holds it (the root reads it on each click). */
export type GameStartEvent = { type: 'GAME.START'; user: GameUser | null } | PageFocusEvent;

export const gameStartMachine = setup({
  types: {
    context: {} as GameStartContext,
    events: {} as GameStartEvent,
    input: {} as GameStartInput,
  },
  actors: {
    refreshToken: fromPromise<RefreshTokenOutput, RefreshTokenInput>(async () => {
      throw new Error('refreshToken not provided');
    }),
    /** The game-asset service: get the player, create it when missing, link the wallet as its Enjin wallet when none is. */
    ensurePlayer: fromPromise<GamePlayer, EnsurePlayerInput>(async () => {
      throw new Error('ensurePlayer not provided');
    }),
    startGame: fromPromise<StartGameOutput, StartGameInput>(async () => {
      throw new Error('startGame not provided');
    }),
    /** Hands the custom-scheme URL to the browser (a hidden frame), which asks the operating system for the client. */
    openClient: fromPromise<void, OpenClientInput>(async () => {
      throw new Error('openClient not provided');
    }),
    /** Reports PAGE.LEFT (blur, hidden) and PAGE.RETURNED (focus, visible) while a launch is followed. */
    watchPage: fromCallback<PageFocusEvent>(() => {
      throw new Error('watchPage not provided');
    }),
  },
  delays: {
    launchFocusCheck: TIMING.gameLaunchFocusCheckMs,
  },
  guards: {
    hasUserId: (_, user: GameUser | null) => refreshInputOf(user) !== null,
    notLoggedIn: (_, output: RefreshTokenOutput) => output.result === 9,
  },
  actions: {
    openLogin: enqueueActions((args) => {
      const opener = args.context.loginOpener;
      // Without the root (a flow tested alone), the login popup's own actor, if loaded.
      if (opener) args.enqueue.sendTo(opener, { type: 'LOGIN.OPEN' });
      else appActors(args).send('login', { type: 'LOGIN.OPEN' });
    }),
    /** Refresh said 9: this browser's session is over (spec 7); the session actor forgets the user everywhere. */
    endSession: enqueueActions((args) => appActors(args).send('session', { type: 'SESSION.EXPIRED' })),
    /** The player step may have linked the Enjin wallet: the session's user follows it (userInfo.enjinWalletAddr). */
    tellSession: enqueueActions((args, enjinWalletAddr: string) => appActors(args).send('session', { type: 'SESSION.ENJIN_WALLET', enjinWalletAddr })),
    startLoading: enqueueActions((args) => appActors(args).loading.start()),
    stopLoading: enqueueActions((args) => appActors(args).loading.stop()),
    startFailed: enqueueActions((args, failure: Message) => appActors(args).toast(failure, 'error')),
    /** Spec 4: still focused after the focus check: the launch-failed toast (then showDownloadGuide). */
    launchFailed: enqueueActions((args) => {
      appActors(args).toast(message(GAME_MESSAGE.launchFailed), 'error');
    }),
    /** The download guide of the page's language, through the one navigate port. */
    showDownloadGuide: enqueueActions((args) => appActors(args).navigate({ kind: 'page', page: 'guide/download' })),
    forget: assign({ user: null, token: null, url: null }),
  },
}).createMachine({
  id: 'gameStart',
  description:
    'Start now: without a stored user id the login popup opens; else refresh token (result 9 ends the session and opens login), the player (get, ' +
    'create when missing, link the Enjin wallet; a failure does not stop the start), start game, then the client URL opens. Still focused 0.5 s ' +
    'later: launch-failed toast and the download guide; focus lost: the game-start loading overlay until the page is back. A second Start now while ' +
    'one runs is ignored.',
  context: ({ input }) => ({ loginOpener: input.loginOpener, user: null, token: null, url: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'GAME.START': [
          { guard: { type: 'hasUserId', params: ({ event }) => event.user }, target: 'requesting', actions: assign({ user: ({ event }) => event.user }) },
          { actions: 'openLogin' },
        ],
      },
    },
    // The loading overlay covers the two calls; a second click lands here and is ignored.
    requesting: {
      entry: 'startLoading',
      exit: 'stopLoading',
      initial: 'refreshing',
      states: {
        refreshing: {
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            input: ({ context }) => refreshInputOf(context.user)!,
            onDone: [
              {
                guard: { type: 'notLoggedIn', params: ({ event }) => event.output },
                target: '#gameStart.idle',
                actions: ['forget', 'endSession', 'openLogin'],
              },
              {
                target: 'preparingPlayer',
                actions: assign({ token: ({ event }) => (event.output.result === 0 ? { ...event.output } : null) }),
              },
            ],
            onError: {
              target: '#gameStart.idle',
              actions: ['forget', { type: 'startFailed', params: ({ event }) => apiErrorMessage(event.error, GAME_MESSAGE.launchFailed) }],
            },
          },
        },
        // The player the game enters with (spec 7 game-asset calls). A failure does not stop the start: the lobby
        // still opens, and the next start tries again (docs/decisions.md).
        preparingPlayer: {
          invoke: {
            id: 'ensurePlayer',
            src: 'ensurePlayer',
            input: ({ context }) => ensurePlayerInputOf(context.user!, context.token!),
            onDone: { target: 'entering', actions: { type: 'tellSession', params: ({ event }) => event.output.enjinWalletAddr } },
            onError: 'entering',
          },
        },
        entering: {
          invoke: {
            id: 'startGame',
            src: 'startGame',
            input: ({ context }) => startInputOf(context.user!, context.token!),
            onDone: { target: '#gameStart.launching', actions: assign({ url: ({ event }) => event.output }) },
            onError: {
              target: '#gameStart.idle',
              actions: ['forget', { type: 'startFailed', params: ({ event }) => apiErrorMessage(event.error, GAME_MESSAGE.launchFailed) }],
            },
          },
        },
      },
    },
    // The page's focus is followed from the moment the URL is handed over until the launch is settled.
    launching: {
      invoke: { id: 'watchPage', src: 'watchPage' },
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'openClient',
            src: 'openClient',
            input: ({ context }) => ({ url: context.url! }),
            onError: { target: '#gameStart.idle', actions: ['forget', 'launchFailed', 'showDownloadGuide'] },
          },
          on: { 'PAGE.LEFT': 'away' },
          after: { launchFocusCheck: { target: '#gameStart.idle', actions: ['forget', 'launchFailed', 'showDownloadGuide'] } },
        },
        // The client took the focus: the game-start loading overlay shows until the user is back on the page.
        away: {
          on: { 'PAGE.RETURNED': { target: '#gameStart.idle', actions: 'forget' } },
        },
      },
    },
  },
});
