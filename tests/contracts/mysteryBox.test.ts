// LandMysteryBox (4th LAND sale): stock minted with batchMintSelf, bought with buyToken for the platform token.
import { parseUnits } from 'ethers';
import { describe, expect, it } from 'vitest';
import { account } from '../../common/localWorld/accounts';
import { expectRevert, land, testChainForFile } from './fixture';

const chain = testChainForFile();

const INDEX = 4;
const PRODUCT = 1;
const dave = () => account('dave').address;

/** Product (4, 1) priced 100 tokens with LAND #101..#104 in stock; dave holds 1000 tokens. */
async function setup() {
  const admin = chain.as('deployer');
  await admin.mysteryBox.setPrice(INDEX, PRODUCT, parseUnits('100', 18));
  const ids = [101, 102, 103, 104];
  await admin.mysteryBox.batchMintSelf(
    INDEX,
    PRODUCT,
    ids,
    ids.map((_, i) => land(10 + i, 20, 10 + i, 20, false, 5)),
  );
  await admin.token.mint(dave(), parseUnits('1000', 18));
  return { admin, buyer: chain.as('dave'), ids };
}

describe('stock', () => {
  it('mints LAND with coordinates into the box and lists it per sale index and product', async () => {
    const { buyer } = await setup();
    expect(await buyer.mysteryBox.getTotalLandTokensCount(INDEX, PRODUCT)).toBe(4n);
    expect(await buyer.mysteryBox.getLandToken(INDEX, PRODUCT)).toEqual([101n, 102n, 103n, 104n]);
    expect(await buyer.mysteryBox.price(INDEX, PRODUCT)).toBe(parseUnits('100', 18));
    expect(await buyer.land721.ownerOf(103)).toBe(chain.addresses.mysteryBox);
    const l = await buyer.land721.landOf(103);
    expect([l.mapId, l.x1, l.y1, l.x2, l.y2]).toEqual([5n, 12n, 20n, 12n, 20n]);
  });

  it('lets only a manager mint stock and set prices', async () => {
    await expectRevert(chain.as('alice').mysteryBox.batchMintSelf(INDEX, PRODUCT, [1], [land(1, 1, 1, 1)]), 'AccessControlUnauthorizedAccount');
    await expectRevert(chain.as('alice').mysteryBox.setPrice(INDEX, PRODUCT, 1), 'AccessControlUnauthorizedAccount');
  });
});

describe('buyToken', () => {
  it('refuses a buyer whose allowance is below price times amount', async () => {
    const { buyer } = await setup();
    await buyer.token.approve(chain.addresses.mysteryBox, parseUnits('199', 18));
    await expectRevert(buyer.mysteryBox.buyToken(INDEX, PRODUCT, 2), 'ERC20InsufficientAllowance');
    expect(await buyer.mysteryBox.getTotalLandTokensCount(INDEX, PRODUCT)).toBe(4n);
  });

  it('takes price times amount and hands over that many LAND from the stock, remembered as lastReceiveToken', async () => {
    const { buyer, ids } = await setup();
    await buyer.token.approve(chain.addresses.mysteryBox, parseUnits('200', 18));
    await buyer.mysteryBox.buyToken(INDEX, PRODUCT, 2);
    const received = await buyer.mysteryBox.lastReceiveToken(dave());
    expect(received.length).toBe(2);
    for (const id of received) {
      expect(ids.map(BigInt)).toContain(id);
      expect(await buyer.land721.ownerOf(id)).toBe(dave());
    }
    const left = await buyer.mysteryBox.getLandToken(INDEX, PRODUCT);
    expect([...left, ...received].sort()).toEqual(ids.map(BigInt).sort());
    expect(await buyer.token.balanceOf(dave())).toBe(parseUnits('800', 18));
    expect(await buyer.token.balanceOf(account('deployer').address)).toBe(parseUnits('200', 18));
  });

  it('refuses more boxes than are in stock, a zero amount and an unpriced product', async () => {
    const { buyer } = await setup();
    await buyer.token.approve(chain.addresses.mysteryBox, parseUnits('1000', 18));
    await expectRevert(buyer.mysteryBox.buyToken(INDEX, PRODUCT, 5), 'OutOfStock');
    await expectRevert(buyer.mysteryBox.buyToken(INDEX, PRODUCT, 0), 'ZeroAmount');
    await expectRevert(buyer.mysteryBox.buyToken(INDEX, 9, 1), 'UnknownProduct');
  });

  it('refuses a buyer without enough tokens', async () => {
    await setup();
    const erin = chain.as('erin');
    await erin.token.approve(chain.addresses.mysteryBox, parseUnits('100', 18));
    await expectRevert(erin.mysteryBox.buyToken(INDEX, PRODUCT, 1), 'ERC20InsufficientBalance');
  });
});
