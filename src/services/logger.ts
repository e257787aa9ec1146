// Console logging that is switched off in production builds.
import type { AppMode } from '../config/appConfig';

type Level = 'debug' | 'info' | 'warn' | 'error';
let enabled = true;

/** In PROD nothing reaches the console: errors are shown to users through the overlays instead. */
export function configureLogging(mode: AppMode): void {
  enabled = mode !== 'PROD';
}

const write =
  (level: Level) =>
  (...args: unknown[]): void => {
    if (enabled) console[level](...args);
  };

export const log = { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
