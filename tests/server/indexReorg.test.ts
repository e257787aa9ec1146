// Issue 27: a chain reorganisation of a few blocks (a Hardhat snapshot revert, then other blocks) under the staking and
// mystery-box indexes: a dropped deposit, withdrawal, box purchase or reveal is undone in what the API shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUnits } from 'ethers';
import type { AccountName } from '@common/localWorld/accounts';
import { chainTime, evmIncreaseTime, evmRevert, evmSnapshot } from '../../scripts/chains/time';
import { fulfil } from '../../scripts/chains/mysteryBoxKeeper';
import { form, type TestWorld } from './support';
import type { TestChain } from './testChain';
import { addr, low, send, settle, startChainWorld, type ChainWorld } from './chainWorld';
import { cityMap as mapOf, landCards, parcelOf as parcel } from './landReads';

const STOCK = 51001; // Berlin stock of product 1 of the 4th LAND sale, unsold in the seed
const PRICE = parseUnits('100', 18);
let world: ChainWorld;
let chain: TestChain;
let w: TestWorld;

const cityMap = (city: 'seoul' | 'berlin') => mapOf(w, city);
const stakedCards = (who: AccountName) => landCards(w, who, '1');
const remain = async () => (await form(w, '/web/remain_land_count', { network: 'BSC' })).body.data.count as number;
/** A reorganisation: back to the snapshot, then more blocks than were dropped (none with an event the indexes follow). */
async function reorg(snapshot: string) {
  await evmRevert(chain.node.rpcUrl, snapshot);
  for (let i = 0; i < 4; i++) await send(chain.as('deployer').token.mint(addr('erin'), 1n));
  await settle();
}

beforeAll(async () => {
  world = await startChainWorld('index-reorg', async (c) => {
    const admin = c.as('deployer');
    // bob's seeded 2x2 at (10, 12), as the seed mints it.
    await send(admin.land721.mint(addr('bob'), 10005, { mapId: 1, x1: 10, y1: 12, x2: 11, y2: 13, premium: false }));
    await send(admin.token.mint(addr('dave'), parseUnits('1000', 18)));
    await send(admin.staking.setupCampaign(1, (await chainTime(c.node.rpcUrl)) + 3_600));
    await send(admin.staking.launchCampaign(1));
    await send(admin.staking.setWithdrawEnabled(true));
    await send(c.as('bob').land721.setApprovalForAll(c.addresses.staking, true));
    await send(admin.mysteryBox.setPrice(4, 1, PRICE));
    await send(admin.mysteryBox.batchMintSelf(4, 1, [STOCK], [{ mapId: 5, x1: 60, y1: 40, x2: 60, y2: 40, premium: false }]));
  });
  ({ chain, w } = world);
}, 120_000);

afterAll(() => world?.stop());

describe('the staking index under a reorganisation', () => {
  it('a dropped deposit is no longer staked; a dropped withdrawal is staked again', async () => {
    // A fresh signer for each transaction: a reverted chain takes back the nonces a signer counted.
    const bob = () => chain.as('bob').staking;
    const beforeDeposit = await evmSnapshot(chain.node.rpcUrl);
    await send(bob().depositERC721(1, chain.addresses.land721, [10005]));
    await settle();
    expect(parcel(await cityMap('seoul'), 10005).staked).toBe(true);
    expect(await stakedCards('bob')).toEqual(['10005']);
    await reorg(beforeDeposit);
    expect(parcel(await cityMap('seoul'), 10005)).toMatchObject({ staked: false, owner: low('bob') });
    expect(await stakedCards('bob')).toEqual([]);

    // Staked for good this time; then a withdrawal that the chain drops.
    await send(bob().depositERC721(1, chain.addresses.land721, [10005]));
    await settle();
    expect(await stakedCards('bob')).toEqual(['10005']);
    const beforeWithdraw = await evmSnapshot(chain.node.rpcUrl);
    await evmIncreaseTime(chain.node.rpcUrl, 31 * 86_400 + 7_200);
    await send(bob().withdraw(1, chain.addresses.land721, [10005], [1]));
    await settle();
    expect(await stakedCards('bob')).toEqual([]);
    await reorg(beforeWithdraw);
    expect(parcel(await cityMap('seoul'), 10005)).toMatchObject({ staked: true, owner: low('bob') });
    expect(await stakedCards('bob')).toEqual(['10005']);
  });
});

describe('the mystery-box index under a reorganisation', () => {
  it('a dropped purchase and reveal: the box is remaining again, its LAND unsold and no longer the buyer’s', async () => {
    const start = await remain();
    const before = parcel(await cityMap('berlin'), STOCK);
    expect(before.sold).toBe(false);
    const beforePurchase = await evmSnapshot(chain.node.rpcUrl);
    const dave = chain.as('dave');
    await send(dave.token.approve(chain.addresses.mysteryBox, PRICE));
    const tx = await dave.mysteryBox.buyToken(4, 1, 1, PRICE);
    await tx.wait();
    await fulfil(dave.mysteryBox, (await dave.mysteryBox.commitment(1)).requestId);
    await settle();
    expect(parcel(await cityMap('berlin'), STOCK)).toMatchObject({ sold: true, owner: low('dave') });
    expect(await remain()).toBe(start - 1);
    expect((await form(w, '/web/mystery_box_rewards', { network: 'BSC', tx_hash: tx.hash })).body.data.revealed).toBe(true);

    await reorg(beforePurchase);
    expect(parcel(await cityMap('berlin'), STOCK)).toEqual(before);
    expect(await remain()).toBe(start);
    expect((await form(w, '/web/mystery_box_rewards', { network: 'BSC', tx_hash: tx.hash })).status).toBe(404);
  });
});
