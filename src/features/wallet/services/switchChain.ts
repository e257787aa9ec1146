// Asks the connected EIP-1193 wallet to switch chains (wallet_switchEthereumChain).
import { fromPromise } from 'xstate';
import type { SwitchChainInput } from '@machines/app/types';
import { toHexChainId } from '../../../config/networks';
import type { Eip1193Provider } from '../../../services/wallet/active';

export function switchChainActor(getProvider: () => Eip1193Provider | null) {
  return fromPromise<void, SwitchChainInput>(async ({ input }) => {
    const provider = getProvider();
    if (!provider) throw new Error('no wallet connected');
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHexChainId(input.chainId) }] });
  });
}
