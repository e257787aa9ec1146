// LandStaking: campaigns, whitelists, deposits before start, withdrawal after end behind the admin switch, and claims.
import { describe, expect, it } from 'vitest';
import { account } from '../../contracts/seed/world';
import { chainTime, evmIncreaseTime } from '../../scripts/chains/time';
import { expectRevert, land, testChainForFile } from './fixture';

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
