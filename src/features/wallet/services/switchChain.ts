// Asks the connected EIP-1193 wallet to switch chains (wallet_switchEthereumChain).
import { fromPromise } from 'xstate';
import { toHexChainId } from '../../../config/networks';

export interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

export function switchChainActor(getProvider: () => Eip1193 | undefined) {
  return fromPromise<void, { chainId: number }>(async ({ input }) => {
    const provider = getProvider();
    if (!provider) throw new Error('no wallet connected');
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHexChainId(input.chainId) }] });
  });
}
