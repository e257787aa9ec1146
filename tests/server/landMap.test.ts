// GET /web/land_map/:city: the compact city map with its live owner, stake and listing state, its ETag and its size.
// The chains 'do not answer' here (fakeDeployments): the market index holds the world's LAND listings, stakes are the seed's.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits, ZeroAddress } from 'ethers';
import { decodeCityMap, encodeCityMap, landMapAnswer, PARCEL_FLAG, type CityMap } from '@common/api/landMap';
import { CITIES, mapOf } from '@common/domain/land';
import { LOCAL_CHAINS } from '@common/domain/chains';
import { account, type AccountName } from '@common/localWorld/accounts';
import { LAND_E2E } from '@common/localWorld/landE2e';
import { syntheticCity } from '@common/localWorld/syntheticCity';
import { WORLD } from '@common/localWorld/world';
import type { Deployments } from '../../contracts/deployments';
import { applyBatch, collectionsFrom, readCursor } from '../../server/chain/marketIndex';
import { form, startWorld, type TestWorld } from './support';
import { fakeDeployments } from './fakeDeployments';
import { indexWorldListings } from './fixtures';

let w: TestWorld;
let dep: Deployments;
beforeAll(async () => {
  dep = fakeDeployments(Date.now());
  w = await startWorld({ deployments: dep });
  await indexWorldListings(w.api.db, dep, Date.now());
});
afterAll(async () => {
  await w?.stop();
});

const low = (n: AccountName) => account(n).address.toLowerCase();
const get = (city: string, headers: Record<string, string> = {}) => fetch(`${w.base.web}/land_map/${city}`, { headers });
async function cityMap(city = 'seoul'): Promise<{ map: CityMap; res: Response }> {
  const res = await get(city);
  expect(res.status).toBe(200);
  return { map: decodeCityMap(landMapAnswer.parse(await res.json()).data), res };
}
const parcelOf = (m: CityMap, tokenId: number | string) => m.tokenIds.indexOf(String(tokenId));
const ownerOf = (m: CityMap, p: number) => m.owners[m.ownerOf[p]!];
const listingsOf = (m: CityMap, p: number) => m.listings.filter((l) => l.parcel === p);

/** A batch the market index applies as if the chain had shown it (block numbers after the world's listings). */
let nextBlock = 100;
async function indexBatch(o: { listings: Parameters<typeof applyBatch>[3]['listings']; trades?: Parameters<typeof applyBatch>[3]['trades'] }) {
  const c = collectionsFrom(LOCAL_CHAINS.bsc.chainId, dep.bsc.contracts);
  const before = await readCursor(w.api.db, c.chainId, c.market);
  const block = nextBlock++;
  const batch = { restart: false, fromBlock: block, toBlock: block, toHash: `0x${block.toString(16).padStart(64, '0')}`, caughtUp: true, trades: [], ...o };
  expect(await applyBatch(w.api.db, c, before, batch, Date.now())).toBe(true);
  return c;
}

describe('the LAND map of a city', () => {
  it('decodes, holds every block category and every LAND of the city with its rectangle and kind', async () => {
    for (const city of CITIES) {
      const { map } = await cityMap(city);
      const m = mapOf(city);
      expect(map).toMatchObject({ city, mapId: m.mapId, name: m.dataName, chainId: LOCAL_CHAINS[m.chain].chainId, width: m.size, height: m.size });
      expect(
        [...new Set(map.blocks)].sort((a, b) => a - b),
        city,
      ).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7]);
      const world = WORLD[m.chain];
      const seeded = [
        ...world.lands721.filter((l) => l.city === city),
        ...world.lands1155.filter((l) => l.city === city),
        ...(world.mysteryBox?.products.flatMap((p) => p.stock) ?? []).filter((l) => l.city === city),
      ];
      expect([...map.tokenIds].sort(), city).toEqual(seeded.map((l) => String(l.tokenId)).sort());
    }
    const { map } = await cityMap('seoul');
    const p = parcelOf(map, 10007); // carol's 3x3 at (14, 12)
    expect([...map.rects.subarray(p * 4, p * 4 + 4)]).toEqual([14, 12, 16, 14]);
    expect(map.parcelAt[13 * map.width + 15]).toBe(p);
    expect(map.flags[parcelOf(map, 10013)]! & PARCEL_FLAG.premium).toBeTruthy();
    expect(map.flags[parcelOf(map, 15001)]! & PARCEL_FLAG.erc1155).toBeTruthy();
    expect(map.flags[parcelOf(map, 10001)]! & PARCEL_FLAG.erc1155).toBeFalsy();
  });

  it('shows a listed LAND with its listing and its seller as the owner (never the market)', async () => {
    const { map } = await cityMap();
    const t = LAND_E2E.tokenListing;
    const p = parcelOf(map, t.tokenId);
    expect(ownerOf(map, p)).toBe(low('quinn'));
    expect(listingsOf(map, p)).toEqual([
      {
        parcel: p,
        index: t.index,
        seller: low('quinn'),
        price: '150',
        priceWei: parseUnits('150', 18).toString(),
        currency: 'token',
        sellAmount: 1,
        listedAt: expect.any(Number),
      },
    ]);
    const native = listingsOf(map, parcelOf(map, LAND_E2E.nativeListing.tokenId))[0];
    expect(native).toMatchObject({ index: LAND_E2E.nativeListing.index, price: '0.75', currency: 'native', seller: low('quinn') });
    expect(map.listingOf[p]).toBe(map.listings.indexOf(listingsOf(map, p)[0]!));
    expect(map.flags[p]! & PARCEL_FLAG.sold).toBeTruthy();
    expect(map.owners).not.toContain(dep.bsc.contracts.market.toLowerCase());
  });

  it('shows a staked LAND as staked with its staker as the owner; an ERC-1155 LAND with all its holders', async () => {
    const { map } = await cityMap();
    const s = parcelOf(map, LAND_E2E.staked.tokenId);
    expect(map.flags[s]! & PARCEL_FLAG.staked).toBeTruthy();
    expect(ownerOf(map, s)).toBe(low('rosa'));
    expect(map.flags[parcelOf(map, 10001)]! & PARCEL_FLAG.staked).toBeFalsy();
    expect(map.owners).not.toContain(dep.bsc.contracts.staking.toLowerCase());
    const multi = parcelOf(map, 15001); // alice 5, bob 3
    expect(ownerOf(map, multi)).toBe(low('alice'));
    expect(map.extraOwners.filter(([p]) => p === multi).map(([, o]) => map.owners[o])).toEqual([low('bob')]);
  });

  it('marks the platform sale stock as not sold and without an owner', async () => {
    const { map } = await cityMap('berlin');
    const stock = parcelOf(map, WORLD.bsc.mysteryBox!.products[0]!.stock[0]!.tokenId);
    expect(map.flags[stock]! & PARCEL_FLAG.sold).toBe(0);
    expect(map.ownerOf[stock]).toBe(-1);
  });

  it('answers with its version as ETag, always revalidated, and 304 to a matching If-None-Match', async () => {
    const { map, res } = await cityMap();
    // Compressed answers carry it weak (W/"..."), as a transformed body must; the tag is the version either way.
    expect(res.headers.get('etag')).toBe(`W/"${map.version}"`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect((await get('seoul', { 'accept-encoding': 'identity' })).headers.get('etag')).toBe(`"${map.version}"`);
    const again = await get('seoul', { 'if-none-match': `"${map.version}"` });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')?.replace(/^W\//, '')).toBe(`"${map.version}"`);
    expect(await again.text()).toBe('');
    expect((await get('seoul', { 'if-none-match': `W/"x", "${map.version}"` })).status).toBe(304);
    expect((await get('seoul', { 'if-none-match': '"another"' })).status).toBe(200);
    expect((await cityMap('newyork')).map.version).not.toBe(map.version);
  });

  it('lets the front-end origin send If-None-Match and read the ETag across origins', async () => {
    const origin = 'http://127.0.0.1:5173';
    const pre = await fetch(`${w.base.web}/land_map/seoul`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match' },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-none-match');
    const res = await get('seoul', { origin });
    expect(res.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('etag');
  });

  it('answers 404 in the usual error form for an unknown city and for a city without a map', async () => {
    for (const city of ['paris', 'hongkong', 'amsterdam', 'SEOUL']) {
      const res = await get(city);
      expect(res.status, city).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'error-msg-not-found', message: expect.any(String) });
    }
    // '..' leaves land_map altogether (the URL is normalised): no such endpoint.
    const up = await get('..');
    expect([up.status, ((await up.json()) as { error: string }).error]).toEqual([404, 'error-msg-no-endpoint']);
  });

  it('follows the market index: a bought LAND shows its new owner without a listing, a new listing shows, and the version changes', async () => {
    const before = (await cityMap()).map;
    const t = LAND_E2E.tokenListing;
    const c = collectionsFrom(LOCAL_CHAINS.bsc.chainId, dep.bsc.contracts);
    const sold = {
      itemId: BigInt(t.index),
      seller: low('quinn'),
      nft: c.land721,
      tokenId: BigInt(t.tokenId),
      price: parseUnits(t.price, 18),
      currency: c.token,
      sellAmount: 0n,
      forSale: false,
      isErc1155: false,
    };
    const total = parseUnits(t.price, 18);
    await indexBatch({
      listings: [sold],
      trades: [
        {
          itemId: BigInt(t.index),
          buyer: low('paul'),
          amount: 1n,
          total,
          txHash: `0x${'1'.repeat(64)}`,
          logIndex: 0,
          blockNumber: 1,
          blockHash: `0x${'2'.repeat(64)}`,
        },
      ],
    });
    const bought = (await cityMap()).map;
    const p = parcelOf(bought, t.tokenId);
    expect(ownerOf(bought, p)).toBe(low('paul'));
    expect(listingsOf(bought, p)).toEqual([]);
    expect(bought.version).not.toBe(before.version);
    expect((await get('seoul', { 'if-none-match': `"${before.version}"` })).status).toBe(200);

    const relisted = {
      ...sold,
      itemId: 500n,
      seller: low('paul'),
      price: parseUnits('2.5', 18),
      currency: ZeroAddress.toLowerCase(),
      sellAmount: 1n,
      forSale: true,
      listedBlock: nextBlock,
      listedAt: 1_800_000_000_000,
    };
    await indexBatch({ listings: [relisted] });
    const listed = (await cityMap()).map;
    expect(listingsOf(listed, p)).toMatchObject([{ index: 500, seller: low('paul'), price: '2.5', currency: 'native', listedAt: 1_800_000_000 }]);
    expect(ownerOf(listed, p)).toBe(low('paul'));
    expect(listed.version).not.toBe(bought.version);

    // The mypage land tab's call shows the bought LAND as paul's, no longer quinn's.
    const cards = async (who: AccountName, stake: '0' | '1') =>
      (await form(w, '/web/lgl0003_ex', { land_code: 'seoul', network: 'BSC', owner_addr: account(who).address, stake, campaignId: '0' })).body.data.rows.map(
        (r: { tokenId: string }) => r.tokenId,
      );
    expect(await cards('paul', '0')).toEqual([String(t.tokenId), String(LAND_E2E.owned.tokenId)].sort());
    expect(await cards('quinn', '0')).toEqual([String(LAND_E2E.nativeListing.tokenId)]);
    expect(await cards('rosa', '1')).toEqual([String(LAND_E2E.staked.tokenId)]);
    expect(await cards('rosa', '0')).toEqual([]);
  });
});

describe('the size of the map on the wire', () => {
  it('gzips a synthetic 300 x 300 city with 20,000 parcels to at most 300 KB', () => {
    const city = syntheticCity();
    expect(city.parcelCount).toBe(20_000);
    const bytes = gzipSync(JSON.stringify({ data: encodeCityMap(city) })).length;
    expect(bytes).toBeLessThanOrEqual(300 * 1024);
  });

  it('sends Seoul gzipped when asked, in a few kilobytes', async () => {
    const res = await get('seoul', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const text = await res.text();
    expect(gzipSync(text).length).toBeLessThan(4 * 1024);
    expect(text.length).toBeLessThan(40 * 1024);
  });
});
