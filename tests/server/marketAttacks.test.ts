// Market records on a real chain: prices from the listing, trades only from matching receipts, a hash used once, forged records refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JsonRpcProvider, NonceManager, Transaction, Wallet, ZeroAddress, hexlify, parseUnits, randomBytes } from 'ethers';
import { account, type AccountName } from '@common/localWorld/accounts';
import { connectWorld } from '../../src/services/chain/contracts';
import { deployWorld } from '../../scripts/chains/deploy';
import { startNode, type RunningNode } from '../../scripts/chains/node';
import { form, idLogin, startWorld, walletLogin, type Jar, type TestWorld } from './support';
import { fakeDeployments } from './fakeDeployments';
import { deployFakeMarket } from './fakeMarket';
import { INTENT_REPLAY_MS } from '../../server/market/purchaseIntent';

const BSC = 31338;
let node: RunningNode;
let provider: JsonRpcProvider;
let w: TestWorld;
let addresses: Awaited<ReturnType<typeof deployWorld>>['addresses'];
let daveJar: Jar;

const addr = (name: AccountName) => account(name).address;
const as = (name: AccountName) => connectWorld(addresses, new NonceManager(new Wallet(account(name).privateKey, provider)));
const parcel = (x: number) => ({ mapId: 1, x1: x, y1: 10, x2: x, y2: 10, premium: false });
const send = async (tx: Promise<{ hash: string; wait(): Promise<unknown> }>) => {
  const t = await tx;
  await t.wait();
  return t.hash;
};

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mw-market-chain-'));
  node = await startNode({ chainId: BSC, port: 0, dataDir: dir, logFile: join(dir, 'node.log') });
  provider = new JsonRpcProvider(node.rpcUrl, BSC, { staticNetwork: true, pollingInterval: 20, cacheTimeout: -1 });
  ({ addresses } = await deployWorld({
    admin: new Wallet(account('deployer').privateKey, provider),
    signers: [account('signer').address],
    metadataBase: 'http://127.0.0.1:8787/nft/test',
  }));
  // The BSC listings of the API's seed, listed on chain: 1 bob's #10011 (0.5 native), 2 carol's #10012 (250 tokens),
  // 3 carol's two of 1155 #15002 (120 tokens each). dave owns #10008, not listed.
  const admin = as('deployer');
  await send(admin.land721.mint(addr('bob'), 10011, parcel(24)));
  await send(admin.land721.mint(addr('carol'), 10012, parcel(25)));
  await send(admin.land721.mint(addr('dave'), 10008, parcel(20)));
  await send(admin.land1155.mint(addr('carol'), 15002, 4, parcel(31)));
  for (const n of ['alice', 'dave'] as const) await send(admin.token.mint(addr(n), parseUnits('10000', 18)));
  const bob = as('bob');
  await send(bob.land721.setApprovalForAll(addresses.market, true));
  await send(bob.market.Sell_Item(addresses.land721, 10011, 1, parseUnits('0.5', 18), ZeroAddress));
  const carol = as('carol');
  await send(carol.land721.setApprovalForAll(addresses.market, true));
  await send(carol.land1155.setApprovalForAll(addresses.market, true));
  await send(carol.market.Sell_Item(addresses.land721, 10012, 1, parseUnits('250', 18), addresses.token));
  await send(carol.market.Sell_Item(addresses.land1155, 15002, 2, parseUnits('120', 18), addresses.token));
  const dep = fakeDeployments(Date.now());
  dep.bsc = { ...dep.bsc, rpcUrl: node.rpcUrl, contracts: addresses };
  w = await startWorld({ deployments: dep });
  daveJar = (await walletLogin(w, 'dave')).jar;
}, 120_000);

afterAll(async () => {
  await w?.stop();
  provider?.destroy();
  await node?.stop();
});

async function itemOf(seller: AccountName, tokenId: string) {
  const rows = (await form(w, '/web/market_item_list_with_owner', { type: 'list', owner_addr: addr(seller) })).body.data.rows;
  return rows.find((r: { tokenId: string }) => r.tokenId === tokenId);
}
const prepend = (item: { id: number }, seller: AccountName, price: string, amount = '1', jar = daveJar, buyer: AccountName = 'dave') =>
  form(w, '/web/market_prepending_create', { item_id: String(item.id), seller: addr(seller), buyer: addr(buyer), amount, price }, { jar });
const trade = (prependingId: number, hash: string, jar = daveJar) =>
  form(w, '/web/market_item_trade', { prepending_id: String(prependingId), hash_addr: hash }, { jar });
/** Sends a transaction that reverts with a fixed gas limit: the node mines it (status 0) and reports the revert. */
async function sendFailing(name: AccountName, data: string): Promise<string> {
  const signer = new Wallet(account(name).privateKey, provider);
  const raw = await signer.signTransaction(await signer.populateTransaction({ to: addresses.market, data, gasLimit: 500_000 }));
  await provider.broadcastTransaction(raw).catch(() => undefined);
  return Transaction.from(raw).hash!;
}
const statusOf = async (id: number) =>
  (await w.api.db.query<{ status: string; tx_hash: string | null }>('SELECT status, tx_hash FROM prependings WHERE id = $1', [id]))[0];

describe('market records from the chain', () => {
  it("records a real trade at the listing's price, refuses another price or amount, and the list views follow the chain", async () => {
    const item = await itemOf('carol', '10012');
    const [cheaper, more] = await Promise.all([prepend(item, 'carol', '249'), prepend(item, 'carol', '250', '2')]);
    expect([cheaper.status, cheaper.body.error, more.body.error]).toEqual([400, 'error-msg-price', 'error-msg-amount']);
    const p = await prepend(item, 'carol', '250.000');
    expect(p.status).toBe(200);
    const id = p.body.data.prepending_id as number;
    const dave = as('dave');
    await send(dave.token.approve(addresses.market, parseUnits('250', 18)));
    const hash = await send(dave.market.trade(2, 1));
    expect((await trade(id, hash)).body).toEqual({ data: 'success' });
    expect(await statusOf(id)).toEqual({ status: 'traded', tx_hash: hash.toLowerCase() });
    expect((await trade(id, hash)).status).toBe(409);
    expect(await itemOf('carol', '10012')).toMatchObject({ salestate: 0, dviprice: '250' });
    const blocks = (await form(w, '/web/GetLandData', { Land: 'seoul' })).body.data.rows.filter((b: { tokenId: string }) => b.tokenId === '10012');
    expect(blocks.every((b: { owner_address: string; salestate: number }) => b.owner_address === addr('dave').toLowerCase() && b.salestate === 0)).toBe(true);
  });

  it('refuses forged trades in parallel: unrelated, unknown, failed, another item or buyer, an event from another contract', async () => {
    const item = await itemOf('carol', '15002');
    const id = (await prepend(item, 'carol', '120')).body.data.prepending_id as number;
    const dave = as('dave');
    const unrelated = await send(dave.token.approve(addresses.staking, 1n));
    const failed = await sendFailing('dave', dave.market.interface.encodeFunctionData('trade', [3, 1])); // no allowance
    await expect(provider.getTransactionReceipt(failed)).resolves.toMatchObject({ status: 0 });
    const alice = as('alice');
    const otherItem = await send(alice.market.trade(1, 1, { value: parseUnits('0.5', 18) }));
    await send(alice.token.approve(addresses.market, parseUnits('120', 18)));
    const otherBuyer = await send(alice.market.trade(3, 1));
    // The very event dave's purchase needs, emitted by a contract that is not the deployed market.
    const forger = await deployFakeMarket(new Wallet(account('dave').privateKey, provider));
    const fakeEvent = await send(forger.getFunction('fake')(3, addr('dave'), 1, parseUnits('120', 18)) as never);
    const forged = [unrelated, hexlify(randomBytes(32)), failed, otherItem, otherBuyer, fakeEvent];
    const answers = await Promise.all(forged.map((h) => trade(id, h)));
    expect(answers.map((a) => [a.status, a.body.error])).toEqual(forged.map(() => [400, 'error-msg-tx-hash']));
    expect(await statusOf(id)).toEqual({ status: 'pending', tx_hash: null });
    // Another user cannot record dave's purchase, even with a real hash.
    const bobJar = (await walletLogin(w, 'bob')).jar;
    expect((await trade(id, otherBuyer, bobJar)).status).toBe(403);
  });

  it('accepts exactly one of 10 parallel trade records with the same real hash', async () => {
    const item = await itemOf('carol', '15002');
    // Ten purchases of the same item: an identical intent within INTENT_REPLAY_MS is a retry answered with the first
    // record, so each comes after that window.
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      ids.push((await prepend(item, 'carol', '120')).body.data.prepending_id as number);
      w.clock.advance(INTENT_REPLAY_MS + 1);
    }
    expect(new Set(ids).size).toBe(10);
    const dave = as('dave');
    await send(dave.token.approve(addresses.market, parseUnits('120', 18)));
    const hash = await send(dave.market.trade(3, 1));
    const answers = await Promise.all(ids.map((id) => trade(id, hash)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.error === 'error-msg-conflict')).toHaveLength(9);
    const rows = await w.api.db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM prependings WHERE tx_hash = $1 AND status = 'traded'", [
      hash.toLowerCase(),
    ]);
    expect(rows[0]!.n).toBe(1);
    expect(await itemOf('carol', '15002')).toMatchObject({ salestate: 0, value: 0 });
  });

  it('shows a listing sold outside the app off sale (the index follows the chain) and refuses a purchase of it', async () => {
    const item = await itemOf('bob', '10011'); // bought by alice on chain in the forged-records test, never recorded here
    expect(item.salestate).toBe(0);
    const r = await prepend(item, 'bob', '0.5');
    expect([r.status, r.body.error]).toEqual([400, 'error-msg-item']);
    expect(await itemOf('bob', '10011')).toMatchObject({ salestate: 0 });
  });

  it('records a LAND listing only when the seller listed it on chain, at that price, and then sells it through the LAND market', async () => {
    const block = (await form(w, '/web/GetLandData', { Land: 'seoul' })).body.data.rows.find((b: { tokenId: string }) => b.tokenId === '10008');
    const fields = { land_code: 'seoul', network: 'BSC', itemId: String(block.id), price: '42' };
    expect((await form(w, '/web/lgl0004_ex', fields, { jar: daveJar })).body.error).toBe('error-msg-item');
    const dave = as('dave');
    await send(dave.land721.setApprovalForAll(addresses.market, true));
    await send(dave.market.Sell_Item(addresses.land721, 10008, 1, parseUnits('42', 18), addresses.token));
    const [wrong, right] = await Promise.all([
      form(w, '/web/lgl0004_ex', { ...fields, price: '41' }, { jar: daveJar }),
      form(w, '/web/lgl0004_ex', fields, { jar: daveJar }),
    ]);
    expect([wrong.body.error, right.body]).toEqual(['error-msg-price', { data: 'success' }]);
    expect((await form(w, '/web/lgl0001_ex', fields)).body.data).toMatchObject({ salestate: 2, dviprice: '42' });
    expect(await itemOf('dave', '10008')).toMatchObject({ salestate: 1, dviprice: '42' });

    const { jar, user } = await idLogin(w, 'alice01');
    const buy = { account: user.account, itemId: String(block.id), ownerId: addr('dave'), land_code: 'seoul', network: 'BSC' };
    expect((await form(w, '/web/lgl0002_ex', { ...buy, price: '1' }, { jar })).body.error).toBe('error-msg-price');
    const p = await form(w, '/web/lgl0002_ex', { ...buy, price: '42' }, { jar });
    const alice = as('alice');
    await send(alice.token.approve(addresses.market, parseUnits('42', 18)));
    const hash = await send(alice.market.trade(4, 1));
    expect((await trade(p.body.data.prepending_id, hash, jar)).body).toEqual({ data: 'success' });
    expect((await form(w, '/web/lgl0001_ex', fields)).body.data).toMatchObject({ salestate: 0, owner_address: addr('alice').toLowerCase() });
  });
});
