// Claiming reward boxes: the API's listed signer signs a payload, the user submits it to the executor's execTransaction.
import { Wallet, hexlify, randomBytes, toBigInt } from 'ethers';
import { describe, expect, it } from 'vitest';
import { account } from '../../common/localWorld/accounts';
import { encodeClaimRewardPayload, signExecPayload } from '../../src/services/chain/executorPayload';
import { chainTime, evmIncreaseTime } from '../../scripts/chains/time';
import { signClaim } from '../../server/chain/claimSigner';
import { CHAIN_ID, expectRevert, testChainForFile } from './fixture';

const DAY = 86_400;
const chain = testChainForFile();

const alice = () => account('alice').address;
const nonce = () => toBigInt(randomBytes(32));

/** Campaign 1: a 30-day campaign that started a day ago (ongoing) unless `ended`. */
async function campaign(ended: boolean): Promise<bigint> {
  const admin = chain.as('deployer');
  const now = await chainTime(chain.rpcUrl);
  await admin.staking.setupCampaign(1, now + 60);
  if (ended) await evmIncreaseTime(chain.rpcUrl, 31 * DAY);
  else await evmIncreaseTime(chain.rpcUrl, DAY);
  return admin.staking.campaignCount();
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

describe('claimReward through execTransaction', () => {
  it('mints the signed reward boxes to the claimer and records the claim', async () => {
    const id = await campaign(true);
    const { data, signature } = await signedClaim({
      campaignId: id,
      rewards: [
        { boxType: 1, amount: 10 },
        { boxType: 8, amount: 1 },
      ],
    });
    await chain.as('alice').executor.execTransaction(data, signature);
    const box = chain.as('alice').rewardBox;
    expect(await box.balanceOfBatch([alice(), alice(), alice()], [1, 8, 2])).toEqual([10n, 1n, 0n]);
    expect(await chain.as('alice').staking.claimed(id, alice(), 1)).toBe(10n);
  });

  it('can be submitted by anyone; the boxes still go to the user named in the payload', async () => {
    const id = await campaign(true);
    const { data, signature } = await signedClaim({ campaignId: id, rewards: [{ boxType: 7, amount: 10 }] });
    await chain.as('bob').executor.execTransaction(data, signature);
    expect(await chain.as('bob').rewardBox.balanceOf(alice(), 7)).toBe(10n);
    expect(await chain.as('bob').rewardBox.balanceOf(account('bob').address, 7)).toBe(0n);
  });

  it('refuses a payload signed by a key that is not a listed signer, or a tampered payload', async () => {
    const id = await campaign(true);
    const forged = await signedClaim({ campaignId: id, rewards: [{ boxType: 1, amount: 10 }], signer: chain.wallet('alice') });
    await expectRevert(chain.as('alice').executor.execTransaction(forged.data, forged.signature), 'InvalidSignature');
    const good = await signedClaim({ campaignId: id, rewards: [{ boxType: 1, amount: 10 }] });
    const tampered = `${good.data.slice(0, -2)}ff`;
    await expectRevert(chain.as('alice').executor.execTransaction(tampered, good.signature), 'InvalidSignature');
    await expectRevert(chain.as('alice').executor.execTransaction(good.data, hexlify(randomBytes(10))), 'InvalidSignature');
    expect(await chain.as('alice').rewardBox.balanceOf(alice(), 1)).toBe(0n);
  });

  it('refuses a replayed nonce and an expired payload', async () => {
    const id = await campaign(true);
    const first = await signedClaim({ campaignId: id, rewards: [{ boxType: 2, amount: 15 }], n: 42n });
    await chain.as('alice').executor.execTransaction(first.data, first.signature);
    await expectRevert(chain.as('alice').executor.execTransaction(first.data, first.signature), 'NonceUsed');
    const late = await signedClaim({ campaignId: id, rewards: [{ boxType: 2, amount: 15 }], deadline: BigInt(await chainTime(chain.rpcUrl)) - 1n });
    await expectRevert(chain.as('alice').executor.execTransaction(late.data, late.signature), 'Expired');
    expect(await chain.as('alice').rewardBox.balanceOf(alice(), 2)).toBe(15n);
  });

  it('refuses claims before the campaign starts, while it is ongoing, and box types outside 1 to 9', async () => {
    const admin = chain.as('deployer');
    await admin.staking.setupCampaign(1, (await chainTime(chain.rpcUrl)) + 10 * DAY);
    const upcoming = await admin.staking.campaignCount();
    const tooSoon = await signedClaim({ campaignId: upcoming, rewards: [{ boxType: 1, amount: 10 }] });
    await expectRevert(chain.as('alice').executor.execTransaction(tooSoon.data, tooSoon.signature), 'CampaignNotEnded');
    const ongoing = await campaign(false);
    const early = await signedClaim({ campaignId: ongoing, rewards: [{ boxType: 1, amount: 10 }] });
    await expectRevert(chain.as('alice').executor.execTransaction(early.data, early.signature), 'CampaignOngoing');
    await evmIncreaseTime(chain.rpcUrl, 30 * DAY);
    const bad = await signedClaim({ campaignId: ongoing, rewards: [{ boxType: 10, amount: 1 }] });
    await expectRevert(chain.as('alice').executor.execTransaction(bad.data, bad.signature), 'InvalidBoxType');
  });

  it('refuses claimReward called directly by a user, and signer changes by anyone but the admin', async () => {
    const id = await campaign(true);
    await expectRevert(chain.as('alice').staking.claimReward(id, alice(), [1], [10]), 'AccessControlUnauthorizedAccount');
    await expectRevert(chain.as('alice').executor.setSigner(alice(), true), 'AccessControlUnauthorizedAccount');
    expect(await chain.as('alice').executor.isSigner(account('signer').address)).toBe(true);
  });

  it('runs a claim signed by the reference API (server/chain/claimSigner) unchanged', async () => {
    const id = await campaign(true);
    const signed = await signClaim({
      chainId: CHAIN_ID,
      executor: chain.addresses.executor,
      staking: chain.addresses.staking,
      campaignId: Number(id),
      user: alice(),
      boxes: [
        { boxType: 3, amount: 10 },
        { boxType: 9, amount: 1 },
      ],
      deadline: (await chainTime(chain.rpcUrl)) + 600,
    });
    await chain.as('alice').executor.execTransaction(signed.data, signed.signature);
    expect(await chain.as('alice').rewardBox.balanceOfBatch([alice(), alice()], [3, 9])).toEqual([10n, 1n]);
  });
});
