// Node side of the Playwright test wallet: injects it into a page and tells it to switch chain, change account or fail.
import type { BrowserContext, Page } from 'playwright-core';
import { CHAIN_KEYS, LOCAL_CHAINS } from '@common/domain/chains';
import { ACCOUNTS } from '@common/localWorld/accounts';
import { injectedWalletBundle } from './bundle';
import type { FailureKind, TestWalletConfig, TestWalletState, WalletRequestLog } from './protocol';

export type { FailureKind, TestWalletConfig, TestWalletState, WalletRequestLog } from './protocol';

const ICON = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#3b82f6"/><path d="M8 12h16v10H8z" ' +
    'fill="#fff"/></svg>',
).toString('base64')}`;

/** Defaults: alice's key, the three local chains at their fixed ports, starting on BSC-local, announced as "Test Wallet". */
export function testWalletConfig(overrides: Partial<TestWalletConfig> = {}): TestWalletConfig {
  return {
    privateKeys: ACCOUNTS.filter((a) => a.role === 'player').map((a) => a.privateKey),
    chains: CHAIN_KEYS.map((k) => ({ chainId: LOCAL_CHAINS[k].chainId, rpcUrl: LOCAL_CHAINS[k].rpcUrl })),
    chainId: LOCAL_CHAINS.bsc.chainId,
    name: 'Test Wallet',
    rdns: 'org.metaworld.testwallet',
    uuid: '6b1f4c9e-6f2d-4c51-9a0e-3d7e5f0a1b2c',
    icon: ICON,
    isMetaMask: false,
    injectWindowEthereum: false,
    ...overrides,
  };
}

/** Announce as MetaMask (EIP-6963 name and rdns, isMetaMask, window.ethereum), so the app treats it as wallet type 1. */
export const METAMASK_LIKE: Partial<TestWalletConfig> = {
  name: 'MetaMask',
  rdns: 'io.metamask',
  isMetaMask: true,
  injectWindowEthereum: true,
};

export class TestWalletController {
  private constructor(private readonly page: Page) {}

  /** Adds the wallet to every page the context or page opens from now on; call before page.goto. */
  static async install(target: Page | BrowserContext, config: TestWalletConfig): Promise<void> {
    const bundle = await injectedWalletBundle();
    await target.addInitScript({ content: `${bundle}\nTestWalletBundle.installTestWallet(${JSON.stringify(config)});` });
  }

  /** A controller for a page whose wallet was installed with install(). */
  static of(page: Page): TestWalletController {
    return new TestWalletController(page);
  }

  switchChain(chainId: number): Promise<void> {
    return this.page.evaluate((id) => (window as never as { __testWallet: { switchChain(i: number): void } }).__testWallet.switchChain(id), chainId);
  }

  selectAccount(index: number): Promise<void> {
    return this.page.evaluate((i) => (window as never as { __testWallet: { selectAccount(i: number): void } }).__testWallet.selectAccount(i), index);
  }

  /** The next `times` requests of `method` ('*' for any) fail like MetaMask would, after `skip` of them passed through. */
  failNext(method: string, kind: FailureKind, times = 1, skip = 0): Promise<void> {
    return this.page.evaluate(
      ([m, k, t, n]) => (window as never as { __testWallet: { failNext(m: string, k: string, t: number, n: number): void } }).__testWallet.failNext(m, k, t, n),
      [method, kind, times, skip] as const,
    );
  }

  disconnect(): Promise<void> {
    return this.page.evaluate(() => (window as never as { __testWallet: { disconnect(): void } }).__testWallet.disconnect());
  }

  requests(): Promise<WalletRequestLog[]> {
    return this.page.evaluate(() => (window as never as { __testWallet: { requests(): WalletRequestLog[] } }).__testWallet.requests());
  }

  state(): Promise<TestWalletState> {
    return this.page.evaluate(() => (window as never as { __testWallet: { state(): TestWalletState } }).__testWallet.state());
  }
}
