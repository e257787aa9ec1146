// The validated app configuration, read once for the wallet and auth services (the same values main.tsx reads).
import { type AppConfig, parseAppConfig } from '../../../config/appConfig';

let cached: AppConfig | null = null;

export function appConfig(): AppConfig {
  cached ??= parseAppConfig(import.meta.env, import.meta.env.PROD, window.location.search);
  return cached;
}
