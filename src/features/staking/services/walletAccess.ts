// Adapter to the wallet for the staking flows: the EIP-1193 provider of the wallet the user connected in the app
// (web3-onboard, src/services/wallet/active.ts; restored silently after a reload); reads the account and chain
// silently and reports changes. No injected fallback: staking never talks to a wallet the app has not connected.
import type { WalletInfo } from '../../../../machines/staking/types';
import { activeProvider as connectedProvider, onActiveProviderChange, type Eip1193Provider as Eip1193 } from '../../../services/wallet/active';

let override: Eip1193 | null = null;
const changeListeners = new Set<() => void>();

/** Hands the staking flows a provider directly (tests, an app without web3-onboard); null goes back to the app's wallet. */
export function setStakingProvider(provider: Eip1193 | null): void {
  override = provider;
  for (const notify of [...changeListeners]) notify();
}

/** The provider the staking flows send requests to: the wallet the user connected in the app, or none. */
export function activeProvider(): Eip1193 | null {
  return override ?? connectedProvider();
}

/** Account and chain without asking the user: null when the wallet is not connected to this site. */
export async function readWallet(provider: Eip1193 | null, walletType?: number): Promise<WalletInfo | null> {
  if (!provider) return null;
  const [accounts, chainHex] = await Promise.all([
    provider.request({ method: 'eth_accounts' }) as Promise<string[]>,
    provider.request({ method: 'eth_chainId' }) as Promise<string>,
  ]);
  const address = Array.isArray(accounts) ? accounts[0] : undefined;
  if (!address) return null;
  return { address, chainId: Number.parseInt(String(chainHex), 16), ...(walletType === undefined ? {} : { walletType }) };
}

/**
 * Reports the wallet now and after every account or chain change, and when the user connects, swaps or disconnects
 * the wallet in the app. Returns the unsubscribe function.
 */
export function watchWallet(report: (wallet: WalletInfo | null) => void, walletType?: number): () => void {
  let current: Eip1193 | null = null;
  let live = true;
  let seq = 0;
  const refresh = () => {
    const mine = ++seq;
    readWallet(current, walletType).then(
      (wallet) => live && mine === seq && report(wallet),
      () => live && mine === seq && report(null),
    );
  };
  const attach = () => {
    const next = activeProvider();
    if (next === current) return;
    current?.removeListener?.('accountsChanged', refresh);
    current?.removeListener?.('chainChanged', refresh);
    current = next;
    current?.on?.('accountsChanged', refresh);
    current?.on?.('chainChanged', refresh);
    refresh();
  };
  changeListeners.add(attach);
  const stopFollowing = onActiveProviderChange(attach);
  attach();
  if (!current) refresh();
  return () => {
    live = false;
    changeListeners.delete(attach);
    stopFollowing();
    current?.removeListener?.('accountsChanged', refresh);
    current?.removeListener?.('chainChanged', refresh);
  };
}

/** eth_signTypedData_v4 of typed data (as its JSON text) by the connected account. */
export async function signTypedData(provider: Eip1193 | null, address: string, typedDataJson: string): Promise<string> {
  if (!provider) throw Object.assign(new Error('No wallet found in this browser'), { code: 400 });
  return String(await provider.request({ method: 'eth_signTypedData_v4', params: [address, typedDataJson] }));
}

/** For tests: forget the provider handed with setStakingProvider and every watcher. */
export function resetWalletAccess(): void {
  override = null;
  changeListeners.clear();
}
