// What the views read of a parcel: name, corners, size flags, owner, cheapest listing and its state.
import { describe, expect, it } from 'vitest';
import { decodeCityMap, encodeCityMap, PARCEL_FLAG, type CityMapSource } from '@common/api/landMap';
import { parcelInfo, stakesPartly } from './selectors';

const SELLER = '0x00000000000000000000000000000000000000aa';
const OWNER = '0x00000000000000000000000000000000000000bb';

const source: CityMapSource = {
  city: 'seoul',
  mapId: 1,
  name: 'SeoulA',
  chainId: 31338,
  width: 8,
  height: 8,
  version: 'v',
  blocks: new Int8Array(64).fill(1),
  parcelCount: 4,
  rects: Uint16Array.from([0, 0, 1, 1, 2, 0, 2, 0, 3, 0, 5, 2, 6, 0, 6, 0]),
  flags: Uint8Array.from([PARCEL_FLAG.sold | PARCEL_FLAG.erc1155, PARCEL_FLAG.sold | PARCEL_FLAG.staked, PARCEL_FLAG.sold | PARCEL_FLAG.premium, 0]),
  ownerOf: Int32Array.from([0, 1, 1, -1]),
  tokenIds: ['7', '8', '9', '10'],
  owners: [SELLER, OWNER],
  extraOwners: [],
  listings: [
    { parcel: 0, index: 3, seller: SELLER, price: '2', priceWei: '2000000000000000000', currency: 'token', sellAmount: 1, listedAt: 1 },
    { parcel: 0, index: 4, seller: SELLER, price: '1.5', priceWei: '1500000000000000000', currency: 'token', sellAmount: 1, listedAt: 2 },
  ],
};
const data = decodeCityMap(encodeCityMap(source));

describe('parcelInfo', () => {
  it('names the parcel as the API does and gives its corners, owner and cheapest listing', () => {
    expect(parcelInfo(data, 0)).toMatchObject({
      tokenId: '7',
      name: 'SeoulA LAND #7',
      x1: 0,
      y1: 0,
      x2: 1,
      y2: 1,
      erc1155: true,
      premium: false,
      owner: SELLER,
      state: 'forSale',
      listing: { index: 4, price: '1.5' },
    });
  });

  it('tells staked, owned and unsold parcels apart', () => {
    expect(parcelInfo(data, 1)).toMatchObject({ state: 'staked', owner: OWNER, listing: null });
    expect(parcelInfo(data, 2)).toMatchObject({ state: 'owned', premium: true, x1: 3, x2: 5, y2: 2 });
    expect(parcelInfo(data, 3)).toMatchObject({ state: 'unsold', owner: null, listing: null });
  });
});

describe('stakesPartly', () => {
  it("is true only for a map drawn from GetLandData (block ids), whose rows do not tell other users' stakes", () => {
    expect(stakesPartly(data)).toBe(false);
    expect(stakesPartly(null)).toBe(false);
    expect(stakesPartly({ ...data, blockIds: [1, 2, 3, 4] })).toBe(true);
  });
});
