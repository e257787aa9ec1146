// Wallet type codes (which values are codes, which codes are real wallets rather than ID login) and the short form of an address.
import { describe, expect, it } from 'vitest';
import { WALLET_TYPE, WALLET_TYPE_CODES, isWalletCode, isWalletTypeCode, shortenAddress } from './wallet';

describe('wallet type codes', () => {
  it('are 1 to 6 and 9999 (ID login)', () => {
    expect(WALLET_TYPE_CODES).toEqual([1, 2, 3, 4, 5, 6, 9999]);
    expect([0, 7, '1', 9999].map(isWalletTypeCode)).toEqual([false, false, false, true]);
  });

  it('ID login and no code are not a wallet', () => {
    expect([WALLET_TYPE.MetaMask, WALLET_TYPE.Clover, WALLET_TYPE.IdLogin, null, undefined].map(isWalletCode)).toEqual([true, true, false, false, false]);
  });

  it('an address is shown as its first 6 and last 4 characters; short text stays whole', () => {
    expect(shortenAddress('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toBe('0x3C44…93BC');
    expect(shortenAddress('0x1234567890')).toBe('0x1234567890');
    expect(shortenAddress('')).toBe('');
  });
});
