// LandMarket with game items: every revert the market UI maps to a message (by the name decodeContractError gives),
// and the listing, trade and unlisting events the API indexes.
import { ZeroAddress, parseEther, parseUnits } from 'ethers';
import { describe, expect, it } from 'vitest';
import { pieceTokenId } from '@common/domain/items';
import { account, type AccountName } from '@common/localWorld/accounts';
import { allPages, expectRevert, testChainForFile } from './fixtures';

const chain = testChainForFile();

const addr = (n: AccountName) => account(n).address;
const ARMOR = 204;
const ARIA = pieceTokenId(101, 1);
const DVI = (n: string) => parseUnits(n, 18);

/** bob holds 6 Dragon Scale Armor (ERC-1155) and Aria piece 1 (ERC-721), approved for the market; dave and carol 5,000 DVI; judy none. */
async function setup() {
  const admin = chain.as('deployer');
  await admin.items1155.mint(addr('bob'), ARMOR, 6);
  await admin.items721.mint(addr('bob'), ARIA);
  await admin.token.mint(addr('dave'), DVI('5000'));
  await admin.token.mint(addr('carol'), DVI('5000'));
  const bob = chain.as('bob');
  await bob.items1155.setApprovalForAll(chain.addresses.market, true);
  await bob.items721.setApprovalForAll(chain.addresses.market, true);
  return { admin, bob, dave: chain.as('dave'), carol: chain.as('carol'), judy: chain.as('judy') };
}

describe('listing items', () => {
  it('refuses a zero price, a zero amount, an NFT the market does not take, a foreign currency and the wrong mint fee', async () => {
    const { admin, bob } = await setup();
    const { items1155, items721, token, staking } = chain.addresses;
    await expectRevert(bob.market.Sell_Item(items1155, ARMOR, 1, 0, ZeroAddress), 'ZeroPrice');
    await expectRevert(bob.market.Sell_Item(items1155, ARMOR, 0, DVI('1'), token), 'ZeroAmount');
    expect(await expectRevert(bob.market.Sell_Item(token, 1, 1, DVI('1'), ZeroAddress), 'UnsupportedNft')).toEqual([token]);
    await expectRevert(bob.market.Sell_Item(addr('carol'), 1, 1, DVI('1'), ZeroAddress), 'UnsupportedNft');
    expect(await expectRevert(bob.market.Sell_Item(items1155, ARMOR, 1, DVI('1'), staking), 'UnsupportedCurrency')).toEqual([staking]);
    expect(await expectRevert(bob.market.Sell_Item(items721, ARIA, 2, DVI('1'), token), 'AmountTooHigh')).toEqual([0n, 1n]);
    await admin.market.setFees(parseEther('0.01'), 2, addr('deployer'));
    expect(await expectRevert(bob.market.Sell_Item(items1155, ARMOR, 1, DVI('1'), token), 'WrongPayment')).toEqual([parseEther('0.01'), 0n]);
  });

  it('refuses to list without the collection approved for the market, or more than the seller holds', async () => {
    const { bob } = await setup();
    const { items1155, items721, market } = chain.addresses;
    await bob.items1155.setApprovalForAll(market, false);
    await bob.items721.setApprovalForAll(market, false);
    expect(await expectRevert(bob.market.Sell_Item(items1155, ARMOR, 2, DVI('1'), ZeroAddress), 'ERC1155MissingApprovalForAll')).toEqual([market, addr('bob')]);
    expect(await expectRevert(bob.market.Sell_Item(items721, ARIA, 1, DVI('1'), ZeroAddress), 'ERC721InsufficientApproval')).toEqual([market, BigInt(ARIA)]);
    await bob.items1155.setApprovalForAll(market, true);
    await expectRevert(bob.market.Sell_Item(items1155, ARMOR, 7, DVI('1'), ZeroAddress), 'ERC1155InsufficientBalance');
  });

  it('holds listed items in the market, emits Listed, returns them on cancelSell (seller only) and lets them be listed again', async () => {
    const { bob, dave } = await setup();
    const { items1155, items721, market, token } = chain.addresses;
    await bob.market.Sell_Item(items1155, ARMOR, 4, DVI('1250'), token);
    const [listed] = await bob.market.queryFilter(bob.market.filters.Listed(1n));
    expect([...(listed?.args ?? [])]).toEqual([1n, addr('bob'), items1155, BigInt(ARMOR), DVI('1250'), token, 4n]);
    await bob.market.Sell_Item(items721, ARIA, 1, parseEther('0.75'), ZeroAddress);
    expect(await bob.items1155.balanceOf(market, ARMOR)).toBe(4n);
    expect(await bob.items721.ownerOf(ARIA)).toBe(market);
    expect(await bob.market.getItem(2).then((i) => i.isErc1155)).toBe(false);

    expect(await expectRevert(dave.market.cancelSell(1), 'NotSeller')).toEqual([1n]);
    await bob.market.cancelSell(1);
    expect((await bob.market.queryFilter(bob.market.filters.Unlisted())).map((e) => e.args.itemId)).toEqual([1n]);
    expect(await bob.items1155.balanceOf(addr('bob'), ARMOR)).toBe(6n);
    expect(await expectRevert(bob.market.cancelSell(1), 'NotForSale')).toEqual([1n]);
    await expectRevert(bob.market.cancelSell(9), 'UnknownItem');

    await bob.market.Sell_Item(items1155, ARMOR, 6, DVI('1300'), token);
    expect((await allPages((o, l) => bob.market.Get_SellingItems(o, l))).map((i) => [i.itemId, i.sellAmount])).toEqual([
      [2n, 1n],
      [3n, 6n],
    ]);
  });
});

describe('buying items', () => {
  it('buys with the platform token on an exact approval: the allowance ends at zero, Traded is emitted', async () => {
    const { bob, dave } = await setup();
    await bob.market.Sell_Item(chain.addresses.items1155, ARMOR, 5, DVI('1250'), chain.addresses.token);
    await dave.token.approve(chain.addresses.market, DVI('2500'));
    await dave.market.Transaction_Item_WithToken(1, 2);
    expect(await dave.token.allowance(addr('dave'), chain.addresses.market)).toBe(0n);
    expect(await dave.items1155.balanceOf(addr('dave'), ARMOR)).toBe(2n);
    expect(await dave.token.balanceOf(addr('bob'))).toBe(DVI('2450'));
    const [traded] = await dave.market.queryFilter(dave.market.filters.Traded(1n));
    expect([...(traded?.args ?? [])]).toEqual([1n, addr('dave'), 2n, DVI('2500')]);
    expect((await dave.market.getItem(1)).sellAmount).toBe(3n);
  });

  it('buys an ERC-721 piece for the native coin with exactly price x amount, and nothing else', async () => {
    const { bob, dave } = await setup();
    await bob.market.Sell_Item(chain.addresses.items721, ARIA, 1, parseEther('0.75'), ZeroAddress);
    expect(await expectRevert(dave.market.Transaction_Item(1, 1, { value: parseEther('0.7') }), 'WrongPayment')).toEqual([
      parseEther('0.75'),
      parseEther('0.7'),
    ]);
    await expectRevert(dave.market.Transaction_Item(1, 1), 'WrongPayment');
    await dave.market.Transaction_Item(1, 1, { value: parseEther('0.75') });
    expect(await dave.items721.ownerOf(ARIA)).toBe(addr('dave'));
    expect(await dave.items721.tokensOfOwner(addr('dave'))).toEqual([BigInt(ARIA)]);
  });

  it('refuses the wrong function for the currency, an unknown item, zero or too many units and the seller buying', async () => {
    const { bob, dave } = await setup();
    const { items1155, token } = chain.addresses;
    await bob.market.Sell_Item(items1155, ARMOR, 3, DVI('10'), token);
    await bob.market.Sell_Item(items1155, ARMOR, 3, parseEther('0.01'), ZeroAddress);
    expect(await expectRevert(dave.market.Transaction_Item(1, 1, { value: DVI('10') }), 'UnsupportedCurrency')).toEqual([token]);
    expect(await expectRevert(dave.market.Transaction_Item_WithToken(2, 1), 'UnsupportedCurrency')).toEqual([ZeroAddress]);
    expect(await expectRevert(dave.market.Transaction_Item(7, 1, { value: 1n }), 'UnknownItem')).toEqual([7n]);
    await expectRevert(dave.market.Transaction_Item_WithToken(0, 1), 'UnknownItem');
    await expectRevert(dave.market.Transaction_Item(2, 0), 'ZeroAmount');
    expect(await expectRevert(dave.market.Transaction_Item(2, 4, { value: parseEther('0.04') }), 'AmountTooHigh')).toEqual([2n, 3n]);
    expect(await expectRevert(bob.market.Transaction_Item(2, 1, { value: parseEther('0.01') }), 'OwnListing')).toEqual([2n]);
    await expectRevert(bob.market.Transaction_Item_WithToken(1, 1), 'OwnListing');
    await expectRevert(dave.market.trade(1, 1, { value: 1n }), 'WrongPayment');
  });

  it('refuses a token buyer with too low an allowance or too few tokens', async () => {
    const { bob, dave, judy } = await setup();
    await bob.market.Sell_Item(chain.addresses.items1155, ARMOR, 5, DVI('1250'), chain.addresses.token);
    await dave.token.approve(chain.addresses.market, DVI('1000'));
    const [spender, allowance, needed] = await expectRevert(dave.market.Transaction_Item_WithToken(1, 1), 'ERC20InsufficientAllowance');
    expect([spender, allowance, needed]).toEqual([chain.addresses.market, DVI('1000'), DVI('1225')]);
    await judy.token.approve(chain.addresses.market, DVI('1250'));
    expect(await expectRevert(judy.market.Transaction_Item_WithToken(1, 1), 'ERC20InsufficientBalance')).toEqual([addr('judy'), 0n, DVI('1225')]);
    expect((await dave.market.getItem(1)).sellAmount).toBe(5n);
  });

  it('refuses to sell a sold-out or unlisted listing (NotForSale): the race a second buyer loses', async () => {
    const { bob, dave, carol } = await setup();
    const { items1155, items721, token } = chain.addresses;
    await bob.market.Sell_Item(items1155, ARMOR, 2, DVI('100'), token);
    await bob.market.Sell_Item(items721, ARIA, 1, parseEther('0.3'), ZeroAddress);
    await bob.market.Sell_Item(items1155, ARMOR, 1, parseEther('0.1'), ZeroAddress);
    // Both decide on listing 1; carol buys every unit first.
    await carol.token.approve(chain.addresses.market, DVI('200'));
    await dave.token.approve(chain.addresses.market, DVI('100'));
    await carol.market.Transaction_Item_WithToken(1, 2);
    expect(await expectRevert(dave.market.Transaction_Item_WithToken(1, 1), 'NotForSale')).toEqual([1n]);
    await carol.market.Transaction_Item(2, 1, { value: parseEther('0.3') });
    await expectRevert(dave.market.Transaction_Item(2, 1, { value: parseEther('0.3') }), 'NotForSale');
    await bob.market.cancelSell(3);
    expect(await expectRevert(dave.market.Transaction_Item(3, 1, { value: parseEther('0.1') }), 'NotForSale')).toEqual([3n]);
    expect(await allPages((o, l) => dave.market.Get_SellingItems(o, l))).toEqual([]);
    expect((await allPages((o, l) => dave.market.Get_Orders(addr('bob'), o, l))).map((i) => [i.itemId, i.forSale, i.sellAmount])).toEqual([
      [1n, false, 0n],
      [2n, false, 0n],
      [3n, false, 0n],
    ]);
  });
});
