// Bitski as a web3-onboard wallet (there is no @web3-onboard/bitski package): a custom module around the `bitski` SDK,
// offered only when a Bitski client id is configured. Spec 6: a Bitski session cannot choose BSC, so BSC chains are
// never given to its provider and a switch to one is refused with EIP-1193's "unsupported chain" error (4901).
import type { EIP1193Provider, WalletInit } from '@web3-onboard/common';
import type { Eip1193Provider } from '../../../services/wallet/active';

export const BITSKI_LABEL = 'Bitski';

export interface BitskiOptions {
  /** Bitski OAuth client id (VITE_BITSKI_CLIENT_ID). */
  clientId: string;
  /** Bitski's OAuth callback page; the SDK's callback.html served by the app. */
  callbackUrl: string;
  /** Chain ids of the BSC family in the configured set (spec 6: not for Bitski). */
  bscChainIds: readonly number[];
}

/** A request as the app's one provider type takes it (src/services/wallet/active.ts). */
type RequestArgs = Parameters<Eip1193Provider['request']>[0];

/** EIP-1193 "the provider is not connected to the requested chain" (4901), as wallets report an unsupported chain. */
export class ChainRefusedError extends Error {
  readonly code = 4901;
  constructor(readonly chainId: number) {
    super(`Bitski does not support chain ${chainId}`);
    this.name = 'ChainRefusedError';
  }
}

/** The chain a wallet_switchEthereumChain / wallet_addEthereumChain asks for, or null for any other request. */
export function requestedChain(args: RequestArgs): number | null {
  if (args.method !== 'wallet_switchEthereumChain' && args.method !== 'wallet_addEthereumChain') return null;
  const first = Array.isArray(args.params) ? (args.params[0] as { chainId?: unknown } | undefined) : undefined;
  const id = first?.chainId;
  if (typeof id === 'string') return Number.parseInt(id, 16);
  return typeof id === 'number' ? id : null;
}

/** The provider with switches to the refused chains turned down before they reach the wallet; everything else passes. */
export function refuseChains<P extends Pick<Eip1193Provider, 'request'>>(provider: P, refused: readonly number[]): P {
  const request = provider.request.bind(provider);
  return new Proxy(provider, {
    get(target, key, receiver) {
      if (key !== 'request') return Reflect.get(target, key, receiver) as unknown;
      return (args: RequestArgs) => {
        const chainId = requestedChain(args);
        if (chainId !== null && refused.includes(chainId)) return Promise.reject(new ChainRefusedError(chainId));
        return request(args);
      };
    },
  });
}

/** The first of the app's chains (web3-onboard's list, hex ids) Bitski may use. */
export function startChain(chains: readonly { id: string; rpcUrl?: string }[], refused: readonly number[]): { chainId: number; rpcUrl: string } | null {
  for (const c of chains) {
    const chainId = Number.parseInt(c.id, 16);
    if (!refused.includes(chainId) && c.rpcUrl) return { chainId, rpcUrl: c.rpcUrl };
  }
  return null;
}

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#ff4d4f"/><path d="M10 9h8a5 5 0 0 1 0 ' +
  '10h-8zM10 19h9a4 4 0 0 1 0 8h-9z" fill="#fff"/></svg>';

/** The web3-onboard wallet init: one "Bitski" entry. The SDK (and its OAuth popup) loads only when it is chosen. */
export function bitskiWallet(opts: BitskiOptions): WalletInit {
  return () => ({
    label: BITSKI_LABEL,
    getIcon: async () => ICON,
    getInterface: async ({ chains }) => {
      const start = startChain(chains, opts.bscChainIds);
      if (!start) throw new Error('Bitski supports none of the configured networks');
      const { Bitski } = await import('bitski');
      const sdk = new Bitski(opts.clientId, opts.callbackUrl);
      // Signs in (a popup, inside the user's click) or reuses the session a previous visit left.
      await sdk.start();
      const provider = sdk.getProvider({ network: start });
      return { provider: refuseChains(provider as unknown as EIP1193Provider, opts.bscChainIds), instance: sdk };
    },
  });
}
