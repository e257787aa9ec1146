// Game start: model-based coverage of every state and transition (no cookie, refresh 9, start failure, focus kept, focus
// lost, double click), plus the flow among the app's toast and session actors.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { AnyEventObject } from 'xstate';
import { sessionMachine } from '../app/sessionMachine';
import { toastMachine } from '../overlay/toastMachine';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { gameStartMachine, type GameStartInput, type LoginOpener } from './gameStartMachine';
import { GAME_MESSAGE } from './messages';
import { showsGameStartOverlay } from './selectors';
import type { EnsurePlayerInput, GamePlayer, GameUser, OpenClientInput, PageFocusEvent, RefreshTokenInput, RefreshTokenOutput, StartGameInput } from './types';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof gameStartMachine;
const USER: GameUser = { id: '7', accountId: 'acc-7', walletAddr: '0xabc', walletType: 1 };
const TOKEN: RefreshTokenOutput = { result: 0, authToken: 'token-0123456789', accountId: 'acc-7', newUser: true };
const PLAYER = { nickname: 'player', enjinWalletAddr: '' };
const URL = 'metaworld://start?ticket=t1&account=acc-7&newUser=1&walletType=1';
const offline = Object.assign(new Error('Network down'), {});

/** Records what the flow asks of the root (LOGIN.OPEN). */
function recorder() {
  const received: string[] = [];
  const ref = createActor(
    fromCallback<{ type: 'LOGIN.OPEN' }>(({ receive }) => receive((event) => received.push(event.type))),
  ).start() as unknown as LoginOpener;
  return { received, ref };
}

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const again: ModelEvent<Model> = { type: 'GAME.START', user: USER };
  if (s.matches('idle')) return [again, { type: 'GAME.START', user: null }];
  if (s.matches({ requesting: 'refreshing' })) {
    return [
      again,
      { type: 'xstate.done.actor.refreshToken', output: TOKEN },
      { type: 'xstate.done.actor.refreshToken', output: { result: 9 } },
      { type: 'xstate.error.actor.refreshToken', error: offline },
    ];
  }
  if (s.matches({ requesting: 'preparingPlayer' })) {
    return [
      again,
      { type: 'xstate.done.actor.ensurePlayer', output: PLAYER },
      { type: 'xstate.error.actor.ensurePlayer', error: Object.assign(new Error('game service down'), { key: 'error-msg-server' }) },
    ];
  }
  if (s.matches({ requesting: 'entering' })) {
    return [
      again,
      { type: 'xstate.done.actor.startGame', output: URL },
      { type: 'xstate.error.actor.startGame', error: Object.assign(new Error('authToken expired'), { key: 'error-msg-auth' }) },
    ];
  }
  if (s.matches({ launching: 'checking' })) {
    return [again, { type: 'PAGE.LEFT' }, { type: 'xstate.error.actor.openClient', error: new Error('blocked') }];
  }
  return [again, { type: 'PAGE.LEFT' }, { type: 'PAGE.RETURNED' }];
}

describe('gameStartMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const opener = recorder();
    let guides = 0;
    const machine = gameStartMachine.provide({
      actors: {
        refreshToken: promises.actor('refreshToken'),
        ensurePlayer: promises.actor('ensurePlayer'),
        startGame: promises.actor('startGame'),
        openClient: promises.actor('openClient'),
        watchPage: fromCallback<PageFocusEvent>(() => undefined),
      },
      // The navigate port is the app's: here the action that asks it for the guide is counted.
      actions: {
        showDownloadGuide: () => {
          guides += 1;
        },
      },
    });
    const input: GameStartInput = { loginOpener: opener.ref };
    const coverage = new ModelCoverage(gameStartMachine);
    const paths = getEdgePaths(gameStartMachine, { input, events: samples });
    let logins = 0;
    let failures = 0;
    await runPaths({
      machine,
      input,
      paths,
      coverage,
      promises,
      beforePath: () => {
        opener.received.length = 0;
        guides = 0;
        logins = 0;
        failures = 0;
      },
      compare: (s) => ({ value: s.value, context: { ...s.context, loginOpener: null }, status: s.status }),
      check: (actual, step, before) => {
        const event = step.event;
        expect(showsGameStartOverlay(actual)).toBe(actual.matches({ launching: 'away' }));
        // No cookie user id: the login popup, nothing requested.
        if (event.type === 'GAME.START' && event.user === null && before.matches('idle')) {
          logins += 1;
          expect(actual.matches('idle')).toBe(true);
        }
        // Refresh answered 9 (not logged in): back to idle and the login popup.
        if (event.type === 'xstate.done.actor.refreshToken' && (event.output as RefreshTokenOutput).result === 9) {
          logins += 1;
          expect(actual.matches('idle')).toBe(true);
          expect(actual.context.user).toBeNull();
        }
        expect(opener.received).toHaveLength(logins);
        // Double click: a Start now while one runs starts nothing more.
        if (event.type === 'GAME.START' && !before.matches('idle')) {
          expect(actual.value).toEqual(before.value);
          expect(promises.inputs('refreshToken')).toHaveLength(1);
        }
        if (event.type === 'GAME.START' && event.user && before.matches('idle')) {
          expect(promises.inputs('refreshToken').at(-1)).toEqual({ accountId: 'acc-7', accountIdx: 7 });
        }
        // The player comes first (an ID-less wallet address '0xabc' has nothing to link); then start game, also after a
        // failed player step.
        if (event.type === 'xstate.done.actor.refreshToken' && (event.output as RefreshTokenOutput).result === 0) {
          expect(actual.matches({ requesting: 'preparingPlayer' })).toBe(true);
          expect(promises.inputs('ensurePlayer').at(-1)).toEqual({
            accountId: 'acc-7',
            authToken: TOKEN.authToken,
            nickname: 'player_7',
            enjinWalletAddr: null,
          });
        }
        if (event.type === 'xstate.done.actor.ensurePlayer' || event.type === 'xstate.error.actor.ensurePlayer') {
          expect(actual.matches({ requesting: 'entering' })).toBe(true);
          expect(promises.inputs('startGame').at(-1)).toEqual({
            walletAddr: '0xabc',
            authToken: TOKEN.authToken,
            accountId: 'acc-7',
            newUser: true,
            walletType: 1,
          });
        }
        if (event.type === 'xstate.done.actor.startGame') expect(promises.inputs('openClient').at(-1)).toEqual({ url: URL });
        // Focus kept 0.5 s (or the URL could not be handed over): the download guide; focus lost: the overlay, no guide.
        const launchFailed = event.type === 'xstate.after.launchFocusCheck.gameStart.launching.checking' || event.type === 'xstate.error.actor.openClient';
        if (launchFailed) {
          failures += 1;
          expect(actual.matches('idle')).toBe(true);
        }
        expect(guides).toBe(failures);
        if (event.type === 'PAGE.LEFT' && before.matches({ launching: 'checking' })) expect(actual.matches({ launching: 'away' })).toBe(true);
        if (event.type === 'PAGE.RETURNED' && before.matches({ launching: 'away' })) expect(actual.matches('idle')).toBe(true);
      },
    });
    expect(paths.length).toBeGreaterThan(8);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

/** The flow among the app's toast and session actors, as the root spawns them (systemIds 'toast', 'session'). */
function withApp(machine: Model, user: GameUser | null, guide: () => unknown = () => undefined) {
  const opener = recorder();
  const harness = setup({ actors: { toast: toastMachine, session: sessionMachine, game: machine } }).createMachine({
    entry: [],
    invoke: [
      { src: 'toast', systemId: 'toast' },
      // The one navigate port: the download guide of the page's language.
      {
        src: fromCallback<AnyEventObject>(({ receive }) =>
          receive((e) => {
            if (JSON.stringify(e) === JSON.stringify({ type: 'NAVIGATE', request: { kind: 'page', page: 'guide/download' } })) guide();
          }),
        ),
        systemId: 'navigator',
      },
      {
        src: 'session',
        systemId: 'session',
        input: { stored: user ? { loginBy: 'wallet' as const, user: { ...user, account: 'player' } } : null },
      },
      { id: 'game', src: 'game', systemId: 'gameStart', input: { loginOpener: opener.ref } },
    ],
  });
  const app = createActor(harness).start();
  const get = (id: string) => app.system.get(id) as AnyActorRef;
  return { opener, toast: () => get('toast').getSnapshot().context.current, session: () => get('session').getSnapshot(), game: get('gameStart') };
}

describe('gameStartMachine among the app actors', () => {
  const start = (refresh: () => Promise<RefreshTokenOutput>, startGame: () => Promise<string>) =>
    gameStartMachine.provide({
      actors: {
        refreshToken: fromPromise<RefreshTokenOutput, RefreshTokenInput>(refresh),
        ensurePlayer: fromPromise<GamePlayer, EnsurePlayerInput>(async () => PLAYER),
        startGame: fromPromise<string, StartGameInput>(startGame),
        openClient: fromPromise<void, OpenClientInput>(async () => undefined),
        watchPage: fromCallback<PageFocusEvent>(() => undefined),
      },
    });

  it('ends the session and opens login when the refresh answers 9', async () => {
    const app = withApp(
      start(
        async () => ({ result: 9 }),
        async () => URL,
      ),
      USER,
    );
    expect(app.session().matches('signedIn')).toBe(true);
    app.game.send({ type: 'GAME.START', user: USER });
    await flushPromises();
    // Ended by the server: expired (the user forgotten, the page kept under the login popup).
    expect(app.session().value).toBe('expired');
    expect(app.session().context.user).toBeNull();
    expect(app.opener.received).toEqual(['LOGIN.OPEN']);
  });

  it("keeps the Enjin wallet the player step linked in the session's user (userInfo.enjinWalletAddr)", async () => {
    const linked = start(
      async () => TOKEN,
      async () => URL,
    ).provide({
      actors: { ensurePlayer: fromPromise<GamePlayer, EnsurePlayerInput>(async ({ input }) => ({ ...PLAYER, enjinWalletAddr: input.enjinWalletAddr! })) },
    });
    const app = withApp(linked, { ...USER, walletAddr: '0x976EA74026E726554dB657fA54763abd0C3a0aa9' });
    expect(app.session().context.user?.enjinWalletAddr).toBeUndefined();
    app.game.send({ type: 'GAME.START', user: { ...USER, walletAddr: '0x976EA74026E726554dB657fA54763abd0C3a0aa9' } });
    await flushPromises();
    expect(app.session().context.user?.enjinWalletAddr).toBe('0x976EA74026E726554dB657fA54763abd0C3a0aa9');
  });

  it('shows the launch-failed toast and the download guide when the page keeps its focus for 0.5 s', async () => {
    const guide = vi.fn(async () => undefined);
    const app = withApp(
      start(
        async () => TOKEN,
        async () => URL,
      ),
      USER,
      guide,
    );
    app.game.send({ type: 'GAME.START', user: USER });
    await flushPromises();
    vi.advanceTimersByTime(499);
    expect(app.toast()).toBeNull();
    vi.advanceTimersByTime(1);
    await flushPromises();
    expect(app.toast()).toEqual({ message: { id: GAME_MESSAGE.launchFailed }, tone: 'error' });
    expect(guide).toHaveBeenCalledTimes(1);
  });

  it('toasts the launch failure with the server text when start game fails, and stays on the page', async () => {
    const guide = vi.fn(async () => undefined);
    const app = withApp(
      start(
        async () => TOKEN,
        async () => {
          throw new Error('lobby closed');
        },
      ),
      USER,
      guide,
    );
    app.game.send({ type: 'GAME.START', user: USER });
    await flushPromises();
    expect(app.toast()).toEqual({ message: { id: GAME_MESSAGE.launchFailed, detail: 'lobby closed' }, tone: 'error' });
    expect(app.game.getSnapshot().value).toBe('idle');
    expect(guide).not.toHaveBeenCalled();
  });
});
