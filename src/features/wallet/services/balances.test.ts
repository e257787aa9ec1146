// The top bar's balance read: the DVG staking earned comes from dvi_reward_search, and a failed read is unknown, not an error.
import { describe, expect, it } from 'vitest';
import { readBalances, type BalanceDeps } from './balances';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const base: BalanceDeps = { provider: null, addresses: async () => undefined, networks: [], build: new Map() };

describe('readBalances', () => {
  it('reads the DVG earned on the current chain, in wei', async () => {
    const asked: unknown[] = [];
    const dvg = async (address: string, chainId: number) => (asked.push([address, chainId]), '930000000000000000000');
    const b = await readBalances({ ...base, dvg }, ALICE, 31338);
    expect(asked).toEqual([[ALICE, 31338]]);
    expect(b).toEqual({ token: null, polygon: null, native: null, dvg: '930000000000000000000' });
  });

  it('shows DVG as unknown when the call fails (a back end without it) and the rest still reads', async () => {
    const dvg = async () => {
      throw new Error('404');
    };
    expect((await readBalances({ ...base, dvg }, ALICE, 31338)).dvg).toBeNull();
    expect((await readBalances(base, ALICE, 31338)).dvg).toBeNull();
  });
});
