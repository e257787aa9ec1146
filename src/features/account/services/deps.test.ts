// @vitest-environment happy-dom
// The account flows fetch addresses from the wallet the user connected, whatever kind it is, before any injected one.
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveProvider } from '../../../services/wallet/active';
import { defaultAccountDeps } from './deps';

const provider = (name: string) => ({ name, request: async () => [] });

afterEach(() => {
  setActiveProvider(null);
  delete (window as unknown as { ethereum?: unknown }).ethereum;
});

describe('account deps: wallet provider', () => {
  it('is the connected wallet (e.g. WalletConnect) even when a browser wallet is injected', () => {
    (window as unknown as { ethereum: unknown }).ethereum = provider('injected');
    const connected = provider('walletconnect');
    setActiveProvider(connected);
    expect(defaultAccountDeps().provider()).toBe(connected);
  });

  it('falls back to the injected wallet, then to none', () => {
    expect(defaultAccountDeps().provider()).toBeNull();
    const injected = provider('injected');
    (window as unknown as { ethereum: unknown }).ethereum = injected;
    expect(defaultAccountDeps().provider()).toBe(injected);
  });
});
