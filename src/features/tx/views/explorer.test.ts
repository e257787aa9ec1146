// Explorer links: on the public network sets only, one per chain, never on the local chains.
import { describe, expect, it } from 'vitest';
import { buildNetworkSet } from '../../../config/networks';
import { explorerTxUrl } from './explorer';

const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';

describe('explorerTxUrl', () => {
  it('links a transaction to its chain explorer on mainnet and testnet, and nowhere on the local chains', () => {
    const mainnet = buildNetworkSet('mainnet', {});
    expect(mainnet.map((n) => explorerTxUrl(mainnet, { chainId: n.chainId, hash: HASH }))).toEqual([
      `https://etherscan.io/tx/${HASH}`,
      `https://bscscan.com/tx/${HASH}`,
      `https://polygonscan.com/tx/${HASH}`,
    ]);
    const testnet = buildNetworkSet('testnet', {});
    expect(explorerTxUrl(testnet, { chainId: 97, hash: HASH })).toBe(`https://testnet.bscscan.com/tx/${HASH}`);
    expect(explorerTxUrl(testnet, { chainId: 80_002, hash: HASH })).toBe(`https://amoy.polygonscan.com/tx/${HASH}`);
    const local = buildNetworkSet('local', {});
    expect(local.map((n) => explorerTxUrl(local, { chainId: n.chainId, hash: HASH }))).toEqual([undefined, undefined, undefined]);
    expect(explorerTxUrl(mainnet, { chainId: 31338, hash: HASH })).toBeUndefined();
  });
});
