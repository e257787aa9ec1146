// Contract tests of spec 7's market writes on a real chain (the API records only what the chain shows): purchase
// records, the trade record, a LAND listing and a LAND purchase, sent by the client and read back.
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { parseUnits } from 'ethers';
import { account, type AccountName } from '@common/localWorld/accounts';
import { hashPasswordForApi } from '../password';
import { startWorld, type TestWorld } from '../../../../tests/server/support';
import { fakeDeployments } from '../../../../tests/server/fakeDeployments';
import { startTestChain, type TestChain } from '../../../../tests/server/testChain';
import { expectForm, recordingClient, sentTo, specCase } from '../../../../tests/server/specCallHarness';

const BSC = 31338;
let chain: TestChain;
let w: TestWorld;
const addr = (name: AccountName) => account(name).address;
const send = async (tx: Promise<{ hash: string; wait(): Promise<unknown> }>) => {
  const t = await tx;
  await t.wait();
  return t.hash;
};
const parcel = (x: number) => ({ mapId: 1, x1: x, y1: 10, x2: x, y2: 10, premium: false });

beforeAll(async () => {
  // As tests/server/marketAttacks.test.ts: carol lists her LAND #10012 for 250 tokens (market item 1); dave owns #10008.
  chain = await startTestChain(BSC, 'contract-market');
  const admin = chain.as('deployer');
  await send(admin.land721.mint(addr('carol'), 10012, parcel(25)));
  await send(admin.land721.mint(addr('dave'), 10008, parcel(20)));
  for (const n of ['alice', 'dave'] as const) await send(admin.token.mint(addr(n), parseUnits('10000', 18)));
  const carol = chain.as('carol');
  await send(carol.land721.setApprovalForAll(chain.addresses.market, true));
  await send(carol.market.Sell_Item(chain.addresses.land721, 10012, 1, parseUnits('250', 18), chain.addresses.token));
  const dep = fakeDeployments(Date.now());
  dep.bsc = { ...dep.bsc, rpcUrl: chain.node.rpcUrl, contracts: chain.addresses };
  w = await startWorld({ deployments: dep, profile: 'spec' });
}, 120_000);
afterAll(async () => {
  await w?.stop();
  await chain?.stop();
});

/** dave signed in with the spec's wallet login, and carol's listed LAND as the market lists it. */
async function daveAndCarolsItem() {
  const c = recordingClient(w);
  await c.api.unsignedWalletLogin({ wallet_addr: addr('dave'), wallet: 1 });
  const item = (await c.api.marketItemsWithOwner({ type: 'list', owner_addr: addr('carol') })).data.rows.find((r) => r.tokenId === '10012')!;
  return { ...c, item };
}

describe('item purchases', () => {
  specCase('marketPrependingCreate', 'sends item_id, seller, buyer, amount and price; reads the prepending id', async () => {
    const { api, sent, item } = await daveAndCarolsItem();
    const r = await api.prependingCreate({ item_id: item.id, seller: addr('carol'), buyer: addr('dave'), amount: 1, price: item.dviprice });
    expectForm(sentTo(sent, 'marketPrependingCreate'), { item_id: String(item.id), seller: addr('carol'), buyer: addr('dave'), amount: '1', price: '250' });
    expect(r.data.prepending_id).toBeGreaterThan(0);
  });

  specCase('marketItemTrade', "sends prepending_id and hash_addr of the mined trade; data 'success'", async () => {
    const { api, sent, item } = await daveAndCarolsItem();
    const { prepending_id } = (await api.prependingCreate({ item_id: item.id, seller: addr('carol'), buyer: addr('dave'), amount: 1, price: item.dviprice }))
      .data;
    const dave = chain.as('dave');
    await send(dave.token.approve(chain.addresses.market, parseUnits('250', 18)));
    const hash = await send(dave.market.trade(1, 1));
    expect((await api.itemTrade({ prepending_id, hash_addr: hash })).data).toBe('success');
    expectForm(sentTo(sent, 'marketItemTrade'), { prepending_id: String(prepending_id), hash_addr: hash });
  });
});

describe('LAND listing and purchase', () => {
  specCase('marketLandSell', "sends land_code, network, itemId and price of a LAND listed on chain; data 'success'", async () => {
    const { api, sent } = recordingClient(w);
    await api.unsignedWalletLogin({ wallet_addr: addr('dave'), wallet: 1 });
    const dave = chain.as('dave');
    await send(dave.land721.setApprovalForAll(chain.addresses.market, true));
    await send(dave.market.Sell_Item(chain.addresses.land721, 10008, 1, parseUnits('42', 18), chain.addresses.token));
    const block = (await api.landData('seoul')).data.rows.find((b) => b.tokenId === '10008')!;
    expect((await api.landSell({ land_code: 'seoul', network: 'BSC', itemId: block.id, price: '42' })).data).toBe('success');
    expectForm(sentTo(sent, 'marketLandSell'), { land_code: 'seoul', network: 'BSC', itemId: String(block.id), price: '42' });
    expect((await api.landItem({ land_code: 'seoul', network: 'BSC', itemId: block.id })).data).toMatchObject({ salestate: 2, dviprice: '42' });
  });

  specCase('marketLandBuyItem', 'sends account, itemId, ownerId, price, land_code and network; reads the prepending id', async () => {
    const { api, sent } = recordingClient(w);
    const [user] = await api.login({ account: 'alice01', password: await hashPasswordForApi('Passw0rd!') });
    const listed = (await api.landItemList({ land_code: 'seoul', network: 'BSC' })).data.rows.find((x) => x.tokenId === '10008' && x.salestate === 2)!;
    const input = { account: user.account, itemId: listed.index, ownerId: addr('dave'), price: listed.dviprice, land_code: 'seoul', network: 'BSC' } as const;
    const r = await api.landBuyItem(input);
    expectForm(sentTo(sent, 'marketLandBuyItem'), { ...input, itemId: String(listed.index), price: '42' });
    expect(r.data.prepending_id).toBeGreaterThan(0);
  });
});
