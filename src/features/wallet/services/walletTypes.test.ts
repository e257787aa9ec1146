import { describe, expect, it } from 'vitest';
import { WALLET_LABEL, walletTypeOfLabel } from './walletTypes';

describe('walletTypeOfLabel', () => {
  it('maps every named wallet to its spec 3 code and back', () => {
    for (const [code, label] of Object.entries(WALLET_LABEL)) expect(walletTypeOfLabel(label)).toBe(Number(code));
  });
  it('treats any other injected or EIP-6963 wallet as an injected (MetaMask-like) wallet', () => {
    expect(walletTypeOfLabel('Test Wallet')).toBe(1);
    expect(walletTypeOfLabel('Dev wallet (alice)')).toBe(1);
    expect(walletTypeOfLabel('coinbase wallet')).toBe(2);
    expect(walletTypeOfLabel('Clover Wallet')).toBe(6);
  });
});
