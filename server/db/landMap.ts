// Builds the block map of a city: every block category of spec 3, with the seeded LAND parcels on top.
import { LOCAL_CHAINS } from '@common/domain/chains';
import { landSize, mapOf, type CityKey } from '@common/domain/land';
import { ACCOUNTS } from '@common/localWorld/accounts';
import { WORLD, type Parcel } from '@common/localWorld/world';

const CATEGORY_NAMES: Record<number, string> = {
  [-1]: 'Center',
  0: 'Public Building',
  1: 'Building for sale',
  2: 'Road',
  3: 'Station',
  4: 'Park',
  5: 'Water',
  6: 'Plaza',
  7: 'Landmark',
};

export interface Block {
  x: number;
  y: number;
  c: number;
  n: string;
  tokenId: string;
  tokentype: string;
  chainId: number;
  owner: string;
  dviprice: string;
  salestate: number;
  btnState: number;
}

/** Base layout: roads every 10th line, stations at some crossings, a 4x4 centre, public buildings around it, four zones. */
export function baseCategory(x: number, y: number, size: number): number {
  const mid = Math.floor(size / 2) - 2;
  if (x >= mid && x < mid + 4 && y >= mid && y < mid + 4) return -1;
  if (x >= mid - 2 && x < mid + 6 && y >= mid - 2 && y < mid + 6) return 0;
  if (x % 10 === 9 && y % 10 === 9 && (x + y) % 20 === 18) return 3;
  if (x % 10 === 9 || y % 10 === 9) return 2;
  const z = Math.floor(size * 0.6);
  if (x >= z && x < z + 8 && y >= 2 && y < 8) return 4;
  if (x >= 2 && x < 8 && y >= z && y < z + 8) return 5;
  if (x >= z && x < z + 8 && y >= z && y < z + 8) return 6;
  if (x >= z + 10 && x < z + 14 && y >= z + 10 && y < z + 14) return 7;
  return 1;
}

const ownerAddress = (name: string) => ACCOUNTS.find((a) => a.name === name)?.address.toLowerCase() ?? '';

export function cityBlocks(city: CityKey): Block[] {
  const map = mapOf(city);
  const chainId = LOCAL_CHAINS[map.chain].chainId;
  const world = WORLD[map.chain];
  const size = map.size;
  const grid = new Map<string, Block>();
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const c = baseCategory(x, y, size);
      grid.set(`${x},${y}`, {
        x,
        y,
        c,
        n: c === 1 ? `${map.dataName} ${x},${y}` : CATEGORY_NAMES[c]!,
        tokenId: '',
        tokentype: c === 1 ? '721' : '',
        chainId,
        owner: '',
        dviprice: c === 1 ? '100' : '0',
        salestate: c === 1 ? 1 : 0,
        btnState: c === 1 ? 1 : 0,
      });
    }
  }
  const place = (p: Parcel, tokentype: '721' | '1155', owner: string, listedPrice: string | undefined) => {
    for (let y = p.y1; y <= p.y2; y++) {
      for (let x = p.x1; x <= p.x2; x++) {
        if (x >= size || y >= size) continue;
        grid.set(`${x},${y}`, {
          x,
          y,
          c: 1,
          n: `${map.dataName} LAND #${p.tokenId} (${landSize(p)})`,
          tokenId: String(p.tokenId),
          tokentype,
          chainId,
          owner,
          dviprice: listedPrice ?? '0',
          salestate: listedPrice ? 2 : 0,
          btnState: listedPrice ? 1 : 0,
        });
      }
    }
  };
  const listed = (standard: number, tokenId: number) => world.listings.find((l) => l.standard === standard && l.tokenId === tokenId)?.price;
  for (const l of world.lands721.filter((l) => l.city === city)) place(l, '721', ownerAddress(l.owner), listed(721, l.tokenId));
  for (const l of world.lands1155.filter((l) => l.city === city)) place(l, '1155', ownerAddress(l.holdings[0]!.owner), listed(1155, l.tokenId));
  for (const product of world.mysteryBox?.products ?? []) {
    for (const p of product.stock.filter((s) => s.city === city)) place(p, '721', '', undefined);
  }
  return [...grid.values()];
}

/** The city's block categories, row-major (y * size + x), as the seed writes them: what the LAND map shows when land_blocks is empty. */
export function cityCategories(city: CityKey): Int8Array {
  const size = mapOf(city).size;
  const out = new Int8Array(size * size);
  for (const b of cityBlocks(city)) out[b.y * size + b.x] = b.c;
  return out;
}
