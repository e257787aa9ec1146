// LandStaking: campaigns, whitelists, deposits before start, withdrawal after end behind the admin switch, and claims.
import { describe, expect, it } from 'vitest';
import { account } from '@common/localWorld/accounts';
import { chainTime, evmIncreaseTime } from '../../scripts/chains/time';
import { expectRevert, land, testChainForFile } from './fixtures';

const DAY = 86_400;
const chain = testChainForFile();

const alice = () => account('alice').address;

/** A launched 30-day campaign starting in one day, with alice holding LAND 721 #1, #2 and 5 of LAND 1155 #7. */
async function setup(opts: { launch?: boolean } = {}) {
  const admin = chain.as('deployer');
  const start = (await chainTime(chain.rpcUrl)) + DAY;
  await admin.staking.setupCampaign(1, start);
  const id = await admin.staking.campaignCount();
  if (opts.launch !== false) await admin.staking.launchCampaign(id);
  await admin.land721.mint(alice(), 1, land(1, 1, 1, 1));
  await admin.land721.mint(alice(), 2, land(2, 1, 3, 1));
  await admin.land1155.mint(alice(), 7, 5, land(5, 5, 5, 5, true));
  const a = chain.as('alice');
  await a.land721.setApprovalForAll(chain.addresses.staking, true);
  await a.land1155.setApprovalForAll(chain.addresses.staking, true);
  return { id, start, a, admin };
}

describe('campaigns', () => {
  it('sets up campaigns of 30, 90 and 180 days and reports status 2 upcoming, 3 ongoing, 1 ended', async () => {
    const admin = chain.as('deployer');
    const start = (await chainTime(chain.rpcUrl)) + DAY;
    for (const pool of [1, 2, 3]) await admin.staking.setupCampaign(pool, start);
    const ends = await Promise.all([1, 2, 3].map(async (id) => (await admin.staking.campaigns(id)).end - BigInt(start)));
    expect(ends).toEqual([30n * 86_400n, 90n * 86_400n, 180n * 86_400n]);
    expect(await admin.staking.campaignStatus(1)).toBe(2n);
    await evmIncreaseTime(chain.rpcUrl, DAY);
    expect(await admin.staking.campaignStatus(1)).toBe(3n);
    await evmIncreaseTime(chain.rpcUrl, 30 * DAY);
    expect(await admin.staking.campaignStatus(1)).toBe(1n);
    expect(await admin.staking.campaignStatus(2)).toBe(3n);
  });

  it('refuses an unknown pool and campaign setup by anyone but a manager', async () => {
    const start = (await chainTime(chain.rpcUrl)) + DAY;
    await expectRevert(chain.as('deployer').staking.setupCampaign(4, start), 'InvalidPool');
    await expectRevert(chain.as('alice').staking.setupCampaign(1, start), 'AccessControlUnauthorizedAccount');
    await expectRevert(chain.as('deployer').staking.campaignStatus(99), 'UnknownCampaign');
  });

  it('lets only the default admin flip the withdrawal switch and only managers edit the whitelist', async () => {
    await expectRevert(chain.as('alice').staking.setWithdrawEnabled(true), 'AccessControlUnauthorizedAccount');
    await expectRevert(chain.as('alice').staking.setWhitelist(chain.addresses.token, 1), 'AccessControlUnauthorizedAccount');
    await chain.as('deployer').staking.setWithdrawEnabled(true);
    expect(await chain.as('alice').staking.withdrawEnabled()).toBe(true);
  });
});

describe('deposits', () => {
  it('takes ERC-721 LAND before the start and records the balance per campaign, user, token and id', async () => {
    const { id, a } = await setup();
    await a.staking.depositERC721(id, chain.addresses.land721, [1, 2]);
    expect(await a.land721.ownerOf(1)).toBe(chain.addresses.staking);
    expect(await a.staking.balances(id, alice(), chain.addresses.land721, 2)).toBe(1n);
    const [tokens, ids, amounts] = await a.staking.getStakedTokens(id, alice());
    expect(tokens).toEqual([chain.addresses.land721, chain.addresses.land721]);
    expect(ids).toEqual([1n, 2n]);
    expect(amounts).toEqual([1n, 1n]);
  });

  it('takes ERC-1155 LAND in quantities', async () => {
    const { id, a } = await setup();
    await a.staking.depositERC1155(id, chain.addresses.land1155, [7], [3]);
    expect(await a.land1155.balanceOf(alice(), 7)).toBe(2n);
    expect(await a.staking.balances(id, alice(), chain.addresses.land1155, 7)).toBe(3n);
  });

  it('refuses deposits once the campaign has started', async () => {
    const { id, a } = await setup();
    await evmIncreaseTime(chain.rpcUrl, DAY);
    await expectRevert(a.staking.depositERC721(id, chain.addresses.land721, [1]), 'DepositClosed');
    await expectRevert(a.staking.depositERC1155(id, chain.addresses.land1155, [7], [1]), 'DepositClosed');
    expect(await a.land721.ownerOf(1)).toBe(alice());
  });

  it('refuses deposits into a campaign that is not launched, of tokens off the whitelist or of the wrong kind', async () => {
    const { id, a } = await setup({ launch: false });
    await expectRevert(a.staking.depositERC721(id, chain.addresses.land721, [1]), 'CampaignNotLaunched');
    await chain.as('deployer').staking.launchCampaign(id);
    await expectRevert(a.staking.depositERC721(id, chain.addresses.rewardBox, [1]), 'TokenNotWhitelisted');
    await expectRevert(a.staking.depositERC721(id, chain.addresses.land1155, [7]), 'WrongTokenKind');
    await expectRevert(a.staking.depositERC721(id, chain.addresses.land721, []), 'EmptyList');
  });
});

describe('withdrawal', () => {
  it('refuses while the admin switch is off, refuses before the end, then returns the LAND', async () => {
    const { id, a, admin } = await setup();
    await a.staking.depositERC721(id, chain.addresses.land721, [1]);
    await a.staking.depositERC1155(id, chain.addresses.land1155, [7], [4]);
    await evmIncreaseTime(chain.rpcUrl, 31 * DAY);
    await expectRevert(a.staking.withdraw(id, chain.addresses.land721, [1], [1]), 'WithdrawDisabled');

    await admin.staking.setWithdrawEnabled(true);
    await a.staking.withdraw(id, chain.addresses.land721, [1], [1]);
    await a.staking.withdraw(id, chain.addresses.land1155, [7], [4]);
    expect(await a.land721.ownerOf(1)).toBe(alice());
    expect(await a.land1155.balanceOf(alice(), 7)).toBe(5n);
    expect(await a.staking.balances(id, alice(), chain.addresses.land721, 1)).toBe(0n);
    const [tokens] = await a.staking.getStakedTokens(id, alice());
    expect(tokens).toEqual([]);
  });

  it('refuses to unlock during the campaign even with the switch on, and refuses more than was staked', async () => {
    const { id, a, admin } = await setup();
    await a.staking.depositERC1155(id, chain.addresses.land1155, [7], [2]);
    await admin.staking.setWithdrawEnabled(true);
    await evmIncreaseTime(chain.rpcUrl, 2 * DAY);
    await expectRevert(a.staking.withdraw(id, chain.addresses.land1155, [7], [2]), 'CampaignNotEnded');
    await evmIncreaseTime(chain.rpcUrl, 30 * DAY);
    await expectRevert(a.staking.withdraw(id, chain.addresses.land1155, [7], [3]), 'InsufficientStake');
    await expectRevert(chain.as('bob').staking.withdraw(id, chain.addresses.land1155, [7], [1]), 'InsufficientStake');
  });
});

/**
 * Keeping LAND for the next campaign: campaign A (30-day pool, starts in a day) where alice staked LAND 721 #1 and 4 of
 * LAND 1155 #7, campaign B of the same pool starting on day 40, C of the 90-day pool and D of the 30-day pool not
 * launched, both starting later; then 32 days pass, so A has ended and B is open for deposits.
 */
async function restakeSetup() {
  const { id: a, a: asAlice, admin } = await setup();
  await asAlice.staking.depositERC721(a, chain.addresses.land721, [1]);
  await asAlice.staking.depositERC1155(a, chain.addresses.land1155, [7], [4]);
  const now = await chainTime(chain.rpcUrl);
  await admin.staking.setupCampaign(1, now + 40 * DAY);
  const b = await admin.staking.campaignCount();
  await admin.staking.launchCampaign(b);
  await admin.staking.setupCampaign(2, now + 40 * DAY);
  const c = await admin.staking.campaignCount();
  await admin.staking.launchCampaign(c);
  await admin.staking.setupCampaign(1, now + 45 * DAY);
  const d = await admin.staking.campaignCount();
  await evmIncreaseTime(chain.rpcUrl, 32 * DAY);
  return { a, b, c, d, asAlice, admin };
}

describe('keeping LAND for the next campaign (restake)', () => {
  it('moves the stake from the ended campaign to the open one of the same pool without moving tokens or asking approval', async () => {
    const { a, b, asAlice, admin } = await restakeSetup();
    const { land721, land1155, staking } = chain.addresses;
    // No approval is needed: the tokens stay where they are.
    await asAlice.land721.setApprovalForAll(staking, false);
    await asAlice.land1155.setApprovalForAll(staking, false);
    expect(await asAlice.staking.withdrawEnabled()).toBe(false);

    const receipt = await (await asAlice.staking.restake(a, b, land721, [1], [1])).wait();
    const events = receipt!.logs.flatMap((log) => {
      const parsed = asAlice.staking.interface.parseLog(log);
      return parsed ? [{ name: parsed.name, args: parsed.args.toArray() as unknown[] }] : [];
    });
    expect(events).toEqual([
      { name: 'Withdrawn', args: [a, alice(), land721, 1n, 1n] },
      { name: 'Deposited', args: [b, alice(), land721, 1n, 1n] },
      { name: 'Restaked', args: [a, b, alice(), land721, [1n], [1n]] },
    ]);
    // No Transfer event of the LAND contract: only the staking contract's own events.
    expect(receipt!.logs.every((log) => log.address === staking)).toBe(true);

    // Allowed with the withdrawal switch on as well; part of an ERC-1155 stake can stay.
    await admin.staking.setWithdrawEnabled(true);
    await asAlice.staking.restake(a, b, land1155, [7], [3]);

    expect(await asAlice.land721.ownerOf(1)).toBe(staking);
    expect(await asAlice.land1155.balanceOf(staking, 7)).toBe(4n);
    expect(await asAlice.land1155.balanceOf(alice(), 7)).toBe(1n);
    expect(await asAlice.staking.balances(a, alice(), land721, 1)).toBe(0n);
    expect(await asAlice.staking.balances(a, alice(), land1155, 7)).toBe(1n);
    const [oldTokens, oldIds, oldAmounts] = await asAlice.staking.getStakedTokens(a, alice());
    expect([oldTokens, oldIds, oldAmounts]).toEqual([[land1155], [7n], [1n]]);
    const [newTokens, newIds, newAmounts] = await asAlice.staking.getStakedTokens(b, alice());
    expect([newTokens, newIds, newAmounts]).toEqual([
      [land721, land1155],
      [1n, 7n],
      [1n, 3n],
    ]);
    expect(await asAlice.staking.campaignStatus(b)).toBe(2n);
  });

  it("credits the kept LAND's reward to the new campaign and leaves the ended campaign its own", async () => {
    const { a, b, asAlice } = await restakeSetup();
    const { land721, land1155 } = chain.addresses;
    const owed = async (id: bigint) => Promise.all([1, 2].map((t) => asAlice.staking.entitlement(id, alice(), t)));
    // A: #1 is 1x1 (10 Random Box A), each #7 is 1x1P (15 Random Box B).
    expect(await owed(a)).toEqual([10n, 60n]);
    expect(await owed(b)).toEqual([0n, 0n]);
    await asAlice.staking.restake(a, b, land721, [1], [1]);
    await asAlice.staking.restake(a, b, land1155, [7], [3]);
    expect(await owed(a)).toEqual([10n, 60n]);
    expect(await owed(b)).toEqual([10n, 45n]);
  });

  it('lets the kept LAND be unlocked from the new campaign once that one ends, and not before', async () => {
    const { a, b, asAlice, admin } = await restakeSetup();
    const { land721, land1155 } = chain.addresses;
    await asAlice.staking.restake(a, b, land721, [1], [1]);
    await asAlice.staking.restake(a, b, land1155, [7], [4]);
    await admin.staking.setWithdrawEnabled(true);
    // Nothing is left in the old campaign.
    await expectRevert(asAlice.staking.withdraw(a, land721, [1], [1]), 'InsufficientStake');
    await evmIncreaseTime(chain.rpcUrl, 10 * DAY);
    await expectRevert(asAlice.staking.withdraw(b, land721, [1], [1]), 'CampaignNotEnded');
    await evmIncreaseTime(chain.rpcUrl, 30 * DAY);
    await asAlice.staking.withdraw(b, land721, [1], [1]);
    await asAlice.staking.withdraw(b, land1155, [7], [4]);
    expect(await asAlice.land721.ownerOf(1)).toBe(alice());
    expect(await asAlice.land1155.balanceOf(alice(), 7)).toBe(5n);
    const [tokens] = await asAlice.staking.getStakedTokens(b, alice());
    expect(tokens).toEqual([]);
  });

  it('names the next open campaign of a pool: launched, not started, earliest start; 0 when there is none', async () => {
    const { b, c, asAlice, admin } = await restakeSetup();
    expect(await asAlice.staking.nextOpenCampaign(1)).toBe(b);
    expect(await asAlice.staking.nextOpenCampaign(2)).toBe(c);
    expect(await asAlice.staking.nextOpenCampaign(3)).toBe(0n);
    // After B has started, D (not launched) does not count until it is launched.
    await evmIncreaseTime(chain.rpcUrl, 9 * DAY);
    expect(await asAlice.staking.nextOpenCampaign(1)).toBe(0n);
    await admin.staking.launchCampaign(4);
    expect(await asAlice.staking.nextOpenCampaign(1)).toBe(4n);
  });

  it('refuses before the old campaign has ended, and into a campaign of another pool, not launched or already started', async () => {
    const { id: a, a: asAlice, admin } = await setup();
    const { land721 } = chain.addresses;
    await asAlice.staking.depositERC721(a, land721, [1]);
    const now = await chainTime(chain.rpcUrl);
    await admin.staking.setupCampaign(1, now + 40 * DAY);
    await admin.staking.launchCampaign(2);
    await expect(expectRevert(asAlice.staking.restake(a, 2, land721, [1], [1]), 'CampaignNotEnded')).resolves.toEqual([a]);
    await evmIncreaseTime(chain.rpcUrl, 2 * DAY);
    await expectRevert(asAlice.staking.restake(a, 2, land721, [1], [1]), 'CampaignNotEnded');

    await admin.staking.setupCampaign(2, now + 40 * DAY);
    await admin.staking.launchCampaign(3);
    await admin.staking.setupCampaign(1, now + 45 * DAY);
    await evmIncreaseTime(chain.rpcUrl, 30 * DAY);
    await expect(expectRevert(asAlice.staking.restake(a, 3, land721, [1], [1]), 'DifferentPool')).resolves.toEqual([a, 3n]);
    await expect(expectRevert(asAlice.staking.restake(a, 4, land721, [1], [1]), 'CampaignNotLaunched')).resolves.toEqual([4n]);
    await expectRevert(asAlice.staking.restake(a, 99, land721, [1], [1]), 'UnknownCampaign');
    // The ended campaign itself has started long ago.
    await expect(expectRevert(asAlice.staking.restake(a, a, land721, [1], [1]), 'DepositClosed')).resolves.toEqual([a]);
    await evmIncreaseTime(chain.rpcUrl, 10 * DAY);
    await expect(expectRevert(asAlice.staking.restake(a, 2, land721, [1], [1]), 'DepositClosed')).resolves.toEqual([2n]);
    expect(await asAlice.staking.balances(a, alice(), land721, 1)).toBe(1n);
  });

  it('refuses more than is staked, a zero amount, mismatched or empty lists and tokens off the whitelist', async () => {
    const { a, b, asAlice, admin } = await restakeSetup();
    const { land721, land1155, rewardBox } = chain.addresses;
    await expectRevert(asAlice.staking.restake(a, b, land1155, [7], [5]), 'InsufficientStake');
    await expectRevert(asAlice.staking.restake(a, b, land721, [2], [1]), 'InsufficientStake');
    await expectRevert(asAlice.staking.restake(a, b, land721, [1], [2]), 'InsufficientStake');
    await expectRevert(asAlice.staking.restake(a, b, land721, [1, 1], [1, 1]), 'InsufficientStake');
    await expectRevert(chain.as('bob').staking.restake(a, b, land721, [1], [1]), 'InsufficientStake');
    await expectRevert(asAlice.staking.restake(a, b, land1155, [7], [0]), 'ZeroAmount');
    await expectRevert(asAlice.staking.restake(a, b, land1155, [7], [1, 1]), 'LengthMismatch');
    await expectRevert(asAlice.staking.restake(a, b, land1155, [], []), 'EmptyList');
    await expectRevert(asAlice.staking.restake(a, b, rewardBox, [1], [1]), 'TokenNotWhitelisted');
    await admin.staking.setWhitelist(land721, 0);
    await expectRevert(asAlice.staking.restake(a, b, land721, [1], [1]), 'TokenNotWhitelisted');
    expect(await asAlice.staking.balances(a, alice(), land1155, 7)).toBe(4n);
    const [tokens] = await asAlice.staking.getStakedTokens(b, alice());
    expect(tokens).toEqual([]);
  });
});
