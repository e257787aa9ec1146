// The wallet adapter: only the wallet the user connected in the app (never an injected one it has not connected);
// reads account and chain silently, reports changes, signs text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setActiveProvider } from '../../../services/wallet/active';
import { activeProvider, readWallet, resetWalletAccess, setStakingProvider, signTypedData, watchWallet } from './walletAccess';
import type { Eip1193Provider as Eip1193 } from '../../../services/wallet/active';

function fakeWallet(state: { accounts: string[]; chainId: number }) {
  const listeners = new Map<string, Set<(...a: unknown[]) => void>>();
  const requests: Parameters<Eip1193['request']>[0][] = [];
  const provider: Eip1193 = {
    async request(args) {
      requests.push(args);
      if (args.method === 'eth_accounts') return state.accounts;
      if (args.method === 'eth_chainId') return `0x${state.chainId.toString(16)}`;
      if (args.method === 'eth_requestAccounts') return (state.accounts = ['0xabc']);
      if (args.method === 'eth_signTypedData_v4') return '0xsig';
      throw new Error('unexpected');
    },
    on: (e, l) => listeners.set(e, (listeners.get(e) ?? new Set()).add(l)),
    removeListener: (e, l) => listeners.get(e)?.delete(l),
  };
  const emit = (e: string) => listeners.get(e)?.forEach((l) => l());
  return { provider, requests, emit, state };
}

/** A browser whose extension announces itself (EIP-6963) and sits on window.ethereum, already authorising the site. */
function injectedBrowser(provider: Eip1193) {
  const win = new EventTarget();
  win.addEventListener('eip6963:requestProvider', () =>
    win.dispatchEvent(Object.assign(new Event('eip6963:announceProvider'), { detail: { info: { uuid: 'u1', name: 'Test', rdns: 't' }, provider } })),
  );
  vi.stubGlobal('window', Object.assign(win, { ethereum: provider }));
}

afterEach(() => {
  resetWalletAccess();
  setActiveProvider(null);
  vi.unstubAllGlobals();
});

describe('walletAccess', () => {
  it('uses the wallet the user connected in the app, never an injected wallet the app has not connected', () => {
    const extension = fakeWallet({ accounts: ['0xE'], chainId: 1 });
    injectedBrowser(extension.provider);
    expect(activeProvider()).toBeNull();
    const connected = fakeWallet({ accounts: ['0xC'], chainId: 1 });
    setActiveProvider(connected.provider);
    expect(activeProvider()).toBe(connected.provider);
    setActiveProvider(null);
    expect(activeProvider()).toBeNull();
    // A provider handed directly wins (tests, an app without web3-onboard).
    const handed = fakeWallet({ accounts: [], chainId: 1 });
    setStakingProvider(handed.provider);
    expect(activeProvider()).toBe(handed.provider);
  });

  it('follows the app: the connected wallet and its changes, another wallet, nothing after a disconnect', async () => {
    const extension = fakeWallet({ accounts: ['0xE'], chainId: 31337 });
    injectedBrowser(extension.provider);
    const seen = vi.fn();
    const stop = watchWallet(seen, 1);
    await vi.waitFor(() => expect(seen).toHaveBeenLastCalledWith(null));
    const first = fakeWallet({ accounts: ['0xA'], chainId: 31338 });
    setActiveProvider(first.provider);
    await vi.waitFor(() => expect(seen).toHaveBeenLastCalledWith({ address: '0xA', chainId: 31338, walletType: 1 }));
    first.state.accounts = ['0xB'];
    first.emit('accountsChanged');
    await vi.waitFor(() => expect(seen).toHaveBeenLastCalledWith({ address: '0xB', chainId: 31338, walletType: 1 }));
    const second = fakeWallet({ accounts: ['0xC'], chainId: 31339 });
    setActiveProvider(second.provider);
    await vi.waitFor(() => expect(seen).toHaveBeenLastCalledWith({ address: '0xC', chainId: 31339, walletType: 1 }));
    // The old wallet's events no longer count; after a disconnect there is no wallet, whatever the extension says.
    const calls = seen.mock.calls.length;
    first.emit('chainChanged');
    extension.emit('accountsChanged');
    setActiveProvider(null);
    await vi.waitFor(() => expect(seen).toHaveBeenLastCalledWith(null));
    expect(seen.mock.calls.length).toBe(calls + 1);
    stop();
    expect(extension.requests).toEqual([]);
  });

  it('reads the wallet without asking: null when not connected', async () => {
    const w = fakeWallet({ accounts: [], chainId: 31338 });
    expect(await readWallet(w.provider)).toBeNull();
    w.state.accounts = ['0xAbC'];
    expect(await readWallet(w.provider, 1)).toEqual({ address: '0xAbC', chainId: 31338, walletType: 1 });
    expect(w.requests.map((r) => r.method)).not.toContain('eth_requestAccounts');
    expect(await readWallet(null)).toBeNull();
  });

  it('reports the wallet and each account or chain change', async () => {
    const w = fakeWallet({ accounts: ['0x1'], chainId: 31337 });
    setStakingProvider(w.provider);
    const seen = vi.fn();
    const stop = watchWallet(seen);
    await vi.waitFor(() => expect(seen).toHaveBeenLastCalledWith({ address: '0x1', chainId: 31337 }));
    w.state.chainId = 31338;
    w.emit('chainChanged');
    await vi.waitFor(() => expect(seen).toHaveBeenLastCalledWith({ address: '0x1', chainId: 31338 }));
    w.state.accounts = [];
    w.emit('accountsChanged');
    await vi.waitFor(() => expect(seen).toHaveBeenLastCalledWith(null));
    stop();
    const calls = seen.mock.calls.length;
    w.emit('chainChanged');
    await new Promise((r) => setTimeout(r, 10));
    expect(seen.mock.calls.length).toBe(calls);
  });

  it('signs typed data with eth_signTypedData_v4', async () => {
    const w = fakeWallet({ accounts: ['0xabc'], chainId: 1 });
    expect(await signTypedData(w.provider, '0xabc', '{"typed":1}')).toBe('0xsig');
    expect(w.requests.at(-1)).toEqual({ method: 'eth_signTypedData_v4', params: ['0xabc', '{"typed":1}'] });
    await expect(signTypedData(null, '0xabc', '{}')).rejects.toMatchObject({ code: 400 });
  });
});
