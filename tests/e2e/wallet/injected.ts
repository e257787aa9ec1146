// Browser side of the Playwright test wallet: the dev wallet's key-signing EIP-1193 provider, announced via EIP-6963,
// optionally dressed as MetaMask, and able to fail the way MetaMask fails (4001, 4902, -32002, insufficient funds).
// Bundled into one IIFE by ./bundle.ts and injected with page.addInitScript before any page script runs.
import { ProviderRpcError, createKeyProvider, insufficientFundsError, unknownChainError } from '../../../src/features/wallet/services/devWallet';
import type { FailureKind, TestWalletConfig, TestWalletControl, WalletRequestLog } from './protocol';

export function installTestWallet(config: TestWalletConfig): void {
  const core = createKeyProvider({ privateKeys: config.privateKeys, chains: config.chains, chainId: config.chainId, connected: config.connected });
  const failures: { method: string; kind: FailureKind; left: number; skip: number }[] = [];
  const log: WalletRequestLog[] = [];

  const failWith: Record<FailureKind, () => ProviderRpcError> = {
    reject: () => new ProviderRpcError(4001, 'MetaMask Tx Signature: User denied transaction signature.'),
    unknownChain: () => unknownChainError(core.state().chainId),
    pending: () => new ProviderRpcError(-32002, 'Already processing eth_requestAccounts. Please wait.'),
    insufficientFunds: insufficientFundsError,
  };

  const provider = {
    isMetaMask: config.isMetaMask,
    isTestWallet: true,
    async request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown> {
      const params = Array.isArray(args.params) ? args.params : args.params ? [args.params] : [];
      log.push({ method: args.method, params });
      const failure = failures.find((f) => f.method === args.method || f.method === '*');
      if (failure && failure.skip > 0) failure.skip -= 1;
      else if (failure) {
        failure.left -= 1;
        if (failure.left <= 0) failures.splice(failures.indexOf(failure), 1);
        throw failWith[failure.kind]();
      }
      return core.provider.request(args as Parameters<typeof core.provider.request>[0]);
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      core.provider.on(event as 'chainChanged', listener as never);
      return provider;
    },
    removeListener(event: string, listener: (...args: unknown[]) => void) {
      core.provider.removeListener(event as 'chainChanged', listener as never);
      return provider;
    },
    isConnected: () => true,
    enable: () => provider.request({ method: 'eth_requestAccounts' }),
  };

  const info = Object.freeze({ uuid: config.uuid, name: config.name, icon: config.icon, rdns: config.rdns });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  if (config.injectWindowEthereum) {
    Object.defineProperty(window, 'ethereum', { value: provider, configurable: true, writable: false });
  }

  const control: TestWalletControl = {
    switchChain: (id) => core.switchChain(id),
    selectAccount: (index) => core.selectAccount(index),
    failNext(method, kind, times = 1, skip = 0) {
      failures.push({ method, kind, left: times, skip });
    },
    disconnect: () => core.disconnect(),
    emit: (event, payload) => core.emit(event, payload),
    requests: () => log.map((r) => ({ ...r })),
    state: () => core.state(),
  };
  (window as unknown as { __testWallet: TestWalletControl }).__testWallet = control;
}
