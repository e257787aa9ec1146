// The EIP-1193 provider of the wallet the user connected through web3-onboard, for every flow that talks to the
// wallet (staking, market, claims). Light on purpose: importing it never loads web3-onboard or ethers.
import type { WalletTypeCode } from '../../../../machines/app/sessionMachine';

/** The EIP-1193 surface the app uses (web3-onboard's wallet.provider satisfies it). */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
}

export interface ActiveWallet {
  provider: Eip1193Provider;
  /** web3-onboard's label of the wallet ("MetaMask", "Test Wallet", "Dev wallet (alice)"...). */
  label: string;
  walletType: WalletTypeCode;
}

let active: ActiveWallet | null = null;
const listeners = new Set<(wallet: ActiveWallet | null) => void>();

/** Set by the wallet service when web3-onboard connects or drops a wallet. */
export function setActiveWallet(wallet: ActiveWallet | null): void {
  if (wallet?.provider === active?.provider && wallet?.label === active?.label) return;
  active = wallet;
  for (const listener of [...listeners]) listener(wallet);
}

/** The connected wallet's EIP-1193 provider, or null when no wallet is connected (never opens a prompt). */
export async function getActiveProvider(): Promise<Eip1193Provider | null> {
  return active?.provider ?? null;
}

/** Same, synchronously (for actors that need it at once). */
export function currentActiveWallet(): ActiveWallet | null {
  return active;
}

/** Calls `listener` whenever the connected wallet changes (null: disconnected). Returns the unsubscribe. */
export function onActiveProviderChange(listener: (wallet: ActiveWallet | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
