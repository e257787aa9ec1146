// Types shared by the injected test wallet (browser) and its Playwright controller (Node).

/** How the wallet fails, the way MetaMask does: 4001 rejection, 4902 unknown chain, -32002 pending request, insufficient funds. */
export type FailureKind = 'reject' | 'unknownChain' | 'pending' | 'insufficientFunds';

export interface TestWalletConfig {
  /** Test keys; the first is the active account. */
  privateKeys: string[];
  /** Chains the wallet knows; others answer 4902 to wallet_switchEthereumChain. */
  chains: { chainId: number; rpcUrl: string }[];
  chainId: number;
  /** EIP-6963 provider info; web3-onboard lists the wallet under `name`. */
  name: string;
  rdns: string;
  uuid: string;
  icon: string;
  isMetaMask: boolean;
  /** Also expose the provider as window.ethereum (as MetaMask does). */
  injectWindowEthereum: boolean;
  /** Start already authorised (eth_accounts answers without eth_requestAccounts). */
  connected?: boolean;
}

export interface WalletRequestLog {
  method: string;
  params: unknown[];
}

export interface TestWalletState {
  chainId: number;
  accounts: string[];
  connected: boolean;
  address: string;
}

/** What window.__testWallet offers the controller. */
export interface TestWalletControl {
  /** As if the user switched network in the wallet: emits chainChanged. Unknown chains throw 4902. */
  switchChain(chainId: number): void;
  /** As if the user picked another account: emits accountsChanged. */
  selectAccount(index: number): void;
  /** The next `times` requests of `method` ('*' for any) fail with `kind`. */
  /** The next `times` requests of `method` fail, after `skip` of them have passed through. */
  failNext(method: string, kind: FailureKind, times?: number, skip?: number): void;
  disconnect(): void;
  emit(event: string, payload: unknown): void;
  requests(): WalletRequestLog[];
  state(): TestWalletState;
}
