// The wallet service the providers call: light itself, it loads web3-onboard and ethers with import() only when a
// wallet is connected, restored or read, so the first page never carries them.
import type { WalletTypeCode } from '@machines/app/sessionMachine';
import type { Balances, WalletConnection } from '@machines/wallet/types';
import type { WalletProviderEvent } from '@machines/wallet/types';
import { api, contractAddressesOf } from '../../auth/services/api';
import { activeProvider, onActiveProviderChange } from '../../../services/wallet/active';
import { appConfig } from '../../../config/current';
import { readProviderAccount, watchProvider } from './provider';
import { WALLET_LABEL_KEY } from './walletTypes';

let onboardLoaded = false;
const loadOnboard = () => {
  onboardLoaded = true;
  return import('./onboard');
};

/**
 * Starts loading the wallet select's code (web3-onboard, ethers, the wallet modules) before it is asked for: the login
 * dialog calls it once its own code is in. Nothing connects, so a later disconnect still has nothing to load.
 */
export function prefetchWalletSelect(): void {
  import('./onboard').then((m) => m.prefetchWalletModules()).catch(() => undefined);
}

/** Opens the wallet select (walletType null) or connects that wallet. */
export async function connect(walletType: WalletTypeCode | null): Promise<WalletConnection> {
  return (await loadOnboard()).connectWallet(walletType);
}

/** Reconnects the wallet of a previous visit without a modal. */
export async function reconnect(walletType: WalletTypeCode): Promise<WalletConnection> {
  return (await loadOnboard()).reconnectWallet(walletType);
}

/** Disconnects the wallet (nothing to load when none was ever connected on this page). */
export async function disconnectActiveWallet(): Promise<void> {
  window.localStorage.removeItem(WALLET_LABEL_KEY);
  if (onboardLoaded) await (await import('./onboard')).disconnectWallet();
}

/** The connected account without a prompt (WalletConnect polling). */
export function readAccount(): Promise<string | null> {
  return readProviderAccount(activeProvider());
}

/** DVG staking earned on a chain (dvi_reward_search), in wei. */
async function dvgEarned(address: string, chainId: number): Promise<string> {
  return (await (await api()).dviRewardSearch({ address, chain_id: chainId })).data.total;
}

export async function readBalances(address: string, chainId: number): Promise<Balances> {
  const [{ readBalances: read }, { builtContracts }] = await Promise.all([import('./balances'), import('../../../config/contractConfig')]);
  const build = builtContracts();
  return read({ provider: activeProvider(), addresses: contractAddressesOf, networks: appConfig().networks, build, dvg: dvgEarned }, address, chainId);
}

/** Follows the connected wallet's EIP-1193 events (and a wallet swapped by web3-onboard); returns the unsubscribe. */
export function watch(send: (event: WalletProviderEvent) => void): () => void {
  let detach = () => {};
  const attach = () => {
    detach();
    const provider = activeProvider();
    detach = provider ? watchProvider(provider, send) : () => {};
  };
  attach();
  const unsubscribe = onActiveProviderChange(attach);
  return () => {
    unsubscribe();
    detach();
  };
}
