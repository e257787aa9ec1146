// A city's LAND map in its wire form: block categories, every LAND parcel with its beneficial owner, stake and open listings.
import { createHash } from 'node:crypto';
import { chainIdOfKey } from '../chain/deployedChains';
import { mapOf, type CityKey } from '@common/domain/land';
import { encodeCityMap, PARCEL_FLAG, type CityMapSource, type LandMapWire, type ParcelListing } from '@common/api/landMap';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { cityCategories } from '../db/landMap';
import { collectionsOf } from '../chain/marketIndexer';
import { currentStakes } from './stakingIndex';

/** Block categories never change while the API runs: read once per database and city. */
const blockCache = new WeakMap<object, Map<CityKey, Int8Array>>();

async function blocksOf(db: Db, city: CityKey): Promise<Int8Array> {
  let byCity = blockCache.get(db);
  if (!byCity) blockCache.set(db, (byCity = new Map()));
  const cached = byCity.get(city);
  if (cached) return cached;
  const size = mapOf(city).size;
  const rows = await db.query<{ x: number; y: number; c: number }>('SELECT x, y, c FROM land_blocks WHERE city = $1', [city]);
  // A database without the local world's blocks (PROD before its import) still shows the layout.
  const blocks = rows.length ? new Int8Array(size * size).fill(1) : cityCategories(city);
  for (const r of rows) if (r.x < size && r.y < size) blocks[r.y * size + r.x] = r.c;
  byCity.set(city, blocks);
  return blocks;
}

interface LandRow {
  standard: number;
  token_id: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  premium: boolean;
}

interface ListingRow {
  chain_item_id: string;
  nft: string;
  token_id: string;
  seller: string;
  price: string;
  price_wei: string;
  currency: string;
  sell_amount: number;
  created_at: string | number;
}

const keyOf = (standard: number, tokenId: string) => `${standard}:${tokenId}`;

/** The content's hash: the same answer gets the same version on every API instance. */
function versionOf(w: Omit<LandMapWire, 'version'>): string {
  return createHash('sha256').update(JSON.stringify(w)).digest('base64url').slice(0, 22);
}

/** The city's map as it stands in the API's records (callers bring the indexes up to date first). */
export async function cityMapWire(d: AppDeps, city: CityKey): Promise<LandMapWire> {
  const map = mapOf(city);
  const chainId = chainIdOfKey(d, map.chain);
  const cols = collectionsOf(d, chainId);
  const staking = d.deployments.get()?.[map.chain].contracts.staking.toLowerCase();
  // Contracts hold listed and staked LAND; they are never shown as its owner.
  const custodians = new Set([cols?.market, staking].filter((a): a is string => !!a));
  const [blocks, lands, holdings, stakes, listingRows] = await Promise.all([
    blocksOf(d.db, city),
    d.db.query<LandRow>(
      'SELECT standard, token_id, x1, y1, x2, y2, premium FROM lands WHERE chain_id = $1 AND city = $2 ORDER BY standard, CAST(token_id AS NUMERIC)',
      [chainId, city],
    ),
    d.db.query<{ standard: number; token_id: string; owner: string }>(
      `SELECT h.standard, h.token_id, h.owner FROM land_holdings h
       JOIN lands l ON l.chain_id = h.chain_id AND l.standard = h.standard AND l.token_id = h.token_id
       WHERE h.chain_id = $1 AND l.city = $2 AND h.quantity > 0 ORDER BY h.quantity DESC, h.owner`,
      [chainId, city],
    ),
    currentStakes(d.db, chainId, staking),
    cols
      ? d.db.query<ListingRow>(
          `SELECT chain_item_id, nft, token_id, seller, price, price_wei, currency, sell_amount, created_at FROM market_items
           WHERE chain_id = $1 AND nft = ANY($2::text[]) AND for_sale AND sell_amount > 0 AND chain_item_id IS NOT NULL
           ORDER BY CAST(chain_item_id AS NUMERIC)`,
          [chainId, [cols.land721, cols.land1155]],
        )
      : Promise.resolve([] as ListingRow[]),
  ]);

  const n = lands.length;
  const parcelOf = new Map(lands.map((l, i) => [keyOf(l.standard, l.token_id), i]));
  const owners: string[] = [];
  const ownerIndex = new Map<string, number>();
  const holdersOf: string[][] = Array.from({ length: n }, () => []);
  const addHolder = (p: number | undefined, who: string) => {
    const a = who.toLowerCase();
    if (p === undefined || custodians.has(a) || holdersOf[p]!.includes(a)) return;
    holdersOf[p]!.push(a);
  };
  for (const h of holdings) addHolder(parcelOf.get(keyOf(h.standard, h.token_id)), h.owner);
  const staked = new Uint8Array(n);
  for (const s of stakes) {
    const p = parcelOf.get(keyOf(s.standard, s.token_id));
    if (p === undefined) continue;
    staked[p] = 1;
    addHolder(p, s.owner);
  }
  const listings: ParcelListing[] = [];
  for (const r of listingRows) {
    const p = parcelOf.get(keyOf(r.nft === cols?.land721 ? 721 : 1155, r.token_id));
    if (p === undefined) continue;
    addHolder(p, r.seller);
    listings.push({
      parcel: p,
      index: Number(r.chain_item_id),
      seller: r.seller.toLowerCase(),
      price: r.price,
      priceWei: r.price_wei,
      currency: r.currency === 'native' ? 'native' : 'token',
      sellAmount: r.sell_amount,
      listedAt: Math.floor(Number(r.created_at) / 1000),
    });
  }

  const rects = new Uint16Array(n * 4);
  const flags = new Uint8Array(n);
  const ownerOf = new Int32Array(n).fill(-1);
  const extraOwners: [number, number][] = [];
  const indexOf = (a: string) => {
    let i = ownerIndex.get(a);
    if (i === undefined) {
      i = owners.push(a) - 1;
      ownerIndex.set(a, i);
    }
    return i;
  };
  lands.forEach((l, p) => {
    rects.set([l.x1, l.y1, l.x2, l.y2], p * 4);
    const holders = holdersOf[p]!;
    flags[p] =
      (l.premium ? PARCEL_FLAG.premium : 0) |
      (l.standard === 1155 ? PARCEL_FLAG.erc1155 : 0) |
      (staked[p] ? PARCEL_FLAG.staked : 0) |
      (holders.length ? PARCEL_FLAG.sold : 0);
    holders.forEach((a, k) => {
      if (k === 0) ownerOf[p] = indexOf(a);
      else extraOwners.push([p, indexOf(a)]);
    });
  });

  const source: CityMapSource = {
    city,
    mapId: map.mapId,
    name: map.dataName,
    chainId,
    width: map.size,
    height: map.size,
    version: '',
    blocks,
    parcelCount: n,
    rects,
    flags,
    ownerOf,
    tokenIds: lands.map((l) => l.token_id),
    owners,
    extraOwners,
    listings,
  };
  const { version: _, ...content } = encodeCityMap(source);
  return { ...content, version: versionOf(content) };
}
