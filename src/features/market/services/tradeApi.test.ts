// The purchase's API calls: the prepending id (null when the API gives none) and the trade record with the mined hash.
import { describe, expect, it, vi } from 'vitest';
import { createPrepending, recordLandSale, recordTrade, type TradeApi } from './tradeApi';

const input = {
  item_id: 41,
  seller: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  buyer: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  amount: 2,
  price: '1250',
};

function api(answer: unknown) {
  const client = {
    prependingCreate: vi.fn(async () => answer),
    landBuyItem: vi.fn(async () => answer),
    itemTrade: vi.fn(async () => ({ data: 'success' as const })),
    landSell: vi.fn(async () => ({ data: 'success' as const })),
  };
  return { client, get: async () => client as unknown as TradeApi };
}

describe('trade API', () => {
  it('hands back the prepending id, or null when the answer has none', async () => {
    const ok = api({ data: { prepending_id: 7 } });
    expect(await createPrepending(ok.get, input)).toBe(7);
    expect(ok.client.prependingCreate).toHaveBeenCalledWith(input);
    expect(await createPrepending(api({ data: {} }).get, input)).toBeNull();
    expect(await createPrepending(api({ data: { prepending_id: 0 } }).get, input)).toBeNull();
    expect(await createPrepending(api(null).get, input)).toBeNull();
  });

  it('asks lgl0002_ex for a LAND of the LAND market, with the signed-in account, its block, owner, price, city and network', async () => {
    const land = api({ data: { prepending_id: 9 } });
    const landInput = { ...input, item_id: 2041, amount: 1, land: { land_code: 'seoul' as const, network: 'BSC' as const } };
    expect(await createPrepending(land.get, landInput, () => 'paul')).toBe(9);
    expect(land.client.landBuyItem).toHaveBeenCalledWith({
      account: 'paul',
      itemId: 2041,
      ownerId: input.seller,
      price: '1250',
      land_code: 'seoul',
      network: 'BSC',
    });
    expect(land.client.prependingCreate).not.toHaveBeenCalled();
    // Without a signed-in account there is nothing to record the purchase for: no call, no prepending.
    const none = api({ data: { prepending_id: 9 } });
    expect(await createPrepending(none.get, landInput, () => null)).toBeNull();
    expect(none.client.landBuyItem).not.toHaveBeenCalled();
  });

  it('records the trade with the prepending id and the hash', async () => {
    const { client, get } = api(null);
    await recordTrade(get, { prependingId: 7, hash: `0x${'ab'.repeat(32)}` });
    expect(client.itemTrade).toHaveBeenCalledWith({ prepending_id: 7, hash_addr: `0x${'ab'.repeat(32)}` });
  });

  it('records a LAND sale with lgl0004_ex: its city, network, block and unit price', async () => {
    const { client, get } = api(null);
    await recordLandSale(get, { land_code: 'seoul', network: 'BSC', itemId: 3041, price: '1200' });
    expect(client.landSell).toHaveBeenCalledWith({ land_code: 'seoul', network: 'BSC', itemId: 3041, price: '1200' });
  });
});
