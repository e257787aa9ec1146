// Keyed wallets: a blank or missing key leaves the wallet out, and the list says which ones are missing.
import { describe, expect, it } from 'vitest';
import { missingWallets, walletKeys } from './walletKeys';

describe('wallet keys', () => {
  it('reads each key, blank counting as unset', () => {
    expect(walletKeys({ VITE_WALLETCONNECT_PROJECT_ID: ' abc ', VITE_FORTMATIC_KEY: '', VITE_BITSKI_CLIENT_ID: 'b1' })).toEqual({
      walletConnectProjectId: 'abc',
      fortmaticKey: undefined,
      bitskiClientId: 'b1',
    });
  });

  it('names every keyed wallet without its key, in order', () => {
    expect(missingWallets(walletKeys({}))).toEqual(['WalletConnect', 'Fortmatic', 'Bitski']);
    expect(missingWallets(walletKeys({ VITE_FORTMATIC_KEY: 'pk' }))).toEqual(['WalletConnect', 'Bitski']);
    expect(missingWallets({ walletConnectProjectId: 'a', fortmaticKey: 'b', bitskiClientId: 'c' })).toEqual([]);
  });
});
