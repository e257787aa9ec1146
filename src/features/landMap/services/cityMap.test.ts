// The city map loader: GET on the web base, the answer checked and decoded, the last answer reused through its ETag
// (If-None-Match -> 304) per city, and failures as API errors the flow turns into its message.
import { describe, expect, it } from 'vitest';
import { encodeCityMap, PARCEL_FLAG } from '@common/api/landMap';
import { syntheticCity } from '@common/localWorld/syntheticCity';
import { apiErrorMessage } from '@machines/shared/apiErrors';
import { LAND_MAP_MESSAGE } from '@machines/landMap/messages';
import { cityMapLoader, configuredWebBase } from './cityMap';

const SOURCE = syntheticCity(24, 24, 40, 3);
const WIRE = encodeCityMap(SOURCE);

interface Call {
  url: string;
  headers: Record<string, string>;
}

/** GetLandData's answer for a 3x3 city: a two-block LAND owned by 0xAbc, an unsold 1155 block, a road. */
const LAND_DATA = {
  data: {
    city: 'seoul' as const,
    width: 3,
    height: 3,
    blockSize: 12,
    rows: [
      { c: 1, coordinates: '0,0', tokenId: '11', owner_address: '0xAbC', tokentype: '721' as const },
      { c: 1, coordinates: '1,0', tokenId: '11', owner_address: '0xAbC', tokentype: '721' as const },
      { c: 1, coordinates: '2,2', tokenId: '12', owner_address: '', tokentype: '1155' as const },
      { c: 2, coordinates: '0,1', tokenId: '', owner_address: '', tokentype: '' as const },
    ].map((r, id) => ({ ...r, id, n: '', dviprice: '0', logo_url: '', thumburl: '', btn_state: 0, salestate: 0, chain_id: 31338 })),
  },
};

function server(answers: (call: Call) => Response) {
  const calls: Call[] = [];
  const landDataCalls: string[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    const call = { url, headers: { ...(init?.headers as Record<string, string>) } };
    calls.push(call);
    return answers(call);
  };
  const landData = async (city: string) => {
    landDataCalls.push(city);
    return LAND_DATA;
  };
  return { calls, landDataCalls, load: cityMapLoader({ fetch, webBase: () => 'http://api.test/web', landData }) };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('city map loader without the land_map extension', () => {
  it('draws from GetLandData when land_map answers 404 (no such endpoint), and asks land_map only once', async () => {
    const { calls, landDataCalls, load } = server(() => json({ error: 'error-msg-no-endpoint', message: 'No such endpoint' }, 404));
    const map = await load('seoul');
    expect([map.width, map.height, map.parcelCount, map.chainId]).toEqual([3, 3, 2, 31338]);
    expect(map.tokenIds).toEqual(['11', '12']);
    expect([...map.rects.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(map.owners).toEqual(['0xabc']);
    expect([map.parcelAt[0], map.parcelAt[1], map.parcelAt[8], map.parcelAt[3]]).toEqual([0, 0, 1, -1]);
    expect(map.blocks[3]).toBe(2);
    await load('london');
    expect(calls).toHaveLength(1);
    expect(landDataCalls).toEqual(['seoul', 'london']);
  });

  it("draws the LAND market's sales on a GetLandData map, each parcel with its first block; a market that fails leaves the map without sales", async () => {
    const notOffered = () => json({ error: 'error-msg-no-endpoint', message: 'No such endpoint' }, 404);
    const sale = {
      tokenId: '11',
      block: 0,
      index: 7,
      seller: '0xabc',
      price: '150',
      priceWei: '150000000000000000000',
      currency: 'token' as const,
      sellAmount: 1,
      listedAt: 7,
    };
    const fetch = async () => notOffered();
    const landData = async () => LAND_DATA;
    const withSales = cityMapLoader({ fetch, webBase: () => 'http://api.test/web', landData, sales: async () => [sale, { ...sale, tokenId: '99' }] });
    const map = await withSales('seoul');
    const { tokenId: _t, block: _b, ...listing } = sale;
    // A sale of a token the map does not hold is not drawn.
    expect(map.listings).toEqual([{ ...listing, parcel: 0 }]);
    expect([map.listingOf[0], map.listingOf[1]]).toEqual([0, -1]);
    expect(map.blockIds).toEqual([0, 2]);
    const failing = cityMapLoader({ fetch, webBase: () => 'http://api.test/web', landData, sales: async () => Promise.reject(new Error('rpc down')) });
    const bare = await failing('seoul');
    expect([bare.parcelCount, bare.listings.length]).toEqual([2, 0]);
  });

  it("marks staked parcels from what the spec's data tells: a staking contract as the owner, the viewer's own stakes", async () => {
    const fetch = async () => json({ error: 'error-msg-no-endpoint', message: 'No such endpoint' }, 404);
    const STAKING = '0xStaking';
    const rows = LAND_DATA.data.rows.map((r) => (r.tokenId === '12' ? { ...r, owner_address: STAKING } : r));
    const landData = async () => ({ data: { ...LAND_DATA.data, rows } });
    const viewers: (string | null)[] = [];
    const load = cityMapLoader({
      fetch,
      webBase: () => 'http://api.test/web',
      landData,
      staked: async (_city, viewer) => {
        viewers.push(viewer);
        return { custodians: [STAKING.toLowerCase()], tokens: new Set(viewer ? ['721:11'] : []) };
      },
    });
    const staked = (map: Awaited<ReturnType<typeof load>>, p: number) => (map.flags[p]! & PARCEL_FLAG.staked) !== 0;
    const visitor = await load('seoul');
    // The contract holds token 12: staked and sold, with no owner shown (its staker is not in the data).
    expect([staked(visitor, 0), staked(visitor, 1)]).toEqual([false, true]);
    expect(visitor.flags[1]! & PARCEL_FLAG.sold).toBe(PARCEL_FLAG.sold);
    expect([visitor.ownerOf[1], visitor.owners]).toEqual([-1, ['0xabc']]);
    // The signed-in owner of token 11 has it staked: marked, still shown as its owner.
    const mine = await load('seoul', undefined, '0xAbC');
    expect([staked(mine, 0), mine.owners[mine.ownerOf[0]!]]).toEqual([true, '0xabc']);
    expect(viewers).toEqual([null, '0xAbC']);
    // Marks that cannot be read leave the map as GetLandData draws it.
    const failing = cityMapLoader({ fetch, webBase: () => 'http://api.test/web', landData, staked: () => Promise.reject(new Error('down')) });
    const bare = await failing('seoul', undefined, '0xAbC');
    expect([staked(bare, 0), staked(bare, 1), bare.ownerOf[1]]).toEqual([false, false, 1]);
  });

  it('does not fall back on a city the server has no map for (404 no such record)', async () => {
    const { landDataCalls, load } = server(() => json({ error: 'error-msg-not-found', message: 'This city has no LAND map' }, 404));
    await expect(load('seoul')).rejects.toMatchObject({ status: 404 });
    expect(landDataCalls).toEqual([]);
  });
});

describe('city map loader', () => {
  it('GETs the city on the web base and decodes the columns', async () => {
    const { calls, load } = server(() => json({ data: WIRE }, 200, { ETag: '"v1"' }));
    const map = await load('seoul');
    expect(calls).toEqual([{ url: 'http://api.test/web/land_map/seoul', headers: { Accept: 'application/json' } }]);
    expect(map.width).toBe(24);
    expect(map.parcelCount).toBe(SOURCE.parcelCount);
    expect([...map.rects]).toEqual([...SOURCE.rects]);
    // Derived on decode: the parcel on each block.
    expect(map.parcelAt[SOURCE.rects[1]! * 24 + SOURCE.rects[0]!]).toBe(0);
    expect(configuredWebBase('http://127.0.0.1:8787/')).toBe('http://127.0.0.1:8787/web');
  });

  it('sends the ETag it got back and reuses the decoded map on 304, per city', async () => {
    const { calls, load } = server((call) =>
      call.headers['If-None-Match'] === '"v1"' ? new Response(null, { status: 304 }) : json({ data: WIRE }, 200, { ETag: '"v1"' }),
    );
    const first = await load('seoul');
    const again = await load('seoul');
    expect(again).toBe(first);
    expect(calls[1]!.headers['If-None-Match']).toBe('"v1"');
    await load('london');
    expect(calls[2]!.headers['If-None-Match']).toBeUndefined();
  });

  it('takes a new answer when the version changed', async () => {
    let version = 1;
    const { load } = server(() => json({ data: { ...WIRE, version: `v${version}` } }, 200, { ETag: `"v${version}"` }));
    const first = await load('seoul');
    version = 2;
    const second = await load('seoul');
    expect(second).not.toBe(first);
    expect(second.version).toBe('v2');
  });

  it('fails with the API error, a malformed answer as such, and the flow shows its own text', async () => {
    const notFound = server(() => json({ error: 'error-msg-not-found', message: 'no such city' }, 404));
    await expect(notFound.load('seoul')).rejects.toMatchObject({ status: 404, key: 'error-msg-not-found' });
    const broken = server(() => json({ data: { ...WIRE, rects: WIRE.rects.slice(0, 8) } }));
    await expect(broken.load('seoul')).rejects.toMatchObject({ key: 'error-msg-answer-shape' });
    // The long string columns are checked item by item too (by a loop rather than a schema call each).
    for (const bad of [{ tokenIds: [...WIRE.tokenIds.slice(1), 7] }, { owners: 'x' }, { owners: [null] }]) {
      const wrong = server(() => json({ data: { ...WIRE, ...bad } }));
      await expect(wrong.load('seoul')).rejects.toMatchObject({ key: 'error-msg-answer-shape', message: 'Answer does not match the shared schema' });
    }
    const html = server(() => new Response('<html>', { status: 502 }));
    const error = await html.load('seoul').catch((e: unknown) => e);
    expect(apiErrorMessage(error, LAND_MAP_MESSAGE.loadFailed)).toEqual({ id: LAND_MAP_MESSAGE.loadFailed, detail: 'Answer is not JSON' });
  });
});
