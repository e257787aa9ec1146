// The staking lifecycle on BSC for alice, with time travel (its own Playwright project, run after every other spec, and
// reverted at the end): approve and stake ERC-721 and ERC-1155 LAND (a rejected approval and a rejected deposit first),
// reload and log out while a deposit is pending (the app-wide tracker shows it again), see the LAND locked, move past
// the end, unlock one and all, and stake in a pool
// whose campaign is ongoing. Each test signs alice in for real (login popup, web3-onboard, SIWE) with the test wallet.
import type { Page } from '@playwright/test';
import { account } from '@common/localWorld/accounts';
import { evmIncreaseTime, evmRevert, evmSnapshot } from '../../../scripts/chains/time';
import { expect, test } from '../wallet/fixtures';
import { DAY, contracts, openStakingTab as openTab, rpc, signIn, world } from './helpers';

test.describe.configure({ mode: 'serial' });

const ALICE = account('alice').address;
let snapshot = '';

test.beforeAll(async () => {
  snapshot = await evmSnapshot(world('bsc').rpcUrl);
});

test.afterAll(async () => {
  await rpc(world('bsc').rpcUrl, 'evm_setAutomine', [true]);
  if (snapshot) await evmRevert(world('bsc').rpcUrl, snapshot);
});

async function openStakingTab(page: Page) {
  await signIn(page);
  await openTab(page);
  await expect(page.getByRole('region', { name: 'Campaign 1' })).toBeVisible();
}

async function openPopup(page: Page) {
  await page.getByRole('button', { name: 'Add LAND(s)' }).click();
  const popup = page.getByRole('dialog', { name: 'Add LAND(s)' });
  await expect(popup.getByRole('listitem', { name: /LAND/ }).first()).toBeVisible();
  return popup;
}

const landCard = (scope: ReturnType<Page['getByRole']>, tokenId: string) => scope.locator(`li.land-card[data-token-id="${tokenId}"]`);

async function closeSuccess(page: Page) {
  const success = page.getByRole('dialog', { name: 'Staked' });
  await expect(success).toContainText('Your LANDs were staked successfully.');
  await success.getByRole('button', { name: 'OK' }).click();
  // The success handler runs after 5 s and closes the staking popup.
  await expect(page.getByRole('dialog', { name: 'Add LAND(s)' })).toBeHidden({ timeout: 10_000 });
}

test('approve and stake an ERC-721 LAND after a rejected approval and a rejected deposit', async ({ page, wallet }) => {
  await openStakingTab(page);
  const popup = await openPopup(page);
  const tick = popup.getByRole('checkbox', { name: /I understand/ });
  const sends = async () => (await wallet.requests()).filter((r) => r.method === 'eth_sendTransaction').length;
  const sentBefore = await sends();

  // Ticking only acknowledges: the wallet is asked for nothing until Stake.
  await tick.click();
  await expect(tick).toBeChecked();
  expect(await sends()).toBe(sentBefore);
  const card = landCard(popup, '10001');
  await expect(card).toContainText('1 x 1');
  await expect(card).toContainText('(10, 10)');
  // Every card's picture (from the API host: 1x1, premium 1x1P, 2x1 ...) has loaded.
  const pictures = popup.locator('li.land-card img');
  await expect(pictures.first()).toBeVisible();
  await expect
    .poll(() => pictures.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)))
    .not.toContain(false);
  await card.getByRole('checkbox', { name: 'Select' }).check();
  // Stake asks for the approval first: refused in the wallet, the box is unticked (spec 8) and the choice kept.
  await wallet.failNext('eth_sendTransaction', 'reject');
  await popup.getByRole('button', { name: 'Stake' }).click();
  await expect(popup.getByRole('alert')).toHaveText('User rejected the transaction');
  await expect(tick).not.toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Select' })).toBeChecked();
  expect(await contracts().land721.isApprovedForAll(ALICE, world('bsc').contracts.staking)).toBe(false);

  // Again: the approval is mined, then the deposit is refused in the wallet; the choice is kept.
  await tick.click();
  await wallet.failNext('eth_sendTransaction', 'reject', 1, 1);
  await popup.getByRole('button', { name: 'Stake' }).click();
  await expect(popup.getByRole('alert')).toHaveText('User rejected the transaction');
  expect(await contracts().land721.isApprovedForAll(ALICE, world('bsc').contracts.staking)).toBe(true);
  // Only the staking contract, only the ERC-721 LAND contract.
  expect(await contracts().land1155.isApprovedForAll(ALICE, world('bsc').contracts.staking)).toBe(false);
  await expect(card.getByRole('checkbox', { name: 'Select' })).toBeChecked();

  // Approved already: Stake sends only the deposit.
  await popup.getByRole('button', { name: 'Stake' }).click();
  await closeSuccess(page);
  expect(await contracts().land721.ownerOf(10001)).toBe(world('bsc').contracts.staking);
  // Campaign 3 starts in 5 days: its LAND waits for the start (with the date); the ongoing campaign 2 is in progress.
  const campaign3 = page.getByRole('region', { name: 'Campaign 3' });
  const startDate = new Date(Number((await contracts().staking.campaigns(3)).start) * 1000).toLocaleDateString('en');
  await expect(campaign3.locator('[data-phase]')).toHaveText(new RegExp(`^Waiting for the campaign to start on ${startDate},`));
  await expect(page.getByRole('region', { name: 'Campaign 2' }).locator('[data-phase]')).toHaveText('Staking in progress');
  await expect(landCard(campaign3, '10001')).toContainText('Locked');
  await expect(campaign3.getByRole('button', { name: 'Unlock' })).toHaveCount(0);
});

test('stake an ERC-1155 LAND with a chosen quantity', async ({ page, wallet }) => {
  void wallet;
  await openStakingTab(page);
  const popup = await openPopup(page);
  await popup.getByRole('radio', { name: 'ERC-1155' }).check();
  const tick = popup.getByRole('checkbox', { name: /I understand/ });
  await tick.click();
  await expect(tick).toBeChecked({ timeout: 20_000 });
  const card = landCard(popup, '15001');
  // Alice holds 5 of LAND 15001; 2 are staked in campaign 1 since the seed.
  await expect(card).toContainText('ERC-1155');
  // Choosing an ERC-1155 LAND asks for the quantity first; the card is selected on Confirm.
  await card.getByRole('checkbox', { name: 'Select' }).click();
  const modal = page.getByRole('dialog', { name: 'Select quantity' });
  await expect(modal).toContainText('Owned quantity: 3');
  const input = modal.getByRole('textbox', { name: 'Quantity' });
  await input.fill('9');
  await expect(input).toHaveValue('3');
  await input.fill('-1');
  await expect(input).toHaveValue('');
  await expect(modal.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await input.fill('2');
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByRole('checkbox', { name: 'Select' })).toBeChecked();
  await expect(card.locator('[data-field=quantity]')).toHaveText('2 / 3');
  await popup.getByRole('button', { name: 'Stake' }).click();
  await closeSuccess(page);
  expect(await contracts().land1155.balanceOf(ALICE, 15001)).toBe(1n);
  await expect(landCard(page.getByRole('region', { name: 'Campaign 3' }), '15001').locator('[data-field=quantity]')).toHaveText('2');
});

test('a deposit pending at a reload shows as pending, then its result', async ({ page, wallet }) => {
  await openStakingTab(page);
  const popup = await openPopup(page);
  const tick = popup.getByRole('checkbox', { name: /I understand/ });
  await tick.click();
  await expect(tick).toBeChecked();
  await landCard(popup, '10002').getByRole('checkbox', { name: 'Select' }).check();
  await rpc(world('bsc').rpcUrl, 'evm_setAutomine', [false]);
  try {
    await popup.getByRole('button', { name: 'Stake' }).click();
    await expect.poll(async () => (await wallet.requests()).filter((r) => r.method === 'eth_sendTransaction').length).toBe(1);
    const txs = page.getByRole('region', { name: 'Staking transactions' });
    await expect(txs.locator('li[data-status=pending]')).toContainText('Deposit');
    await page.reload();
    await expect(txs.locator('li[data-status=pending]')).toContainText('Deposit');
    await rpc(world('bsc').rpcUrl, 'evm_mine');
  } finally {
    await rpc(world('bsc').rpcUrl, 'evm_setAutomine', [true]);
  }
  await expect(txs(page).locator('li[data-status=mined]')).toContainText('Deposit', { timeout: 20_000 });
  expect(await contracts().land721.ownerOf(10002)).toBe(world('bsc').contracts.staking);
  // The app-wide tracker keeps alice's list with the deposit settled (nothing left pending to watch after another reload).
  expect(await storedTxStatuses(page)).toEqual(expect.arrayContaining(['mined']));
  expect(await storedTxStatuses(page)).not.toContain('pending');
});

const txs = (page: Page) => page.getByRole('region', { name: 'Staking transactions' });

/** Statuses in every user's stored transaction list (local storage 'txs.<user id>'). */
const storedTxStatuses = (page: Page) =>
  page.evaluate(() =>
    Object.keys(window.localStorage)
      .filter((key) => key.startsWith('txs.'))
      .flatMap((key) => (JSON.parse(window.localStorage.getItem(key) ?? '[]') as { status: string }[]).map((tx) => tx.status)),
  );

test('a deposit pending at logout shows pending again at the next sign-in, then mined', async ({ page, wallet }) => {
  await openStakingTab(page);
  const popup = await openPopup(page);
  const tick = popup.getByRole('checkbox', { name: /I understand/ });
  await tick.click();
  await expect(tick).toBeChecked();
  await landCard(popup, '10003').getByRole('checkbox', { name: 'Select' }).check();
  const sentBefore = (await wallet.requests()).filter((r) => r.method === 'eth_sendTransaction').length;
  await rpc(world('bsc').rpcUrl, 'evm_setAutomine', [false]);
  try {
    await popup.getByRole('button', { name: 'Stake' }).click();
    await expect.poll(async () => (await wallet.requests()).filter((r) => r.method === 'eth_sendTransaction').length).toBe(sentBefore + 1);
    // Sent: the app's tracker watches it, so the popup may close while it waits to be mined.
    await expect(popup.getByRole('status').filter({ hasText: 'The deposit is sent.' })).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    // The top bar lists it pending, with what it does.
    const indicator = page.locator('.tx-indicator > summary');
    await expect(indicator).toHaveAttribute('aria-label', 'Transactions: 1 pending');
    await indicator.click();
    const panel = page.getByRole('region', { name: 'Transactions' });
    await expect(panel.getByRole('region', { name: 'Pending transactions' }).locator('li[data-status=pending]')).toContainText('Deposit 1 LAND');

    // Logout wipes the session, not alice's transaction list; another sign-in brings it back, still pending.
    await page.keyboard.press('Escape');
    await page.getByText('My account').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(indicator).toHaveCount(0);
    await signIn(page);
    await expect(indicator).toHaveAttribute('aria-label', 'Transactions: 1 pending');
    await indicator.click();
    await expect(panel.getByRole('region', { name: 'Pending transactions' }).locator('li[data-status=pending]')).toContainText('Deposit 1 LAND');
    await rpc(world('bsc').rpcUrl, 'evm_mine');
    await expect(panel.getByRole('region', { name: 'Recent transactions' }).locator('li[data-status=mined]').first()).toContainText('Deposit 1 LAND', {
      timeout: 20_000,
    });
    await expect(panel.getByRole('region', { name: 'Pending transactions' })).toHaveCount(0);
    await expect(indicator).toHaveAttribute('aria-label', 'Transactions: 0 pending');
  } finally {
    await rpc(world('bsc').rpcUrl, 'evm_setAutomine', [true]);
  }
  expect(await contracts().land721.ownerOf(10003)).toBe(world('bsc').contracts.staking);
});

test('after the end: unlock one (confirmed) and then all', async ({ page, wallet }) => {
  void wallet;
  // Campaign 3 (30-day pool) starts 5 days after the seed: move past its end.
  await evmIncreaseTime(world('bsc').rpcUrl, 36 * DAY);
  await openStakingTab(page);
  const campaign3 = page.getByRole('region', { name: 'Campaign 3' });
  await expect(campaign3.locator('[data-phase]')).toHaveText('Staking has ended');
  await landCard(campaign3, '10001').getByRole('button', { name: 'Unlock' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unlock' });
  await expect(confirm).toContainText('Unlock this LAND and return it to your wallet?');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(landCard(campaign3, '10001')).toHaveCount(0, { timeout: 20_000 });
  expect(await contracts().land721.ownerOf(10001)).toBe(ALICE);

  await campaign3.getByRole('button', { name: 'Unlock all' }).click();
  await expect(campaign3).toHaveCount(0, { timeout: 20_000 });
  expect(await contracts().land721.ownerOf(10002)).toBe(ALICE);
  expect(await contracts().land1155.balanceOf(ALICE, 15001)).toBe(3n);
});

test('staking in a pool whose campaign is ongoing is refused', async ({ page, wallet }) => {
  void wallet;
  // 36 days later the 180-day campaign 9 (start 5 days after the seed) is ongoing and no other one is upcoming.
  await openStakingTab(page);
  await page.getByRole('button', { name: '180 DAYS' }).click();
  const popup = await openPopup(page);
  await expect(popup).toContainText('180-day pool');
  const tick = popup.getByRole('checkbox', { name: /I understand/ });
  await tick.click();
  await expect(tick).toBeChecked();
  await landCard(popup, '10003').getByRole('checkbox', { name: 'Select' }).check();
  await popup.getByRole('button', { name: 'Stake' }).click();
  await expect(popup.getByRole('alert')).toHaveText("You can't stake your LANDs because the campaign is ongoing.");
  expect(await contracts().land721.ownerOf(10003)).toBe(ALICE);
});
