// LandMysteryBox (4th LAND sale): stock minted with batchMintSelf, bought with buyToken (commit) and drawn by reveal (anyone, later block).
import { Contract, parseUnits, toQuantity } from 'ethers';
import { describe, expect, it } from 'vitest';
import { account } from '../../common/localWorld/accounts';
import { rpc } from '../../scripts/chains/time';
import { decodeContractError } from '../../src/services/chain/errors';
import { expectRevert, land, testChainForFile } from './fixture';
import { deployPickyBuyer } from './pickyBuyer';
import { revealPending } from '../../scripts/chains/mysteryBoxKeeper';

const chain = testChainForFile();

const INDEX = 4;
const PRODUCT = 1;
const MAX = parseUnits('100', 18);
const dave = () => account('dave').address;
const mine = (blocks: number) => rpc(chain.rpcUrl, 'hardhat_mine', [toQuantity(blocks)]);

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

/** The name of the custom error a call to the picky buyer reverted with (its own, or one of the box's). */
async function pickyRevert(picky: Contract, action: Promise<unknown>): Promise<string | undefined> {
  try {
    await action;
  } catch (err) {
    const data = (err as { data?: string }).data;
    return (data && picky.interface.parseError(data)?.name) ?? decodeContractError(err)?.name ?? 'no revert data';
  }
  return undefined;
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
    await expectRevert(buyer.mysteryBox.buyToken(INDEX, PRODUCT, 2, MAX), 'ERC20InsufficientAllowance');
    expect(await buyer.mysteryBox.getTotalLandTokensCount(INDEX, PRODUCT)).toBe(4n);
  });

  it('refuses a unit price above the maximum the buyer states, taking nothing', async () => {
    const { buyer } = await setup();
    await buyer.token.approve(chain.addresses.mysteryBox, parseUnits('1000', 18));
    const args = await expectRevert(buyer.mysteryBox.buyToken(INDEX, PRODUCT, 1, parseUnits('99', 18)), 'PriceAboveMax');
    expect(args).toEqual([parseUnits('100', 18), parseUnits('99', 18)]);
    expect(await buyer.token.balanceOf(dave())).toBe(parseUnits('1000', 18));
    expect(await buyer.mysteryBox.getTotalLandTokensCount(INDEX, PRODUCT)).toBe(4n);
  });

  it('cannot take more than the buyer agreed to when the price is raised after the approval', async () => {
    const { admin, buyer } = await setup();
    await buyer.token.approve(chain.addresses.mysteryBox, parseUnits('1000', 18)); // a large allowance, as the sale asks for
    await admin.mysteryBox.setPrice(INDEX, PRODUCT, parseUnits('450', 18)); // raised between approval and purchase
    await expectRevert(buyer.mysteryBox.buyToken(INDEX, PRODUCT, 2, MAX), 'PriceAboveMax');
    expect(await buyer.token.balanceOf(dave())).toBe(parseUnits('1000', 18));
    expect(await buyer.mysteryBox.commitCount()).toBe(0n);
  });

  it('takes the payment and reserves stock; a third party reveals in a later block and the buyer receives the LAND', async () => {
    const { buyer, ids } = await setup();
    await buyer.token.approve(chain.addresses.mysteryBox, parseUnits('200', 18));
    await buyer.mysteryBox.buyToken(INDEX, PRODUCT, 2, MAX);
    expect(await buyer.token.balanceOf(dave())).toBe(parseUnits('800', 18));
    expect(await buyer.token.balanceOf(account('deployer').address)).toBe(parseUnits('200', 18));
    expect(await buyer.mysteryBox.getTotalLandTokensCount(INDEX, PRODUCT)).toBe(2n);
    expect(await buyer.mysteryBox.reservedCount(INDEX, PRODUCT)).toBe(2n);
    expect(await buyer.mysteryBox.getLandToken(INDEX, PRODUCT)).toHaveLength(4); // still held until the draw
    expect(await buyer.mysteryBox.lastReceiveToken(dave())).toEqual([]);
    const c = await buyer.mysteryBox.commitment(1);
    expect([c.buyer, c.index, c.tokenId, c.amount, c.revealed]).toEqual([dave(), BigInt(INDEX), BigInt(PRODUCT), 2n, false]);

    await chain.as('carol').mysteryBox.reveal(1);
    const received = await buyer.mysteryBox.lastReceiveToken(dave());
    expect(received).toHaveLength(2);
    for (const id of received) {
      expect(ids.map(BigInt)).toContain(id);
      expect(await buyer.land721.ownerOf(id)).toBe(dave());
    }
    const left = await buyer.mysteryBox.getLandToken(INDEX, PRODUCT);
    expect([...left, ...received].sort()).toEqual(ids.map(BigInt).sort());
    expect(await buyer.mysteryBox.reservedCount(INDEX, PRODUCT)).toBe(0n);
    expect(await buyer.mysteryBox.getTotalLandTokensCount(INDEX, PRODUCT)).toBe(2n);
    expect((await buyer.mysteryBox.commitment(1)).revealed).toBe(true);
    await expectRevert(buyer.mysteryBox.reveal(1), 'RevealOutOfOrder');
  });

  it('counts reserved boxes as sold: more than the unreserved stock, a zero amount and an unpriced product are refused', async () => {
    const { buyer } = await setup();
    await buyer.token.approve(chain.addresses.mysteryBox, parseUnits('1000', 18));
    await expectRevert(buyer.mysteryBox.buyToken(INDEX, PRODUCT, 5, MAX), 'OutOfStock');
    await buyer.mysteryBox.buyToken(INDEX, PRODUCT, 3, MAX);
    expect(await expectRevert(buyer.mysteryBox.buyToken(INDEX, PRODUCT, 2, MAX), 'OutOfStock')).toEqual([BigInt(INDEX), BigInt(PRODUCT), 1n]);
    await expectRevert(buyer.mysteryBox.buyToken(INDEX, PRODUCT, 0, MAX), 'ZeroAmount');
    await expectRevert(buyer.mysteryBox.buyToken(INDEX, 9, 1, MAX), 'UnknownProduct');
  });

  it('refuses a buyer without enough tokens', async () => {
    await setup();
    const erin = chain.as('erin');
    await erin.token.approve(chain.addresses.mysteryBox, parseUnits('100', 18));
    await expectRevert(erin.mysteryBox.buyToken(INDEX, PRODUCT, 1, MAX), 'ERC20InsufficientBalance');
  });
});

describe('reveal', () => {
  async function pickyBuyer(wanted: bigint) {
    const { admin } = await setup();
    const picky = await deployPickyBuyer(chain.wallet('bob'), chain.addresses.mysteryBox, chain.addresses.token, wanted);
    await admin.token.mint(await picky.getAddress(), parseUnits('1000', 18));
    return picky;
  }

  it('cannot be done in the purchase transaction, so a contract buyer cannot see its draw and revert', async () => {
    const picky = await pickyBuyer(101n);
    expect(await pickyRevert(picky, picky.getFunction('buyAndPeek')(INDEX, PRODUCT))).toBe('RevealTooEarly');
    expect(await chain.as('dave').mysteryBox.commitCount()).toBe(0n);
  });

  it('gives a contract buyer that reverts a disliked draw the same draw on every retry, and anyone can deliver it', async () => {
    const box = chain.as('carol').mysteryBox;
    // A buyer wanting a parcel that is not in the stock dislikes every draw: its own reveal reverts, then it waits and retries.
    // (Wanting one of the stocked parcels would make the test pass or fail with the draw.)
    const picky = await pickyBuyer(999n);
    await picky.getFunction('buy')(INDEX, PRODUCT);
    await mine(1); // eth_call runs in the latest block's context: the purchase's block must be behind it
    const expected = (await box.reveal.staticCall(1))[0]!;
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await pickyRevert(picky, picky.getFunction('revealUnlessDisliked')(1))).toBe('Disliked');
      await mine(5);
      expect((await box.reveal.staticCall(1))[0]).toBe(expected);
    }
    await box.reveal(1); // the sale's keeper, or anyone
    const pickyAddress = await picky.getAddress();
    expect(await box.lastReceiveToken(pickyAddress)).toEqual([expected]);
    expect(await chain.as('carol').land721.ownerOf(expected)).toBe(pickyAddress); // delivered without asking the buyer
  });

  it('runs in purchase order and refuses unknown purchases', async () => {
    const { buyer } = await setup();
    await buyer.token.approve(chain.addresses.mysteryBox, parseUnits('1000', 18));
    await buyer.mysteryBox.buyToken(INDEX, PRODUCT, 1, MAX);
    await buyer.mysteryBox.buyToken(INDEX, PRODUCT, 1, MAX);
    expect(await expectRevert(buyer.mysteryBox.reveal(2), 'RevealOutOfOrder')).toEqual([2n, 1n]);
    await expectRevert(buyer.mysteryBox.reveal(7), 'UnknownCommit');
    await buyer.mysteryBox.reveal(1);
    await buyer.mysteryBox.reveal(2);
    expect(await buyer.mysteryBox.nextReveal()).toBe(3n);
  });

  it("is the keeper's job: it reveals every pending purchase in order and delivers to each buyer", async () => {
    const { admin, buyer } = await setup();
    await admin.token.mint(account('alice').address, parseUnits('1000', 18));
    const alice = chain.as('alice');
    await buyer.token.approve(chain.addresses.mysteryBox, parseUnits('1000', 18));
    await alice.token.approve(chain.addresses.mysteryBox, parseUnits('1000', 18));
    await buyer.mysteryBox.buyToken(INDEX, PRODUCT, 1, MAX);
    await alice.mysteryBox.buyToken(INDEX, PRODUCT, 2, MAX);
    await buyer.mysteryBox.buyToken(INDEX, PRODUCT, 1, MAX);
    expect(await revealPending(chain.as('carol').mysteryBox)).toBe(3);
    expect(await revealPending(chain.as('carol').mysteryBox)).toBe(0);
    expect(await buyer.land721.balanceOf(dave())).toBe(2n);
    expect(await buyer.land721.balanceOf(account('alice').address)).toBe(2n);
    expect(await buyer.mysteryBox.getLandToken(INDEX, PRODUCT)).toEqual([]);
  });

  it('after the 256-block blockhash window draws from a fixed fallback seed, the same however long it waits', async () => {
    const { buyer } = await setup();
    await buyer.token.approve(chain.addresses.mysteryBox, parseUnits('1000', 18));
    await buyer.mysteryBox.buyToken(INDEX, PRODUCT, 2, MAX);
    await mine(300);
    const first = await buyer.mysteryBox.reveal.staticCall(1);
    await mine(500);
    expect(await buyer.mysteryBox.reveal.staticCall(1)).toEqual(first);
    const tx = await chain.as('carol').mysteryBox.reveal(1);
    const receipt = await tx.wait();
    const ev = receipt!.logs.map((l) => buyer.mysteryBox.interface.parseLog(l)).find((e) => e?.name === 'Purchased');
    expect(ev?.args.lateReveal).toBe(true);
    expect([...(ev?.args.landTokenIds as bigint[])]).toEqual([...first]);
    expect(await buyer.mysteryBox.lastReceiveToken(dave())).toEqual(first);
  });
});
