// Browser side of the Playwright test wallet: an EIP-1193 provider announced via EIP-6963 that signs with test keys
// against the local chains, behaves like MetaMask on request, and can be told to fail the way MetaMask fails.
// Bundled into one IIFE by ./bundle.ts and injected with page.addInitScript before any page script runs.
import { Wallet, getBytes, isHexString, type TypedDataField } from 'ethers';
import type { FailureKind, TestWalletConfig, TestWalletControl, TestWalletState, WalletRequestLog } from './protocol';

interface RequestArguments {
  method: string;
  params?: unknown[] | Record<string, unknown>;
}

type Listener = (...args: unknown[]) => void;

class ProviderRpcError extends Error {
  constructor(public code: number, message: string, public data?: unknown) {
    super(message);
  }
}

const FAILURES: Record<FailureKind, () => ProviderRpcError> = {
  reject: () => new ProviderRpcError(4001, 'MetaMask Tx Signature: User denied transaction signature.'),
  unknownChain: () => new ProviderRpcError(4902, 'Unrecognized chain ID. Try adding the chain using wallet_addEthereumChain first.'),
  pending: () => new ProviderRpcError(-32002, 'Already processing eth_requestAccounts. Please wait.'),
  insufficientFunds: () =>
    new ProviderRpcError(-32603, 'Internal JSON-RPC error.', {
      code: -32000,
      message: 'insufficient funds for gas * price + value',
    }),
};

const hexChain = (id: number) => `0x${id.toString(16)}`;

export function installTestWallet(config: TestWalletConfig): void {
  const wallets = config.privateKeys.map((k) => new Wallet(k));
  const chains = new Map(config.chains.map((c) => [c.chainId, c.rpcUrl]));
  let chainId = config.chainId;
  let active = 0;
  let connected = config.connected ?? false;
  const listeners = new Map<string, Set<Listener>>();
  const failures: { method: string; kind: FailureKind; left: number }[] = [];
  const log: WalletRequestLog[] = [];

  const emit = (event: string, ...args: unknown[]) => {
    for (const l of [...(listeners.get(event) ?? [])]) {
      try {
        l(...args);
      } catch (err) {
        console.error(err);
      }
    }
  };
  const accounts = () => (connected ? [wallets[active]?.address.toLowerCase() ?? ''] : []);
  const wallet = () => {
    const w = wallets[active];
    if (!w) throw new ProviderRpcError(4100, 'The requested account has not been authorized by the user.');
    return w;
  };

  async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
    const url = chains.get(chainId);
    if (!url) throw new ProviderRpcError(4901, `chain ${chainId} is not reachable`);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: Date.now(), method, params }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } };
    if (body.error) {
      // MetaMask wraps node errors this way; ethers reads the inner message (e.g. a revert's data).
      throw new ProviderRpcError(-32603, 'Internal JSON-RPC error.', body.error);
    }
    return body.result;
  }

  async function sendTransaction(tx: Record<string, string | undefined>): Promise<string> {
    const from = wallet();
    if (tx.from && tx.from.toLowerCase() !== from.address.toLowerCase()) {
      throw new ProviderRpcError(4100, 'The requested account has not been authorized by the user.');
    }
    const base = { from: from.address, to: tx.to, data: tx.data ?? '0x', value: tx.value ?? '0x0' };
    const gasLimit = BigInt(tx.gas ?? tx.gasLimit ?? ((await rpc('eth_estimateGas', [base])) as string));
    const block = (await rpc('eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas?: string };
    const priority = BigInt(tx.maxPriorityFeePerGas ?? 1_000_000_000);
    const maxFee = BigInt(tx.maxFeePerGas ?? BigInt(block.baseFeePerGas ?? 1_000_000_000) * 2n + priority);
    const value = BigInt(base.value);
    const balance = BigInt((await rpc('eth_getBalance', [from.address, 'latest'])) as string);
    if (balance < gasLimit * maxFee + value) throw FAILURES.insufficientFunds();
    const nonce = Number(BigInt((await rpc('eth_getTransactionCount', [from.address, 'pending'])) as string));
    const raw = await from.signTransaction({
      type: 2, chainId, nonce, to: base.to, data: base.data, value, gasLimit,
      maxFeePerGas: maxFee, maxPriorityFeePerGas: priority,
    });
    return (await rpc('eth_sendRawTransaction', [raw])) as string;
  }

  function switchChain(id: number): void {
    if (!chains.has(id)) throw FAILURES.unknownChain();
    if (id === chainId) return;
    chainId = id;
    emit('chainChanged', hexChain(id));
  }

  async function handle(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        if (!connected) {
          connected = true;
          emit('connect', { chainId: hexChain(chainId) });
          emit('accountsChanged', accounts());
        }
        return accounts();
      case 'eth_accounts':
        return accounts();
      case 'eth_chainId':
        return hexChain(chainId);
      case 'net_version':
        return String(chainId);
      case 'wallet_requestPermissions':
        connected = true;
        return [{ parentCapability: 'eth_accounts' }];
      case 'wallet_getPermissions':
        return connected ? [{ parentCapability: 'eth_accounts' }] : [];
      case 'wallet_revokePermissions':
        connected = false;
        emit('accountsChanged', []);
        return null;
      case 'wallet_switchEthereumChain': {
        const [{ chainId: hex }] = params as [{ chainId: string }];
        switchChain(Number(hex));
        return null;
      }
      case 'wallet_addEthereumChain': {
        const [{ chainId: hex, rpcUrls }] = params as [{ chainId: string; rpcUrls?: string[] }];
        const url = rpcUrls?.[0];
        if (!chains.has(Number(hex)) && url) chains.set(Number(hex), url);
        switchChain(Number(hex));
        return null;
      }
      case 'personal_sign': {
        const [message] = params as [string, string];
        return wallet().signMessage(isHexString(message) ? getBytes(message) : message);
      }
      case 'eth_signTypedData_v4': {
        const [, json] = params as [string, string];
        const typed = JSON.parse(json) as { domain: Record<string, unknown>; types: Record<string, TypedDataField[]>; message: Record<string, unknown> };
        const { EIP712Domain: _domain, ...types } = typed.types;
        void _domain;
        return wallet().signTypedData(typed.domain, types, typed.message);
      }
      case 'eth_sendTransaction':
        if (!connected) throw new ProviderRpcError(4100, 'The requested account has not been authorized by the user.');
        return sendTransaction(params[0] as Record<string, string | undefined>);
      default:
        return rpc(method, params);
    }
  }

  const provider = {
    isMetaMask: config.isMetaMask,
    isTestWallet: true,
    async request(args: RequestArguments): Promise<unknown> {
      const params = Array.isArray(args.params) ? args.params : args.params ? [args.params] : [];
      log.push({ method: args.method, params });
      const failure = failures.find((f) => f.method === args.method || f.method === '*');
      if (failure) {
        failure.left -= 1;
        if (failure.left <= 0) failures.splice(failures.indexOf(failure), 1);
        throw FAILURES[failure.kind]();
      }
      return handle(args.method, params);
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    off(event: string, listener: Listener) {
      return provider.removeListener(event, listener);
    },
    removeAllListeners(event?: string) {
      if (event) listeners.delete(event);
      else listeners.clear();
      return provider;
    },
    isConnected: () => true,
    enable: () => provider.request({ method: 'eth_requestAccounts' }),
  };

  const info = Object.freeze({ uuid: config.uuid, name: config.name, icon: config.icon, rdns: config.rdns });
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  if (config.injectWindowEthereum) {
    Object.defineProperty(window, 'ethereum', { value: provider, configurable: true, writable: false });
  }

  const control: TestWalletControl = {
    switchChain(id) {
      switchChain(id);
    },
    selectAccount(index) {
      if (!wallets[index]) throw new Error(`no test key #${index}`);
      active = index;
      emit('accountsChanged', accounts());
    },
    failNext(method, kind, times = 1) {
      failures.push({ method, kind, left: times });
    },
    disconnect() {
      connected = false;
      emit('accountsChanged', []);
    },
    emit(event, payload) {
      emit(event, payload);
    },
    requests: () => log.map((r) => ({ ...r })),
    state(): TestWalletState {
      return { chainId, accounts: accounts(), connected, address: wallets[active]?.address ?? '' };
    },
  };
  (window as unknown as { __testWallet: TestWalletControl }).__testWallet = control;
}
