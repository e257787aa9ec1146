// Contract tests of spec 7's market and LAND reads: payloads as sent, answers as read. The chains do not answer here
// (an indexed world, as tests/server/market.test.ts); the writes checked on chain: marketWrites.contract.test.ts.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { account } from '@common/localWorld/accounts';
import { startWorld, type TestWorld } from '../../../../tests/server/support';
import { fakeDeployments } from '../../../../tests/server/fakeDeployments';
import { indexWorldListings } from '../../../../tests/server/fixtures';
import { expectForm, recordingClient, sentTo, specCase } from '../../../../tests/server/specCallHarness';

let w: TestWorld;
beforeAll(async () => {
  const dep = fakeDeployments(Date.now());
  w = await startWorld({ deployments: dep, profile: 'spec' });
  await indexWorldListings(w.api.db, dep, Date.now());
});
afterAll(async () => {
  await w?.stop();
});

const alice = account('alice').address;
const bob = account('bob').address;
const carol = account('carol').address;
/** The spec's land item fields (section 3) that every market list row carries. */
const LAND_ITEM = { n: expect.any(String), id: expect.any(Number), nft_id: expect.any(String), thumburl: expect.any(String), tokenId: expect.any(String) };

describe('market lists (section 3 market query)', () => {
  specCase('marketItemList', 'sends type, mapId, page, count, search, for_sale and order {name, ct} as JSON text; reads land items', async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.marketItems({ type: 'list', page: 1, count: 12, for_sale: '1', order: { name: 'price', ct: 'asc' } });
    expectForm(sentTo(sent, 'marketItemList'), {
      type: 'list',
      mapId: '0',
      page: '1',
      count: '12',
      search: '',
      for_sale: '1',
      order: '{"name":"price","ct":"asc"}',
    });
    expect(r.data.total).toBeGreaterThan(0);
    expect(r.data.rows[0]).toMatchObject({ ...LAND_ITEM, value: expect.any(Number), hashRate: expect.any(Number), owner_address: expect.any(String) });
    const prices = r.data.rows.map((row) => Number(row.dviprice));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  specCase('marketItemListWithOwner', "sends the market query with owner_addr; reads the owner's land items", async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.marketItemsWithOwner({ type: 'list', owner_addr: carol });
    expectForm(sentTo(sent, 'marketItemListWithOwner'), {
      type: 'list',
      mapId: '0',
      page: '1',
      count: '12',
      search: '',
      for_sale: '0',
      order: '{"name":"date","ct":"desc"}',
      owner_addr: carol,
    });
    expect(r.data.rows.length).toBeGreaterThan(0);
    expect(r.data.rows.every((row) => row.owner_address === carol.toLowerCase())).toBe(true);
  });

  specCase('marketItemSearchName', 'sends search; reads the land items of that name', async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.marketSearchName('10012');
    expectForm(sentTo(sent, 'marketItemSearchName'), { search: '10012' });
    expect(r.data.rows.map((row) => row.tokenId)).toEqual(['10012']);
  });
});

describe('LAND map and LAND market', () => {
  specCase('landData', 'sends Land (the city); reads the land list of map items', async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.landData('seoul');
    expectForm(sentTo(sent, 'landData'), { Land: 'seoul' });
    expect(r.data.rows.length).toBe(r.data.width * r.data.height);
    expect(r.data.rows.find((b) => b.tokenId === '10005')).toMatchObject({
      c: expect.any(Number),
      coordinates: expect.stringMatching(/^\d+,\d+$/),
      owner_address: bob.toLowerCase(),
    });
  });

  specCase(
    'marketLandItemList',
    'sends land_code and network; reads data.rows with index, dviprice, tokentype, owner_address, logo_url, btn_state, salestate, chain_id',
    async () => {
      const { api, sent } = recordingClient(w);
      const r = await api.landItemList({ land_code: 'seoul', network: 'BSC' });
      expectForm(sentTo(sent, 'marketLandItemList'), { land_code: 'seoul', network: 'BSC' });
      const row = r.data.rows.find((x) => x.tokenId === '10011');
      expect(row).toMatchObject({
        index: expect.any(Number),
        dviprice: '0.5',
        tokentype: '721',
        owner_address: bob.toLowerCase(),
        logo_url: expect.any(String),
      });
      expect(row).toMatchObject({ btn_state: expect.any(Number), salestate: 2, chain_id: 31338 });
    },
  );

  specCase('marketLandItem', 'sends land_code, network and itemId; reads the land map item', async () => {
    const { api, sent } = recordingClient(w);
    const first = (await api.landItemList({ land_code: 'seoul', network: 'BSC' })).data.rows[0]!;
    const r = await api.landItem({ land_code: 'seoul', network: 'BSC', itemId: first.index });
    expectForm(sentTo(sent, 'marketLandItem'), { land_code: 'seoul', network: 'BSC', itemId: String(first.index) });
    expect(r.data).toMatchObject({ id: first.index, coordinates: first.coordinates, dviprice: first.dviprice, salestate: first.salestate });
  });

  specCase('marketLandWithOwner', "sends land_code, network, owner_addr, stake ('1' or '0') and campaignId; reads LAND cards", async () => {
    const { api, sent } = recordingClient(w);
    const staked = await api.landWithOwner({ land_code: 'seoul', network: 'BSC', owner_addr: alice, stake: '1', campaignId: 1 });
    expectForm(sentTo(sent, 'marketLandWithOwner'), { land_code: 'seoul', network: 'BSC', owner_addr: alice, stake: '1', campaignId: '1' });
    expect(staked.data.rows.map((c) => c.tokenId).sort()).toEqual(['10009', '15001']);
    const free = await api.landWithOwner({ land_code: 'seoul', network: 'BSC', owner_addr: alice, stake: '0' });
    expect(free.data.rows.find((c) => c.tokenId === '10003')).toMatchObject({
      x1: 12,
      y1: 10,
      x2: 13,
      y2: 10,
      isErc1155: false,
      nftId: expect.any(String),
      imageUrl: expect.any(String),
    });
  });
});

describe('4th land sale', () => {
  specCase('fourthLandList', 'sends address and network; reads the sale entries (truthy shows the popup)', async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.fourthLandList({ address: alice, network: 'BSC' });
    expectForm(sentTo(sent, 'fourthLandList'), { address: alice, network: 'BSC' });
    expect(r.data?.[0]).toEqual({ tokenId: '1', price: '100', remain: 6 });
    expect((await api.fourthLandList({ address: alice, network: 'ETH' })).data).toBeNull();
  });

  specCase('fourthLandData', "sends token_id; reads the parcel's card, price and remaining count", async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.fourthLandData('51001');
    expectForm(sentTo(sent, 'fourthLandData'), { token_id: '51001' });
    expect(r.data).toMatchObject({ tokenId: '51001', x1: 60, y1: 40, price: '100', remain: 6 });
  });

  specCase('remainLandCount', 'sends network; reads the count', async () => {
    const { api, sent } = recordingClient(w);
    const r = await api.remainLandCount('POL');
    expectForm(sentTo(sent, 'remainLandCount'), { network: 'POL' });
    expect(r.data).toEqual({ count: 9 });
  });
});
