// Tile painting: each block in its colour, a parcel of any size as one shape (no lines inside), gaps between shapes,
// the background outside the city, and the same pixels however the tile grid cuts the city.
import { describe, expect, it } from 'vitest';
import { decodeCityMap, encodeCityMap, type CityMapSource } from '@common/api/landMap';
import { blockColours, pixel, sameParcelBits } from './colours';
import { blockOfPixel, blockStart, paintTile, SLICE_ROWS, TILE, tileWork, type TileSource } from './tiles';
import { BLOCK_CATEGORY_INFO, LAYER_COLOURS } from '@common/domain/landBlocks';

const ALL = { mine: true, forSaleNative: true, forSaleToken: true, staked: true, sold: true };
const BG = pixel('#000001');
const GAP = pixel('#000002');

/** 6 x 4 blocks of Building for sale: a 3x3 parcel at (0,0), a 2x1 at (3,0) and a 1x1 at (3,1); a road row at y = 3. */
function city(): ReturnType<typeof decodeCityMap> {
  const blocks = new Int8Array(24).fill(1);
  blocks.fill(2, 18, 24);
  const source: CityMapSource = {
    city: 'seoul',
    mapId: 1,
    name: 'SeoulA',
    chainId: 1,
    width: 6,
    height: 4,
    version: 'v',
    blocks,
    parcelCount: 3,
    rects: Uint16Array.from([0, 0, 2, 2, 3, 0, 4, 0, 3, 1, 3, 1]),
    flags: Uint8Array.from([0, 0, 8]),
    ownerOf: Int32Array.from([-1, -1, 0]),
    tokenIds: ['1', '2', '3'],
    owners: ['0xaa'],
    extraOwners: [],
    listings: [],
  };
  return decodeCityMap(encodeCityMap(source));
}

function paint(s: number, wx0 = 0, wy0 = 0): { px: (x: number, y: number) => number; source: TileSource } {
  const data = city();
  const source: TileSource = { width: 6, height: 4, colours: blockColours(data, null, ALL), same: sameParcelBits(data), background: BG, gapColour: GAP };
  const out = new Uint32Array(TILE * TILE);
  paintTile(out, wx0, wy0, s, 1, source);
  return { px: (x, y) => out[(y - wy0) * TILE + (x - wx0)]!, source };
}

const fill = (category: number) => pixel(BLOCK_CATEGORY_INFO.find((c) => c.category === category)!.fill);

describe.each([8, 12, 13.5, 24])('a tile at block size %s', (s) => {
  const { px } = paint(s);
  const at = (bx: number, by: number, ox = 0, oy = 0) => px(blockStart(bx, s) + ox, blockStart(by, s) + oy);
  const last = (b: number) => blockStart(b + 1, s) - blockStart(b, s) - 1;

  it('fills a 3x3 parcel as one shape: no gap between its blocks, a gap around it', () => {
    for (let by = 0; by < 3; by++)
      for (let bx = 0; bx < 3; bx++) {
        // Inside: the block's last column and row are filled where the neighbour is the same parcel.
        expect(at(bx, by, last(bx), 0)).toBe(bx < 2 ? fill(1) : GAP);
        expect(at(bx, by, 0, last(by))).toBe(by < 2 ? fill(1) : GAP);
        expect(at(bx, by, last(bx), last(by))).toBe(bx < 2 && by < 2 ? fill(1) : GAP);
      }
  });

  it('keeps two parcels side by side apart, and colours a sold one by its layer', () => {
    expect(at(3, 0)).toBe(fill(1));
    expect(at(3, 0, last(3), 0)).toBe(fill(1));
    expect(at(4, 0, last(4), 0)).toBe(GAP);
    expect(at(3, 0, 0, last(0))).toBe(GAP);
    expect(at(3, 1)).toBe(pixel(LAYER_COLOURS.sold));
  });

  it('draws blocks without a parcel one by one, and the background outside the city', () => {
    expect(at(0, 3)).toBe(fill(2));
    expect(at(0, 3, last(0), 0)).toBe(GAP);
    expect(px(blockStart(6, s) + 1, 2)).toBe(BG);
    expect(px(2, blockStart(4, s) + 1)).toBe(BG);
  });
});

describe('tile grid', () => {
  it('paints the same pixels whichever tile holds them', () => {
    const s = 13.5;
    const whole = paint(s, 0, 0);
    const shifted = paint(s, 20, 7);
    for (let y = 7; y < 60; y += 3) for (let x = 20; x < 90; x += 1) expect(shifted.px(x, y)).toBe(whole.px(x, y));
  });

  it('paints the same tile in slices as at once', () => {
    for (const s of [8, 13.5, 24]) {
      const { source } = paint(s);
      const whole = new Uint32Array(TILE * TILE);
      paintTile(whole, 5, 3, s, 1, source);
      const sliced = new Uint32Array(TILE * TILE).fill(7);
      for (let y = 0; y < TILE; y += SLICE_ROWS) paintTile(sliced, 5, 3, s, 1, source, [y, y + SLICE_ROWS]);
      expect(sliced.findIndex((v, i) => v !== whole[i])).toBe(-1);
    }
  });

  it('maps every pixel to the block whose whole-pixel span holds it', () => {
    for (const s of [8, 12, 13.5, 24 * 1.5]) {
      for (let w = -40; w < 400; w++) {
        const b = blockOfPixel(w, s);
        expect(blockStart(b, s) <= w && w < blockStart(b + 1, s)).toBe(true);
      }
    }
  });
});

describe('how much of the missing tiles a frame paints', () => {
  const frame = { painted: 0, zooming: false, elapsed: 0, budget: 3, tileMs: 1 };
  it('paints whole tiles within the budget, then stops', () => {
    expect(tileWork({ ...frame, painted: 1, elapsed: 1 })).toBe('tile');
    expect(tileWork({ ...frame, painted: 2, elapsed: 2.5 })).toBe('none');
  });
  it('paints a slice in a settled frame even when tiles are slower than the budget and others were cached', () => {
    // The map stayed half sharp for good on a busy machine: with cached tiles on screen and tiles slower than 3 ms, no
    // frame painted a missing one. A whole 256 px tile then cost more than a frame on a 4x slower CPU: a slice does not.
    expect(tileWork({ ...frame, tileMs: 8 })).toBe('slice');
    expect(tileWork({ ...frame, tileMs: 8, painted: 1, elapsed: 2 })).toBe('none');
  });
  it('finishes a tile within TILE / SLICE_ROWS settled frames however slow tiles are', () => {
    expect(TILE / SLICE_ROWS).toBeLessThanOrEqual(4);
    for (let frameNo = 0; frameNo < TILE / SLICE_ROWS; frameNo++) expect(tileWork({ ...frame, tileMs: 50, elapsed: 10 })).not.toBe('none');
  });
  it('waits while the size is still changing, unless new data is being painted whole', () => {
    expect(tileWork({ ...frame, zooming: true, budget: 0 })).toBe('none');
    expect(tileWork({ ...frame, zooming: true, budget: 120, painted: 3, elapsed: 10 })).toBe('tile');
  });
});
