// The contract address book read from GetWebConfig: found by chain, bad entries skipped, a missing chain said, a failed read retried.
import { describe, expect, it } from 'vitest';
import { addressBook } from './deps';

const set = { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546', token: '0x1', land721: '0x2', land1155: '0x3', staking: '0x4' };
const more = { rewardBox: '0x5', executor: '0x6', market: '0x7', mysteryBox: '0x8', items1155: '0x9', items721: '0xa' };
const entries = [
  { name: 'contract_addr_BSC', value: JSON.stringify({ ...set, ...more }) },
  { name: 'contract_addr_POL', value: 'not json' },
  { name: 'other', value: 'x' },
];

describe('addressBook', () => {
  it('finds contract addresses by chain in GetWebConfig, and says so when a chain has none', async () => {
    const book = addressBook(async () => ({ webConfig: async () => entries }));
    expect((await book(31338)).staking).toBe('0x4');
    await expect(book(31339)).rejects.toThrow('No contracts are configured for chain 31339');
  });

  it('reads the config again after a failed read', async () => {
    let calls = 0;
    const book = addressBook(async () => ({
      webConfig: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return entries;
      },
    }));
    await expect(book(31338)).rejects.toThrow('offline');
    expect((await book(31338)).market).toBe('0x7');
  });
});
