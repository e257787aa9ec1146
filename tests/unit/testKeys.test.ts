// The public-build key search (scripts/publicBuilds.ts, a step of npm test): what it looks for and that it finds it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '@common/localWorld/accounts';
import { TEST_KEY_NEEDLES, findTestKeys } from '../../scripts/vite/testKeys';

// Hardhat's first default key, written out here so the list cannot drift from Hardhat's own.
const HARDHAT_KEY_0 = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'keys-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('the public-build key search', () => {
  it('looks for every test account key, Hardhat defaults first', () => {
    expect(TEST_KEY_NEEDLES).toContain(HARDHAT_KEY_0);
    for (const account of ACCOUNTS) expect(TEST_KEY_NEEDLES).toContain(account.privateKey.slice(2).toLowerCase());
  });

  it('passes clean output', () => {
    expect(findTestKeys([build({ 'index.html': '<html></html>', 'assets/app-1.js': 'export const a = "MetaMask";' })])).toEqual([]);
  });

  it('finds a key in any case, the dev wallet chunk, its label and its source in a map', () => {
    const out = build({
      'assets/app-1.js': `const k="0x${HARDHAT_KEY_0.toUpperCase()}";`,
      'assets/devWallet-abc.js': 'export{}',
      'assets/wallets-2.js': 'label:`Dev wallet (${n})`',
      'maps/assets/x.js.map': '{"sources":["../src/features/wallet/services/devWallet.ts"]}',
    });
    const found = findTestKeys([out, join(out, 'missing')]).map((line) => line.slice(out.length));
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/app-1\.js: test key ac0974be/),
        expect.stringMatching(/devWallet-abc\.js: dev wallet module/),
        expect.stringMatching(/wallets-2\.js: dev wallet module/),
        expect.stringMatching(/x\.js\.map: dev wallet module/),
      ]),
    );
  });
});
