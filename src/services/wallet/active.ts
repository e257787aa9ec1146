// The one way the app reaches the wallet: the EIP-1193 provider of the wallet the user connected (web3-onboard sets it),
// for every flow that signs or sends. It holds only that handle: who is connected, on which chain, lives in the wallet
// session machine and is read through the Viewer port (src/services/viewer.ts). Light: never loads web3-onboard or ethers.

/** The EIP-1193 surface the app uses, the one provider type of the app (web3-onboard's wallet.provider satisfies it). */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
}

let active: Eip1193Provider | null = null;
const listeners = new Set<(provider: Eip1193Provider | null) => void>();

/** Set by the wallet service when web3-onboard connects, swaps or drops a wallet. */
export function setActiveProvider(provider: Eip1193Provider | null): void {
  if (provider === active) return;
  active = provider;
  for (const listener of [...listeners]) listener(provider);
}

/** The connected wallet's provider, or null when no wallet is connected (never opens a prompt). */
export function activeProvider(): Eip1193Provider | null {
  return active;
}

/**
 * The connected wallet, else the browser's injected one (window.ethereum), else null: spec 8's wallet helper asks the
 * browser's wallet when the app has connected none (adding a wallet on my page, switching the network from the top bar).
 */
export function browserWallet(): Eip1193Provider | null {
  if (active) return active;
  if (typeof window === 'undefined') return null;
  return (window as unknown as { ethereum?: Eip1193Provider }).ethereum ?? null;
}

/** Calls `listener` whenever the connected wallet changes (null: disconnected). Returns the unsubscribe. */
export function onActiveProviderChange(listener: (provider: Eip1193Provider | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
