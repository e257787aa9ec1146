// Session: model-based coverage of every state and transition (restore, sign-in, expiry, logout), then the logout
// flow of spec 4: wallet disconnected, session cleared, home, and the reload only 200 ms later.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { TIMING } from '../constants';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { selectKeepsPage, sessionMachine } from './sessionMachine';
import type { SessionUser, StoredSession } from './types';
import type { PersistUserInput } from './types';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof sessionMachine;
const user: SessionUser = { id: '7', account: 'tester01', walletType: 9999 };
const ENJIN = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const done = (name: string) => ({ type: `xstate.done.actor.${name}`, output: undefined }) as ModelEvent<Model>;
  const fail = (name: string) => ({ type: `xstate.error.actor.${name}`, error: new Error('x') }) as ModelEvent<Model>;
  if (s.matches('loggingOut')) return [done('endServerSession'), fail('endServerSession')];
  if (s.matches('retryingLogout')) return [done('endServerSession'), fail('endServerSession')];
  if (s.matches('clearing')) return [done('clearSession'), fail('clearSession')];
  if (s.matches('clearingAfterFailure')) return [done('clearSession'), fail('clearSession')];
  if (s.matches('leftHere')) return [{ type: 'SESSION.SIGNED_IN', loginBy: 'id', user }];
  if (s.matches('reloading')) return [fail('reloadPage')];
  const forget = s.matches('expired') ? [done('forgetSession'), fail('forgetSession')] : [];
  const persist = s.matches({ signedIn: 'persisting' }) ? [done('persistUser'), fail('persistUser')] : [];
  const enjin: ModelEvent<Model>[] = s.matches('signedIn') ? [{ type: 'SESSION.ENJIN_WALLET', enjinWalletAddr: ENJIN }] : [];
  return [...forget, ...persist, ...enjin, { type: 'SESSION.SIGNED_IN', loginBy: 'id', user }, { type: 'SESSION.LOGOUT' }, { type: 'SESSION.EXPIRED' }];
}

describe('sessionMachine model', () => {
  for (const stored of [null, { loginBy: 'wallet', user: { ...user, walletType: 1 } } satisfies StoredSession]) {
    it(`replays every edge from ${stored ? 'a stored login' : 'a visitor'}`, async () => {
      const promises = new ControlledPromises();
      const machine = sessionMachine.provide({
        actors: {
          endServerSession: promises.actor('endServerSession'),
          clearSession: promises.actor('clearSession'),
          reloadPage: promises.actor('reloadPage'),
          forgetSession: promises.actor('forgetSession'),
          persistUser: promises.actor('persistUser'),
        },
      });
      const coverage = new ModelCoverage(sessionMachine);
      const input = { stored };
      const paths = getEdgePaths(sessionMachine, { input, events: samples });
      await runPaths({
        machine,
        input,
        paths,
        coverage,
        promises,
        check: (actual, step) => {
          // Logging out forgets the user at once, before the server answers.
          if (step.event.type === 'SESSION.LOGOUT' && actual.matches('loggingOut')) expect(actual.context).toEqual({ loginBy: null, user: null });
          if (actual.matches('visitor') || actual.matches('expired')) expect(actual.context.user).toBeNull();
          // The game player's Enjin wallet reaches the session's user (spec 3: kept in the application state).
          if (step.event.type === 'SESSION.ENJIN_WALLET') expect(actual.context.user?.enjinWalletAddr).toBe(ENJIN);
          // Expiry keeps the page: a page that needs a login method stays while the login popup is open over it.
          expect(selectKeepsPage(actual)).toBe(actual.matches('signedIn') || actual.matches('expired'));
        },
      });
      // `restoring` is transient (an eventless choice at start), never a settled snapshot: each start takes one of its
      // two branches.
      expect(paths[0]!.steps[0]!.state.value).toEqual(stored ? { signedIn: 'settled' } : 'visitor');
      // From a stored login nothing leads to visitor any more (expiry has its own state, logout reloads): the visitor
      // start covers it.
      expect(coverage.missingStates()).toEqual(stored ? ['session.restoring', 'session.visitor'] : ['session.restoring']);
      const visitorEdges = stored ? coverage.missingTransitions().filter((t) => t.startsWith('session.visitor')) : [];
      expect(coverage.missingTransitions()).toEqual([stored ? 'session.restoring: always #2' : 'session.restoring: always #1', ...visitorEdges]);
      expect(visitorEdges.length).toBeLessThanOrEqual(1);
    });
  }
});

describe('sessionMachine logout', () => {
  function inApp(endServerSession: () => Promise<void>) {
    const calls: string[] = [];
    const persisted: PersistUserInput[] = [];
    const received: { wallet: AnyEventObject[]; login: AnyEventObject[]; tx: AnyEventObject[]; toast: AnyEventObject[] } = {
      wallet: [],
      login: [],
      tx: [],
      toast: [],
    };
    const recorder = (name: 'wallet' | 'login' | 'tx' | 'toast') => fromCallback<AnyEventObject>(({ receive }) => receive((e) => received[name].push(e)));
    const app = createMachine({
      // The root opens the login popup (loading its flow first when needed): record what reaches it.
      on: { 'LOGIN.OPEN': { actions: ({ event }) => received.login.push(event) } },
      invoke: [
        { src: recorder('wallet'), systemId: 'wallet' },
        { src: recorder('login'), systemId: 'login' },
        { src: recorder('tx'), systemId: 'tx' },
        { src: recorder('toast'), systemId: 'toast' },
        // The one navigate port: home in the page's language.
        {
          src: fromCallback<AnyEventObject>(({ receive }) =>
            receive((e) =>
              calls.push(JSON.stringify(e) === JSON.stringify({ type: 'NAVIGATE', request: { kind: 'page', page: 'home' } }) ? 'home' : 'elsewhere'),
            ),
          ),
          systemId: 'navigator',
        },
        {
          id: 'session',
          systemId: 'session',
          input: { stored: { loginBy: 'id', user } },
          src: sessionMachine.provide({
            actors: {
              endServerSession: fromPromise(async () => {
                calls.push('server');
                await endServerSession();
              }),
              clearSession: fromPromise(async () => {
                calls.push('clear');
              }),
              reloadPage: fromPromise(async () => {
                calls.push('reload');
              }),
              forgetSession: fromPromise(async () => {
                calls.push('forget');
              }),
              persistUser: fromPromise<void, PersistUserInput>(async ({ input }) => {
                persisted.push(input);
              }),
            },
          }),
        },
      ],
    });
    const actor = createActor(app, { systemId: 'app' }).start();
    const session = (): SnapshotFrom<Model> => actor.getSnapshot().children.session!.getSnapshot();
    return { actor, session, calls, received, persisted };
  }

  it("keeps the game player's Enjin wallet in the user and writes it back once, only when it changed", async () => {
    const { actor, session, persisted } = inApp(async () => {});
    const send = (enjinWalletAddr: string) => actor.getSnapshot().children.session!.send({ type: 'SESSION.ENJIN_WALLET', enjinWalletAddr });
    send('');
    await flushPromises();
    expect(persisted).toEqual([]);
    send(ENJIN);
    await flushPromises();
    expect(session().context.user).toEqual({ ...user, enjinWalletAddr: ENJIN });
    expect(persisted).toEqual([{ loginBy: 'id', user: { ...user, enjinWalletAddr: ENJIN } }]);
    send(ENJIN);
    await flushPromises();
    expect(persisted).toHaveLength(1);
    expect(session().matches('signedIn')).toBe(true);
  });

  it('disconnects the wallet, clears the session, goes home and reloads 200 ms later', async () => {
    const { actor, session, calls, received } = inApp(async () => {});
    actor.getSnapshot().children.session!.send({ type: 'SESSION.LOGOUT' });
    expect(received.wallet).toEqual([{ type: 'WALLET.DISCONNECT' }]);
    await flushPromises();
    expect(calls).toEqual(['server', 'clear', 'home']);
    vi.advanceTimersByTime(TIMING.logoutReloadMs - 1);
    await flushPromises();
    expect(calls).toEqual(['server', 'clear', 'home']);
    vi.advanceTimersByTime(1);
    await flushPromises();
    expect(calls).toEqual(['server', 'clear', 'home', 'reload']);
    expect(session().context).toEqual({ loginBy: null, user: null });
  });

  it('tries the server once more when the first logout fails, and then logs out as usual without a toast', async () => {
    let failures = 1;
    const { actor, calls, received } = inApp(async () => {
      if (failures-- > 0) throw new Error('connection reset');
    });
    actor.getSnapshot().children.session!.send({ type: 'SESSION.LOGOUT' });
    await flushPromises();
    vi.advanceTimersByTime(TIMING.logoutReloadMs);
    await flushPromises();
    expect(calls).toEqual(['server', 'server', 'clear', 'home', 'reload']);
    expect(received.toast).toEqual([]);
  });

  it('reports a logout the server never confirms, and still forgets the user here and goes home, without reloading the toast away', async () => {
    const { actor, session, calls, received } = inApp(async () => {
      throw new Error('offline');
    });
    actor.getSnapshot().children.session!.send({ type: 'SESSION.LOGOUT' });
    await flushPromises();
    vi.advanceTimersByTime(TIMING.logoutReloadMs * 10);
    await flushPromises();
    expect(calls).toEqual(['server', 'server', 'clear', 'home']);
    expect(received.toast).toEqual([{ type: 'TOAST.SHOW', message: { id: 'error.logoutServer' }, tone: 'error' }]);
    expect(session().context).toEqual({ loginBy: null, user: null });
    expect(selectKeepsPage(session())).toBe(false);
    // Signing in again works right there.
    actor.getSnapshot().children.session!.send({ type: 'SESSION.SIGNED_IN', loginBy: 'id', user });
    expect(session().matches('signedIn')).toBe(true);
  });

  it('tells the transaction tracker who is signed in: the stored user at start, another user, nobody after logout or expiry', () => {
    const { actor, received } = inApp(async () => {});
    const session = actor.getSnapshot().children.session!;
    expect(received.tx).toEqual([{ type: 'TX.OWNER', owner: user.id }]);
    session.send({ type: 'SESSION.SIGNED_IN', loginBy: 'wallet', user: { ...user, id: 'other' } });
    expect(received.tx.at(-1)).toEqual({ type: 'TX.OWNER', owner: 'other' });
    session.send({ type: 'SESSION.LOGOUT' });
    expect(received.tx.at(-1)).toEqual({ type: 'TX.OWNER', owner: null });
    const expiring = inApp(async () => {});
    expiring.actor.getSnapshot().children.session!.send({ type: 'SESSION.EXPIRED' });
    expect(expiring.received.tx.at(-1)).toEqual({ type: 'TX.OWNER', owner: null });
  });

  it('an expired session is forgotten everywhere and asks the user to log in again, with no reload and no navigation', async () => {
    const { actor, session, received, calls } = inApp(async () => {});
    actor.getSnapshot().children.session!.send({ type: 'SESSION.EXPIRED' });
    expect(session().matches('expired')).toBe(true);
    expect(session().context).toEqual({ loginBy: null, user: null });
    expect(received.login).toEqual([{ type: 'LOGIN.OPEN' }]);
    expect(received.wallet).toEqual([{ type: 'WALLET.DISCONNECT' }]);
    await flushPromises();
    vi.advanceTimersByTime(TIMING.logoutReloadMs);
    await flushPromises();
    expect(calls).toEqual(['forget']);
    // Signing in again lands right where the user was.
    actor.getSnapshot().children.session!.send({ type: 'SESSION.SIGNED_IN', loginBy: 'id', user });
    expect(session().matches('signedIn')).toBe(true);
    expect(received.tx.at(-1)).toEqual({ type: 'TX.OWNER', owner: user.id });
  });
});
