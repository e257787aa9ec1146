// LandMarket: listing (Sell_Item / sell), unlisting (cancelSell), buying (trade, Transaction_Item, Transaction_Item_WithToken), fees.
import { ZeroAddress, parseEther, parseUnits } from 'ethers';
import { describe, expect, it } from 'vitest';
import { account } from '@common/localWorld/accounts';
import { allPages, expectRevert, land, testChainForFile } from './fixtures';
import type { WorldContracts } from '../../src/services/chain/contracts';

const chain = testChainForFile();

const addr = (n: 'alice' | 'bob' | 'carol' | 'deployer') => account(n).address;
const selling = async (c: WorldContracts) => allPages((o, l) => c.market.Get_SellingItems(o, l));
const orders = async (c: WorldContracts, seller: string) => allPages((o, l) => c.market.Get_Orders(seller, o, l));

/** Bob holds LAND 721 #11 and 6 of LAND 1155 #21; dave holds 1000 platform tokens; fee 2 % to the deployer. */
async function setup() {
  const admin = chain.as('deployer');
  await admin.land721.mint(addr('bob'), 11, land(1, 1, 1, 1));
  await admin.land1155.mint(addr('bob'), 21, 6, land(3, 3, 4, 3));
  await admin.token.mint(account('dave').address, parseUnits('1000', 18));
  const bob = chain.as('bob');
  await bob.land721.setApprovalForAll(chain.addresses.market, true);
  await bob.land1155.setApprovalForAll(chain.addresses.market, true);
  return { admin, bob, dave: chain.as('dave') };
}

describe('listing', () => {
  it('lists an ERC-721 LAND for the native coin and holds it until sold', async () => {
    const { bob } = await setup();
    await bob.market.Sell_Item(chain.addresses.land721, 11, 1, parseEther('0.5'), ZeroAddress);
    const item = await bob.market.getItem(1);
    expect([item.seller, item.tokenId, item.price, item.currency, item.sellAmount, item.forSale, item.isErc1155]).toEqual([
      addr('bob'),
      11n,
      parseEther('0.5'),
      ZeroAddress,
      1n,
      true,
      false,
    ]);
    expect(await bob.land721.ownerOf(11)).toBe(chain.addresses.market);
    expect((await selling(bob)).map((i) => i.itemId)).toEqual([1n]);
    expect((await orders(bob, addr('bob'))).length).toBe(1);
    expect((await orders(bob, addr('alice'))).length).toBe(0);
  });

  it('refuses a zero price, a zero amount, an unknown currency and a contract that is no NFT', async () => {
    const { bob } = await setup();
    await expectRevert(bob.market.sell(chain.addresses.land721, 11, 1, 0, ZeroAddress), 'ZeroPrice');
    await expectRevert(bob.market.sell(chain.addresses.land1155, 21, 0, 5, ZeroAddress), 'ZeroAmount');
    await expectRevert(bob.market.sell(chain.addresses.land721, 11, 1, 5, chain.addresses.staking), 'UnsupportedCurrency');
    await expectRevert(bob.market.sell(chain.addresses.token, 11, 1, 5, ZeroAddress), 'UnsupportedNft');
  });

  it('unlists only for the seller and returns the LAND; a sold-out or unlisted item cannot be bought', async () => {
    const { bob, dave } = await setup();
    await bob.market.sell(chain.addresses.land1155, 21, 4, parseEther('0.1'), ZeroAddress);
    await expectRevert(dave.market.cancelSell(1), 'NotSeller');
    await bob.market.cancelSell(1);
    expect(await bob.land1155.balanceOf(addr('bob'), 21)).toBe(6n);
    expect(await selling(bob)).toEqual([]);
    await expectRevert(dave.market.trade(1, 1, { value: parseEther('0.1') }), 'NotForSale');
    await expectRevert(bob.market.cancelSell(1), 'NotForSale');
  });

  it('charges the mint fee on listing and caps the percentage fee at 10', async () => {
    const { admin, bob } = await setup();
    await expectRevert(bob.market.setFees(1, 2, addr('bob')), 'AccessControlUnauthorizedAccount');
    expect(await admin.market.MAX_PERCENTAGE_FEE()).toBe(10n);
    expect(await expectRevert(admin.market.setFees(0, 11, addr('deployer')), 'FeeTooHigh')).toEqual([11n]);
    await expectRevert(admin.market.setFees(0, 100, addr('deployer')), 'FeeTooHigh');
    await admin.market.setFees(0, 10, addr('deployer'));
    expect(await admin.market.percentageFee()).toBe(10n);
    await admin.market.setFees(parseEther('0.01'), 5, addr('carol'));
    await expectRevert(bob.market.sell(chain.addresses.land721, 11, 1, 5, ZeroAddress), 'WrongPayment');
    const before = await chain.provider.getBalance(addr('carol'));
    await bob.market.sell(chain.addresses.land721, 11, 1, 5, ZeroAddress, { value: parseEther('0.01') });
    expect((await chain.provider.getBalance(addr('carol'))) - before).toBe(parseEther('0.01'));
  });
});

describe('paged order views', () => {
  it('scans at most limit items per call (offset, limit) and says where the next page starts', async () => {
    const { admin, bob } = await setup();
    await admin.land721.batchMint(addr('bob'), [12, 13, 14], [land(5, 1, 5, 1), land(6, 1, 6, 1), land(7, 1, 7, 1)]);
    for (const id of [11, 12, 13, 14]) await bob.market.Sell_Item(chain.addresses.land721, id, 1, parseEther('1'), ZeroAddress);
    await bob.market.cancelSell(2);
    const ids = (page: { itemId: bigint }[]) => page.map((i) => i.itemId);
    const [first, next1] = await bob.market.Get_SellingItems(0, 2);
    expect([ids(first), next1]).toEqual([[1n], 2n]); // items 1 and 2 scanned; 2 is unlisted
    const [second, next2] = await bob.market.Get_SellingItems(next1, 2);
    expect([ids(second), next2]).toEqual([[3n, 4n], 4n]);
    const [rest, end] = await bob.market.Get_SellingItems(next2, 2);
    expect([ids(rest), end]).toEqual([[], 4n]); // past the last item: empty, next stays at itemCount()
    const [mine, after] = await bob.market.Get_Orders(addr('bob'), 1, 10);
    expect([ids(mine), after]).toEqual([[2n, 3n, 4n], 4n]);
    expect(await allPages((o, l) => bob.market.Get_Orders(addr('bob'), o, l), 1n)).toHaveLength(4);
    expect(await orders(bob, addr('alice'))).toEqual([]);
    // A limit above MAX_PAGE is cut to it, so no call loops over every order.
    expect(await bob.market.MAX_PAGE()).toBe(500n);
  });
});

describe('buying', () => {
  it('trades a native-coin listing: seller gets the price less the 2 % fee, buyer gets the LAND', async () => {
    const { bob, dave } = await setup();
    await bob.market.sell(chain.addresses.land721, 11, 1, parseEther('1'), ZeroAddress);
    const sellerBefore = await chain.provider.getBalance(addr('bob'));
    const feeBefore = await chain.provider.getBalance(addr('deployer'));
    await dave.market.Transaction_Item(1, 1, { value: parseEther('1') });
    expect(await dave.land721.ownerOf(11)).toBe(account('dave').address);
    expect((await chain.provider.getBalance(addr('bob'))) - sellerBefore).toBe(parseEther('0.98'));
    expect((await chain.provider.getBalance(addr('deployer'))) - feeBefore).toBe(parseEther('0.02'));
    expect((await dave.market.getItem(1)).forSale).toBe(false);
  });

  it('refuses a trade of your own listing, the wrong payment and more than is listed', async () => {
    const { bob, dave } = await setup();
    await bob.market.sell(chain.addresses.land1155, 21, 3, parseEther('0.1'), ZeroAddress);
    await expectRevert(bob.market.trade(1, 1, { value: parseEther('0.1') }), 'OwnListing');
    await expectRevert(dave.market.trade(1, 1, { value: parseEther('0.05') }), 'WrongPayment');
    await expectRevert(dave.market.trade(1, 4, { value: parseEther('0.4') }), 'AmountTooHigh');
    await expectRevert(dave.market.trade(1, 0), 'ZeroAmount');
    await expectRevert(dave.market.Transaction_Item_WithToken(1, 1), 'UnsupportedCurrency');
    await expectRevert(dave.market.trade(9, 1), 'UnknownItem');
  });

  it('sells ERC-1155 LAND for the platform token in parts, and refuses a buyer whose allowance is too low', async () => {
    const { bob, dave } = await setup();
    await bob.market.sell(chain.addresses.land1155, 21, 5, parseUnits('100', 18), chain.addresses.token);
    await dave.token.approve(chain.addresses.market, parseUnits('150', 18));
    await expectRevert(dave.market.Transaction_Item_WithToken(1, 2), 'ERC20InsufficientAllowance');
    await expectRevert(dave.market.Transaction_Item(1, 1, { value: 1 }), 'UnsupportedCurrency');

    await dave.market.Transaction_Item_WithToken(1, 1);
    await dave.token.approve(chain.addresses.market, parseUnits('200', 18));
    await dave.market.trade(1, 2);
    expect(await dave.land1155.balanceOf(account('dave').address, 21)).toBe(3n);
    expect(await dave.token.balanceOf(addr('bob'))).toBe(parseUnits('294', 18));
    expect(await dave.token.balanceOf(addr('deployer'))).toBe(parseUnits('6', 18));
    const item = await dave.market.getItem(1);
    expect([item.sellAmount, item.forSale]).toEqual([2n, true]);
  });
});
