// The build's address book comes from the deployments file `npm run deploy` writes (VITE_DEPLOYMENTS), and a wrong
// file stops the build.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContracts, LOCAL_WORLD_CONTRACTS, pinnedAddresses } from '../../src/config/contractConfig';
import { addressBookDefine, readAddressBook } from '../../scripts/vite/addressBook';

const dir = mkdtempSync(join(tmpdir(), 'address-book-'));
const SET = Object.fromEntries(
  Object.keys(LOCAL_WORLD_CONTRACTS).map((name, i) => [
    name,
    `0x${String(i + 1)
      .repeat(40)
      .slice(0, 40)}`,
  ]),
);
const chain = (chainId: number) => ({ chainId, rpcUrl: 'https://rpc.example.com', anchorTime: 1, contracts: SET, campaigns: [] });

function file(name: string, body: unknown): string {
  writeFileSync(join(dir, name), typeof body === 'string' ? body : JSON.stringify(body));
  return name;
}

describe('the address book of a build', () => {
  it('is the deployments file’s contracts by chain id, even with only some networks deployed', () => {
    const path = file('bsc.json', { bsc: chain(97) });
    expect(readAddressBook(path, dir)).toEqual({ 97: SET });
    const { __DEPLOYED_CONTRACTS__: defined } = addressBookDefine({ VITE_DEPLOYMENTS: path }, dir);
    // What the bundle receives is what contractConfig pins.
    const build = buildContracts({ VITE_NETWORK_SET: 'testnet' }, JSON.parse(defined) as string);
    expect(pinnedAddresses(build, 97, SET)).toEqual(SET);
  });

  it('is empty when no deployments file is named (the local set still has the local world)', () => {
    expect(addressBookDefine({}, dir).__DEPLOYED_CONTRACTS__).toBe(JSON.stringify('{}'));
  });

  it('stops the build on a missing or malformed file', () => {
    expect(() => readAddressBook('missing.json', dir)).toThrow(/no deployments file/);
    const bad = file('bad.json', { bsc: { ...chain(97), contracts: { ...SET, market: '0x12' } } });
    expect(() => addressBookDefine({ VITE_DEPLOYMENTS: bad }, dir)).toThrow(/not a deployments file/);
  });
});
