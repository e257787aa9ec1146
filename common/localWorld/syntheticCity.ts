// A synthetic city for measurements (bench:map and the map size test): every block category, many parcels of every size and state.
import type { CityMapSource, ParcelListing } from '../api/landMap';
import { PARCEL_FLAG } from '../api/landMap';

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same city. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SIZES: readonly [number, number][] = [
  [1, 1],
  [2, 1],
  [2, 2],
  [3, 3],
];

/** A width x height city (default 300 x 300) with up to `parcelTarget` LAND parcels (default 20,000) and `owners` distinct owners. */
export function syntheticCity(width = 300, height = 300, parcelTarget = 20_000, ownerCount = 2_000): CityMapSource {
  const rnd = random(42);
  const blocks = new Int8Array(width * height);
  const mid = Math.floor(width / 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let c = 1;
      if (x % 12 === 11 || y % 12 === 11) c = (x + y) % 48 === 22 ? 3 : 2;
      else if (Math.abs(x - mid) < 3 && Math.abs(y - mid) < 3) c = -1;
      else if (Math.abs(x - mid) < 8 && Math.abs(y - mid) < 8) c = 0;
      else if (((x / 12) | 0) % 9 === 4 && ((y / 12) | 0) % 7 === 3) c = 4 + (((x / 12) | 0) % 4);
      blocks[y * width + x] = c;
    }
  }
  const used = new Uint8Array(width * height);
  const rects: number[] = [];
  const flags: number[] = [];
  const ownerOf: number[] = [];
  const tokenIds: string[] = [];
  const listings: ParcelListing[] = [];
  const owners = Array.from({ length: ownerCount }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`);
  for (let y = 0; y < height && tokenIds.length < parcelTarget; y++) {
    for (let x = 0; x < width && tokenIds.length < parcelTarget; x++) {
      if (blocks[y * width + x] !== 1 || used[y * width + x] || rnd() < 0.3) continue;
      const [w, h] = SIZES[Math.floor(rnd() * SIZES.length)]!;
      let free = x + w <= width && y + h <= height;
      for (let yy = y; free && yy < y + h; yy++) for (let xx = x; free && xx < x + w; xx++) free = blocks[yy * width + xx] === 1 && !used[yy * width + xx];
      const [pw, ph] = free ? [w, h] : [1, 1];
      for (let yy = y; yy < y + ph; yy++) used.fill(1, yy * width + x, yy * width + x + pw);
      const p = tokenIds.length;
      rects.push(x, y, x + pw - 1, y + ph - 1);
      const sold = rnd() < 0.85;
      flags.push(
        (rnd() < 0.2 ? PARCEL_FLAG.premium : 0) |
          (rnd() < 0.1 ? PARCEL_FLAG.erc1155 : 0) |
          (sold && rnd() < 0.15 ? PARCEL_FLAG.staked : 0) |
          (sold ? PARCEL_FLAG.sold : 0),
      );
      ownerOf.push(sold ? Math.floor(rnd() * ownerCount) : -1);
      tokenIds.push(String(100_000 + p));
      if (sold && rnd() < 0.08) {
        const token = rnd() < 0.5;
        const price = token ? String(50 + Math.floor(rnd() * 12_000)) : (rnd() * 3).toFixed(2);
        listings.push({
          parcel: p,
          index: listings.length + 1,
          seller: owners[ownerOf[p]!]!,
          price,
          priceWei: String(BigInt(Math.round(Number(price) * 100)) * 10n ** 16n),
          currency: token ? 'token' : 'native',
          sellAmount: 1,
          listedAt: 1_760_000_000 + p,
        });
      }
    }
  }
  return {
    city: 'seoul',
    mapId: 1,
    name: 'Synthetic 300',
    chainId: 31338,
    width,
    height,
    version: 'synthetic-1',
    blocks,
    parcelCount: tokenIds.length,
    rects: Uint16Array.from(rects),
    flags: Uint8Array.from(flags),
    ownerOf: Int32Array.from(ownerOf),
    tokenIds,
    owners,
    extraOwners: [],
    listings,
  };
}
