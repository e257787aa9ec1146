// Staking without time travel (runs in parallel with the other specs): the Home countdown, the area's network rule,
// not enough native coin (erin) and claiming seeded rewards into the wallet (alice, BSC campaign 1).
import { Wallet } from 'ethers';
import { account } from '../../../contracts/seed/world';
import { expect, test } from '../wallet/fixture';
import { CONNECTED_METAMASK, contracts, rpc, signInAs, world } from './helpers';

test.describe('Home countdown', () => {
  test.use({ walletConfig: { ...CONNECTED_METAMASK, chainId: 31337 } });

  test('shows the pool countdown to a signed-in user on Ethereum and opens the reward table', async ({ page, wallet }) => {
    void wallet;
    await signInAs(page, 'alice');
    await page.goto('/en/home');
    const countdown = page.getByRole('region', { name: 'Staking campaign' });
    await expect(countdown.getByRole('button', { name: '30 DAYS' })).toHaveAttribute('aria-pressed', 'true');
    await expect(countdown.getByRole('button', { name: '90 DAYS' })).toBeVisible();
    await expect(countdown.getByRole('button', { name: '180 DAYS' })).toBeVisible();
    // The seeded 30-day campaign 2 started 3 days ago: status 3, ending in about 27 days.
    const timer = countdown.getByRole('timer', { name: 'Campaign countdown' });
    await expect(timer).toContainText('Campaign ends in');
    await expect(timer.locator('[data-unit=days]')).toHaveText(/^2[67] days$/);
    await expect(timer.locator('[data-unit=hours]')).toHaveText(/^\d{1,2} hours$/);
    await expect(timer.locator('[data-unit=minutes]')).toHaveText(/^\d{1,2} minutes$/);
    await countdown.getByRole('button', { name: '180 DAYS' }).click();
    await expect(countdown.getByRole('button', { name: '180 DAYS' })).toHaveAttribute('aria-pressed', 'true');
    await expect(timer.locator('[data-unit=days]')).toHaveText(/^17[67] days$/);

    await countdown.getByRole('button', { name: 'Reward table' }).click();
    const table = page.getByRole('dialog', { name: 'Reward table (180-day pool)' });
    await expect(table.getByRole('columnheader')).toHaveText(['Pool', 'LAND type', 'Reward']);
    await expect(table.getByRole('row', { name: /1x1P/ })).toContainText('Random Box B x15 + Building Box B x1');
    await table.getByRole('button', { name: 'Close' }).click();
    await expect(table).toBeHidden();
  });

  test('staking from Home on Ethereum is refused: the Seoul area is on BSC', async ({ page, wallet }) => {
    void wallet;
    await signInAs(page, 'alice');
    await page.goto('/en/home');
    await page.getByRole('button', { name: 'Stake LAND' }).click();
    const popup = page.getByRole('dialog', { name: 'Add LAND(s)' });
    await expect(popup.getByRole('listitem', { name: /LAND/ }).first()).toBeVisible();
    const tick = popup.getByRole('checkbox', { name: /I understand/ });
    await tick.click();
    await expect(popup.getByRole('alert')).toHaveText('This area is not on your selected network.');
    await expect(tick).not.toBeChecked();
  });
});

test.describe('Home without Ethereum', () => {
  test.use({ walletConfig: { ...CONNECTED_METAMASK } });

  test('hides the countdown for a visitor and on another network', async ({ page, wallet }) => {
    void wallet;
    await page.goto('/en/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Staking campaign' })).toHaveCount(0);
    await signInAs(page, 'alice');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('region', { name: 'Staking campaign' })).toHaveCount(0);
  });
});

test.describe('not enough native coin', () => {
  test.use({ walletConfig: { ...CONNECTED_METAMASK, privateKeys: [account('erin').privateKey] } });

  test('erin owns a Berlin LAND and has approved, but her gas money does not cover the deposit', async ({ page, wallet }) => {
    void wallet;
    // Set-up on chain: alice gives erin a LAND; erin approves the staking contract with a moment's gas money.
    const alice = contracts('bsc', 'alice');
    const erin = account('erin').address;
    await (await alice.land721.transferFrom(account('alice').address, erin, 50001)).wait();
    const before = await alice.provider.getBalance(erin);
    await rpc(world('bsc').rpcUrl, 'hardhat_setBalance', [erin, '0xde0b6b3a7640000']);
    const erinLand = contracts('bsc').land721.connect(new Wallet(account('erin').privateKey, alice.provider));
    await (await erinLand.setApprovalForAll(world('bsc').contracts.staking, true)).wait();
    await rpc(world('bsc').rpcUrl, 'hardhat_setBalance', [erin, `0x${before.toString(16)}`]);

    await signInAs(page, 'erin');
    await page.goto('/en/mypage/staking');
    await page.getByLabel('Land area').first().selectOption('berlin');
    await page.getByRole('button', { name: 'Add LAND(s)' }).click();
    const popup = page.getByRole('dialog', { name: 'Add LAND(s)' });
    await popup.getByLabel('Land area').selectOption('berlin');
    const card = popup.getByRole('listitem', { name: /LAND/ }).filter({ hasText: '50001' });
    await expect(card).toContainText('ERC-721');
    await popup.getByRole('checkbox', { name: /I understand/ }).click();
    await expect(popup.getByRole('checkbox', { name: /I understand/ })).toBeChecked();
    await card.getByRole('checkbox', { name: 'Select' }).check();
    await popup.getByRole('button', { name: 'Stake' }).click();
    await expect(popup.getByRole('alert')).toHaveText("You don't have enough native coins to make this transaction.");
    // Nothing was sent and the choice is kept.
    expect((await wallet.requests()).some((r) => r.method === 'eth_sendTransaction')).toBe(false);
    await expect(card.getByRole('checkbox', { name: 'Select' })).toBeChecked();
  });
});

test.describe('claim', () => {
  test.use({ walletConfig: { ...CONNECTED_METAMASK } });

  test("alice claims the 30-day campaign 1 rewards on BSC and the boxes arrive in her wallet", async ({ page, wallet }) => {
    void wallet;
    const { rewardBox } = contracts('bsc');
    const alice = account('alice').address;
    const before = await rewardBox.balanceOf(alice, 1);
    await signInAs(page, 'alice');
    await page.goto('/en/mypage/staking');
    await page.getByRole('button', { name: 'My reward' }).click();
    const popup = page.getByRole('dialog', { name: 'My reward' });
    await expect(popup.getByRole('tab', { name: 'Ongoing campaign' })).toHaveAttribute('aria-selected', 'true');
    // Campaign 2 (ongoing): alice's staked 1x1 LAND 10010 will give 10 Random Box A.
    await expect(popup.getByRole('tabpanel')).toContainText('Campaign 2');
    await popup.getByRole('tab', { name: 'All rewards' }).click();
    const campaign1 = popup.getByRole('region', { name: 'Campaign 1' });
    // 10009 (1x1) and 2 x 15001 (1x1): 30 Random Box A.
    await expect(campaign1.getByRole('listitem')).toHaveText(['Random Box A Quantity 30']);
    const claim = popup.getByRole('button', { name: 'Claim rewards' });
    await expect(claim).toBeEnabled();
    await claim.click();
    await expect(campaign1).toContainText('(claimed)', { timeout: 20_000 });
    await expect(claim).toBeDisabled();
    expect(await rewardBox.balanceOf(alice, 1)).toBe(before + 30n);
    const sent = (await wallet.requests()).filter((r) => r.method === 'eth_sendTransaction');
    expect(sent).toHaveLength(1);
    expect((sent[0]!.params[0] as { to: string }).to.toLowerCase()).toBe(world('bsc').contracts.executor.toLowerCase());
  });
});
