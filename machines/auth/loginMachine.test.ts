// Login popup: model-based coverage of every state and transition (ID, wallet with SIWE, Google/Facebook, registered-wallet check, 4th LAND), then the rules.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, sendTo, type AnyEventObject, type SnapshotFrom } from 'xstate';
import type { SessionUser } from '../app/types';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { WalletHelperError, type WalletConnection } from '../wallet/types';
import { FACEBOOK_TOGGLE_CLICKS, FOURTH_LAND_POPUP_ID, loginMachine } from './loginMachine';
import { LOGIN_MESSAGE } from './messages';
import { SnsLoginError } from './types';
import { selectFacebookVisible, selectLoginBusy, selectLoginOpen } from './selectors';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof loginMachine;

const plainUser: SessionUser = { id: '7', account: 'user01', nickname: 'User' };
const walletUser: SessionUser = { id: '8', account: 'alice01', nickname: 'Alice', walletAddr: '0xAAaa000000000000000000000000000000000001' };
const registered: WalletConnection = { address: '0xaaaa000000000000000000000000000000000001', chainId: 31338, walletType: 1, label: 'MetaMask' };
const other: WalletConnection = { address: '0xbbbb000000000000000000000000000000000002', chainId: 31338, walletType: 1, label: 'MetaMask' };
const rejected = Object.assign(new Error('User denied'), { code: 4001 });
const wrongPassword = Object.assign(new Error('Wrong ID or password'), { key: 'error-msg-login-failed' });
const providerWindowClosed = new SnsLoginError('closed', 'facebook');

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const c = s.context;
  if (s.matches('closed')) return c.user === null && c.error === null ? [{ type: 'LOGIN.OPEN' }] : [];
  if (s.matches({ open: 'editing' })) {
    // After a failure the user can only retry or leave: enough to cover the edges, and the graph stays small.
    if (c.error !== null) return [{ type: 'LOGIN.CLOSE' }, { type: 'LOGIN.INPUT', field: 'account', value: c.account }];
    const events: ModelEvent<Model>[] = [
      { type: 'LOGIN.CLOSE' },
      { type: 'LOGIN.SUBMIT' },
      { type: 'LOGIN.WALLET', walletType: 1 },
      { type: 'LOGIN.SNS', platform: 'facebook' },
    ];
    const pristine = c.error === null && c.facebookClicks === 0 && !c.facebookVisible;
    if (c.account === '' && pristine) events.push({ type: 'LOGIN.INPUT', field: 'account', value: ' user01 ' });
    if (c.password === '' && c.account !== '' && pristine) events.push({ type: 'LOGIN.INPUT', field: 'password', value: 'Passw0rd!' });
    if (!c.remember && pristine && c.account === '') events.push({ type: 'LOGIN.REMEMBER', value: true });
    if (c.account === '' && !c.remember && c.password === '') events.push({ type: 'LOGIN.FACEBOOK_CLICK' });
    return events;
  }
  const done = (name: string, output: unknown) => ({ type: `xstate.done.actor.${name}`, output }) as ModelEvent<Model>;
  const fail = (name: string, error: unknown) => ({ type: `xstate.error.actor.${name}`, error }) as ModelEvent<Model>;
  if (s.matches({ open: 'idLogin' })) return [done('idLogin', plainUser), done('idLogin', walletUser), fail('idLogin', wrongPassword)];
  if (s.matches({ open: 'connectingRegistered' })) return [done('connectWallet', registered), done('connectWallet', other), fail('connectWallet', rejected)];
  if (s.matches({ open: 'abandoning' })) return [done('abandonLogin', undefined), fail('abandonLogin', new Error('offline'))];
  if (s.matches({ open: 'connecting' })) return [done('connectWallet', registered), fail('connectWallet', rejected)];
  if (s.matches({ open: 'signing' })) return [done('walletLogin', walletUser), fail('walletLogin', rejected)];
  if (s.matches({ open: 'sns' })) return [done('snsLogin', plainUser), fail('snsLogin', providerWindowClosed)];
  if (s.matches('finishing')) return [done('persistLogin', undefined), fail('persistLogin', new Error('cookie'))];
  if (s.matches({ checkingFourthLand: 'asking' })) return [done('fourthLandList', true), done('fourthLandList', false), fail('fourthLandList', new Error('x'))];
  if (s.matches('navigating'))
    return [
      done('readLocation', { pathname: '/en/home', search: '' }),
      done('readLocation', { pathname: '/ko/signup/register', search: '' }),
      fail('readLocation', new Error('x')),
    ];
  return [];
}

function provided(promises: ControlledPromises) {
  return loginMachine.provide({
    actors: {
      idLogin: promises.actor('idLogin'),
      connectWallet: promises.actor('connectWallet'),
      walletLogin: promises.actor('walletLogin'),
      snsLogin: promises.actor('snsLogin'),
      abandonLogin: promises.actor('abandonLogin'),
      persistLogin: promises.actor('persistLogin'),
      fourthLandList: promises.actor('fourthLandList'),
      readLocation: promises.actor('readLocation'),
    },
  });
}

describe('loginMachine model', () => {
  it('replays a path over every edge and covers every state and transition', async () => {
    const promises = new ControlledPromises();
    const coverage = new ModelCoverage(loginMachine);
    const input = { rememberedId: null };
    const paths = getEdgePaths(loginMachine, { input, events: samples });
    await runPaths({
      machine: provided(promises),
      input,
      paths,
      coverage,
      promises,
      check: (actual, step, before) => {
        // The popup is visible exactly while the user can act in it or wait on a request.
        expect(selectLoginOpen(actual)).toBe(actual.matches('open'));
        expect(selectLoginBusy(actual)).toBe(actual.matches('open') && !actual.matches({ open: 'editing' }));
        const type = step.event.type;
        if (type === 'LOGIN.SUBMIT' && !actual.matches({ open: 'idLogin' })) expect(actual.context.error?.id).toBe(LOGIN_MESSAGE.fillIn);
        if (type === 'xstate.error.actor.idLogin') {
          expect(actual.context.error?.id).toBe('api.loginFailed');
          expect(actual.context.password).toBe('');
          expect(actual.context.account).toBe(before.context.account);
        }
        if (type.startsWith('xstate.error.actor.') && actual.matches({ open: 'editing' }) && before.matches({ open: 'signing' })) {
          expect(actual.context.error).toEqual({ id: 'wallet.userRejected', detail: '(4001)' });
        }
        if (before.matches({ open: 'connectingRegistered' }) && actual.matches({ open: 'abandoning' }) && type.startsWith('xstate.done')) {
          expect(actual.context.error?.id).toBe(LOGIN_MESSAGE.walletMismatch);
        }
        if (type === 'xstate.error.actor.snsLogin') {
          expect(actual.context.error).toEqual({ id: LOGIN_MESSAGE.snsClosed, values: { platform: 'Facebook' } });
        }
        if (actual.matches('finishing')) expect(actual.context.loginBy).not.toBeNull();
      },
    });
    expect(paths.length).toBeGreaterThan(30);
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  }, 60_000);
});

/** Runs the login machine as a child of a stand-in app that records what reaches session, wallet and popups. */
function inApp(actors: Parameters<typeof loginMachine.provide>[0]['actors']) {
  const received: Record<'session' | 'wallet' | 'popups' | 'alert' | 'navigator', AnyEventObject[]> = {
    session: [],
    wallet: [],
    popups: [],
    alert: [],
    navigator: [],
  };
  const recorder = (name: 'session' | 'wallet' | 'popups' | 'alert' | 'navigator') =>
    fromCallback<AnyEventObject>(({ receive }) => receive((e) => received[name].push(e)));
  const app = createMachine({
    invoke: [
      { src: recorder('session'), systemId: 'session' },
      { src: recorder('wallet'), systemId: 'wallet' },
      { src: recorder('popups'), systemId: 'popups' },
      { src: recorder('alert'), systemId: 'alert' },
      { src: recorder('navigator'), systemId: 'navigator' },
      { id: 'login', src: loginMachine.provide({ actors }), systemId: 'login', input: { rememberedId: 'kept01' } },
    ],
    on: { '*': { actions: sendTo('login', ({ event }) => event) } },
  });
  const actor = createActor(app).start();
  const login = (): SnapshotFrom<Model> => actor.getSnapshot().children.login!.getSnapshot();
  return { actor, login, received };
}

describe('loginMachine rules', () => {
  it('a wallet login failure opens the alert with the translated message and the code; the user refusing stays in the popup', async () => {
    const noAccount = Object.assign(new Error('no account'), { helperCode: 403 });
    const notRegistered = Object.assign(new Error('Wallet not registered'), { key: 'error-msg-wallet-not-registered', status: 401 });
    const cases: [string, Parameters<typeof loginMachine.provide>[0]['actors'], AnyEventObject[]][] = [
      [
        'no account (helper 403)',
        { connectWallet: fromPromise(async () => Promise.reject(noAccount)) },
        [{ type: 'ALERT.OPEN', message: { id: 'wallet.helper.noAccount', detail: '(403)' } }],
      ],
      [
        "MetaMask's account request failed (helper 401)",
        { connectWallet: fromPromise(async () => Promise.reject(new WalletHelperError(401, new Error('Internal error'), { metamask: true }))) },
        [{ type: 'ALERT.OPEN', message: { id: 'wallet.metamask.requestFailed', detail: '(401)' } }],
      ],
      [
        'the MetaMask check failed (helper 402)',
        { connectWallet: fromPromise(async () => Promise.reject(new WalletHelperError(402, undefined, { metamask: true }))) },
        [{ type: 'ALERT.OPEN', message: { id: 'wallet.helper.metamaskCheck', detail: '(402)' } }],
      ],
      [
        'the API refuses the wallet',
        { connectWallet: fromPromise(async () => registered), walletLogin: fromPromise(async () => Promise.reject(notRegistered)) },
        [{ type: 'ALERT.OPEN', message: { id: 'api.walletNotRegistered', detail: '(401)' } }],
      ],
      ['the user refused (4001)', { connectWallet: fromPromise(async () => registered), walletLogin: fromPromise(async () => Promise.reject(rejected)) }, []],
    ];
    for (const [, actors, alerts] of cases) {
      const { actor, login, received } = inApp(actors);
      actor.send({ type: 'LOGIN.OPEN' });
      actor.send({ type: 'LOGIN.WALLET', walletType: 1 });
      await flushPromises();
      await flushPromises();
      expect(login().matches({ open: 'editing' })).toBe(true);
      expect(login().context.error).not.toBeNull();
      expect(received.alert).toEqual(alerts);
    }
  });

  it('opens with the remembered ID and remember ticked', () => {
    const { actor, login } = inApp({});
    actor.send({ type: 'LOGIN.OPEN' });
    expect(login().context.account).toBe('kept01');
    expect(login().context.remember).toBe(true);
  });

  it('a wallet login signs, sets session and wallet, closes the popup and shows the 4th LAND sale when the list has data', async () => {
    const calls: string[] = [];
    const { actor, login, received } = inApp({
      connectWallet: fromPromise(async () => registered),
      walletLogin: fromPromise(async ({ input }) => {
        calls.push(`sign:${input.connection.address}`);
        return walletUser;
      }),
      persistLogin: fromPromise(async ({ input }) => {
        calls.push(`persist:${input.loginBy}`);
      }),
      fourthLandList: fromPromise(async () => true),
      readLocation: fromPromise(async () => {
        calls.push('navigate');
        return { pathname: '/en/catalyst', search: '?next=create-proposal/land' };
      }),
    });
    actor.send({ type: 'LOGIN.OPEN' });
    actor.send({ type: 'LOGIN.WALLET', walletType: 1 });
    await flushPromises();
    await flushPromises();
    expect(login().matches('closed')).toBe(true);
    expect(calls).toEqual([`sign:${registered.address}`, 'persist:wallet', 'navigate']);
    // Spec 4: from Catalyst with next=create-proposal/land, on to CreateProposal through the one navigate port.
    expect(received.navigator).toEqual([{ type: 'NAVIGATE', request: { kind: 'go', path: '/en/create-proposal/land' } }]);
    // The session's user carries the wallet's type code (spec 3).
    expect(received.session).toEqual([{ type: 'SESSION.SIGNED_IN', loginBy: 'wallet', user: { ...walletUser, walletType: registered.walletType } }]);
    expect(received.wallet).toEqual([{ type: 'WALLET.CONNECTED', connection: registered }]);
    expect(received.popups.map((e) => e.popup.id)).toEqual([FOURTH_LAND_POPUP_ID]);
  });

  it('an ID user without a wallet skips the wallet and the 4th LAND check', async () => {
    const { actor, login, received } = inApp({
      idLogin: fromPromise(async () => plainUser),
      persistLogin: fromPromise(async () => {}),
      readLocation: fromPromise(async () => ({ pathname: '/en/home', search: '' })),
    });
    actor.send({ type: 'LOGIN.OPEN' });
    actor.send({ type: 'LOGIN.INPUT', field: 'password', value: 'Passw0rd!' });
    actor.send({ type: 'LOGIN.SUBMIT' });
    await flushPromises();
    await flushPromises();
    expect(login().matches('closed')).toBe(true);
    // ID login without a wallet stores 9999.
    expect(received.session).toEqual([{ type: 'SESSION.SIGNED_IN', loginBy: 'id', user: { ...plainUser, walletType: 9999 } }]);
    expect(received.wallet).toEqual([]);
    expect(received.popups).toEqual([]);
  });

  it('an ID user with a registered wallet must connect that wallet; another one ends the server session and keeps the ID', async () => {
    let abandoned = 0;
    const { actor, login, received } = inApp({
      idLogin: fromPromise(async () => walletUser),
      connectWallet: fromPromise(async () => other),
      abandonLogin: fromPromise(async () => {
        abandoned += 1;
      }),
    });
    actor.send({ type: 'LOGIN.OPEN' });
    actor.send({ type: 'LOGIN.INPUT', field: 'password', value: 'Passw0rd!' });
    actor.send({ type: 'LOGIN.SUBMIT' });
    await flushPromises();
    await flushPromises();
    expect(login().matches({ open: 'editing' })).toBe(true);
    expect(login().context.error?.id).toBe(LOGIN_MESSAGE.walletMismatch);
    expect(login().context.account).toBe('kept01');
    expect(abandoned).toBe(1);
    expect(received.session).toEqual([]);
  });

  it(`the hidden Facebook button toggles after more than ${FACEBOOK_TOGGLE_CLICKS} clicks`, () => {
    const actor = createActor(loginMachine, { input: { rememberedId: null } }).start();
    actor.send({ type: 'LOGIN.OPEN' });
    for (let i = 0; i < FACEBOOK_TOGGLE_CLICKS; i++) actor.send({ type: 'LOGIN.FACEBOOK_CLICK' });
    expect(selectFacebookVisible(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'LOGIN.FACEBOOK_CLICK' });
    expect(selectFacebookVisible(actor.getSnapshot())).toBe(true);
    for (let i = 0; i <= FACEBOOK_TOGGLE_CLICKS; i++) actor.send({ type: 'LOGIN.FACEBOOK_CLICK' });
    expect(selectFacebookVisible(actor.getSnapshot())).toBe(false);
  });

  it('cannot close while a request runs', () => {
    const actor = createActor(provided(new ControlledPromises()), { input: { rememberedId: null } }).start();
    actor.send({ type: 'LOGIN.OPEN' });
    actor.send({ type: 'LOGIN.WALLET' });
    expect(actor.getSnapshot().can({ type: 'LOGIN.CLOSE' })).toBe(false);
  });

  it('starts the Google/Facebook actor while LOGIN.SNS is sent, so the provider window opens inside the click', () => {
    const calls: string[] = [];
    const actor = createActor(
      loginMachine.provide({
        actors: {
          snsLogin: fromPromise(async ({ input }) => {
            calls.push(`sns:${input.platform}`);
            return plainUser;
          }),
        },
      }),
      { input: { rememberedId: null } },
    ).start();
    actor.send({ type: 'LOGIN.OPEN' });
    calls.push('click');
    actor.send({ type: 'LOGIN.SNS', platform: 'google' });
    calls.push('handled');
    expect(calls).toEqual(['click', 'sns:google', 'handled']);
  });

  it('a provider step that fails keeps the popup and what the user typed, shows why, and a retry signs in', async () => {
    const attempts: unknown[] = [new SnsLoginError('closed', 'google'), new SnsLoginError('failed', 'google', 'invalid_grant')];
    const { actor, login, received } = inApp({
      snsLogin: fromPromise(async () => {
        const next = attempts.shift();
        if (next) throw next;
        return plainUser;
      }),
      persistLogin: fromPromise(async () => {}),
      readLocation: fromPromise(async () => ({ pathname: '/en/home', search: '' })),
    });
    actor.send({ type: 'LOGIN.OPEN' });
    actor.send({ type: 'LOGIN.INPUT', field: 'password', value: 'typed' });
    actor.send({ type: 'LOGIN.SNS', platform: 'google' });
    await flushPromises();
    expect(login().matches({ open: 'editing' })).toBe(true);
    expect(login().context.error).toEqual({ id: LOGIN_MESSAGE.snsClosed, values: { platform: 'Google' } });
    expect([login().context.account, login().context.password]).toEqual(['kept01', 'typed']);
    actor.send({ type: 'LOGIN.SNS', platform: 'google' });
    await flushPromises();
    expect(login().context.error).toEqual({ id: LOGIN_MESSAGE.snsFailed, values: { platform: 'Google' }, detail: '(invalid_grant)' });
    actor.send({ type: 'LOGIN.SNS', platform: 'google' });
    await flushPromises();
    await flushPromises();
    expect(login().matches('closed')).toBe(true);
    expect(received.session).toEqual([{ type: 'SESSION.SIGNED_IN', loginBy: 'google', user: { ...plainUser, walletType: 9999 } }]);
  });
});
