// purchaseRewards: the reward items, 'waiting' until the API's index meets the reveal, 'notOffered' on a server without the call (no polling).
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../services/api/errors';
import { purchaseInfo, purchaseRewards, type SaleApiDeps } from './saleApi';

const INPUT = { network: 'ETH', commitId: '0x' + 'ab'.repeat(32), lang: 'en' } as const;
const depsAnswering = (answer: () => Promise<unknown>): SaleApiDeps => ({
  api: async () => ({ mysteryBoxRewards: answer }) as unknown as Awaited<ReturnType<SaleApiDeps['api']>>,
  now: () => 0,
});

describe('purchaseRewards', () => {
  it('gives the reward items of a revealed purchase', async () => {
    const rewards = [{ itemCode: 'irln001', itemName: 'Gold box', cnt: 1 }];
    expect(
      await purchaseRewards(
        depsAnswering(async () => ({ data: { revealed: true, rewards } })),
        INPUT,
      ),
    ).toEqual(rewards);
  });

  it('waits while the purchase is not revealed or not yet indexed (404 no such record)', async () => {
    expect(
      await purchaseRewards(
        depsAnswering(async () => ({ data: { revealed: false, rewards: [] } })),
        INPUT,
      ),
    ).toBe('waiting');
    const unknown = depsAnswering(() => Promise.reject(new ApiCallError(404, 'error-msg-not-found', 'No such purchase')));
    expect(await purchaseRewards(unknown, INPUT)).toBe('waiting');
  });

  it('says "not offered" when the server has no mystery_box_rewards, so the flow shows the LAND and stops asking', async () => {
    for (const error of [new ApiCallError(404, 'error-msg-no-endpoint', 'No such endpoint'), new ApiCallError(501, 'error-msg-server', 'HTTP 501')]) {
      expect(
        await purchaseRewards(
          depsAnswering(() => Promise.reject(error)),
          INPUT,
        ),
      ).toBe('notOffered');
    }
  });

  it('fails on any other error', async () => {
    await expect(
      purchaseRewards(
        depsAnswering(() => Promise.reject(new ApiCallError(500, 'error-msg-server', 'down'))),
        INPUT,
      ),
    ).rejects.toThrow('down');
  });
});

describe('purchaseInfo', () => {
  const withConfig = (config: { name: string; value: string }[]): SaleApiDeps => ({
    api: async () => ({ webConfig: async () => config }) as unknown as Awaited<ReturnType<SaleApiDeps['api']>>,
    now: () => 0,
  });
  const info = { name: 'purchaseInfo_bsc', value: JSON.stringify({ index: 4, list: [{ tokenId: 1, price: '100' }] }) };

  it("reads the network's purchase info and the config's on-chain approval requirement (required unless it says otherwise)", async () => {
    expect(await purchaseInfo(withConfig([info]), 'BSC')).toEqual({ index: 4, entries: [{ tokenId: 1, price: '100' }], onChainApproval: true });
    const relaxed = { name: 'approvalRequirements', value: JSON.stringify({ onChain: false, offChain: false }) };
    expect((await purchaseInfo(withConfig([info, relaxed]), 'BSC'))?.onChainApproval).toBe(false);
    expect(await purchaseInfo(withConfig([info]), 'POL')).toBeNull();
  });

  it("keeps an entry that names no purchase, so Buy says 'Unsupported type of contract Purchase'", async () => {
    const empty = { name: 'purchaseInfo_bsc', value: JSON.stringify({ index: 4, list: [] }) };
    expect(await purchaseInfo(withConfig([empty]), 'BSC')).toEqual({ index: 4, entries: [], onChainApproval: true });
  });
});
