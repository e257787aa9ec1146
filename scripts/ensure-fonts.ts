// Makes sure the fonts the screenshot tests pin (tests/e2e/shell/screenshotShots.ts) are installed: DejaVu Sans for
// Latin and NanumGothic for Hangul, so the baselines' glyphs are the same on every machine. Installs them with apt-get
// when root, as scripts/ensure-browser.ts does for Chromium.
import { execFileSync } from 'node:child_process';

const FONTS = [
  { family: 'DejaVu Sans', pkg: 'fonts-dejavu-core' },
  { family: 'NanumGothic', pkg: 'fonts-nanum' },
];

function installed(family: string): boolean {
  try {
    return execFileSync('fc-list', [`:family=${family}`, 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

export function ensureFonts(): void {
  const missing = FONTS.filter((f) => !installed(f.family));
  if (!missing.length) return;
  const pkgs = missing.map((f) => f.pkg);
  if (process.getuid?.() !== 0) {
    throw new Error(`Fonts for the screenshot tests are missing: install them with \`sudo apt-get install -y ${pkgs.join(' ')}\`.`);
  }
  console.log(`Installing the screenshot tests' fonts with apt-get: ${pkgs.join(' ')}...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...pkgs], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureFonts();
