// Which wallets need a key of the build to be offered (WalletConnect, Fortmatic, Bitski), whether it is set, and so
// why a wallet is missing from the list. Pure and light: the login popup reads it without loading web3-onboard.

export interface WalletKeys {
  /** WalletConnect Cloud project id (VITE_WALLETCONNECT_PROJECT_ID). */
  walletConnectProjectId?: string;
  /** Fortmatic publishable key (VITE_FORTMATIC_KEY). */
  fortmaticKey?: string;
  /** Bitski OAuth client id (VITE_BITSKI_CLIENT_ID). */
  bitskiClientId?: string;
}

/** The build variable each keyed wallet needs. */
export const WALLET_KEY_VARIABLE = {
  WalletConnect: 'VITE_WALLETCONNECT_PROJECT_ID',
  Fortmatic: 'VITE_FORTMATIC_KEY',
  Bitski: 'VITE_BITSKI_CLIENT_ID',
} as const;
export type KeyedWallet = keyof typeof WALLET_KEY_VARIABLE;

const value = (env: Record<string, unknown>, key: string): string | undefined => {
  const v = env[key];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};

export function walletKeys(env: Record<string, unknown>): WalletKeys {
  return {
    walletConnectProjectId: value(env, WALLET_KEY_VARIABLE.WalletConnect),
    fortmaticKey: value(env, WALLET_KEY_VARIABLE.Fortmatic),
    bitskiClientId: value(env, WALLET_KEY_VARIABLE.Bitski),
  };
}

/** The keyed wallets left out of the list because their key is not configured, in the list's order. */
export function missingWallets(keys: WalletKeys): KeyedWallet[] {
  const missing: KeyedWallet[] = [];
  if (!keys.walletConnectProjectId) missing.push('WalletConnect');
  if (!keys.fortmaticKey) missing.push('Fortmatic');
  if (!keys.bitskiClientId) missing.push('Bitski');
  return missing;
}
