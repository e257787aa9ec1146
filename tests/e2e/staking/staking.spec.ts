// Staking without time travel (runs in parallel with the other specs). Every test signs in for real (login popup,
// web3-onboard, SIWE) and the staking flows use the wallet the user connected: the Home countdown, the area's network
// rule, not enough native coin (erin), claiming seeded rewards into the wallet (alice, BSC campaign 1), and the section 5
// wallet rules after the sign-in: another account in the wallet, an unsupported network (bob; nothing is sent).
import type { Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { readDeployments } from '../../../contracts/deployments';
import { account } from '@common/localWorld/accounts';
import { signInWithTestWallet } from '../support/login';
import { expect, test } from '../wallet/fixtures';
import { contracts, keysOf, openStakingTab, rpc, sentOrSignedSince, signIn, walletMark, world } from './helpers';

const WRONG_ACCOUNT = 'Your wallet in not on account item registered. Change your account.';
const WRONG_NETWORK = 'Your wallet in not on network item registered. Change your network.';
const UNSUPPORTED_NETWORK = 'MetaWorld supports ETH/BSC/POL now (check the wallet is on the mainnet)';

/**
 * Add LAND(s) on the 90-day pool: ticking "I understand" asks the wallet nothing; Stake with a LAND chosen is refused
 * with `message` before any approval, the tick and the choice stay; closes the popup.
 */
async function stakeRefused(page: Page, message: string, beforeStake?: () => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Add LAND(s)' }).click();
  const popup = page.getByRole('dialog', { name: 'Add LAND(s)' });
  await expect(popup).toContainText('90-day pool');
  const card = popup.getByRole('listitem', { name: /LAND/ }).first();
  await expect(card).toBeVisible();
  const tick = popup.getByRole('checkbox', { name: /I understand/ });
  await tick.click();
  await expect(tick).toBeChecked();
  await card.getByRole('checkbox', { name: 'Select' }).check();
  await beforeStake?.();
  await popup.getByRole('button', { name: 'Stake' }).click();
  await expect(popup.getByRole('alert')).toHaveText(message);
  await expect(tick).toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Select' })).toBeChecked();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
}

/** My reward, All rewards: Claim rewards for bob's campaign 4 is refused with `message`. Returns the popup. */
async function claimRefused(page: Page, message: string) {
  await page.getByRole('button', { name: 'My reward' }).click();
  const rewards = page.getByRole('dialog', { name: 'My reward' });
  await rewards.getByRole('tab', { name: 'All rewards' }).click();
  await expect(rewards.getByRole('region', { name: 'Campaign 4' })).toBeVisible();
  await rewards.getByRole('button', { name: 'Claim rewards' }).click();
  await expect(rewards.getByRole('alert')).toHaveText(message);
  return rewards;
}

test.describe('Home countdown', () => {
  test.use({ walletConfig: { chainId: 31337 } });

  test('shows the pool countdown to a signed-in user on Ethereum and opens the reward table', async ({ page, wallet }) => {
    void wallet;
    await signIn(page);
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
    await signIn(page);
    const mark = await walletMark(wallet);
    await page.getByRole('button', { name: 'Stake LAND' }).click();
    const popup = page.getByRole('dialog', { name: 'Add LAND(s)' });
    await expect(popup.getByRole('listitem', { name: /LAND/ }).first()).toBeVisible();
    const tick = popup.getByRole('checkbox', { name: /I understand/ });
    await tick.click();
    await expect(tick).toBeChecked();
    await popup.getByRole('listitem', { name: /LAND/ }).first().getByRole('checkbox', { name: 'Select' }).check();
    await popup.getByRole('button', { name: 'Stake' }).click();
    await expect(popup.getByRole('alert')).toHaveText('This area is not on your selected network.');
    expect(await sentOrSignedSince(wallet, mark)).toEqual([]);
  });
});

test.describe('Home without Ethereum', () => {
  test('hides the countdown for a visitor and on another network', async ({ page, wallet }) => {
    void wallet;
    await page.goto('/en/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Staking campaign' })).toHaveCount(0);
    await signInWithTestWallet(page);
    // The app knows the wallet is on BSC: the countdown (Ethereum only) stays hidden.
    await expect(page.getByRole('combobox', { name: 'Network' })).toHaveAttribute('data-value', '31338');
    await expect(page.getByLabel('Balances')).toContainText('DVI');
    await expect(page.getByRole('region', { name: 'Staking campaign' })).toHaveCount(0);
  });
});

test.describe('not enough native coin', () => {
  test.use({ walletConfig: { privateKeys: keysOf('erin') } });

  test('erin owns a Berlin LAND and has approved, but her gas money does not cover the deposit', async ({ page, wallet }) => {
    // Set-up on chain: alice gives erin a LAND; erin approves the staking contract with a moment's gas money.
    const alice = contracts('bsc', 'alice');
    const erin = account('erin').address;
    await (await alice.land721.transferFrom(account('alice').address, erin, 50001)).wait();
    const before = await alice.provider.getBalance(erin);
    await rpc(world('bsc').rpcUrl, 'hardhat_setBalance', [erin, '0xde0b6b3a7640000']);
    const erinLand = contracts('bsc').land721.connect(new Wallet(account('erin').privateKey, alice.provider));
    await (await erinLand.setApprovalForAll(world('bsc').contracts.staking, true)).wait();
    await rpc(world('bsc').rpcUrl, 'hardhat_setBalance', [erin, `0x${before.toString(16)}`]);

    await signIn(page);
    await openStakingTab(page);
    await page.getByLabel('Land area').first().selectOption('berlin');
    // Nothing staked in Berlin: the tab says where the staking contract's permission can be revoked.
    await expect(page.getByText('No staked LANDs in this pool and area.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'your approvals' })).toHaveAttribute('href', '/en/approve');
    await page.getByRole('button', { name: 'Add LAND(s)' }).click();
    const popup = page.getByRole('dialog', { name: 'Add LAND(s)' });
    await popup.getByLabel('Land area').selectOption('berlin');
    const card = popup.getByRole('listitem', { name: /LAND/ }).filter({ hasText: '50001' });
    await expect(card).toContainText('ERC-721');
    // Spec 9's land area beside the size.
    await expect(card.locator('[data-field="area"]')).toHaveText(/^(324|756|1,764|4,356)$/);
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
  test('@spec alice claims the 30-day campaign 1 rewards on BSC and the boxes arrive in her wallet', async ({ page, wallet }) => {
    const { rewardBox } = contracts('bsc');
    const alice = account('alice').address;
    const before = await rewardBox.balanceOf(alice, 1);
    await signIn(page);
    await openStakingTab(page);
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

/**
 * Bob's staking tab on the 90-day pool in New York (BSC): his LAND 20005 staked in the ended campaign 4, with Unlock.
 * Only read here (bob's Polygon stake is rollover.spec.ts's); returns the LAND's card.
 */
async function openBobsEndedStake(page: Page) {
  await openStakingTab(page);
  await page.getByRole('button', { name: '90 DAYS' }).click();
  await page.getByLabel('Land area').first().selectOption('newyork');
  const campaign4 = page.getByRole('region', { name: 'Campaign 4' });
  await expect(campaign4.locator('[data-phase]')).toHaveText('Staking has ended');
  const land = campaign4.locator('li.land-card[data-token-id="20005"]');
  await expect(land.getByRole('button', { name: 'Unlock' })).toBeVisible();
  return land;
}

test.describe('section 5 wallet rules after a real sign-in (bob on BSC, nothing is sent)', () => {
  test.use({
    // Playwright reads the fixture's dependencies from the first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    walletConfig: async ({}, provide) => {
      const d = readDeployments(process.env.E2E_DEPLOYMENTS);
      const chains = [d.eth, d.bsc, d.pol].map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl }));
      // Bob (registered) and dave in the wallet; chain 1 is not on the local set: the wallet can switch to it.
      await provide({ privateKeys: keysOf('bob', 'dave'), chains: [...chains, { chainId: 1, rpcUrl: d.eth.rpcUrl }] });
    },
  });

  test('another account in the wallet: unlock, stake and claim show the wrong-account message', async ({ page, wallet }) => {
    await signIn(page);
    const land = await openBobsEndedStake(page);
    const mark = await walletMark(wallet);
    // Bob signed in; in the wallet the user now picks dave's account.
    await wallet.selectAccount(1);
    await expect(page.getByTestId('toast')).toHaveText('The account in your wallet has changed.');

    await land.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('region', { name: 'Staking' }).getByRole('alert')).toHaveText(WRONG_ACCOUNT);
    await expect(page.getByTestId('toast')).toHaveText(WRONG_ACCOUNT);
    await expect(page.getByRole('dialog', { name: 'Unlock' })).toHaveCount(0);
    await expect(land).toBeVisible();

    await stakeRefused(page, WRONG_ACCOUNT);
    const rewards = await claimRefused(page, WRONG_ACCOUNT);
    await expect(rewards.getByRole('region', { name: 'Campaign 4' })).not.toContainText('(claimed)');

    expect(await sentOrSignedSince(wallet, mark)).toEqual([]);
  });

  test('an unsupported network: unlock and stake show the unsupported-network message, claim the network one', async ({ page, wallet }) => {
    await signIn(page);
    const land = await openBobsEndedStake(page);
    const mark = await walletMark(wallet);
    await wallet.switchChain(1);
    await expect(page.getByTestId('toast')).toHaveText(UNSUPPORTED_NETWORK);
    await expect(page.getByRole('combobox', { name: 'Network' })).toHaveAttribute('data-value', '');
    await expect(page.getByRole('combobox', { name: 'Network' })).toHaveText(/Unsupported network/);

    await land.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('region', { name: 'Staking' }).getByRole('alert')).toHaveText(UNSUPPORTED_NETWORK);
    await expect(page.getByRole('dialog', { name: 'Unlock' })).toHaveCount(0);

    // The earlier toasts have gone first: the next one is the popup's own.
    await stakeRefused(page, UNSUPPORTED_NETWORK, () => expect(page.getByTestId('toast')).toHaveCount(0));
    await expect(page.getByTestId('toast')).toHaveText(UNSUPPORTED_NETWORK);
    // Claiming checks the campaign's chain (BSC) first.
    await claimRefused(page, WRONG_NETWORK);
    await expect(page.getByTestId('toast')).toHaveText(WRONG_NETWORK);

    expect(await sentOrSignedSince(wallet, mark)).toEqual([]);
  });
});
