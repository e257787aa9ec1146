// The running app's configuration, parsed once from the build's environment and the page's query; every reader shares it.
import { type AppConfig, parseAppConfig } from './appConfig';
import { walletKeys, type WalletKeys } from './walletKeys';

let cached: AppConfig | undefined;

/** Throws when the configuration is invalid: main.tsx reads it first and shows that error instead of the app. */
export function appConfig(): AppConfig {
  cached ??= parseAppConfig(import.meta.env, import.meta.env.PROD, window.location.search);
  return cached;
}

let keys: WalletKeys | undefined;

/** The build's keys of the keyed wallets (WalletConnect, Fortmatic, Bitski), read once. */
export function appWalletKeys(): WalletKeys {
  keys ??= walletKeys(import.meta.env);
  return keys;
}
