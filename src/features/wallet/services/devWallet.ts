// Dev wallet: a web3-onboard wallet module that signs with the local world's public test keys, offered only on the
// `local` network set and only for chains served from 127.0.0.1. Its key-signing EIP-1193 provider is also the core
// of the Playwright test wallet (tests/e2e/wallet).
import { sameAddress } from '@common/domain/address';
import type { EIP1193Provider, InitOptions } from '@web3-onboard/core';
import { Wallet, getBytes, isHexString, type TypedDataField } from 'ethers';
import { CHAIN_KEYS, LOCAL_CHAINS } from '@common/domain/chains';
import { ACCOUNTS, type AccountName } from '@common/localWorld/accounts';

export type WalletInit = InitOptions['wallets'][number];

export interface KeyChain {
  chainId: number;
  rpcUrl: string;
}

export interface KeyProviderOptions {
  privateKeys: readonly string[];
  chains: readonly KeyChain[];
  chainId: number;
  /** Authorised from the start (eth_accounts answers without eth_requestAccounts). */
  connected?: boolean;
  fetch?: typeof fetch;
}

export class ProviderRpcError extends Error {
  constructor(
    public readonly code: number,
    message: string,
    public readonly data?: unknown,
  ) {
    super(message);
  }
}

/** MetaMask's answer when gas plus value exceed the balance; ethers maps it to INSUFFICIENT_FUNDS. */
export const insufficientFundsError = () =>
  new ProviderRpcError(-32603, 'Internal JSON-RPC error.', { code: -32000, message: 'insufficient funds for gas * price + value' });
export const unknownChainError = (chainId: number) =>
  new ProviderRpcError(4902, `Unrecognized chain ID "0x${chainId.toString(16)}". Try adding the chain using wallet_addEthereumChain first.`);
const unauthorized = () => new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.');

type Listener = (...args: unknown[]) => void;

export interface KeyProviderState {
  chainId: number;
  accounts: string[];
  connected: boolean;
  address: string;
}

export interface KeyProvider {
  provider: EIP1193Provider & { isDevWallet: true };
  /** As if the user switched network in the wallet (emits chainChanged); unknown chains throw 4902. */
  switchChain(chainId: number): void;
  /** As if the user picked another key (emits accountsChanged). */
  selectAccount(index: number): void;
  disconnect(): void;
  emit(event: string, ...args: unknown[]): void;
  state(): KeyProviderState;
}

const hexChain = (id: number) => `0x${id.toString(16)}`;

/** An EIP-1193 provider that signs locally with the given keys and sends to the current chain's JSON-RPC URL. */
export function createKeyProvider(opts: KeyProviderOptions): KeyProvider {
  const wallets = opts.privateKeys.map((k) => new Wallet(k));
  const chains = new Map(opts.chains.map((c) => [c.chainId, c.rpcUrl]));
  const doFetch = opts.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let chainId = opts.chainId;
  let active = 0;
  let connected = opts.connected ?? false;
  const listeners = new Map<string, Set<Listener>>();

  const emit = (event: string, ...args: unknown[]) => {
    for (const l of [...(listeners.get(event) ?? [])]) {
      try {
        l(...args);
      } catch (err) {
        // One bad listener must not stop the others; report it the way the browser reports event handler errors.
        setTimeout(() => {
          throw err;
        });
      }
    }
  };
  const accounts = () => {
    const w = wallets[active];
    return connected && w ? [w.address.toLowerCase()] : [];
  };
  const signer = () => {
    const w = wallets[active];
    if (!w || !connected) throw unauthorized();
    return w;
  };

  async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
    const url = chains.get(chainId);
    if (!url) throw new ProviderRpcError(4901, `chain ${chainId} is not reachable`);
    const res = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } };
    // MetaMask wraps node errors this way; ethers reads the inner error (a revert's data, say).
    if (body.error) throw new ProviderRpcError(-32603, 'Internal JSON-RPC error.', body.error);
    return body.result;
  }

  async function sendTransaction(tx: Record<string, string | undefined>): Promise<string> {
    const from = signer();
    if (tx.from && !sameAddress(tx.from, from.address)) throw unauthorized();
    // As MetaMask: a transaction naming another chain than the wallet's is refused, never signed for this one.
    if (tx.chainId !== undefined && Number(tx.chainId) !== chainId) {
      throw new ProviderRpcError(-32602, `Invalid chainId ${tx.chainId}: the wallet is on ${hexChain(chainId)}`);
    }
    const base = { from: from.address, to: tx.to, data: tx.data ?? '0x', value: tx.value ?? '0x0' };
    const gasLimit = BigInt(tx.gas ?? tx.gasLimit ?? ((await rpc('eth_estimateGas', [base])) as string));
    const block = (await rpc('eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas?: string };
    const priority = BigInt(tx.maxPriorityFeePerGas ?? 1_000_000_000);
    const maxFee = BigInt(tx.maxFeePerGas ?? BigInt(block.baseFeePerGas ?? 1_000_000_000) * 2n + priority);
    const value = BigInt(base.value);
    const balance = BigInt((await rpc('eth_getBalance', [from.address, 'latest'])) as string);
    if (balance < gasLimit * maxFee + value) throw insufficientFundsError();
    const nonce = Number(BigInt((await rpc('eth_getTransactionCount', [from.address, 'pending'])) as string));
    const raw = await from.signTransaction({
      type: 2,
      chainId,
      nonce,
      to: base.to,
      data: base.data,
      value,
      gasLimit,
      maxFeePerGas: maxFee,
      maxPriorityFeePerGas: priority,
    });
    return (await rpc('eth_sendRawTransaction', [raw])) as string;
  }

  function switchChain(id: number): void {
    if (!chains.has(id)) throw unknownChainError(id);
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
        if (!chains.has(Number(hex)) && url && isLocalRpcUrl(url)) chains.set(Number(hex), url);
        switchChain(Number(hex));
        return null;
      }
      case 'personal_sign': {
        const [message] = params as [string, string];
        return signer().signMessage(isHexString(message) ? getBytes(message) : message);
      }
      case 'eth_signTypedData_v4': {
        const [, json] = params as [string, string];
        const typed = JSON.parse(json) as { domain: Record<string, unknown>; types: Record<string, TypedDataField[]>; message: Record<string, unknown> };
        const types = Object.fromEntries(Object.entries(typed.types).filter(([name]) => name !== 'EIP712Domain'));
        return signer().signTypedData(typed.domain, types, typed.message);
      }
      case 'eth_sendTransaction':
        return sendTransaction(params[0] as Record<string, string | undefined>);
      default:
        return rpc(method, params);
    }
  }

  const provider = {
    isDevWallet: true as const,
    request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown> {
      const params = Array.isArray(args.params) ? args.params : args.params ? [args.params] : [];
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
  };

  return {
    provider: provider as unknown as EIP1193Provider & { isDevWallet: true },
    switchChain,
    selectAccount(index) {
      if (!wallets[index]) throw new Error(`no key #${index}`);
      active = index;
      emit('accountsChanged', accounts());
    },
    disconnect() {
      connected = false;
      emit('accountsChanged', []);
    },
    emit,
    state: () => ({ chainId, accounts: accounts(), connected, address: wallets[active]?.address ?? '' }),
  };
}

/** Only chains served from this machine: the dev wallet's keys are public and must never sign for a real network. */
function isLocalRpcUrl(url: string): boolean {
  try {
    const { hostname, protocol } = new URL(url);
    return (protocol === 'http:' || protocol === 'https:') && (hostname === '127.0.0.1' || hostname === 'localhost');
  } catch {
    return false;
  }
}

export interface DevWalletOptions {
  /** The app's network set; the dev wallet exists only on 'local'. */
  networkSet: string;
  /** Local chains (defaults to the fixed ETH-, BSC- and POL-local ports); non-local URLs are dropped. */
  chains?: readonly KeyChain[];
  /** Which seeded accounts to offer, one wallet entry each (default: the five players). */
  accounts?: readonly AccountName[];
}

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#f59e0b"/><path d="M9 10h14v12H9z" ' +
  'fill="#fff"/><circle cx="19" cy="16" r="2" fill="#f59e0b"/></svg>';

export const devWalletLabel = (name: AccountName) => `Dev wallet (${name})`;

/** web3-onboard wallet init: one "Dev wallet (name)" entry per seeded account on the local network set, none elsewhere. */
export function devWallet(opts: DevWalletOptions): WalletInit {
  return () => {
    if (opts.networkSet !== 'local') return null;
    const chains = (opts.chains ?? CHAIN_KEYS.map((k) => LOCAL_CHAINS[k])).filter((c) => isLocalRpcUrl(c.rpcUrl));
    if (chains.length === 0) return null;
    const names = opts.accounts ?? ACCOUNTS.filter((a) => a.role === 'player').map((a) => a.name);
    return names.map((name) => ({
      label: devWalletLabel(name),
      getIcon: async () => ICON,
      getInterface: async ({ chains: appChains }) => {
        const key = ACCOUNTS.find((a) => a.name === name)?.privateKey;
        if (!key) throw new Error(`no seeded key for ${name}`);
        // Start on the app's first chain when it is one of ours, so the app does not need to switch right away.
        const first = Number(appChains[0]?.id ?? NaN);
        const startOn = chains.some((c) => c.chainId === first) ? first : (chains[0] as KeyChain).chainId;
        return { provider: createKeyProvider({ privateKeys: [key], chains, chainId: startOn }).provider };
      },
    }));
  };
}
