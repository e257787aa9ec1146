// Wallet session: model-based coverage of every state and transition for injected wallets and WalletConnect, then the chain, account and network-choice rules.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, sendTo, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { TIMING } from '../constants';
import { ControlledPromises, flushPromises, getEdgePaths, ModelCoverage, runPaths, type ModelEvent } from '../testing/modelTest';
import { selectBalances, selectWalletAddress } from './selectors';
import type { Balances, WalletConnection } from './types';
import type { WalletSessionEvent } from './types';
import { WALLET_SESSION_MESSAGE, walletMachine, type WalletSessionInput } from './walletMachine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Model = typeof walletMachine;
const networks: WalletSessionInput['networks'] = [
  { chainId: 31337, family: 'ETH' },
  { chainId: 31338, family: 'BSC' },
  { chainId: 31339, family: 'POL' },
];
const A = '0xaaaa000000000000000000000000000000000001';
const B = '0xbbbb000000000000000000000000000000000002';
const conn = (walletType: WalletConnection['walletType']): WalletConnection => ({ address: A, chainId: 31338, walletType, label: 'W' });
const balances: Balances = { token: '10', polygon: '2', native: '1' };
const noop = fromCallback<WalletSessionEvent, { walletType: WalletConnection['walletType'] }>(() => () => {});

function samples(s: SnapshotFrom<Model>): ModelEvent<Model>[] {
  const c = s.context;
  const done = (name: string, output: unknown) => ({ type: `xstate.done.actor.${name}`, output }) as ModelEvent<Model>;
  const fail = (name: string) => ({ type: `xstate.error.actor.${name}`, error: new Error('x') }) as ModelEvent<Model>;
  if (s.matches('reconnecting')) {
    return [
      done('reconnectWallet', conn(c.storedWalletType ?? 1)),
      fail('reconnectWallet'),
      { type: 'WALLET.CONNECTED', connection: conn(c.storedWalletType ?? 1) },
    ];
  }
  if (s.matches('disconnected'))
    return c.updated === 0 ? [{ type: 'WALLET.RESTORE' }, { type: 'WALLET.CONNECTED', connection: conn(c.storedWalletType ?? 1) }] : [];
  if (s.matches('disconnecting')) return [done('disconnectWallet', undefined), fail('disconnectWallet')];
  if (s.matches('reloading')) return [fail('reloadPage')];
  if (!s.matches('connected')) return [];
  const events: ModelEvent<Model>[] = [];
  if (s.matches({ connected: { balances: 'loading' } }) && c.updated <= 2) events.push(done('readBalances', balances), fail('readBalances'));
  if (s.matches({ connected: { account: 'polling' } }) && c.previousAddress === null)
    events.push(done('readAccount', A), done('readAccount', null), done('readAccount', B), fail('readAccount'));
  // Wallet and network events only from a settled, unchanged session keep the graph finite.
  if (c.previousAddress === null && c.chainId === 31338 && c.updated <= 1) {
    events.push(
      { type: 'WALLET.CHAIN_CHANGED', chainId: 999 },
      { type: 'WALLET.CHAIN_CHANGED', chainId: 31337 },
      { type: 'WALLET.ACCOUNTS_CHANGED', accounts: [] },
      { type: 'WALLET.ACCOUNTS_CHANGED', accounts: [A] },
      { type: 'WALLET.ACCOUNTS_CHANGED', accounts: [B] },
      { type: 'WALLET.PROVIDER_DISCONNECTED' },
      { type: 'WALLET.SELECT_NETWORK', chainId: 31337 },
      { type: 'WALLET.SELECT_NETWORK', chainId: 31338 },
      { type: 'WALLET.REFRESH_BALANCES' },
      { type: 'WALLET.DISCONNECT' },
      { type: 'WALLET.CONNECTED', connection: conn(c.walletType ?? 1) },
    );
  }
  return events;
}

describe('walletMachine model', () => {
  it('replays every edge for MetaMask, WalletConnect, Fortmatic and Bitski sessions and covers every state and transition', async () => {
    const coverage = new ModelCoverage(walletMachine);
    for (const storedWalletType of [null, 1, 3, 4, 5] as const) {
      const promises = new ControlledPromises();
      const machine = walletMachine.provide({
        actors: {
          reconnectWallet: promises.actor('reconnectWallet'),
          watchWallet: noop,
          readAccount: promises.actor('readAccount'),
          readBalances: promises.actor('readBalances'),
          disconnectWallet: promises.actor('disconnectWallet'),
          reloadPage: promises.actor('reloadPage'),
        },
      });
      const input = { networks, storedWalletType };
      const paths = getEdgePaths(walletMachine, { input, events: samples });
      await runPaths({
        machine,
        input,
        paths,
        coverage,
        promises,
        check: (actual, step, before) => {
          expect(selectWalletAddress(actual)).toBe(actual.matches('connected') ? actual.context.address : null);
          if (step.event.type === 'WALLET.ACCOUNTS_CHANGED' && actual.matches('connected') && before.context.address !== actual.context.address) {
            expect(actual.context.previousAddress).toBe(before.context.address);
          }
          // MetaMask reloads on a supported chain change; others stay and reload balances.
          if (step.event.type === 'WALLET.CHAIN_CHANGED' && (step.event as { chainId: number }).chainId === 31337) {
            expect(actual.matches('reloading')).toBe(before.context.walletType === 1);
          }
          if (actual.matches('disconnected')) expect(actual.context.address).toBeNull();
        },
      });
    }
    expect(coverage.missingStates()).toEqual([]);
    expect(coverage.missingTransitions()).toEqual([]);
  }, 60_000);
});

/** The wallet machine inside a stand-in app recording toast and network events. */
function inApp(input: WalletSessionInput, actors: Parameters<typeof walletMachine.provide>[0]['actors'] = {}) {
  const received: { toast: AnyEventObject[]; network: AnyEventObject[] } = { toast: [], network: [] };
  const recorder = (name: 'toast' | 'network') => fromCallback<AnyEventObject>(({ receive }) => receive((e) => received[name].push(e)));
  const app = createMachine({
    invoke: [
      { src: recorder('toast'), systemId: 'toast' },
      { src: recorder('network'), systemId: 'network' },
      {
        id: 'wallet',
        systemId: 'wallet',
        src: walletMachine.provide({
          actors: { watchWallet: noop, readBalances: fromPromise(async () => balances), reloadPage: fromPromise(async () => {}), ...actors },
        }),
        input,
      },
    ],
    on: { '*': { actions: sendTo('wallet', ({ event }) => event) } },
  });
  const actor = createActor(app).start();
  const wallet = (): SnapshotFrom<Model> => actor.getSnapshot().children.wallet!.getSnapshot();
  return { actor, wallet, received };
}

describe('walletMachine rules', () => {
  it('tells the network actor the chain; an unsupported chain stays (the network toasts) and a supported one reloads MetaMask', () => {
    const { actor, wallet, received } = inApp({ networks, storedWalletType: null });
    actor.send({ type: 'WALLET.CONNECTED', connection: conn(1) });
    actor.send({ type: 'WALLET.CHAIN_CHANGED', chainId: 5 });
    expect(wallet().matches('connected')).toBe(true);
    actor.send({ type: 'WALLET.CHAIN_CHANGED', chainId: 31339 });
    expect(wallet().matches('reloading')).toBe(true);
    expect(received.network).toEqual([
      { type: 'NETWORK.CHAIN_CHANGED', chainId: 31338 },
      { type: 'NETWORK.CHAIN_CHANGED', chainId: 5 },
      { type: 'NETWORK.CHAIN_CHANGED', chainId: 31339 },
    ]);
  });

  it('keeps the previous address and warns when the account differs', () => {
    const { actor, wallet, received } = inApp({ networks, storedWalletType: null });
    actor.send({ type: 'WALLET.CONNECTED', connection: conn(1) });
    actor.send({ type: 'WALLET.ACCOUNTS_CHANGED', accounts: [A.toUpperCase().replace('0X', '0x')] });
    expect(received.toast).toEqual([]);
    actor.send({ type: 'WALLET.ACCOUNTS_CHANGED', accounts: [B] });
    expect(wallet().context.previousAddress).toBe(A);
    expect(wallet().context.address).toBe(B);
    expect(received.toast.map((e) => e.message.id)).toEqual([WALLET_SESSION_MESSAGE.accountChanged]);
  });

  it('polls a WalletConnect account every 3 s', async () => {
    let reads = 0;
    const { actor } = inApp(
      { networks, storedWalletType: null },
      {
        readAccount: fromPromise<string | null, { walletType: WalletConnection['walletType'] }>(async () => {
          reads += 1;
          return A;
        }),
      },
    );
    actor.send({ type: 'WALLET.CONNECTED', connection: conn(3) });
    vi.advanceTimersByTime(TIMING.walletConnectPollMs - 1);
    expect(reads).toBe(0);
    vi.advanceTimersByTime(1);
    await flushPromises();
    vi.advanceTimersByTime(TIMING.walletConnectPollMs);
    await flushPromises();
    expect(reads).toBe(2);
  });

  it('network choice: WalletConnect only in the wallet, Fortmatic only Ethereum, Bitski not BSC, others switch', () => {
    const cases: [WalletConnection['walletType'], number, string | null][] = [
      [3, 31337, WALLET_SESSION_MESSAGE.changeInWallet],
      [4, 31339, WALLET_SESSION_MESSAGE.fortmaticEthOnly],
      [4, 31337, null],
      [5, 31338, WALLET_SESSION_MESSAGE.bitskiNoBsc],
      [5, 31339, null],
      [1, 31338, null],
    ];
    for (const [walletType, chainId, toast] of cases) {
      const { actor, received } = inApp({ networks, storedWalletType: null });
      actor.send({ type: 'WALLET.CONNECTED', connection: conn(walletType) });
      actor.send({ type: 'WALLET.SELECT_NETWORK', chainId });
      expect(received.toast.map((e) => e.message.id)).toEqual(toast ? [toast] : []);
      expect(received.network.filter((e) => e.type === 'NETWORK.SELECT')).toEqual(toast ? [] : [{ type: 'NETWORK.SELECT', chainId }]);
    }
  });

  it('reads balances on connect and again on refresh', async () => {
    let reads = 0;
    const { actor, wallet } = inApp(
      { networks, storedWalletType: null },
      {
        readBalances: fromPromise(async () => {
          reads += 1;
          return balances;
        }),
      },
    );
    actor.send({ type: 'WALLET.CONNECTED', connection: conn(1) });
    await flushPromises();
    expect(selectBalances(wallet())).toEqual(balances);
    actor.send({ type: 'WALLET.REFRESH_BALANCES' });
    await flushPromises();
    expect(reads).toBe(2);
  });
});
