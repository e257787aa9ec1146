// The LAND market from the spec's calls: lgl0000_ex's LAND for sale joined with the chain's listings (the chain decides
// price, currency and units), and one LAND's market panel from lgl0001_ex and the chain, bought through lgl0002_ex.
import { describe, expect, it, vi } from 'vitest';
import type { ChainLandListing } from './landChain';
import { citySales, joinSales, landItemDetail, type LandSalesDeps } from './landSales';

const BOB = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const CAROL = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';

const row = (index: number, tokenId: string, owner: string, salestate = 2, dviprice = '250') => ({
  index,
  dviprice,
  tokentype: '721' as const,
  owner_address: owner,
  logo_url: '',
  btn_state: salestate ? 1 : 0,
  salestate,
  chain_id: 31338,
  tokenId,
  coordinates: '25,10',
});

const onChain = (index: number, tokenId: string, seller: string, price = '250', currency: 'native' | 'token' = 'token'): ChainLandListing => ({
  index,
  standard: 721,
  tokenId,
  seller,
  price,
  priceWei: (BigInt(Math.round(Number(price) * 100)) * 10n ** 16n).toString(),
  currency,
  sellAmount: 1,
});

describe('LAND for sale in a city', () => {
  it("takes the chain's listing of each token lgl0000_ex lists on sale by the same seller, on its first block", () => {
    const rows = [row(3041, '10012', CAROL), row(3042, '10012', CAROL), row(3100, '10011', BOB), row(3200, '', '', 1, '100'), row(3300, '10013', BOB)];
    const listings = [onChain(2, '10012', CAROL, '200'), onChain(1, '10011', CAROL), onChain(9, '10099', BOB)];
    // 10012: the chain's price wins over lgl0000_ex's; 10011: another seller on chain (sold meanwhile) is not for sale;
    // the platform's stock block (salestate 1) and 10013 (no open listing) are not the market's; 10099 is not in this city.
    expect(joinSales(rows, listings)).toEqual([
      {
        tokenId: '10012',
        block: 3041,
        index: 2,
        seller: CAROL,
        price: '200',
        priceWei: '200000000000000000000',
        currency: 'token',
        sellAmount: 1,
        listedAt: 2,
      },
    ]);
  });

  it('asks lgl0000_ex with the city and its network, and the chain of that network', async () => {
    const deps = fakeDeps();
    await citySales(deps, 'london');
    expect(deps.client.landItemList).toHaveBeenCalledWith({ land_code: 'london', network: 'POL' });
    expect(deps.listings).toHaveBeenCalledWith(80002);
  });
});

function fakeDeps(rows = [row(3041, '10012', CAROL)], listings = [onChain(2, '10012', CAROL, '250', 'token')]) {
  const client = {
    landItemList: vi.fn(async () => ({ data: { rows } })),
    landItem: vi.fn(async () => ({
      data: { ...rows[0]!, id: rows[0]!.index, c: 1, n: 'SeoulA LAND #10012 (2x2)', thumburl: '/static/land/seoul.svg', tokentype: '721' as const },
    })),
    assetUrl: (u: string) => `http://api.test${u}`,
  };
  const deps = {
    client,
    api: async () => client as unknown as Awaited<ReturnType<LandSalesDeps['api']>>,
    chainIdOf: (network: string) => (network === 'POL' ? 80002 : 31338),
    listings: vi.fn(async () => listings),
    collections: async () => ({ land721: '0x721', land1155: '0x1155' }),
    cityOf: vi.fn(async () => 'seoul' as const),
  };
  return deps;
}

describe("one LAND's market panel", () => {
  it('lists the open listing from the chain, bought through lgl0002_ex on its block, with the card of lgl0001_ex', async () => {
    const deps = fakeDeps();
    const detail = (await landItemDetail(deps, { network: 'BSC', itemId: 'land721-10012', lang: 'en' }))!;
    expect(deps.cityOf).toHaveBeenCalledWith(31338, 721, '10012');
    expect(deps.client.landItem).toHaveBeenCalledWith({ land_code: 'seoul', network: 'BSC', itemId: 3041 });
    expect(detail.nft).toBe('0x721');
    expect(detail.listings).toEqual([
      {
        index: 2,
        recordId: 3041,
        seller: CAROL,
        tokenId: '10012',
        price: '250',
        priceWei: '250000000000000000000',
        currency: 'token',
        sellAmount: 1,
        forSale: true,
        createdAt: 2,
        land: { land_code: 'seoul', network: 'BSC' },
      },
    ]);
    expect(detail.item).toMatchObject({
      itemId: 'land721-10012',
      n: 'SeoulA LAND #10012',
      thumburl: 'http://api.test/static/land/seoul.svg',
      salestate: 2,
      dviprice: '250',
    });
  });

  it('has no listing and asks no block for a LAND not for sale; no panel for an id that is not a LAND', async () => {
    const deps = fakeDeps([], []);
    const detail = (await landItemDetail(deps, { network: 'BSC', itemId: 'land721-10016', lang: 'en' }))!;
    expect(detail.listings).toEqual([]);
    expect(detail.item).toMatchObject({ salestate: 0, value: 0, n: 'SeoulA LAND #10016' });
    expect(deps.client.landItem).not.toHaveBeenCalled();
    expect(await landItemDetail(deps, { network: 'BSC', itemId: '204', lang: 'en' })).toBeNull();
  });
});
