// Issue 27 fault: the chain's RPC node goes down under two API instances. Reads answer from the index, a purchase
// intent (a write that needs the chain) is refused clearly with nothing stored, and both recover when the node is back.
// Run with npm run test:cluster.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, walletLogin, type Jar } from '../server/support';
import { fakeDeployments } from '../server/fakeDeployments';
import type { TestChain } from '../server/testChain';
import { addr, BSC, send, startListedChain } from './listedChain';
import { at, startCluster, type Cluster } from './cluster';
import { tcpSwitch, type TcpSwitch } from './tcpSwitch';

let chain: TestChain;
let rpc: TcpSwitch;
let c: Cluster;
let daveJar: Jar;
let itemId: string;

const list = (url: string) => form(at(url), '/web/market_item_list', { type: 'list' });
const intent = (url: string) =>
  form(at(url), '/web/market_prepending_create', { item_id: itemId, seller: addr('carol'), buyer: addr('dave'), amount: '1', price: '1' }, { jar: daveJar });
const purchases = async () => Number((await c.db.query<{ n: number }>('SELECT count(*)::int AS n FROM prependings'))[0]!.n);
const trades = async () => Number((await c.db.query<{ n: number }>('SELECT count(*)::int AS n FROM market_trades WHERE chain_id = $1', [BSC]))[0]!.n);

beforeAll(async () => {
  chain = await startListedChain('cluster-rpc');
  const { addresses } = chain;
  // The instances reach the node only through the switch.
  rpc = await tcpSwitch(new URL(chain.node.rpcUrl));
  const dep = fakeDeployments(Date.now());
  dep.bsc = { ...dep.bsc, rpcUrl: rpc.url, contracts: addresses };
  c = await startCluster({ deployments: dep, nginx: false });
  daveJar = (await walletLogin(at(c.apis[0].url), 'dave')).jar;
  const rows = (await form(at(c.apis[0].url), '/web/market_item_list_with_owner', { type: 'list', owner_addr: addr('carol') })).body.data.rows;
  itemId = String(rows.find((r: { tokenId: string }) => r.tokenId === '15002').id);
});
afterAll(async () => {
  await c?.stop();
  await rpc?.off().catch(() => undefined);
  await chain?.stop();
});

describe('the RPC node down', () => {
  it('reads answer from the index, a purchase intent is refused with nothing stored, and both recover', async () => {
    const [a, b] = c.apis;
    const before = (await list(b.url)).body.data.total;
    await rpc.off();
    const read = await list(b.url);
    expect([read.status, read.body.data.total]).toEqual([200, before]);
    const stored = await purchases();
    const refused = await intent(a.url);
    expect([refused.status, refused.body.error]).toEqual([503, 'error-msg-chain-unavailable']);
    expect(await purchases()).toBe(stored);

    // A trade made on chain while the node is unreachable to the API is indexed once it is back.
    await send(chain.as('dave').market.Transaction_Item_WithToken(1, 1));
    await rpc.on();
    for (let i = 0; i < 100 && (await trades()) < 1; i++) {
      await list(b.url);
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(await trades()).toBe(1);
    const accepted = await intent(a.url);
    expect(accepted.status).toBe(200);
    expect(await purchases()).toBe(stored + 1);
  });
});
