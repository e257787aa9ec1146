// Finds the local world's test keys and the dev wallet module in a build's output: neither may ship outside `local`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNTS, HARDHAT_MNEMONIC } from '@common/localWorld/accounts';

/** What a public build must not contain: every test key (Hardhat's defaults and the accounts derived after them). */
export const TEST_KEY_NEEDLES: readonly string[] = [...ACCOUNTS.map((a) => a.privateKey.slice(2).toLowerCase()), HARDHAT_MNEMONIC];

/** The dev wallet module: its entry label in served code, its source path in a source map. */
export const DEV_WALLET_NEEDLES = { served: 'Dev wallet (', map: 'features/wallet/services/devWallet' } as const;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());
}

/** Each finding as "<file>: <what>"; empty when the folders are clean. A folder that does not exist is skipped. */
export function findTestKeys(dirs: readonly string[]): string[] {
  const found: string[] = [];
  for (const dir of dirs) {
    let files: string[];
    try {
      files = filesUnder(dir);
    } catch {
      continue;
    }
    for (const file of files) {
      const text = readFileSync(file, 'latin1');
      const lower = text.toLowerCase();
      for (const needle of TEST_KEY_NEEDLES) if (lower.includes(needle)) found.push(`${file}: test key ${needle.slice(0, 8)}…`);
      const marker = file.endsWith('.map') ? DEV_WALLET_NEEDLES.map : DEV_WALLET_NEEDLES.served;
      if (text.includes(marker) || /devWallet/i.test(file.slice(dir.length))) found.push(`${file}: dev wallet module`);
    }
  }
  return found;
}
