// EIP-1193 bridge of the wallet session: the connected wallet's chain and account events, and a silent account read.
import type { WalletProviderEvent } from '@machines/wallet/types';
import type { Eip1193Provider } from '../../../services/wallet/active';

const toChainId = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, value.startsWith('0x') ? 16 : 10) : Number.NaN;

/** Reports chainChanged, accountsChanged and disconnect of `provider` as wallet-session events; returns the unsubscribe. */
export function watchProvider(provider: Eip1193Provider, send: (event: WalletProviderEvent) => void): () => void {
  const onChain = (chain: unknown) => {
    const chainId = toChainId(chain);
    if (Number.isFinite(chainId)) send({ type: 'WALLET.CHAIN_CHANGED', chainId });
  };
  const onAccounts = (accounts: unknown) =>
    send({ type: 'WALLET.ACCOUNTS_CHANGED', accounts: Array.isArray(accounts) ? accounts.filter((a): a is string => typeof a === 'string') : [] });
  const onDisconnect = () => send({ type: 'WALLET.PROVIDER_DISCONNECTED' });
  provider.on?.('chainChanged', onChain);
  provider.on?.('accountsChanged', onAccounts);
  provider.on?.('disconnect', onDisconnect);
  return () => {
    provider.removeListener?.('chainChanged', onChain);
    provider.removeListener?.('accountsChanged', onAccounts);
    provider.removeListener?.('disconnect', onDisconnect);
  };
}

/** The wallet's current account without a prompt (eth_accounts), null when it gives none. */
export async function readProviderAccount(provider: Eip1193Provider | null): Promise<string | null> {
  if (!provider) return null;
  const accounts = await provider.request({ method: 'eth_accounts' });
  return Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : null;
}
