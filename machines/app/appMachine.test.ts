// Root app machine: spawns every app actor under its systemId, owns the mobile menu, and sends visitors to login.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getEdgePaths, ModelCoverage, runPaths } from '../testing/modelTest';
import type { WalletConnection } from '../wallet/types';
import { walletMachine } from '../wallet/walletMachine';
import type { WalletTypeCode } from './sessionMachine';
import { appMachine, type AppEvent, type AppInput, SYSTEM_ID } from './appMachine';

const visitor: AppInput = { mode: 'DEV', version: '0.8.5', networks: [{ chainId: 31337, family: 'ETH' }], storedSession: null };
const member: AppInput = { ...visitor, storedSession: { loginBy: 'id', user: { id: '1', account: 'alice' } } };
// An account flow a page attaches (a never-settling stand-in logic: only the spawn is under test).
const flow = fromPromise(() => new Promise<void>(() => undefined));
const EVENTS: AppEvent[] = [
  { type: 'MENU.TOGGLE' },
  { type: 'MENU.CLOSE' },
  { type: 'LOGIN.OPEN' },
  { type: 'GAME.START' },
  { type: 'ACCOUNT.ATTACH', key: 'findId', logic: flow },
];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('appMachine model', () => {
  for (const [who, input] of [
    ['visitor', visitor],
    ['member', member],
  ] as const) {
    it(`replays every edge for a ${who} and keeps the menu closed after any popup opens`, async () => {
      const paths = getEdgePaths(appMachine, { input, events: () => EVENTS });
      const coverage = new ModelCoverage(appMachine);
      await runPaths({
        machine: appMachine,
        input,
        paths,
        coverage,
        // The context holds spawned refs the model never starts: compare the app's own data,
        // and read what the live children show in the checks.
        compare: (s) => ({ value: s.value, menuOpen: s.context.menuOpen }),
        check: (actual, step) => {
          const type = (step.event as { type: string }).type;
          const popups = actual.context.popups.getSnapshot().context.stack.map((p) => p.id);
          if (type === 'LOGIN.OPEN' || type === 'GAME.START') expect(actual.context.menuOpen).toBe(false);
          const loginOpen = actual.context.login.getSnapshot().matches('open');
          if (type === 'LOGIN.OPEN') expect(loginOpen).toBe(true);
          if (type === 'GAME.START' && input.storedSession) expect(popups).toContain('game-start');
          if (type === 'GAME.START' && !input.storedSession) expect(loginOpen).toBe(true);
          if (type === 'ACCOUNT.ATTACH') expect(actual.children.findId).toBeDefined();
          expect(actual.matches('running')).toBe(true);
        },
      });
      expect(coverage.missingStates()).toEqual([]);
      // A visitor never takes the signed-in branch of GAME.START, nor a member the visitor one.
      expect(coverage.missingTransitions()).toHaveLength(1);
    });
  }
});

describe('appMachine rules', () => {
  it('spawns an account flow on demand under its systemId, once', () => {
    const app = createActor(appMachine, { input: visitor }).start();
    expect(app.system.get('signup')).toBeUndefined();
    app.send({ type: 'ACCOUNT.ATTACH', key: 'signup', logic: flow });
    const first = app.system.get('signup');
    expect(first).toBeDefined();
    app.send({ type: 'ACCOUNT.ATTACH', key: 'signup', logic: fromPromise(async () => undefined) });
    expect(app.system.get('signup')).toBe(first);
    expect(app.getSnapshot().children.signup).toBe(first);
  });

  it('spawns the overlays, session, network, login and wallet under their systemIds', () => {
    const app = createActor(appMachine, { input: visitor }).start();
    for (const id of Object.values(SYSTEM_ID)) expect(app.system.get(id), id).toBeDefined();
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

  it('opens the login popup when a visitor starts the game', () => {
    const app = createActor(appMachine, { input: visitor }).start();
    expect(app.system.get('login')!.getSnapshot().value).toBe('closed');
    app.send({ type: 'GAME.START' });
    expect(app.system.get('login')!.getSnapshot().matches('open')).toBe(true);
    expect(app.getSnapshot().context.popups.getSnapshot().context.stack).toEqual([]);
  });

  it('does not open the login popup when a member starts the game', () => {
    const app = createActor(appMachine, { input: member }).start();
    app.send({ type: 'GAME.START' });
    expect(app.system.get('login')!.getSnapshot().value).toBe('closed');
    expect(app.getSnapshot().context.popups.getSnapshot().context.stack.map((p) => p.id)).toEqual(['game-start']);
  });

  it('pre-fills the remembered ID in the login popup', () => {
    const app = createActor(appMachine, { input: { ...visitor, rememberedId: 'tester01' } }).start();
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
