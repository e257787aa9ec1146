// Finds a Chromium for the browser tests: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const INSTALL_HINT =
  'No Chromium found. Install one with `sudo apt-get install -y chromium` (Debian/Ubuntu), ' + 'or point CHROMIUM_PATH at a Chromium or Chrome binary.';

export interface BrowserSearch {
  env?: Record<string, string | undefined>;
  exists?: (path: string) => boolean;
  /** Playwright's own downloaded browser, if any (`chromium.executablePath()`). */
  playwrightPath?: () => string | undefined;
}

export function findChromium({ env = process.env, exists = existsSync, playwrightPath = () => undefined }: BrowserSearch = {}): string {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    if (exists(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there. ${INSTALL_HINT}`);
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (exists(candidate)) return candidate;
  }
  let own: string | undefined;
  try {
    own = playwrightPath();
  } catch {
    own = undefined;
  }
  if (own && exists(own)) return own;
  throw new Error(INSTALL_HINT);
}
