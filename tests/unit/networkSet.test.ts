// A build says which network set it is for (scripts/vite/networkSet.ts): local unless told, a wrong name stops it, and
// index.html carries the set.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { networkSetMeta, networkSetOf, networkSetPlugin } from '../../scripts/vite/networkSet';

describe('the network set of a build', () => {
  it('is local unless VITE_NETWORK_SET names testnet or mainnet', () => {
    expect(networkSetOf(undefined)).toBe('local');
    expect(networkSetOf('')).toBe('local');
    expect(networkSetOf('testnet')).toBe('testnet');
    expect(networkSetOf('mainnet')).toBe('mainnet');
  });

  it('stops the build on any other name, saying which are known', () => {
    expect(() => networkSetOf('Mainnet')).toThrow('VITE_NETWORK_SET: "Mainnet" is not a network set (local, testnet, mainnet)');
    expect(() => networkSetOf('sepolia')).toThrow(/not a network set/);
  });

  it('is written into index.html, read from the environment as import.meta.env is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'network-set-'));
    const before = process.env.VITE_NETWORK_SET;
    process.env.VITE_NETWORK_SET = 'testnet';
    try {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><script type="module">1</script></body></html>');
      await build({ root: dir, configFile: false, envDir: dir, logLevel: 'silent', plugins: [networkSetPlugin()], build: { outDir: join(dir, 'dist') } });
      expect(readFileSync(join(dir, 'dist', 'index.html'), 'utf8')).toContain(networkSetMeta('testnet'));
    } finally {
      if (before === undefined) delete process.env.VITE_NETWORK_SET;
      else process.env.VITE_NETWORK_SET = before;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
