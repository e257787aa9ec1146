import { describe, expect, it } from 'vitest';
import type { WalletProviderEvent } from '@machines/wallet/types';
import { readProviderAccount, watchProvider } from './provider';

function emitter() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  return {
    request: async ({ method }: { method: string }) => (method === 'eth_accounts' ? ['0xabc'] : null),
    on(event: string, l: (...args: unknown[]) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(l);
    },
    removeListener(event: string, l: (...args: unknown[]) => void) {
      listeners.get(event)?.delete(l);
    },
    emit(event: string, ...args: unknown[]) {
      for (const l of listeners.get(event) ?? []) l(...args);
    },
  };
}

describe('watchProvider', () => {
  it('turns EIP-1193 events into wallet-session events until unsubscribed', () => {
    const p = emitter();
    const got: WalletProviderEvent[] = [];
    const stop = watchProvider(p, (e) => got.push(e));
    p.emit('chainChanged', '0x7a6a');
    p.emit('chainChanged', 137);
    p.emit('chainChanged', 'garbage');
    p.emit('accountsChanged', ['0xB', 7]);
    p.emit('accountsChanged', []);
    p.emit('disconnect', { code: 4900 });
    stop();
    p.emit('chainChanged', '0x1');
    expect(got).toEqual([
      { type: 'WALLET.CHAIN_CHANGED', chainId: 31338 },
      { type: 'WALLET.CHAIN_CHANGED', chainId: 137 },
      { type: 'WALLET.ACCOUNTS_CHANGED', accounts: ['0xB'] },
      { type: 'WALLET.ACCOUNTS_CHANGED', accounts: [] },
      { type: 'WALLET.PROVIDER_DISCONNECTED' },
    ]);
  });

  it('reads the account silently, null without a provider', async () => {
    expect(await readProviderAccount(emitter())).toBe('0xabc');
    expect(await readProviderAccount(null)).toBeNull();
  });
});
