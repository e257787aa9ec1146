// The LAND map and lgl0003_ex on a real chain: they follow LandStaking's deposits and withdrawals, LandMarket's trades and
// the mystery box's sales made after seeding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARCEL_FLAG } from '@common/api/landMap';
import type { AccountName } from '@common/localWorld/accounts';
import { parseUnits } from 'ethers';
import { chainTime, evmIncreaseTime } from '../../scripts/chains/time';
import { fulfil } from '../../scripts/chains/mysteryBoxKeeper';
import type { TestWorld } from './support';
import type { TestChain } from './testChain';
import { addr, send, settle, startChainWorld, type ChainWorld } from './chainWorld';
import { cityMap, landCards, parcelOf } from './landReads';

let world: ChainWorld;
let chain: TestChain;
let w: TestWorld;

const seoul = () => cityMap(w, 'seoul');
const isStaked = (m: Awaited<ReturnType<typeof seoul>>, tokenId: string) => parcelOf(m, tokenId).staked;
const ownerOf = (m: Awaited<ReturnType<typeof seoul>>, tokenId: string) => parcelOf(m, tokenId).owner;
const cards = (who: AccountName, stake: '0' | '1') => landCards(w, who, stake);
const stakedCards = (who: AccountName) => cards(who, '1');

beforeAll(async () => {
  world = await startChainWorld('land-map-staking', async (c) => {
    const admin = c.as('deployer');
    // bob's seeded 2x2 at (10, 12), as the seed mints it.
    await send(admin.land721.mint(addr('bob'), 10005, { mapId: 1, x1: 10, y1: 12, x2: 11, y2: 13, premium: false }));
    // alice's seeded 1x1 at (10, 10), and tokens for dave to buy it with.
    await send(admin.land721.mint(addr('alice'), 10001, { mapId: 1, x1: 10, y1: 10, x2: 10, y2: 10, premium: false }));
    await send(admin.token.mint(addr('dave'), parseUnits('1000', 18)));
    const start = (await chainTime(c.node.rpcUrl)) + 3_600;
    await send(admin.staking.setupCampaign(1, start));
    await send(admin.staking.launchCampaign(1));
    await send(admin.staking.setWithdrawEnabled(true));
  });
  ({ chain, w } = world);
}, 120_000);

afterAll(() => world?.stop());

describe('staked LAND on the map', () => {
  it('shows what the staking contract holds: a deposit after seeding is staked under its staker, a withdrawal is not', async () => {
    const first = await seoul();
    // This chain holds no deposit: the seed's records of alice's stakes do not count once the chain is read.
    expect(isStaked(first, '10009')).toBe(false);
    expect(isStaked(first, '10005')).toBe(false);

    const bob = chain.as('bob');
    await send(bob.land721.setApprovalForAll(chain.addresses.staking, true));
    await send(bob.staking.depositERC721(1, chain.addresses.land721, [10005]));
    await settle();
    const staked = await seoul();
    expect(isStaked(staked, '10005')).toBe(true);
    expect(ownerOf(staked, '10005')).toBe(addr('bob').toLowerCase());
    expect(staked.owners).not.toContain(chain.addresses.staking.toLowerCase());
    expect(staked.version).not.toBe(first.version);
    expect(await stakedCards('bob')).toEqual(['10005']);

    await evmIncreaseTime(chain.node.rpcUrl, 31 * 86_400 + 7_200);
    await send(bob.staking.withdraw(1, chain.addresses.land721, [10005], [1]));
    await settle();
    const withdrawn = await seoul();
    expect(isStaked(withdrawn, '10005')).toBe(false);
    expect(ownerOf(withdrawn, '10005')).toBe(addr('bob').toLowerCase());
    expect(await stakedCards('bob')).toEqual([]);
  });

  it("shows LAND bought through the market after seeding as the buyer's, in lgl0003_ex read first and on the map", async () => {
    const price = parseUnits('40', 18);
    await send(chain.as('alice').land721.setApprovalForAll(chain.addresses.market, true));
    await send(chain.as('alice').market.Sell_Item(chain.addresses.land721, 10001, 1, price, chain.addresses.token));
    await settle();
    const listed = await seoul();
    expect(listed.listings.filter((l) => l.parcel === listed.tokenIds.indexOf('10001'))).toMatchObject([
      { seller: addr('alice').toLowerCase(), price: '40', currency: 'token' },
    ]);
    expect(await cards('alice', '0')).toContain('10001');
    expect(await cards('dave', '0')).not.toContain('10001');
    const dave = chain.as('dave');
    await send(dave.token.approve(chain.addresses.market, price));
    await send(dave.market.Transaction_Item_WithToken(listed.listings[0]!.index, 1));
    await settle();
    // No other read in between: lgl0003_ex catches the market index up itself.
    expect(await cards('dave', '0')).toContain('10001');
    expect(await cards('alice', '0')).not.toContain('10001');
    const bought = await seoul();
    expect(ownerOf(bought, '10001')).toBe(addr('dave').toLowerCase());
    expect(bought.listings).toEqual([]);
  });

  it('shows a LAND the mystery box sold as sold, under its buyer', async () => {
    const stock = 51001; // Berlin stock of product 1, unsold in the seed
    const admin = chain.as('deployer');
    const price = parseUnits('100', 18);
    await send(admin.mysteryBox.setPrice(4, 1, price));
    await send(admin.mysteryBox.batchMintSelf(4, 1, [stock], [{ mapId: 5, x1: 60, y1: 40, x2: 60, y2: 40, premium: false }]));
    const berlin = () => cityMap(w, 'berlin');
    const before = await berlin();
    expect(before.flags[before.tokenIds.indexOf(String(stock))]! & PARCEL_FLAG.sold).toBe(0);
    const dave = chain.as('dave');
    await send(dave.token.approve(chain.addresses.mysteryBox, price));
    await send(dave.mysteryBox.buyToken(4, 1, 1, price));
    await fulfil(dave.mysteryBox, (await dave.mysteryBox.commitment(1)).requestId);
    await settle();
    const after = await berlin();
    const p = after.tokenIds.indexOf(String(stock));
    expect(after.flags[p]! & PARCEL_FLAG.sold).toBe(PARCEL_FLAG.sold);
    expect(after.owners[after.ownerOf[p]!]).toBe(addr('dave').toLowerCase());
    expect(after.owners).not.toContain(chain.addresses.mysteryBox.toLowerCase());
  });
});
