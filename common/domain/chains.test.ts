// Chain facts: the local chains by id and family, and the chain ids a signed-in wallet may name.
import { describe, expect, it } from 'vitest';
import { CHAIN_FAMILIES, KNOWN_CHAIN_IDS, LOCAL_CHAINS, chainKeyOf, chainKeyOfFamily } from './chains';

describe('local chains', () => {
  it('ETH, BSC and POL run on 31337, 31338 and 31339 at ports 8545 to 8547', () => {
    expect(Object.values(LOCAL_CHAINS).map((c) => [c.family, c.chainId, c.rpcUrl])).toEqual([
      ['ETH', 31_337, 'http://127.0.0.1:8545'],
      ['BSC', 31_338, 'http://127.0.0.1:8546'],
      ['POL', 31_339, 'http://127.0.0.1:8547'],
    ]);
  });

  it('finds a local chain by id and by family; other chains have none', () => {
    expect(chainKeyOf(31_338)).toBe('bsc');
    expect(chainKeyOf(56)).toBeUndefined();
    expect(CHAIN_FAMILIES.map(chainKeyOfFamily)).toEqual(['eth', 'bsc', 'pol']);
  });

  it('knows the local chains and the public networks of spec section 9', () => {
    expect(KNOWN_CHAIN_IDS).toEqual([31_337, 31_338, 31_339, 1, 3, 4, 5, 56, 97, 137, 80_001]);
  });
});
