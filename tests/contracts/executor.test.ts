// Least privilege on chain: the executor calls only its allowlist, each payload runs once however its signature is
// spelled, and each role is held by the one contract that needs it.
import { AbiCoder, getBytes, keccak256, randomBytes, toBigInt } from 'ethers';
import { describe, expect, it } from 'vitest';
import { account } from '@common/localWorld/accounts';
import { chainTime, evmIncreaseTime } from '../../scripts/chains/time';
import { CHAIN_ID, expectRevert, land, testChainForFile } from './fixtures';
import { respell } from './signatureSpellings';

const chain = testChainForFile();
const coder = AbiCoder.defaultAbiCoder();

/** A payload for any target and call data, signed by the executor's listed signer. */
async function signed(target: string, callData: string) {
  const data = coder.encode(['address', 'bytes', 'uint256', 'uint256'], [target, callData, toBigInt(randomBytes(32)), (await chainTime(chain.rpcUrl)) + 600]);
  const hash = keccak256(coder.encode(['uint256', 'address', 'bytes32'], [CHAIN_ID, chain.addresses.executor, keccak256(data)]));
  return { data, signature: await chain.wallet('signer').signMessage(getBytes(hash)) };
}
const exec = (p: { data: string; signature: string }) => chain.as('bob').executor.execTransaction(p.data, p.signature);

describe('the executor allowlist', () => {
  it('refuses a target that is not allowlisted, even with a valid signature', async () => {
    const c = chain.as('deployer');
    // The executor holds no minter role there, but the allowlist refuses before any call is made.
    const mint = c.land721.interface.encodeFunctionData('mint', [account('bob').address, 77, land(1, 1, 1, 1)]);
    const [target, selector] = await expectRevert(exec(await signed(chain.addresses.land721, mint)), 'NotAllowed');
    expect([target, selector]).toEqual([chain.addresses.land721, mint.slice(0, 10)]);
    const box = c.rewardBox.interface.encodeFunctionData('mint', [account('bob').address, 1, 1]);
    await expectRevert(exec(await signed(chain.addresses.rewardBox, box)), 'NotAllowed');
  });

  it('refuses a function that is not allowlisted on the allowed target (staking admin calls, empty call data)', async () => {
    const s = chain.as('deployer').staking;
    for (const callData of [
      s.interface.encodeFunctionData('setWhitelist', [chain.addresses.token, 1]),
      s.interface.encodeFunctionData('setupCampaign', [1, (await chainTime(chain.rpcUrl)) + 600]),
      s.interface.encodeFunctionData('grantRole', [await s.MANAGER_ROLE(), account('bob').address]),
      '0x',
    ]) {
      await expectRevert(exec(await signed(chain.addresses.staking, callData)), 'NotAllowed');
    }
    expect(await s.whitelist(chain.addresses.token)).toBe(0n);
  });

  it('is set by the admin only: claimReward on LandStaking after deploy, and revoking it stops claims', async () => {
    const s = chain.as('deployer').staking;
    const claim = s.interface.getFunction('claimReward').selector;
    const e = chain.as('deployer').executor;
    expect(await e.isAllowed(chain.addresses.staking, claim)).toBe(true);
    await expectRevert(chain.as('alice').executor.setAllowed(chain.addresses.rewardBox, '0x156e29f6', true), 'AccessControlUnauthorizedAccount');
    await e.setAllowed(chain.addresses.staking, claim, false);
    const callData = s.interface.encodeFunctionData('claimReward', [1, account('alice').address, [1], [1]]);
    await expectRevert(exec(await signed(chain.addresses.staking, callData)), 'NotAllowed');
  });
});

describe('re-spelled signatures', () => {
  it('refuses the high-s, v 0 or 1 and 64-byte spellings of a valid signature', async () => {
    const callData = chain.as('deployer').staking.interface.encodeFunctionData('claimReward', [1, account('alice').address, [1], [1]]);
    const p = await signed(chain.addresses.staking, callData);
    const other = respell(p.signature);
    for (const signature of [other.highS, other.v01, other.compact]) {
      await expectRevert(exec({ data: p.data, signature }), 'InvalidSignature');
    }
    // The canonical spelling passes the signature check (it reaches staking, which knows no campaign 1 yet).
    await expectRevert(exec(p), 'UnknownCampaign');
  });

  it('a payload that ran is refused again by its nonce, in every spelling', async () => {
    const admin = chain.as('deployer');
    const now = await chainTime(chain.rpcUrl);
    await admin.staking.setupCampaign(1, now + 60);
    await admin.staking.launchCampaign(1);
    await admin.land721.mint(account('alice').address, 1, land(1, 1, 1, 1));
    await chain.as('alice').land721.setApprovalForAll(chain.addresses.staking, true);
    await chain.as('alice').staking.depositERC721(1, chain.addresses.land721, [1]);
    await evmIncreaseTime(chain.rpcUrl, 31 * 86_400);
    const callData = admin.staking.interface.encodeFunctionData('claimReward', [1, account('alice').address, [1], [4]]);
    const p = await signed(chain.addresses.staking, callData);
    await exec(p);
    const other = respell(p.signature);
    await expectRevert(exec(p), 'NonceUsed');
    for (const signature of [other.highS, other.v01, other.compact]) await expectRevert(exec({ data: p.data, signature }), 'InvalidSignature');
    expect(await admin.rewardBox.balanceOf(account('alice').address, 1)).toBe(4n);
  });
});

describe('roles after deploy', () => {
  it('RewardBox: only LandStaking mints; the deployer (admin) cannot', async () => {
    const box = chain.as('deployer').rewardBox;
    const minter = await box.MINTER_ROLE();
    await expectRevert(box.mint(account('deployer').address, 1, 1), 'AccessControlUnauthorizedAccount');
    const holders = { staking: chain.addresses.staking, deployer: account('deployer').address, executor: chain.addresses.executor };
    expect(await Promise.all(Object.values(holders).map((a) => box.hasRole(minter, a)))).toEqual([true, false, false]);
  });

  it('LandStaking: only the executor claims; the deployer runs campaigns and holds the admin role', async () => {
    const s = chain.as('deployer').staking;
    const [manager, campaignAdmin, admin] = await Promise.all([s.MANAGER_ROLE(), s.CAMPAIGN_ADMIN_ROLE(), s.DEFAULT_ADMIN_ROLE()]);
    const deployer = account('deployer').address;
    const signer = account('signer').address;
    expect(await Promise.all([chain.addresses.executor, deployer, signer].map((a) => s.hasRole(manager, a)))).toEqual([true, false, false]);
    expect(await Promise.all([deployer, chain.addresses.executor].map((a) => s.hasRole(campaignAdmin, a)))).toEqual([true, false]);
    expect(await Promise.all([deployer, chain.addresses.executor].map((a) => s.hasRole(admin, a)))).toEqual([true, false]);
  });

  it('SignerExecutor: the deployer is its admin, the listed signer is no admin', async () => {
    const e = chain.as('deployer').executor;
    const admin = await e.DEFAULT_ADMIN_ROLE();
    expect([await e.hasRole(admin, account('deployer').address), await e.hasRole(admin, account('signer').address)]).toEqual([true, false]);
  });
});
