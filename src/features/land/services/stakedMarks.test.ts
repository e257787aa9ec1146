// Staked marks of a GetLandData map: the chain's staking contract for everyone, and the signed-in wallet's own staked
// LAND from market land with owner (lgl0003_ex, stake '1', every campaign); a failed read only drops the latter.
import { describe, expect, it, vi } from 'vitest';
import { cityStakedHints, type StakedMarksDeps } from './stakedMarks';

const STAKING = '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9';
const OWNER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const card = (tokenId: string, isErc1155 = false) => ({
  x1: 0,
  y1: 0,
  x2: 0,
  y2: 0,
  tokenId,
  nftId: tokenId,
  name: `SeoulA LAND #${tokenId}`,
  imageUrl: '',
  isErc1155,
  maxQuantity: 1,
  landType: '1x1',
  staked: true,
});

function deps(landWithOwner = vi.fn(async () => ({ data: { rows: [card('10011'), card('25001', true)] } }))) {
  const d: StakedMarksDeps = {
    api: async () => ({ landWithOwner }) as unknown as Awaited<ReturnType<StakedMarksDeps['api']>>,
    chainIdOf: (network) => (network === 'BSC' ? 31338 : 31339),
    stakingOf: (chainId) => (chainId === 31338 ? STAKING : undefined),
  };
  return { d, landWithOwner };
}

describe('cityStakedHints', () => {
  it("gives a visitor the city's staking contract only, without asking the API", async () => {
    const { d, landWithOwner } = deps();
    expect(await cityStakedHints(d, 'seoul', null)).toEqual({ custodians: [STAKING.toLowerCase()] });
    expect(await cityStakedHints(d, 'london', null)).toEqual({ custodians: [] });
    expect(landWithOwner).not.toHaveBeenCalled();
  });

  it("adds the signed-in wallet's staked LAND of the city from lgl0003_ex (stake '1', every campaign)", async () => {
    const { d, landWithOwner } = deps();
    const hints = await cityStakedHints(d, 'seoul', OWNER);
    expect(landWithOwner).toHaveBeenCalledWith({ land_code: 'seoul', network: 'BSC', owner_addr: OWNER, stake: '1', campaignId: 0 });
    expect([...hints.tokens!]).toEqual(['721:10011', '1155:25001']);
  });

  it('keeps the contract mark when the stake list cannot be read', async () => {
    const { d } = deps(vi.fn(() => Promise.reject(new Error('down'))));
    expect(await cityStakedHints(d, 'seoul', OWNER)).toEqual({ custodians: [STAKING.toLowerCase()], tokens: new Set() });
  });
});
