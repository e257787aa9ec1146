// Claiming reward boxes: the API's listed signer signs a payload, the user submits it to the executor's execTransaction;
// LandStaking mints at most what the staked LAND earned, whatever was signed.
import { Wallet, hexlify, randomBytes, toBigInt } from 'ethers';
import { describe, expect, it } from 'vitest';
import { account } from '@common/localWorld/accounts';
import { BUILDING_BOX_OF_POOL, REWARD_TABLE, campaignRewards, poolDays, type PoolId } from '@common/domain/campaign';
import { encodeClaimRewardPayload, signExecPayload } from '../../src/services/chain/executorPayload';
import { chainTime, evmIncreaseTime } from '../../scripts/chains/time';
import { signClaim } from '../../server/chain/claimSigner';
import { CHAIN_ID, expectRevert, land, testChainForFile } from './fixtures';

const DAY = 86_400;
const chain = testChainForFile();

const alice = () => account('alice').address;
const nonce = () => toBigInt(randomBytes(32));

/** What alice stakes: ERC-721 #1 (1x1) and #2 (2x1P), and 3 of ERC-1155 #7 (2x2). */
const STAKED = [
  { landType: '1x1', amount: 1 },
  { landType: '2x1P', amount: 1 },
  { landType: '2x2', amount: 3 },
];

/** A campaign of `pool` alice stakes STAKED in before its start; then it runs a day, or to its end when `ended`. */
async function stakedCampaign(ended: boolean, pool: PoolId = 1): Promise<bigint> {
  const admin = chain.as('deployer');
  await admin.staking.setupCampaign(pool, (await chainTime(chain.rpcUrl)) + 600);
  const id = await admin.staking.campaignCount();
  await admin.staking.launchCampaign(id);
  await admin.land721.mint(alice(), 1, land(1, 1, 1, 1));
  await admin.land721.mint(alice(), 2, land(2, 1, 3, 1, true));
  await admin.land1155.mint(alice(), 7, 3, land(5, 5, 6, 6));
  const a = chain.as('alice');
  await a.land721.setApprovalForAll(chain.addresses.staking, true);
  await a.land1155.setApprovalForAll(chain.addresses.staking, true);
  await a.staking.depositERC721(id, chain.addresses.land721, [1, 2]);
  await a.staking.depositERC1155(id, chain.addresses.land1155, [7], [3]);
  await evmIncreaseTime(chain.rpcUrl, ended ? poolDays(pool) * DAY + 700 : DAY + 700);
  return id;
}

async function signedClaim(opts: { campaignId: bigint; rewards: { boxType: number; amount: number }[]; signer?: Wallet; deadline?: bigint; n?: bigint }) {
  const data = encodeClaimRewardPayload({
    staking: chain.addresses.staking,
    campaignId: opts.campaignId,
    user: alice(),
    rewards: opts.rewards,
    nonce: opts.n ?? nonce(),
    deadline: opts.deadline ?? BigInt((await chainTime(chain.rpcUrl)) + 600),
  });
  const signature = await signExecPayload(opts.signer ?? chain.wallet('signer'), CHAIN_ID, chain.addresses.executor, data);
  return { data, signature };
}

const exec = (p: { data: string; signature: string }) => chain.as('alice').executor.execTransaction(p.data, p.signature);
const balances = (types: number[]) =>
  chain.as('alice').rewardBox.balanceOfBatch(
    types.map(() => alice()),
    types,
  );

describe('claimReward through execTransaction', () => {
  it('mints the signed reward boxes to the claimer and records the claim', async () => {
    const id = await stakedCampaign(true);
    await exec(
      await signedClaim({
        campaignId: id,
        rewards: [
          { boxType: 1, amount: 10 },
          { boxType: 4, amount: 15 },
        ],
      }),
    );
    expect(await balances([1, 4, 5])).toEqual([10n, 15n, 0n]);
    expect(await chain.as('alice').staking.claimed(id, alice(), 1)).toBe(10n);
  });

  it('can be submitted by anyone; the boxes still go to the user named in the payload', async () => {
    const id = await stakedCampaign(true);
    const { data, signature } = await signedClaim({ campaignId: id, rewards: [{ boxType: 5, amount: 30 }] });
    await chain.as('bob').executor.execTransaction(data, signature);
    expect(await chain.as('bob').rewardBox.balanceOf(alice(), 5)).toBe(30n);
    expect(await chain.as('bob').rewardBox.balanceOf(account('bob').address, 5)).toBe(0n);
  });

  it('refuses a payload signed by a key that is not a listed signer, or a tampered payload', async () => {
    const id = await stakedCampaign(true);
    const forged = await signedClaim({ campaignId: id, rewards: [{ boxType: 1, amount: 10 }], signer: chain.wallet('alice') });
    await expectRevert(exec(forged), 'InvalidSignature');
    const good = await signedClaim({ campaignId: id, rewards: [{ boxType: 1, amount: 10 }] });
    await expectRevert(exec({ data: `${good.data.slice(0, -2)}ff`, signature: good.signature }), 'InvalidSignature');
    await expectRevert(exec({ data: good.data, signature: hexlify(randomBytes(10)) }), 'InvalidSignature');
    expect(await balances([1])).toEqual([0n]);
  });

  it('refuses a replayed nonce and an expired payload', async () => {
    const id = await stakedCampaign(true);
    const first = await signedClaim({ campaignId: id, rewards: [{ boxType: 4, amount: 5 }], n: 42n });
    await exec(first);
    await expectRevert(exec(first), 'NonceUsed');
    const late = await signedClaim({ campaignId: id, rewards: [{ boxType: 4, amount: 5 }], deadline: BigInt(await chainTime(chain.rpcUrl)) - 1n });
    await expectRevert(exec(late), 'Expired');
    expect(await balances([4])).toEqual([5n]);
  });

  it('refuses claims before the campaign starts and while it is ongoing', async () => {
    const admin = chain.as('deployer');
    await admin.staking.setupCampaign(1, (await chainTime(chain.rpcUrl)) + 10 * DAY);
    const upcoming = await admin.staking.campaignCount();
    await expectRevert(exec(await signedClaim({ campaignId: upcoming, rewards: [{ boxType: 1, amount: 10 }] })), 'CampaignNotEnded');
    await chain.reset();
    const ongoing = await stakedCampaign(false);
    await expectRevert(exec(await signedClaim({ campaignId: ongoing, rewards: [{ boxType: 1, amount: 10 }] })), 'CampaignOngoing');
  });

  it('refuses claimReward called directly by a user or by the admin (only the executor claims)', async () => {
    const id = await stakedCampaign(true);
    await expectRevert(chain.as('alice').staking.claimReward(id, alice(), [1], [10]), 'AccessControlUnauthorizedAccount');
    await expectRevert(chain.as('deployer').staking.claimReward(id, alice(), [1], [10]), 'AccessControlUnauthorizedAccount');
    await expectRevert(chain.as('alice').executor.setSigner(alice(), true), 'AccessControlUnauthorizedAccount');
    expect(await chain.as('alice').executor.isSigner(account('signer').address)).toBe(true);
  });

  it('runs a claim signed by the reference API (server/chain/claimSigner) unchanged', async () => {
    const id = await stakedCampaign(true, 3);
    const signed = await signClaim(chain.wallet('signer'), {
      chainId: CHAIN_ID,
      executor: chain.addresses.executor,
      staking: chain.addresses.staking,
      campaignId: Number(id),
      user: alice(),
      boxes: [
        { boxType: 5, amount: 30 },
        { boxType: 9, amount: 5 },
      ],
      deadline: (await chainTime(chain.rpcUrl)) + 600,
    });
    await exec(signed);
    expect(await balances([5, 9])).toEqual([30n, 5n]);
  });
});

describe('the claim cap: LandStaking mints only what the staked LAND earned', () => {
  it("credits at deposit exactly what the API's campaignRewards computes for the same LAND, per pool", async () => {
    for (const pool of [1, 2, 3] as const) {
      await chain.reset();
      const id = await stakedCampaign(true, pool);
      const r = campaignRewards(STAKED, pool);
      const owed = [...r.randomBoxes, ...r.buildingBoxA, ...r.buildingBoxB];
      const onChain = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => chain.as('alice').staking.entitlement(id, alice(), t)));
      expect(onChain.map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => owed.find((o) => o.boxType === t)?.amount ?? 0));
    }
  });

  it('refuses a second payload (fresh nonce, valid signer) once the first took the entitlement', async () => {
    const id = await stakedCampaign(true);
    const rewards = [
      { boxType: 1, amount: 10 },
      { boxType: 4, amount: 15 },
      { boxType: 5, amount: 30 },
    ];
    const first = await signedClaim({ campaignId: id, rewards });
    const second = await signedClaim({ campaignId: id, rewards });
    await exec(first);
    const [, , boxType, remaining] = await expectRevert(exec(second), 'ClaimExceedsEntitlement');
    expect([boxType, remaining]).toEqual([1n, 0n]);
    expect(await balances([1, 4, 5])).toEqual([10n, 15n, 30n]);
  });

  it('lets partial claims add up to the entitlement and no further', async () => {
    const id = await stakedCampaign(true);
    for (const amount of [3, 4, 3]) await exec(await signedClaim({ campaignId: id, rewards: [{ boxType: 1, amount }] }));
    await expectRevert(exec(await signedClaim({ campaignId: id, rewards: [{ boxType: 1, amount: 1 }] })), 'ClaimExceedsEntitlement');
    // One box over in a batch refuses the whole batch.
    await expectRevert(
      exec(
        await signedClaim({
          campaignId: id,
          rewards: [
            { boxType: 5, amount: 30 },
            { boxType: 4, amount: 16 },
          ],
        }),
      ),
      'ClaimExceedsEntitlement',
    );
    expect(await balances([1, 4, 5])).toEqual([10n, 0n, 0n]);
  });

  it('refuses box types the LAND did not earn (the pool has no building box, a type outside 1 to 9) and other users', async () => {
    const id = await stakedCampaign(true);
    await expectRevert(exec(await signedClaim({ campaignId: id, rewards: [{ boxType: 8, amount: 1 }] })), 'ClaimExceedsEntitlement');
    await expectRevert(exec(await signedClaim({ campaignId: id, rewards: [{ boxType: 10, amount: 1 }] })), 'ClaimExceedsEntitlement');
    const data = encodeClaimRewardPayload({
      staking: chain.addresses.staking,
      campaignId: id,
      user: account('bob').address,
      rewards: [{ boxType: 1, amount: 10 }],
      nonce: nonce(),
      deadline: BigInt((await chainTime(chain.rpcUrl)) + 600),
    });
    await expectRevert(
      exec({ data, signature: await signExecPayload(chain.wallet('signer'), CHAIN_ID, chain.addresses.executor, data) }),
      'ClaimExceedsEntitlement',
    );
  });

  it('keeps the entitlement after the LAND is withdrawn, and a size outside the table (3x3P) earns nothing', async () => {
    const id = await stakedCampaign(true);
    await chain.as('deployer').staking.setWithdrawEnabled(true);
    await chain.as('alice').staking.withdraw(id, chain.addresses.land721, [1, 2], [1, 1]);
    expect(await chain.as('alice').staking.entitlement(id, alice(), 1)).toBe(10n);
    const admin = chain.as('deployer');
    await admin.staking.setupCampaign(2, (await chainTime(chain.rpcUrl)) + 600);
    const next = await admin.staking.campaignCount();
    await admin.staking.launchCampaign(next);
    await admin.land721.mint(alice(), 9, land(10, 10, 12, 12, true));
    await chain.as('alice').staking.depositERC721(next, chain.addresses.land721, [9]);
    const all = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => chain.as('alice').staking.entitlement(next, alice(), t)));
    expect(all.every((x) => x === 0n)).toBe(true);
  });
});

describe('the reward table on chain', () => {
  it('equals common/domain/campaign.ts: each LAND size, no row for 3x3P or a turned 1x2, and the building box per pool', async () => {
    const s = chain.as('alice').staking;
    for (const row of REWARD_TABLE) {
      const m = /^(\d)x(\d)(P?)$/.exec(row.landType)!;
      const [boxType, amount] = await s.landReward(Number(m[1]), Number(m[2]), m[3] === 'P');
      expect([row.landType, Number(boxType), Number(amount)]).toEqual([row.landType, row.boxType, row.amount]);
    }
    expect((await s.landReward(3, 3, true)).map(Number)).toEqual([0, 0]);
    expect((await s.landReward(1, 2, false)).map(Number)).toEqual([0, 0]);
    for (const pool of [1, 2, 3] as const) {
      const [boxType, amount] = await s.poolBuildingBox(pool);
      expect([pool, Number(boxType), Number(amount)]).toEqual([pool, BUILDING_BOX_OF_POOL[pool] ?? 0, BUILDING_BOX_OF_POOL[pool] === null ? 0 : 1]);
    }
  });

  it('is written by the admin only, with box types 1 to 9', async () => {
    await expectRevert(chain.as('alice').staking.setLandReward(1, 1, false, 1, 1000), 'AccessControlUnauthorizedAccount');
    await expectRevert(chain.as('alice').staking.setPoolBuildingBox(1, 8, 1000), 'AccessControlUnauthorizedAccount');
    await expectRevert(chain.as('deployer').staking.setLandReward(1, 1, false, 10, 1), 'InvalidReward');
    await expectRevert(chain.as('deployer').staking.setPoolBuildingBox(4, 8, 1), 'InvalidPool');
  });
});
