// Root app machine: spawns what every page needs under its systemId, attaches feature flows on demand, loads the login
// popup on the first LOGIN.OPEN, owns the mobile menu, and sends visitors to login.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { findIdMachine } from '../auth/findIdMachine';
import { loginMachine } from '../auth/loginMachine';
import { signupMachine } from '../auth/signupMachine';
import { stakingHubMachine } from '../staking/stakingHubMachine';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, type ModelEvent, runPaths } from '../testing/modelTest';
import type { WalletConnection } from '../wallet/types';
import { walletMachine } from '../wallet/walletMachine';
import type { WalletTypeCode } from './sessionMachine';
import { ROOT_SYSTEM_ID } from '../shared/system';
import { APP_MESSAGE, appMachine, type AppInput, FLOW_IDS, type LoadedLogin } from './appMachine';

const visitor: AppInput = { mode: 'DEV', version: '0.8.5', networks: [{ chainId: 31337, family: 'ETH' }], storedSession: null, startupStamp: 's' };
const member: AppInput = { ...visitor, storedSession: { loginBy: 'id', user: { id: '1', account: 'alice' } } };
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
  if (!s.matches({ running: 'loadingLogin' })) return always;
  return [...always, { type: 'xstate.done.actor.loadLogin', output: loaded }, { type: 'xstate.error.actor.loadLogin', error: offline }];
}

/** A child the app spawned by a name its setup does not list (a flow, the login popup). */
const child = (s: SnapshotFrom<typeof appMachine>, id: string) => (s.children as Record<string, AnyActorRef | undefined>)[id];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The app with the login popup's loading settled by the test. */
function controlled() {
  const promises = new ControlledPromises();
  return { promises, machine: appMachine.provide({ actors: { loadLogin: promises.actor('loadLogin') } }) };
}

describe('appMachine model', () => {
  for (const [who, input] of [
    ['visitor', visitor],
    ['member', member],
  ] as const) {
    it(`replays every edge for a ${who}: the menu closes when a popup opens, the login popup loads once and opens`, async () => {
      const { promises, machine } = controlled();
      const paths = getEdgePaths(machine, { input, events });
      const coverage = new ModelCoverage(appMachine);
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
          if (type === 'GAME.START' && input.storedSession) expect(popups).toContain('game-start');
          if (type === 'GAME.START' && !input.storedSession) expect(popups).not.toContain('game-start');
          if (type === 'FLOW.ATTACH') expect(child(actual, 'findId')?.getSnapshot().value).toBe('idle');
        },
      });
      expect(coverage.missingStates()).toEqual([]);
      // A visitor never takes the signed-in branch of GAME.START, nor a member the visitor one.
      expect(coverage.missingTransitions()).toHaveLength(1);
    });
  }
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
    expect(app.system.get('session')!.getSnapshot().value).toBe('signedIn');
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

  it('does not load the login popup when a member starts the game', () => {
    const { promises, machine } = controlled();
    const app = createActor(machine, { input: member }).start();
    app.send({ type: 'GAME.START' });
    expect(promises.inputs('loadLogin')).toEqual([]);
    expect(
      app
        .getSnapshot()
        .context.popups.getSnapshot()
        .context.stack.map((p) => p.id),
    ).toEqual(['game-start']);
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
