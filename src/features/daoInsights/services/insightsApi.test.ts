// The insights services against a fake client: wallets listed once each, a network that fails is null, all failing rejects.
import { describe, expect, it } from 'vitest';
import type { VotePower } from '@common/api/dao';
import { fetchActivity, fetchTransparency, fetchVotingPower, type InsightsApi } from './insightsApi';

const ZELDA = '0xD4A1E660C916855229e1712090CcfD8a424A2E33';
const power = (chainId: number, total: number): VotePower => ({ address: ZELDA, chainId, block: 9, total, token: { balance: '0', vp: 0 }, land: [] });
const empty = { proposals: [], votes: [], comments: [] };

function fake(over: Partial<Record<keyof InsightsApi, unknown>>): InsightsApi {
  return over as unknown as InsightsApi;
}

describe('insights services', () => {
  it('reads transparency data', async () => {
    const data = { treasury: [], counts: {}, grants: [] };
    expect(await fetchTransparency({ api: async () => fake({ transparency: async () => ({ data }) }) })).toBe(data);
  });

  it("lists each of the user's wallets once with its activity", async () => {
    const asked: string[] = [];
    const api = fake({
      listWallets: async (account: string) => {
        asked.push(`list:${account}`);
        return {
          data: {
            rows: [
              { wallet_addr: ZELDA, created_at: '' },
              { wallet_addr: ZELDA.toLowerCase(), created_at: '' },
            ],
          },
        };
      },
      activity: async (address: string) => {
        asked.push(`activity:${address}`);
        return { data: { ...empty, comments: [{ id: 1, proposalId: 2, title: 'T', content: 'hi', createdAt: '' }] } };
      },
    });
    const out = await fetchActivity({ api: async () => api }, { userId: '7', account: '' });
    expect(asked).toEqual(['list:', `activity:${ZELDA}`]);
    expect(out).toEqual([{ address: ZELDA, activity: { ...empty, comments: [{ id: 1, proposalId: 2, title: 'T', content: 'hi', createdAt: '' }] } }]);
  });

  it('reads each network; one that fails is null, and only all failing rejects', async () => {
    const api = fake({
      votePower: async ({ chainId }: { chainId: number }) => {
        if (chainId === 31339) throw new Error('down');
        return { data: power(chainId, chainId === 31338 ? 7500 : 0) };
      },
    });
    const deps = { api: async () => api };
    expect(await fetchVotingPower(deps, { address: ZELDA, chainIds: [31337, 31338, 31339] })).toEqual([
      { chainId: 31337, power: power(31337, 0) },
      { chainId: 31338, power: power(31338, 7500) },
      { chainId: 31339, power: null },
    ]);
    await expect(fetchVotingPower(deps, { address: ZELDA, chainIds: [31339] })).rejects.toThrow('down');
  });
});
