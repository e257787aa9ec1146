// The running app's configuration, parsed once from the build's environment and the page's query; every reader shares it.
import { type AppConfig, parseAppConfig } from './appConfig';
import { walletKeys, type WalletKeys } from './walletKeys';

let cached: AppConfig | undefined;

/** Throws when the configuration is invalid: main.tsx reads it first and shows that error instead of the app. */
export function appConfig(): AppConfig {
  cached ??= parseAppConfig(import.meta.env, import.meta.env.PROD, window.location.search);
  return cached;
}

/**
 * The network set the build was made for, as a constant: Vite inlines VITE_NETWORK_SET, so a branch on it is dropped from
 * the other sets' builds (the dev wallet's, with every Hardhat key; scripts/publicBuilds.ts checks it).
 */
export const BUILD_NETWORK_SET = import.meta.env.VITE_NETWORK_SET ?? 'local';

let keys: WalletKeys | undefined;

/** The build's keys of the keyed wallets (WalletConnect, Fortmatic, Bitski), read once. */
export function appWalletKeys(): WalletKeys {
  keys ??= walletKeys(import.meta.env);
  return keys;
}
