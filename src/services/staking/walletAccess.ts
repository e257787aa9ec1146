// Adapter to the connected EIP-1193 wallet for the staking flows: the provider the wallet service registers, else an
// EIP-6963 announced one, else window.ethereum; reads the account and chain silently and reports their changes.
// Replace the discovery by the sign-in engineer's wallet service when it exposes the active provider (setStakingProvider).
import type { WalletInfo } from '../../../machines/staking/types';

export interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
  isMetaMask?: boolean;
}

interface Announced {
  info: { uuid: string; name: string; rdns: string };
  provider: Eip1193;
}

let registered: Eip1193 | null = null;
const announced: Announced[] = [];
let listening = false;
const changeListeners = new Set<() => void>();

/** The wallet service hands the provider of the wallet the user connected (web3-onboard's wallet.provider). */
export function setStakingProvider(provider: Eip1193 | null): void {
  registered = provider;
  for (const notify of changeListeners) notify();
}

function listen(win: Window): void {
  if (listening) return;
  listening = true;
  win.addEventListener('eip6963:announceProvider', (event) => {
    const detail = (event as CustomEvent<Announced>).detail;
    if (!detail?.provider || announced.some((a) => a.info.uuid === detail.info.uuid)) return;
    announced.push(detail);
    for (const notify of changeListeners) notify();
  });
  win.dispatchEvent(new Event('eip6963:requestProvider'));
}

/** The provider the staking flows send requests to, or null when the browser has no wallet. */
export function activeProvider(win: Window | undefined = globalThis.window): Eip1193 | null {
  if (registered) return registered;
  if (!win) return null;
  listen(win);
  return announced[0]?.provider ?? (win as unknown as { ethereum?: Eip1193 }).ethereum ?? null;
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

/** Asks the wallet to connect this site (eth_requestAccounts). */
export async function connectWallet(provider: Eip1193 | null): Promise<void> {
  if (!provider) throw Object.assign(new Error('No wallet found in this browser'), { code: 400 });
  await provider.request({ method: 'eth_requestAccounts' });
}

/**
 * Reports the wallet now and after every account or chain change, and when another provider becomes active.
 * Returns the unsubscribe function.
 */
export function watchWallet(report: (wallet: WalletInfo | null) => void, walletType?: number, win: Window | undefined = globalThis.window): () => void {
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
    const next = activeProvider(win);
    if (next === current) return;
    current?.removeListener?.('accountsChanged', refresh);
    current?.removeListener?.('chainChanged', refresh);
    current = next;
    current?.on?.('accountsChanged', refresh);
    current?.on?.('chainChanged', refresh);
    refresh();
  };
  changeListeners.add(attach);
  attach();
  if (!current) refresh();
  return () => {
    live = false;
    changeListeners.delete(attach);
    current?.removeListener?.('accountsChanged', refresh);
    current?.removeListener?.('chainChanged', refresh);
  };
}

/** Hex of a UTF-8 text, as personal_sign takes it. */
export function utf8Hex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** personal_sign of a text by the connected account. */
export async function personalSign(provider: Eip1193 | null, address: string, text: string): Promise<string> {
  if (!provider) throw Object.assign(new Error('No wallet found in this browser'), { code: 400 });
  return String(await provider.request({ method: 'personal_sign', params: [utf8Hex(text), address] }));
}

/** For tests: forget discovered providers. */
export function resetWalletAccess(): void {
  registered = null;
  announced.length = 0;
  listening = false;
  changeListeners.clear();
}
