// The LAND detail's own List: only for the holder, only when the market's holdings do not offer it, with the block for lgl0004_ex.
import { describe, expect, it } from 'vitest';
import type { InventoryRow, ItemDetail } from '@common/api/marketItems';
import { landListOffer } from './landActions';
import type { LandRow } from './list';

const ME = '0x8626f6940e2eb28930efb4cef49b2d1f2c9c1199';
const ROW: LandRow = {
  parcel: 4,
  tokenId: '10012',
  name: 'SeoulA LAND #10012',
  x1: 25,
  y1: 10,
  x2: 26,
  y2: 11,
  size: '2x2',
  erc1155: false,
  staked: false,
  sold: true,
  owner: ME,
  holders: [ME],
  listing: null,
  block: 3041,
};
const DETAIL = {
  nft: '0x721',
  listings: [],
  item: { itemId: 'land721-10012', n: 'SeoulA LAND #10012', tokentype: '721', chain_id: 31338 },
} as unknown as ItemDetail;
const WHERE = { city: 'seoul' as const, network: 'BSC' as const, viewer: ME };
const SYMBOLS = { native: 'BNB', token: 'DVI' };

describe('the LAND detail List', () => {
  it("lists the holder's LAND with its block, so the sale is recorded with lgl0004_ex", () => {
    expect(landListOffer(ROW, DETAIL, [], WHERE, SYMBOLS)).toEqual({
      scope: 'detail:BSC:land721-10012',
      item: {
        network: 'BSC',
        chainId: 31338,
        nft: '0x721',
        tokenId: '10012',
        standard: 721,
        name: 'SeoulA LAND #10012',
        nativeSymbol: 'BNB',
        tokenSymbol: 'DVI',
      },
      owned: 1,
      openListings: 0,
      land: { land_code: 'seoul', network: 'BSC', itemId: 3041 },
    });
    // A map without block ids (land_map) lists it all the same, without the record.
    expect(landListOffer({ ...ROW, block: null }, DETAIL, [], WHERE, SYMBOLS)).not.toHaveProperty('land');
  });

  it('is not offered to others, for a staked or listed LAND, before its panel loads, or when the market offers its own List', () => {
    expect(landListOffer(ROW, DETAIL, [], { ...WHERE, viewer: null }, SYMBOLS)).toBeNull();
    expect(landListOffer(ROW, DETAIL, [], { ...WHERE, viewer: '0xother' }, SYMBOLS)).toBeNull();
    expect(landListOffer({ ...ROW, staked: true }, DETAIL, [], WHERE, SYMBOLS)).toBeNull();
    expect(landListOffer({ ...ROW, listing: {} as LandRow['listing'] }, DETAIL, [], WHERE, SYMBOLS)).toBeNull();
    expect(landListOffer(ROW, null, [], WHERE, SYMBOLS)).toBeNull();
    const held = { item: DETAIL.item, nft: '0x721', tokenId: '10012', quantity: 1, staked: 0, listed: [] } as InventoryRow;
    expect(landListOffer(ROW, DETAIL, [held], WHERE, SYMBOLS)).toBeNull();
  });
});
