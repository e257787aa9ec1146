// The approval spender comes from the build's addresses and must equal the API's; anything else refuses the approval.
import { describe, expect, it } from 'vitest';
import { AddressNotMatchedError, approvalSpender, buildContracts, LOCAL_WORLD_CONTRACTS } from './contractConfig';

const OTHER = '0x000000000000000000000000000000000000dEaD';
const BSC_STAKING = '0x1111111111111111111111111111111111111111';

describe('approvalSpender', () => {
  const local = buildContracts({});

  it('gives the build’s staking address on a local chain when the API names the same one (any letter case)', () => {
    expect(approvalSpender(local, 31338, 'staking', LOCAL_WORLD_CONTRACTS.staking.toLowerCase())).toBe(LOCAL_WORLD_CONTRACTS.staking);
  });

  it('refuses when the API names another address, with the spec’s text', () => {
    expect(() => approvalSpender(local, 31338, 'staking', OTHER)).toThrow(AddressNotMatchedError);
    expect(() => approvalSpender(local, 31338, 'market', LOCAL_WORLD_CONTRACTS.staking)).toThrow('address not matched');
  });

  it('refuses on a chain the build has no addresses for, whatever the API says', () => {
    expect(() => approvalSpender(local, 56, 'staking', OTHER)).toThrow(AddressNotMatchedError);
  });

  it('reads VITE_CONTRACTS for a public network set, and knows nothing of the local world there', () => {
    const build = buildContracts({ VITE_NETWORK_SET: 'mainnet', VITE_CONTRACTS: JSON.stringify({ 56: { staking: BSC_STAKING } }) });
    expect(approvalSpender(build, 56, 'staking', BSC_STAKING)).toBe(BSC_STAKING);
    expect(() => approvalSpender(build, 56, 'market', BSC_STAKING)).toThrow(AddressNotMatchedError);
    expect(() => approvalSpender(build, 31338, 'staking', LOCAL_WORLD_CONTRACTS.staking)).toThrow(AddressNotMatchedError);
  });

  it('trusts no address at all from a malformed VITE_CONTRACTS', () => {
    for (const value of ['not json', '[]', '{"56":{"staking":"0x12"}}', '{"bsc":{"staking":"0x1111111111111111111111111111111111111111"}}']) {
      const build = buildContracts({ VITE_NETWORK_SET: 'mainnet', VITE_CONTRACTS: value });
      expect(build.size, value).toBe(0);
    }
  });
});
