// LandMysteryBox (4th LAND sale): stock minted with batchMintSelf, bought with buyToken (escrow, one VRF request per
// purchase) and drawn by the coordinator's callback (the mock coordinator here); the per-purchase cap and the refund.
import { AbiCoder, keccak256, parseUnits } from 'ethers';
import { describe, expect, it } from 'vitest';
import { LocalVrfCoordinator__factory } from '../../abi/types';
import { account } from '@common/localWorld/accounts';
import { MYSTERY_BOX_MAX_PER_PURCHASE } from '@machines/constants';
import { fulfil, revealPending } from '../../scripts/chains/mysteryBoxKeeper';
import { evmIncreaseTime } from '../../scripts/chains/time';
import { expectRevert, land, testChainForFile } from './fixtures';

const chain = testChainForFile();

const INDEX = 4;
const PRODUCT = 1;
const UNIT = parseUnits('100', 18);
const MAX = UNIT;
const DAY = 86_400;
const dave = () => account('dave').address;
const treasury = () => account('deployer').address;

/** Product (4, 1) priced 100 tokens with LAND #101.. in stock (4 unless said); dave holds 1000 tokens and approved them. */
async function setup(stock = 4) {
  const admin = chain.as('deployer');
  await admin.mysteryBox.setPrice(INDEX, PRODUCT, UNIT);
  const ids = Array.from({ length: stock }, (_, i) => 101 + i);
  await admin.mysteryBox.batchMintSelf(
    INDEX,
    PRODUCT,
    ids,
    ids.map((_, i) => land(10 + i, 20, 10 + i, 20, false, 5)),
  );
  await admin.token.mint(dave(), parseUnits('3000', 18));
  const buyer = chain.as('dave');
  await buyer.token.approve(chain.addresses.mysteryBox, parseUnits('3000', 18));
  return { admin, buyer, ids };
}

/** dave buys amount boxes; the purchase's commit id and VRF request id. */
async function buy(amount: number) {
  const box = chain.as('dave').mysteryBox;
  const receipt = await (await box.buyToken(INDEX, PRODUCT, amount, MAX)).wait();
  const ev = receipt!.logs.map((l) => box.interface.parseLog(l)).find((e) => e?.name === 'RandomnessRequested');
  return { commitId: ev!.args.commitId as bigint, requestId: ev!.args.requestId as bigint };
}

/** The coordinator's fulfilment, sent by carol (anyone may ask the mock to fulfil). */
const fulfilAs = (requestId: bigint) => fulfil(chain.as('carol').mysteryBox, requestId);

describe('stock', () => {
  it('mints LAND with coordinates into the box and lists it per sale index and product', async () => {
    const { buyer } = await setup();
    expect(await buyer.mysteryBox.getTotalLandTokensCount(INDEX, PRODUCT)).toBe(4n);
    expect(await buyer.mysteryBox.getLandToken(INDEX, PRODUCT)).toEqual([101n, 102n, 103n, 104n]);
    expect(await buyer.mysteryBox.price(INDEX, PRODUCT)).toBe(UNIT);
    expect(await buyer.land721.ownerOf(103)).toBe(chain.addresses.mysteryBox);
    const l = await buyer.land721.landOf(103);
    expect([l.mapId, l.x1, l.y1, l.x2, l.y2]).toEqual([5n, 12n, 20n, 12n, 20n]);
  });

  it('lets only a manager mint stock and set prices, and only the admin set the randomness source', async () => {
    const alice = chain.as('alice').mysteryBox;
    await expectRevert(alice.batchMintSelf(INDEX, PRODUCT, [1], [land(1, 1, 1, 1)]), 'AccessControlUnauthorizedAccount');
    await expectRevert(alice.setPrice(INDEX, PRODUCT, 1), 'AccessControlUnauthorizedAccount');
    const cfg = await alice.vrf();
    await expectRevert(
      alice.setVrfConfig({
        coordinator: alice.target,
        keyHash: cfg.keyHash,
        subscriptionId: 1,
        callbackGasLimit: 1,
        requestConfirmations: 0,
        nativePayment: false,
      }),
      'AccessControlUnauthorizedAccount',
    );
  });
});

describe('buyToken', () => {
  it('refuses a buyer whose allowance is below price times amount', async () => {
    const { buyer } = await setup();
    await buyer.token.approve(chain.addresses.mysteryBox, parseUnits('199', 18));
    await expectRevert(buyer.mysteryBox.buyToken(INDEX, PRODUCT, 2, MAX), 'ERC20InsufficientAllowance');
    expect(await buyer.mysteryBox.getTotalLandTokensCount(INDEX, PRODUCT)).toBe(4n);
  });

  it('refuses a unit price above the maximum the buyer states, also when raised after the approval, taking nothing', async () => {
    const { admin, buyer } = await setup();
    expect(await expectRevert(buyer.mysteryBox.buyToken(INDEX, PRODUCT, 1, parseUnits('99', 18)), 'PriceAboveMax')).toEqual([UNIT, parseUnits('99', 18)]);
    await admin.mysteryBox.setPrice(INDEX, PRODUCT, parseUnits('450', 18));
    await expectRevert(buyer.mysteryBox.buyToken(INDEX, PRODUCT, 2, MAX), 'PriceAboveMax');
    expect(await buyer.token.balanceOf(dave())).toBe(parseUnits('3000', 18));
    expect(await buyer.mysteryBox.commitCount()).toBe(0n);
  });

  it('escrows the payment, reserves stock and asks the coordinator for its own random word', async () => {
    const { buyer } = await setup();
    const { commitId, requestId } = await buy(2);
    expect(await buyer.token.balanceOf(dave())).toBe(parseUnits('2800', 18));
    expect(await buyer.token.balanceOf(chain.addresses.mysteryBox)).toBe(UNIT * 2n); // held until the draw or a refund
    expect(await buyer.token.balanceOf(treasury())).toBe(0n);
    expect(await buyer.mysteryBox.getTotalLandTokensCount(INDEX, PRODUCT)).toBe(2n);
    expect(await buyer.mysteryBox.reservedCount(INDEX, PRODUCT)).toBe(2n);
    expect(await buyer.mysteryBox.pendingCount(dave())).toBe(1n);
    expect(await buyer.mysteryBox.commitOfRequest(requestId)).toBe(commitId);
    const c = await buyer.mysteryBox.commitment(commitId);
    expect([c.buyer, c.index, c.tokenId, c.amount, c.unitPrice, c.requestId, c.revealed, c.refunded]).toEqual([
      dave(),
      BigInt(INDEX),
      BigInt(PRODUCT),
      2n,
      UNIT,
      requestId,
      false,
      false,
    ]);
  });

  it('counts reserved boxes as sold: more than the unreserved stock, a zero amount and an unpriced product are refused', async () => {
    const { buyer } = await setup();
    await expectRevert(buyer.mysteryBox.buyToken(INDEX, PRODUCT, 5, MAX), 'OutOfStock');
    await buy(3);
    expect(await expectRevert(buyer.mysteryBox.buyToken(INDEX, PRODUCT, 2, MAX), 'OutOfStock')).toEqual([BigInt(INDEX), BigInt(PRODUCT), 1n]);
    await expectRevert(buyer.mysteryBox.buyToken(INDEX, PRODUCT, 0, MAX), 'ZeroAmount');
    await expectRevert(buyer.mysteryBox.buyToken(INDEX, 9, 1, MAX), 'UnknownProduct');
  });

  it('refuses a buyer without enough tokens', async () => {
    await setup();
    const erin = chain.as('erin');
    await erin.token.approve(chain.addresses.mysteryBox, UNIT);
    await expectRevert(erin.mysteryBox.buyToken(INDEX, PRODUCT, 1, MAX), 'ERC20InsufficientBalance');
  });

  it('caps the boxes of one purchase, and the largest purchase is delivered within the callback gas limit', async () => {
    const { buyer } = await setup(25);
    const cap = await buyer.mysteryBox.MAX_BOXES_PER_PURCHASE();
    // The sale form refuses more before the wallet is asked (machines/mysteryBox/rules.ts).
    expect(cap).toBe(BigInt(MYSTERY_BOX_MAX_PER_PURCHASE));
    expect(await expectRevert(buyer.mysteryBox.buyToken(INDEX, PRODUCT, cap + 1n, MAX), 'TooManyBoxes')).toEqual([cap + 1n, cap]);
    const { commitId, requestId } = await buy(Number(cap));
    await fulfilAs(requestId);
    expect((await buyer.mysteryBox.commitment(commitId)).revealed).toBe(true);
    expect(await buyer.land721.balanceOf(dave())).toBe(cap);
  });
});

describe('the VRF callback', () => {
  it('draws and delivers the purchase, pays the treasury and names the random word it drew from', async () => {
    const { buyer, ids } = await setup();
    const { commitId, requestId } = await buy(2);
    await fulfilAs(requestId);
    const received = await buyer.mysteryBox.lastReceiveToken(dave());
    expect(received).toHaveLength(2);
    for (const id of received) {
      expect(ids.map(BigInt)).toContain(id);
      expect(await buyer.land721.ownerOf(id)).toBe(dave());
    }
    const left = await buyer.mysteryBox.getLandToken(INDEX, PRODUCT);
    expect([...left, ...received].sort()).toEqual(ids.map(BigInt).sort());
    expect(await buyer.mysteryBox.reservedCount(INDEX, PRODUCT)).toBe(0n);
    expect(await buyer.mysteryBox.pendingCount(dave())).toBe(0n);
    expect(await buyer.token.balanceOf(treasury())).toBe(UNIT * 2n);
    expect(await buyer.token.balanceOf(chain.addresses.mysteryBox)).toBe(0n);
    const [ev] = await buyer.mysteryBox.queryFilter(buyer.mysteryBox.filters.Purchased(commitId));
    const coordinator = LocalVrfCoordinator__factory.connect((await buyer.mysteryBox.vrf()).coordinator, chain.provider);
    const [done] = await coordinator.queryFilter(coordinator.filters.RandomWordsFulfilled(requestId));
    expect(done!.args.success).toBe(true);
    expect([...ev!.args.landTokenIds]).toEqual([...received]);
    // The mock's word for a request is keccak256(abi.encode(requestId, 0)): the event names the word drawn from.
    expect(ev!.args.seed).toBe(keccak256(AbiCoder.defaultAbiCoder().encode(['uint256', 'uint256'], [requestId, 0])));
  });

  it('fulfils each purchase on its own: B revealed before A, then A', async () => {
    const { buyer } = await setup();
    const a = await buy(1);
    const b = await buy(2);
    await fulfilAs(b.requestId);
    expect((await buyer.mysteryBox.commitment(b.commitId)).revealed).toBe(true);
    expect((await buyer.mysteryBox.commitment(a.commitId)).revealed).toBe(false);
    expect(await buyer.land721.balanceOf(dave())).toBe(2n);
    expect(await buyer.mysteryBox.reservedCount(INDEX, PRODUCT)).toBe(1n);
    await fulfilAs(a.requestId);
    expect((await buyer.mysteryBox.commitment(a.commitId)).revealed).toBe(true);
    expect(await buyer.land721.balanceOf(dave())).toBe(3n);
    expect(await buyer.mysteryBox.getLandToken(INDEX, PRODUCT)).toHaveLength(1);
    expect(await buyer.mysteryBox.pendingCount(dave())).toBe(0n);
  });

  it('is accepted from the coordinator only', async () => {
    await setup();
    const { requestId } = await buy(1);
    const args = await expectRevert(chain.as('dave').mysteryBox.rawFulfillRandomWords(requestId, [123n]), 'OnlyCoordinatorCanFulfill');
    expect(args[0]).toBe(dave());
  });

  it("is the keeper's job: it delivers every pending purchase but the held buyers', who stay pending", async () => {
    const { admin, buyer } = await setup();
    await admin.token.mint(account('alice').address, parseUnits('1000', 18));
    const alice = chain.as('alice');
    await alice.token.approve(chain.addresses.mysteryBox, parseUnits('1000', 18));
    await buy(1);
    await alice.mysteryBox.buyToken(INDEX, PRODUCT, 2, MAX);
    await buy(1);
    const keeper = chain.as('carol').mysteryBox;
    expect(await revealPending(keeper, [dave().toLowerCase()])).toBe(1);
    expect(await buyer.land721.balanceOf(account('alice').address)).toBe(2n);
    expect(await buyer.mysteryBox.pendingCount(dave())).toBe(2n);
    expect(await revealPending(keeper)).toBe(2);
    expect(await revealPending(keeper)).toBe(0);
    expect(await buyer.land721.balanceOf(dave())).toBe(2n);
    expect(await buyer.mysteryBox.getLandToken(INDEX, PRODUCT)).toEqual([]);
  });
});

describe('refund of a purchase whose randomness never came', () => {
  it('only after the timeout, only by the admin, only once; the payment goes back and the boxes are on sale again', async () => {
    const { admin, buyer } = await setup();
    const { commitId, requestId } = await buy(2);
    await expectRevert(admin.mysteryBox.refund(commitId), 'RefundTooEarly');
    await evmIncreaseTime(chain.rpcUrl, DAY);
    await expectRevert(chain.as('dave').mysteryBox.refund(commitId), 'AccessControlUnauthorizedAccount');
    await expectRevert(chain.as('alice').mysteryBox.refund(commitId), 'AccessControlUnauthorizedAccount');
    await expectRevert(admin.mysteryBox.refund(99), 'UnknownCommit');
    await admin.mysteryBox.refund(commitId);
    expect(await buyer.token.balanceOf(dave())).toBe(parseUnits('3000', 18));
    expect(await buyer.token.balanceOf(chain.addresses.mysteryBox)).toBe(0n);
    expect(await buyer.mysteryBox.getTotalLandTokensCount(INDEX, PRODUCT)).toBe(4n);
    expect(await buyer.mysteryBox.pendingCount(dave())).toBe(0n);
    const [ev] = await buyer.mysteryBox.queryFilter(buyer.mysteryBox.filters.Refunded(commitId));
    expect([ev!.args.buyer, ev!.args.paid]).toEqual([dave(), UNIT * 2n]);
    await expectRevert(admin.mysteryBox.refund(commitId), 'NotPending');
    // Randomness arriving after the refund delivers nothing and takes nothing.
    await fulfilAs(requestId);
    const c = await buyer.mysteryBox.commitment(commitId);
    expect([c.revealed, c.refunded]).toEqual([false, true]);
    expect(await buyer.land721.balanceOf(dave())).toBe(0n);
    expect(await buyer.token.balanceOf(dave())).toBe(parseUnits('3000', 18));
  });

  it('is refused once the purchase was revealed', async () => {
    const { admin } = await setup();
    const { commitId, requestId } = await buy(1);
    await fulfilAs(requestId);
    await evmIncreaseTime(chain.rpcUrl, DAY + 1);
    await expectRevert(admin.mysteryBox.refund(commitId), 'NotPending');
  });
});
