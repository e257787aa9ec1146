// A transaction names its chain and is sent only while the wallet is on it.
import { describe, expect, it, vi } from 'vitest';
import { walletErrorMessage, WALLET_MESSAGE } from '@machines/shared/walletErrors';
import { ensureWalletChain, walletTx } from './walletChain';

describe('the wallet chain check', () => {
  it('passes when the wallet is on the chain, asking only eth_chainId', async () => {
    const request = vi.fn(async () => '0x7a6a');
    await ensureWalletChain({ request }, 31338);
    expect(request.mock.calls).toEqual([[{ method: 'eth_chainId' }]]);
  });

  it('refuses, with the wrong-network message, a wallet on another chain', async () => {
    const error = await ensureWalletChain({ request: async () => '0x38' }, 31338).catch((e: unknown) => e);
    expect(walletErrorMessage(error)).toEqual({ id: WALLET_MESSAGE.wrongChain });
  });

  it('puts the chain id, gas and fees into the transaction', () => {
    const tx = walletTx({ from: '0xa', to: '0xb', data: '0x', value: '0x1' }, 137, 21_000n, { maxFeePerGas: 30n, maxPriorityFeePerGas: 2n });
    expect(tx).toEqual({ from: '0xa', to: '0xb', data: '0x', value: '0x1', chainId: '0x89', gas: '0x5208', maxFeePerGas: '0x1e', maxPriorityFeePerGas: '0x2' });
  });
});
