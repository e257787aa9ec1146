// Adapter to the wallet for the staking flows: the EIP-1193 provider of the wallet the user connected in the app
// (web3-onboard, src/services/wallet/active.ts) always first; reads the account and chain silently and reports changes.
//
// Injected fallback (an EIP-6963 announced wallet, else window.ethereum, read with eth_accounts, never prompting), used
// only while the app has no connected wallet. Still needed because the app does not always have one for a signed-in
// user: the silent wallet restore after a reload (src/services/wallet/onboard.ts reconnectWallet) refuses with 400
// before web3-onboard has loaded its wallet modules, so after a reload or a stored session the top bar shows no wallet
// while the user's extension still authorises the site. Safe enough because every staking, unlock and claim rule also
// requires the address to be the account's registered wallet. Drop it when the restore reconnects.
import type { WalletInfo } from '../../../machines/staking/types';
import { currentActiveWallet, onActiveProviderChange } from '../wallet/active';

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

let override: Eip1193 | null = null;
const announced: Announced[] = [];
let listening = false;
const changeListeners = new Set<() => void>();

/** Hands the staking flows a provider directly (tests, an app without web3-onboard); null goes back to the app's wallet. */
export function setStakingProvider(provider: Eip1193 | null): void {
  override = provider;
  for (const notify of [...changeListeners]) notify();
}

function listen(win: Window): void {
  if (listening) return;
  listening = true;
  win.addEventListener('eip6963:announceProvider', (event) => {
    const detail = (event as CustomEvent<Announced>).detail;
    if (!detail?.provider || announced.some((a) => a.info.uuid === detail.info.uuid)) return;
    announced.push(detail);
    for (const notify of [...changeListeners]) notify();
  });
  win.dispatchEvent(new Event('eip6963:requestProvider'));
}

/** An injected wallet, for the fallback above: the first EIP-6963 announcement, else window.ethereum. */
function injectedProvider(win: Window | undefined): Eip1193 | null {
  if (!win) return null;
  listen(win);
  return announced[0]?.provider ?? (win as unknown as { ethereum?: Eip1193 }).ethereum ?? null;
}

/** The provider the staking flows send requests to: the wallet the user connected in the app, else the fallback. */
export function activeProvider(win: Window | undefined = globalThis.window): Eip1193 | null {
  return override ?? currentActiveWallet()?.provider ?? injectedProvider(win);
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

/** Hex of a UTF-8 text, as personal_sign takes it. */
export function utf8Hex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** personal_sign of a text by the connected account. */
export async function personalSign(provider: Eip1193 | null, address: string, text: string): Promise<string> {
  if (!provider) throw Object.assign(new Error('No wallet found in this browser'), { code: 400 });
  return String(await provider.request({ method: 'personal_sign', params: [utf8Hex(text), address] }));
}

/** For tests: forget the provider handed with setStakingProvider, discovered providers and every watcher. */
export function resetWalletAccess(): void {
  override = null;
  announced.length = 0;
  listening = false;
  changeListeners.clear();
}
