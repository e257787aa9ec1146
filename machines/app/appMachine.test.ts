// Root app machine: spawns what every page needs under its systemId, attaches feature flows on demand, loads the login
// popup on the first LOGIN.OPEN, owns the mobile menu, and sends visitors to login.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { findIdMachine } from '../auth/findIdMachine';
import { gameStartMachine } from '../game/gameStartMachine';
import { GAME_MESSAGE } from '../game/messages';
import type { RefreshTokenInput, RefreshTokenOutput } from '../game/types';
import { loginMachine } from '../auth/loginMachine';
import { signupMachine } from '../auth/signupMachine';
import { stakingHubMachine } from '../staking/stakingHubMachine';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, type ModelEvent, runPaths } from '../testing/modelTest';
import type { WalletConnection } from '../wallet/types';
import { txTrackerMachine } from '../tx/txTrackerMachine';
import type { LoadTxsInput, LoadTxsOutput } from '../tx/types';
import { walletMachine } from '../wallet/walletMachine';
import type { WalletTypeCode } from './sessionMachine';
import { ROOT_SYSTEM_ID } from '../shared/system';
import { APP_MESSAGE, appMachine, type AppInput, FLOW_IDS } from './appMachine';
import type { LoadedLogin } from './types';

const visitor: AppInput = { mode: 'DEV', version: '0.8.5', networks: [{ chainId: 31337, family: 'ETH' }], storedSession: null, startupStamp: 's' };
const member: AppInput = { ...visitor, storedSession: { loginBy: 'id', user: { id: '1', accountId: 'acc-1', account: 'alice' } } };
/** The game start flow, its refresh left pending: a started game stays in 'requesting', where clicks are ignored. */
const game = gameStartMachine.provide({ actors: { refreshToken: fromPromise(() => new Promise<RefreshTokenOutput>(() => undefined)) } });
const offline = new Error('Failed to fetch dynamically imported module');
const loaded: LoadedLogin = { logic: loginMachine, rememberedId: null };

function events(s: SnapshotFrom<typeof appMachine>): ModelEvent<typeof appMachine>[] {
  const always: ModelEvent<typeof appMachine>[] = [
    { type: 'MENU.TOGGLE' },
    { type: 'MENU.CLOSE' },
    { type: 'LOGIN.OPEN' },
    { type: 'GAME.START' },
    { type: 'FLOW.ATTACH', key: 'findId', logic: findIdMachine, input: {} },
  ];
  const runtime: ModelEvent<typeof appMachine>[] = [];
  if (s.matches({ running: 'loadingLogin' }))
    runtime.push({ type: 'xstate.done.actor.loadLogin', output: loaded }, { type: 'xstate.error.actor.loadLogin', error: offline });
  if (s.matches({ game: 'loading' }))
    runtime.push({ type: 'xstate.done.actor.loadGameStart', output: game }, { type: 'xstate.error.actor.loadGameStart', error: offline });
  return [...always, ...runtime];
}

/** A child the app spawned by a name its setup does not list (a flow, the login popup). */
const child = (s: SnapshotFrom<typeof appMachine>, id: string) => (s.children as Record<string, AnyActorRef | undefined>)[id];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The app with the login popup's loading settled by the test. */
function controlled() {
  const promises = new ControlledPromises();
  return { promises, machine: appMachine.provide({ actors: { loadLogin: promises.actor('loadLogin'), loadGameStart: promises.actor('loadGameStart') } }) };
}

describe('appMachine model', () => {
  it('replays every edge for a visitor and a member: a popup closes the menu, the login and game flows load once', async () => {
    // One coverage for both: a visitor never loads the game flow, a member never takes the visitor's branch.
    const coverage = new ModelCoverage(appMachine);
    for (const input of [visitor, member]) {
      const { promises, machine } = controlled();
      const paths = getEdgePaths(machine, { input, events });
      await runPaths({
        machine,
        input,
        paths,
        coverage,
        promises,
        // The context holds spawned refs the model never starts: compare the app's own data,
        // and read what the live children show in the checks.
        compare: (s) => ({ value: s.value, menuOpen: s.context.menuOpen }),
        check: (actual, step, before) => {
          const type = step.event.type;
          const popups = actual.context.popups.getSnapshot().context.stack.map((p) => p.id);
          const login = child(actual, 'login');
          const loginOpen = login?.getSnapshot().matches('open') === true;
          const opensLogin = type === 'LOGIN.OPEN' || (type === 'GAME.START' && !input.storedSession);
          if (opensLogin || type === 'GAME.START') expect(actual.context.menuOpen).toBe(false);
          // The login flow exists only once it has loaded; from then on every LOGIN.OPEN opens it.
          expect(login === undefined).toBe(!actual.matches({ running: 'withLogin' }));
          if (opensLogin && before.matches({ running: 'withoutLogin' })) expect(actual.matches({ running: 'loadingLogin' })).toBe(true);
          if (opensLogin && before.matches({ running: 'withLogin' })) expect(loginOpen).toBe(true);
          if (type === 'xstate.done.actor.loadLogin') expect(loginOpen).toBe(true);
          if (type === 'xstate.error.actor.loadLogin') {
            expect(actual.matches({ running: 'withoutLogin' })).toBe(true);
            expect(actual.context.toast.getSnapshot().context.current?.message.id).toBe(APP_MESSAGE.loginUnavailable);
          }
          expect(popups).toEqual([]);
          const gameFlow = child(actual, 'gameStart');
          // The game flow exists only once loaded, and only a member's Start now loads it; a visitor's opens login.
          expect(gameFlow === undefined).toBe(!actual.matches({ game: 'loaded' }));
          if (type === 'GAME.START' && !input.storedSession) expect(actual.matches({ game: 'notLoaded' })).toBe(true);
          if (type === 'GAME.START' && input.storedSession && before.matches({ game: 'notLoaded' })) expect(actual.matches({ game: 'loading' })).toBe(true);
          if (type === 'xstate.done.actor.loadGameStart') expect(gameFlow?.getSnapshot().matches('requesting')).toBe(true);
          if (type === 'xstate.error.actor.loadGameStart') {
            expect(actual.matches({ game: 'notLoaded' })).toBe(true);
            expect(actual.context.toast.getSnapshot().context.current?.message.id).toBe(GAME_MESSAGE.unavailable);
          }
          // Clicks while the code loads or the flow runs: one load, one start.
          expect(promises.inputs('loadGameStart').length).toBeLessThanOrEqual(1);
          if (type === 'FLOW.ATTACH') expect(child(actual, 'findId')?.getSnapshot().value).toBe('idle');
        },
      });
    }
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  });
});

describe('appMachine rules', () => {
  it('spawns a flow a page attaches under its systemId, once', () => {
    const app = createActor(appMachine, { input: visitor }).start();
    expect(app.system.get('signup')).toBeUndefined();
    app.send({ type: 'FLOW.ATTACH', key: 'signup', logic: signupMachine, input: {} });
    const first = app.system.get('signup');
    expect(first).toBeDefined();
    app.send({ type: 'FLOW.ATTACH', key: 'signup', logic: signupMachine, input: { codeSeconds: 5 } });
    expect(app.system.get('signup')).toBe(first);
    expect(app.getSnapshot().children.signup).toBe(first);
  });

  it('ignores an attach under an id that is not a flow of the app', () => {
    const app = createActor(appMachine, { input: visitor }).start();
    const stray = { type: 'FLOW.ATTACH', key: 'market', logic: fromPromise(async () => undefined), input: undefined };
    app.send(stray as never);
    expect(app.system.get('market')).toBeUndefined();
    expect(FLOW_IDS).not.toContain('market');
  });

  it('starts the staking hub only when a page attaches it, with the networks it is given', () => {
    const app = createActor(appMachine, { input: visitor }).start();
    expect(app.system.get('staking')).toBeUndefined();
    app.send({ type: 'FLOW.ATTACH', key: 'staking', logic: stakingHubMachine, input: { networks: visitor.networks } });
    expect(app.system.get('staking')!.getSnapshot().context.networks).toEqual(visitor.networks);
    // Its transactions go to the root's tracker: the hub keeps none of its own.
    expect(app.system.get('stakingTx')).toBeUndefined();
    expect(app.system.get('tx')).toBe(app.getSnapshot().context.tx);
  });

  it('spawns the overlays, session, network and wallet under their systemIds, and no login flow before LOGIN.OPEN', () => {
    const app = createActor(appMachine, { input: visitor }).start();
    for (const id of Object.values(ROOT_SYSTEM_ID)) expect(app.system.get(id), id).toBeDefined();
    expect(app.system.get('login')).toBeUndefined();
    expect(app.system.get('session')!.getSnapshot().value).toBe('visitor');
    expect(app.system.get('network')!.getSnapshot().value).toBe('unknown');
  });

  it('asks for a captcha in the alert only in PROD', () => {
    const dev = createActor(appMachine, { input: visitor }).start();
    const prod = createActor(appMachine, { input: { ...visitor, mode: 'PROD' } }).start();
    expect(dev.getSnapshot().context.alert.getSnapshot().context.captchaRequired).toBe(false);
    expect(prod.getSnapshot().context.alert.getSnapshot().context.captchaRequired).toBe(true);
  });

  it('restores a stored login method as a signed-in session', () => {
    const app = createActor(appMachine, { input: member }).start();
    expect(app.system.get('session')!.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('toggles the mobile menu and closes it', () => {
    const app = createActor(appMachine, { input: visitor }).start();
    app.send({ type: 'MENU.TOGGLE' });
    expect(app.getSnapshot().context.menuOpen).toBe(true);
    app.send({ type: 'MENU.TOGGLE' });
    expect(app.getSnapshot().context.menuOpen).toBe(false);
    app.send({ type: 'MENU.TOGGLE' });
    app.send({ type: 'MENU.CLOSE' });
    expect(app.getSnapshot().context.menuOpen).toBe(false);
  });

  it('loads the login popup once and opens it when a visitor starts the game', async () => {
    const { promises, machine } = controlled();
    const app = createActor(machine, { input: visitor }).start();
    app.send({ type: 'GAME.START' });
    app.send({ type: 'LOGIN.OPEN' });
    expect(promises.inputs('loadLogin')).toHaveLength(1);
    promises.settle({ type: 'xstate.done.actor.loadLogin', output: loaded });
    await flushPromises();
    expect(app.system.get('login')!.getSnapshot().matches('open')).toBe(true);
    expect(app.getSnapshot().context.popups.getSnapshot().context.stack).toEqual([]);
    app.system.get('login')!.send({ type: 'LOGIN.CLOSE' });
    app.send({ type: 'LOGIN.OPEN' });
    expect(app.system.get('login')!.getSnapshot().matches('open')).toBe(true);
    expect(promises.inputs('loadLogin')).toHaveLength(1);
  });

  it('loads the game flow once for a member, forwards each Start now with the stored user, and loads no login popup', async () => {
    const { promises, machine } = controlled();
    const app = createActor(machine, { input: member }).start();
    app.send({ type: 'GAME.START' });
    app.send({ type: 'GAME.START' });
    expect(promises.inputs('loadLogin')).toEqual([]);
    expect(promises.inputs('loadGameStart')).toHaveLength(1);
    promises.settle({ type: 'xstate.done.actor.loadGameStart', output: game });
    await flushPromises();
    const flow = app.system.get('gameStart')!;
    expect(flow.getSnapshot().context.user).toEqual(member.storedSession!.user);
    expect(flow.getSnapshot().matches('requesting')).toBe(true);
    expect(promises.inputs('loadGameStart')).toHaveLength(1);
  });

  it('ends the session and loads the login popup when the game flow hears refresh 9 (not logged in)', async () => {
    const promises = new ControlledPromises();
    // The tracker saves the signed-out user's list as the session ends: a no-op here.
    const tx = txTrackerMachine.provide({
      actions: { saveTxs: () => undefined },
      actors: { loadTxs: fromPromise<LoadTxsOutput, LoadTxsInput>(async () => []) },
    });
    const machine = appMachine.provide({ actors: { tx, loadLogin: promises.actor('loadLogin'), loadGameStart: promises.actor('loadGameStart') } });
    const app = createActor(machine, { input: member }).start();
    app.send({ type: 'GAME.START' });
    const notLoggedIn = gameStartMachine.provide({ actors: { refreshToken: fromPromise<RefreshTokenOutput, RefreshTokenInput>(async () => ({ result: 9 })) } });
    promises.settle({ type: 'xstate.done.actor.loadGameStart', output: notLoggedIn });
    await flushPromises();
    // Ended by the server: expired (the user forgotten, the page kept under the login popup), not a visitor's logout.
    expect(app.system.get('session')!.getSnapshot().value).toBe('expired');
    expect(app.system.get('session')!.getSnapshot().context.user).toBeNull();
    expect(promises.inputs('loadLogin')).toHaveLength(1);
    expect(app.getSnapshot().matches({ running: 'loadingLogin' })).toBe(true);
  });

  it('pre-fills the remembered ID in the login popup', async () => {
    const machine = appMachine.provide({ actors: { loadLogin: fromPromise<LoadedLogin>(async () => ({ logic: loginMachine, rememberedId: 'tester01' })) } });
    const app = createActor(machine, { input: visitor }).start();
    app.send({ type: 'LOGIN.OPEN' });
    await flushPromises();
    expect(app.system.get('login')!.getSnapshot().context).toMatchObject({ account: 'tester01', remember: true });
  });

  it('sends WALLET.RESTORE once at start: a stored wallet is reconnected, an ID login or a visitor is not', async () => {
    for (const [input, expected] of [
      [{ ...visitor, storedSession: { loginBy: 'wallet', user: { id: '5', account: 'dave', walletType: 1 } } }, [1]],
      [member, []],
      [visitor, []],
    ] as const) {
      const asked: number[] = [];
      const machine = appMachine.provide({
        actors: {
          wallet: walletMachine.provide({
            actors: {
              reconnectWallet: fromPromise<WalletConnection, { walletType: WalletTypeCode }>(async ({ input: i }) => {
                asked.push(i.walletType);
                throw new Error('no wallet here');
              }),
            },
          }),
        },
      });
      const app = createActor(machine, { input: input as AppInput }).start();
      await vi.runAllTimersAsync();
      expect(asked).toEqual(expected);
      expect(app.system.get('wallet')!.getSnapshot().value).toBe('disconnected');
    }
  });
});
