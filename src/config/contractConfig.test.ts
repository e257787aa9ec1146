// The address book of a chain is the build's; the API must name the same addresses, or the chain is refused.
import { describe, expect, it } from 'vitest';
import { AddressNotMatchedError, buildContracts, LOCAL_WORLD_CONTRACTS, pinnedAddresses, pinnedOf } from './contractConfig';

const OTHER = '0x000000000000000000000000000000000000dEaD';
const lower = Object.fromEntries(Object.entries(LOCAL_WORLD_CONTRACTS).map(([name, address]) => [name, address.toLowerCase()]));
const BSC: Record<string, string> = Object.fromEntries(
  Object.keys(LOCAL_WORLD_CONTRACTS).map((name, i) => [
    name,
    `0x${String(i + 1)
      .repeat(40)
      .slice(0, 40)}`,
  ]),
);

describe('pinnedAddresses', () => {
  const local = buildContracts({});

  it('gives the build’s addresses on a local chain when the API names the same ones (any letter case)', () => {
    expect(pinnedAddresses(local, 31338, { ...lower, rpcUrl: 'http://127.0.0.1:8546' } as never)).toEqual(LOCAL_WORLD_CONTRACTS);
  });

  it('refuses when the API names another address for any contract, with the spec’s text', () => {
    for (const name of Object.keys(LOCAL_WORLD_CONTRACTS)) {
      const forged = { ...LOCAL_WORLD_CONTRACTS, [name]: OTHER };
      expect(() => pinnedAddresses(local, 31338, forged), name).toThrow(AddressNotMatchedError);
    }
    expect(() => pinnedAddresses(local, 31338, { ...LOCAL_WORLD_CONTRACTS, market: LOCAL_WORLD_CONTRACTS.staking })).toThrow('address not matched');
  });

  it('refuses on a chain the build has no addresses for, whatever the API says', () => {
    expect(() => pinnedAddresses(local, 56, LOCAL_WORLD_CONTRACTS)).toThrow(AddressNotMatchedError);
  });

  it('reads the deployments file’s book for a public network set, and knows nothing of the local world there', () => {
    const build = buildContracts({ VITE_NETWORK_SET: 'mainnet' }, JSON.stringify({ 56: BSC }));
    expect(pinnedAddresses(build, 56, BSC)).toEqual(BSC);
    expect(() => pinnedAddresses(build, 56, { ...BSC, market: BSC.staking })).toThrow(AddressNotMatchedError);
    expect(() => pinnedAddresses(build, 31338, LOCAL_WORLD_CONTRACTS)).toThrow(AddressNotMatchedError);
  });

  it('refuses a chain whose book entry misses a contract', () => {
    const build = buildContracts({ VITE_NETWORK_SET: 'mainnet' }, JSON.stringify({ 56: { staking: BSC.staking } }));
    expect(() => pinnedAddresses(build, 56, { staking: BSC.staking })).toThrow(AddressNotMatchedError);
  });

  it('knows no public chain when the build read no deployments file, and only the local world on `local`', () => {
    expect(buildContracts({ VITE_NETWORK_SET: 'testnet' }).size).toBe(0);
    expect([...buildContracts({}).keys()]).toEqual([31337, 31338, 31339]);
  });

  it('trusts no address at all from a malformed book', () => {
    for (const value of ['not json', '[]', '{"56":{"staking":"0x12"}}', '{"bsc":{"staking":"0x1111111111111111111111111111111111111111"}}']) {
      const build = buildContracts({ VITE_NETWORK_SET: 'mainnet' }, value);
      expect(build.size, value).toBe(0);
    }
  });
});

describe('pinnedOf', () => {
  it('gives the pinned address an address from elsewhere stands for, and refuses any other', () => {
    expect(pinnedOf(LOCAL_WORLD_CONTRACTS, 31338, ['land721', 'land1155'], LOCAL_WORLD_CONTRACTS.land1155.toLowerCase())).toBe(LOCAL_WORLD_CONTRACTS.land1155);
    expect(() => pinnedOf(LOCAL_WORLD_CONTRACTS, 31338, ['land721', 'land1155'], LOCAL_WORLD_CONTRACTS.token)).toThrow(AddressNotMatchedError);
    expect(() => pinnedOf(LOCAL_WORLD_CONTRACTS, 31338, ['executor'], OTHER)).toThrow('address not matched');
  });
});
