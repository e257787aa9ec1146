// Makes sure a Chromium is there for the browser tests, installing Debian's package when running as root.
import { execFileSync } from 'node:child_process';
import { findChromium, INSTALL_HINT } from '../tests/support/browser';

function tryFind(): string | undefined {
  try {
    return findChromium();
  } catch {
    return undefined;
  }
}

let path = tryFind();
if (!path && process.getuid?.() === 0) {
  console.log('No Chromium found: installing Debian chromium with apt-get...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  path = tryFind();
}
if (!path) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
console.log(`Chromium: ${path}`);
