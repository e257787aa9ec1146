// Which network the proposal list shows.
import { describe, expect, it } from 'vitest';
import { listChainId } from './proposalListSelectors';

const NETWORKS = [{ chainId: 31_337 }, { chainId: 31_338 }, { chainId: 31_339 }];

describe('listChainId', () => {
  it("is the wallet's chain when the app supports it", () => {
    expect(listChainId(31_339, NETWORKS)).toBe(31_339);
  });
  it('is the first configured network for a visitor or an unsupported chain', () => {
    expect(listChainId(null, NETWORKS)).toBe(31_337);
    expect(listChainId(1, NETWORKS)).toBe(31_337);
  });
  it('is the network chosen on the page when configured, over the wallet; an unknown choice is ignored', () => {
    expect(listChainId(31_339, NETWORKS, 31_338)).toBe(31_338);
    expect(listChainId(null, NETWORKS, 31_338)).toBe(31_338);
    expect(listChainId(31_339, NETWORKS, 5)).toBe(31_339);
  });
  it('is null without any configured network', () => {
    expect(listChainId(null, [])).toBeNull();
  });
});
