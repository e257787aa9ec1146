// The staking hub's wallet wiring: it follows the wallet the user connected in the app (and the wallet session) rather
// than an injected wallet; "Connect wallet" goes through the app's wallet select into the wallet session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromCallback, setup, type AnyEventObject } from 'xstate';
import type { WalletInfo } from '../../../../machines/staking/types';
import type { WalletConnection } from '../../../../machines/wallet/types';
import { resetWalletAccess } from '../services/walletAccess';
import type { Eip1193Provider as Eip1193 } from '../../../services/wallet/active';
import { setActiveProvider } from '../../../services/wallet/active';
import { connectAppWallet, watchConnectedWallet } from './hub';

function fakeProvider(state: { accounts: string[]; chainId: number }) {
  const listeners = new Map<string, Set<(...a: unknown[]) => void>>();
  const methods: string[] = [];
  const provider: Eip1193 = {
    async request({ method }) {
      methods.push(method);
      if (method === 'eth_accounts') return state.accounts;
      if (method === 'eth_chainId') return `0x${state.chainId.toString(16)}`;
      throw new Error(`unexpected ${method}`);
    },
    on: (e, l) => listeners.set(e, (listeners.get(e) ?? new Set()).add(l)),
    removeListener: (e, l) => listeners.get(e)?.delete(l),
  };
  return { provider, state, methods, emit: (e: string) => listeners.get(e)?.forEach((l) => l()) };
}

/** A hub stand-in: runs the watcher, keeps every WALLET.UPDATED; a `session` actor holds the signed-in user. */
function hubWithWatcher() {
  const machine = setup({
    types: { context: {} as { seen: (WalletInfo | null)[] } },
    actors: {
      watch: watchConnectedWallet,
      session: fromCallback(() => undefined),
    },
  }).createMachine({
    context: { seen: [] },
    invoke: [{ src: 'watch' }, { src: 'session', systemId: 'session' }],
    on: {
      'WALLET.UPDATED': { actions: assign(({ context, event }) => ({ seen: [...context.seen, (event as unknown as { wallet: WalletInfo | null }).wallet] })) },
    },
  });
  const actor = createActor(machine).start();
  return { actor, seen: () => actor.getSnapshot().context.seen };
}

afterEach(() => {
  resetWalletAccess();
  setActiveProvider(null);
  vi.unstubAllGlobals();
});

describe('staking hub wallet wiring', () => {
  it('reports the wallet the user connected in the app and its account and chain changes, not an injected wallet', async () => {
    const extension = fakeProvider({ accounts: ['0xE'], chainId: 31338 });
    vi.stubGlobal('window', Object.assign(new EventTarget(), { ethereum: extension.provider }));
    const hub = hubWithWatcher();
    // Before the app has connected a wallet there is none, whatever an extension authorises.
    await vi.waitFor(() => expect(hub.seen()).toEqual([null]));

    const connected = fakeProvider({ accounts: ['0xA'], chainId: 31338 });
    setActiveProvider(connected.provider);
    await vi.waitFor(() => expect(hub.seen().at(-1)).toEqual({ address: '0xA', chainId: 31338 }));
    // The user picks another account in the connected wallet: the staking rules see it (wrong account).
    connected.state.accounts = ['0xB'];
    connected.emit('accountsChanged');
    await vi.waitFor(() => expect(hub.seen().at(-1)).toEqual({ address: '0xB', chainId: 31338 }));
    // The extension's own changes do not count while the app has a wallet.
    extension.state.accounts = ['0xF'];
    extension.emit('accountsChanged');
    connected.state.chainId = 1;
    connected.emit('chainChanged');
    await vi.waitFor(() => expect(hub.seen().at(-1)).toEqual({ address: '0xB', chainId: 1 }));
    expect(hub.seen().map((w) => w?.address)).toEqual([undefined, '0xA', '0xB', '0xB']);
    expect(extension.methods).toEqual([]);
    hub.actor.stop();
  });

  it('Connect wallet opens the app wallet select and hands the connection to the wallet session', async () => {
    const connection: WalletConnection = { walletType: 1, label: 'Test Wallet', address: '0xA', chainId: 31338 };
    const connect = vi.fn(async () => connection);
    const machine = setup({
      types: { context: {} as { received: AnyEventObject[] } },
      actors: {
        connect: connectAppWallet(connect),
        // The wallet session stand-in (systemId `wallet`) passes what it gets to the parent.
        walletSession: fromCallback(({ receive, sendBack }) => receive((event) => sendBack({ type: 'GOT', event }))),
      },
    }).createMachine({
      context: { received: [] },
      invoke: [{ src: 'walletSession', systemId: 'wallet' }, { src: 'connect' }],
      on: { GOT: { actions: assign(({ context, event }) => ({ received: [...context.received, (event as unknown as { event: AnyEventObject }).event] })) } },
    });
    const actor = createActor(machine).start();
    await vi.waitFor(() => expect(actor.getSnapshot().context.received).toEqual([{ type: 'WALLET.CONNECTED', connection }]));
    expect(connect).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});
