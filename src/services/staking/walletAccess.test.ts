// The wallet adapter: finds the EIP-6963 wallet, reads account and chain silently, reports changes, signs text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeProvider, connectWallet, personalSign, readWallet, resetWalletAccess, setStakingProvider, utf8Hex, watchWallet, type Eip1193 } from './walletAccess';

function fakeWallet(state: { accounts: string[]; chainId: number }) {
  const listeners = new Map<string, Set<(...a: unknown[]) => void>>();
  const requests: { method: string; params?: unknown[] }[] = [];
  const provider: Eip1193 = {
    async request(args) {
      requests.push(args);
      if (args.method === 'eth_accounts') return state.accounts;
      if (args.method === 'eth_chainId') return `0x${state.chainId.toString(16)}`;
      if (args.method === 'eth_requestAccounts') return (state.accounts = ['0xabc']);
      if (args.method === 'personal_sign') return '0xsig';
      throw new Error('unexpected');
    },
    on: (e, l) => listeners.set(e, (listeners.get(e) ?? new Set()).add(l)),
    removeListener: (e, l) => listeners.get(e)?.delete(l),
  };
  const emit = (e: string) => listeners.get(e)?.forEach((l) => l());
  return { provider, requests, emit, state };
}

function fakeWindow(announce?: Eip1193) {
  const win = new EventTarget();
  if (announce) {
    win.addEventListener('eip6963:requestProvider', () =>
      win.dispatchEvent(Object.assign(new Event('eip6963:announceProvider'), { detail: { info: { uuid: 'u1', name: 'Test', rdns: 't' }, provider: announce } })),
    );
  }
  return win as unknown as Window;
}

afterEach(() => resetWalletAccess());

describe('walletAccess', () => {
  it('finds the announced wallet, and prefers one the wallet service registers', () => {
    const announced = fakeWallet({ accounts: [], chainId: 1 });
    expect(activeProvider(fakeWindow(announced.provider))).toBe(announced.provider);
    const registered = fakeWallet({ accounts: [], chainId: 1 });
    setStakingProvider(registered.provider);
    expect(activeProvider(fakeWindow())).toBe(registered.provider);
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
    const stop = watchWallet(seen, undefined, fakeWindow());
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

  it('connects on request and signs the text as hex', async () => {
    const w = fakeWallet({ accounts: [], chainId: 1 });
    await connectWallet(w.provider);
    expect(w.state.accounts).toEqual(['0xabc']);
    expect(await personalSign(w.provider, '0xabc', 'hi')).toBe('0xsig');
    expect(w.requests.at(-1)).toEqual({ method: 'personal_sign', params: [utf8Hex('hi'), '0xabc'] });
    expect(utf8Hex('hi')).toBe('0x6869');
    await expect(connectWallet(null)).rejects.toMatchObject({ code: 400 });
  });
});
