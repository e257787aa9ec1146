// Issue 27 fault: the balancer's target dies in the middle of a purchase intent. The client sends the same intent again
// and the survivor answers it; the intent is stored once, also when the same intent reaches both instances at once or
// is sent again after an answer the client never saw. Run with npm run test:cluster.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, walletLogin, type Jar } from '../server/support';
import { fakeDeployments } from '../server/fakeDeployments';
import type { TestChain } from '../server/testChain';
import { addr, startListedChain } from './listedChain';
import { at, startCluster, type Cluster } from './cluster';
import { tcpSwitch, type TcpSwitch } from './tcpSwitch';

let chain: TestChain;
/** Each instance reaches the node through its own switch, so a held request shows which instance took it. */
let rpcs: TcpSwitch[];
let c: Cluster;
let daveJar: Jar;
let itemId: string;

const intent = (url: string, amount = '1') =>
  form(at(url), '/web/market_prepending_create', { item_id: itemId, seller: addr('carol'), buyer: addr('dave'), amount, price: '1' }, { jar: daveJar });
const records = async () =>
  (await c.db.query<{ id: number; amount: number }>("SELECT id, amount FROM prependings WHERE status = 'pending' ORDER BY id")).map((r) => [r.id, r.amount]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  chain = await startListedChain('cluster-intent');
  const { addresses } = chain;
  rpcs = await Promise.all([0, 1].map(() => tcpSwitch(new URL(chain.node.rpcUrl))));
  const dep = fakeDeployments(Date.now());
  const on = (rpcUrl: string) => ({ ...dep, bsc: { ...dep.bsc, rpcUrl, contracts: addresses } });
  c = await startCluster({ deployments: on(chain.node.rpcUrl), deploymentsOf: (i) => on(rpcs[i]!.url) });
  daveJar = (await walletLogin(at(c.apis[0].url), 'dave')).jar;
  const rows = (await form(at(c.apis[0].url), '/web/market_item_list_with_owner', { type: 'list', owner_addr: addr('carol') })).body.data.rows;
  itemId = String(rows.find((r: { tokenId: string }) => r.tokenId === '15002').id);
});
afterAll(async () => {
  await c?.stop();
  for (const r of rpcs ?? []) await r.off().catch(() => undefined);
  await chain?.stop();
});

describe('a purchase intent sent again', () => {
  it('the same intent on both instances at once, and again after its answer: one record, one id', async () => {
    const [a, b] = c.apis;
    const both = await Promise.all([intent(a.url), intent(b.url)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const id = both[0]!.body.data.prepending_id as number;
    expect(both[1]!.body.data.prepending_id).toBe(id);
    // The client never saw the answer and sends it again: the same record.
    expect((await intent(b.url)).body.data.prepending_id).toBe(id);
    expect(await records()).toEqual([[id, 1]]);
    // Another amount is another purchase.
    const two = await intent(a.url, '2');
    expect(two.status).toBe(200);
    expect(two.body.data.prepending_id).not.toBe(id);
  });

  it("the balancer's target is killed mid-intent: the retry through the balancer is answered by the other, stored once", async () => {
    if (!c.balancer) {
      // Without nginx installed there is no balancer to test; the case above still ran.
      expect(c.balancer).toBeUndefined();
      return;
    }
    const lb = c.balancer.url;
    const before = await records();
    // No read for a while, so no index run is on its way to the node: the first request held is the intent's.
    await sleep(1_500);
    for (const r of rpcs) r.hold();
    const first = intent(lb, '3');
    let target = -1;
    for (let i = 0; i < 100 && target < 0; i++) {
      await sleep(50);
      target = rpcs.findIndex((r) => r.held > 0);
    }
    expect(target).toBeGreaterThanOrEqual(0);
    await c.apis[target]!.kill();
    const lost = await first;
    // nginx does not send a POST to another instance once one took it: the client is told the request failed.
    expect(lost.status).toBe(502);
    for (const r of rpcs) r.release();
    expect(await records()).toEqual(before);

    const retry = await intent(lb, '3');
    expect(retry.status).toBe(200);
    const id = retry.body.data.prepending_id as number;
    // And once more, as a client that lost this answer too.
    expect((await intent(lb, '3')).body.data.prepending_id).toBe(id);
    expect(await records()).toEqual([...before, [id, 3]]);
  });
});
