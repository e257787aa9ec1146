// The 4th LAND sale on a real chain: the remain counts fall as boxes are bought (reserved at once, sold at the reveal),
// the drawn parcels get buyer, commitment and hash, and mystery_box_rewards serves each purchase's VRF reward items.
import { AbiCoder, keccak256, parseUnits } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawRewards } from '../../server/land/mysteryBoxRewards';
import { fulfil } from '../../scripts/chains/mysteryBoxKeeper';
import { evmIncreaseTime } from '../../scripts/chains/time';
import { ApiClient } from '../../src/services/api/client';
import { purchaseRewards } from '../../src/features/mysteryBox/services/saleApi';
import { form, type TestWorld } from './support';
import type { TestChain } from './testChain';
import { addr, BSC, send, settle, startChainWorld, type ChainWorld } from './chainWorld';

const INDEX = 4;
const PRICE = parseUnits('100', 18);
/** Seeded stock of product 1 on BSC (common/localWorld/world.ts): 51001..51006; product 2 has 51101..51103. */
const STOCK = [51001, 51002, 51003, 51004];
const NAMES_EN: Record<string, string> = { irln001: 'Random Box A', irln002: 'Random Box B', irln003: 'Building Box A', irln004: 'Building Box B' };
const NAMES_KO: Record<string, string> = { irln001: '랜덤 박스 A', irln002: '랜덤 박스 B', irln003: '빌딩 박스 A', irln004: '빌딩 박스 B' };

let world: ChainWorld;
let chain: TestChain;
let w: TestWorld;
const remain = async () => (await form(w, '/web/remain_land_count', { network: 'BSC' })).body.data.count as number;
const products = async () => (await form(w, '/web/get4thLandUserList', { address: addr('alice'), network: 'BSC' })).body.data;
const rewards = (fields: Record<string, string>) => form(w, '/web/mystery_box_rewards', { network: 'BSC', ...fields });
/** What the sale's result screen gets (src/features/mysteryBox/services/saleApi.ts through the typed client). */
const appRewards = (commitId: bigint | number, lang: 'en' | 'ko') =>
  purchaseRewards(
    { api: async () => new ApiClient({ baseUrls: w.base, usedomain: '127.0.0.1:5173' }), now: () => Date.now() },
    { network: 'BSC', commitId: String(commitId), lang },
  );

/** The parcels reveal draws from a seed, as LandMysteryBox does: pick keccak(seed, commitId, i) % length, swap with the last, pop. */
function simulateDraw(seed: string, commitId: bigint, stock: bigint[], amount: number): string[] {
  const s = [...stock];
  const out: string[] = [];
  for (let i = 0; i < amount; i++) {
    const pick = Number(BigInt(keccak256(AbiCoder.defaultAbiCoder().encode(['bytes32', 'uint256', 'uint256'], [seed, commitId, i]))) % BigInt(s.length));
    out.push(s[pick]!.toString());
    s[pick] = s[s.length - 1]!;
    s.pop();
  }
  return out;
}

/** dave buys amount boxes of product 1; the commitment's id, its VRF request and the hash. */
async function buy(amount: number) {
  const dave = chain.as('dave');
  await send(dave.token.approve(chain.addresses.mysteryBox, PRICE * BigInt(amount)));
  const tx = await dave.mysteryBox.buyToken(INDEX, 1, amount, PRICE);
  await tx.wait();
  const box = chain.as('deployer').mysteryBox;
  const commitId = await box.commitCount();
  return { hash: tx.hash, commitId, requestId: (await box.commitment(commitId)).requestId };
}

/** The mock coordinator delivers a purchase; the seed the index uses is the event's VRF word: it reproduces the parcels drawn. */
async function revealAndSeed(c: { commitId: bigint; requestId: bigint }, amount: number) {
  const box = chain.as('deployer').mysteryBox;
  const stockBefore = [...(await box.getLandToken(INDEX, 1))];
  await fulfil(chain.as('carol').mysteryBox, c.requestId);
  const [ev] = await box.queryFilter(box.filters.Purchased(c.commitId));
  const drawn = ev!.args.landTokenIds.map((id: bigint) => id.toString());
  const seed = ev!.args.seed;
  expect(simulateDraw(seed, c.commitId, stockBefore, amount)).toEqual(drawn);
  return { drawn, seed };
}

beforeAll(async () => {
  world = await startChainWorld('fourth-land-index', async (c) => {
    const admin = c.as('deployer');
    await send(admin.mysteryBox.setPrice(INDEX, 1, PRICE));
    await send(
      admin.mysteryBox.batchMintSelf(
        INDEX,
        1,
        STOCK,
        STOCK.map((_, i) => ({ mapId: 5, x1: 60 + i, y1: 40, x2: 60 + i, y2: 40, premium: false })),
      ),
    );
    await send(admin.token.mint(addr('dave'), parseUnits('1000', 18)));
  });
  ({ chain, w } = world);
}, 120_000);

afterAll(() => world?.stop());

describe('the 4th LAND sale follows the mystery box', () => {
  it('counts reserved boxes out at once, marks the drawn parcels sold at the reveal and serves the VRF reward items', async () => {
    // The seeded BSC stock (common/localWorld/world.ts): boxes 1, 2 and 3 with 6, 3 and 2 parcels; only box 1 is bought here.
    expect(await remain()).toBe(11);
    expect(await products()).toEqual([
      { tokenId: '1', price: '100', remain: 6 },
      { tokenId: '2', price: '180', remain: 3 },
      { tokenId: '3', price: '150', remain: 2 },
    ]);

    const c = await buy(2);
    await settle();
    // Paid and reserved, not drawn yet: no longer remaining (as getTotalLandTokensCount), nothing sold yet.
    expect(await remain()).toBe(9);
    expect((await products())[0]).toEqual({ tokenId: '1', price: '100', remain: 4 });
    const pending = await rewards({ tx_hash: c.hash });
    expect(pending.status).toBe(200);
    expect(pending.body.data).toEqual({
      commitId: c.commitId.toString(),
      buyer: addr('dave').toLowerCase(),
      txHash: c.hash.toLowerCase(),
      revealed: false,
      landTokenIds: [],
      rewards: [],
    });

    // The result screen asks again while the API has no reveal ('waiting'), also for a commitment it does not know yet.
    expect(await appRewards(c.commitId, 'en')).toBe('waiting');
    expect(await appRewards(99, 'en')).toBe('waiting');

    const { drawn, seed } = await revealAndSeed(c, 2);
    await settle();
    expect(await remain()).toBe(9);
    const data = await form(w, '/web/Get4thLandData', { token_id: drawn[0]! });
    expect(data.body.data).toMatchObject({ tokenId: drawn[0], remain: 4 });
    const stock = await w.api.db.query<{ token_id: string; sold: boolean; buyer: string | null; commit_id: number | null; tx_hash: string | null }>(
      `SELECT token_id, sold, buyer, commit_id, tx_hash FROM fourth_land_stock WHERE chain_id = $1 AND product_id = 1 ORDER BY token_id`,
      [BSC],
    );
    expect(stock.filter((s) => s.sold).map((s) => s.token_id)).toEqual([...drawn].sort());
    for (const s of stock.filter((x) => x.sold))
      expect(s).toMatchObject({ buyer: addr('dave').toLowerCase(), commit_id: Number(c.commitId), tx_hash: c.hash.toLowerCase() });
    expect(stock.filter((s) => !s.sold).every((s) => s.buyer === null && s.commit_id === null)).toBe(true);

    const expected = drawRewards(seed, c.commitId, 2);
    expect(expected.reduce((n, r) => n + r.cnt, 0)).toBe(2);
    const byHash = await rewards({ tx_hash: c.hash, lang: 'en' });
    expect(byHash.status).toBe(200);
    expect(byHash.body.data).toMatchObject({ commitId: c.commitId.toString(), revealed: true, landTokenIds: drawn });
    expect(byHash.body.data.rewards).toEqual(expected.map((r) => ({ itemCode: r.itemCode, itemName: NAMES_EN[r.itemCode], cnt: r.cnt })));
    const byId = await rewards({ commit_id: c.commitId.toString(), lang: 'ko' });
    expect(byId.body.data.rewards).toEqual(expected.map((r) => ({ itemCode: r.itemCode, itemName: NAMES_KO[r.itemCode], cnt: r.cnt })));
    expect(await appRewards(c.commitId, 'ko')).toEqual(byId.body.data.rewards);
    // Without lang, Accept-Language decides (the form helper sends none: English).
    expect((await rewards({ commit_id: c.commitId.toString() })).body.data.rewards[0].itemName).toBe(NAMES_EN[expected[0]!.itemCode]);
  });

  it('counts the boxes of a purchase refunded by the admin (its VRF word never came) as remaining again', async () => {
    const c = await buy(1);
    await settle();
    expect((await products())[0]).toEqual({ tokenId: '1', price: '100', remain: 3 });
    await evmIncreaseTime(chain.node.rpcUrl, 86_400);
    await send(chain.as('deployer').mysteryBox.refund(c.commitId));
    await settle();
    expect((await products())[0]).toEqual({ tokenId: '1', price: '100', remain: 4 });
    expect(await remain()).toBe(9);
    const answer = await rewards({ tx_hash: c.hash });
    expect(answer.body.data).toMatchObject({ revealed: false, landTokenIds: [], rewards: [] });
  });

  it('refuses a bad hash, a missing or doubled selector and an unknown network with 400, an unknown purchase with 404', async () => {
    const bad = [
      await rewards({ tx_hash: '0x1234' }),
      await rewards({ tx_hash: 'not-a-hash' }),
      await rewards({}),
      await rewards({ tx_hash: '0x' + 'a'.repeat(64), commit_id: '1' }),
      await rewards({ commit_id: '0' }),
    ];
    for (const a of bad) expect([a.status, a.body.error]).toEqual([400, a === bad[4] ? 'error-msg-invalid-input' : 'error-msg-tx-hash']);
    const sol = await form(w, '/web/mystery_box_rewards', { network: 'SOL', tx_hash: '0x' + 'a'.repeat(64) });
    expect([sol.status, sol.body.error]).toEqual([400, 'error-msg-network']);
    const unknown = await rewards({ tx_hash: '0x' + 'a'.repeat(64) });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'error-msg-not-found']);
    expect((await rewards({ commit_id: '999' })).status).toBe(404);
    // The purchase is BSC's: asked on POL (no chain answers there) it is unknown.
    const elsewhere = await form(w, '/web/mystery_box_rewards', { network: 'POL', commit_id: '1' });
    expect([elsewhere.status, elsewhere.body.error]).toEqual([404, 'error-msg-not-found']);
  });
});
