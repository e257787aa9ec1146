// The 4th LAND sale, signed in for real with the test wallet as carol (reserved for this spec: MYSTERY_BOX_E2E in
// docs/mystery-box.md): the popup after sign-in, buy 2 with a short allowance (one exact approval, then buyToken, the
// allowance back to zero), again with enough allowance (no approval asked), the LAND received shown as cards; then
// wendy's reload while her purchase waits for its reveal. The e2e world's keeper holds carol's and wendy's purchases
// (MYSTERY_BOX_E2E.keeperHolds) so these tests see them wait; every test of this file then fulfils them itself
// (revealPending fulfils every pending purchase), so they run in one serial chain.
import type { BrowserContext } from '@playwright/test';
import { NonceManager, Wallet, parseUnits } from 'ethers';
import { account, type AccountName } from '@common/localWorld/accounts';
import { MYSTERY_BOX_E2E } from '@common/localWorld/mysteryBoxE2e';
import { revealPending } from '../../../scripts/chains/mysteryBoxKeeper';
import { connectWorld } from '../../../src/services/chain/contracts';
import { contracts, keysOf, walletMark, world } from '../staking/helpers';
import { connectTestWallet, openLogin } from '../support/login';
import { TestWalletController, testWalletConfig } from '../wallet/controller';
import { expect, test } from '../wallet/fixtures';
import { approvedAmountsSince } from '../market/tradeHelpers';

const BUYER = MYSTERY_BOX_E2E.buy.account;

test.describe('the 4th LAND sale', () => {
  // One buyer for the file: its tests share carol's allowance and nonces, so they run one after the other.
  test.describe.configure({ mode: 'serial' });
  test.use({ walletConfig: { privateKeys: keysOf(BUYER) } });

  test('a rejected approval ends back on the form with the section 8 text, the quantity kept and nothing taken', async ({ page, wallet }) => {
    await page.goto('/en/home');
    await openLogin(page);
    await connectTestWallet(page);
    const popup = page.getByRole('dialog', { name: '4th LAND sale' });
    const c = contracts('bsc');
    const buyer = account(BUYER).address;
    const before = await c.token.balanceOf(buyer);
    await popup.getByLabel('Quantity').fill('2');
    await popup.getByRole('button', { name: 'Buy', exact: true }).click();
    await wallet.failNext('eth_sendTransaction', 'reject');
    await popup.getByRole('button', { name: 'Approve 200 DVI' }).click();
    await expect(popup.getByRole('alert')).toHaveText('User rejected the transaction');
    await expect(popup.getByLabel('Quantity')).toHaveValue('2');
    expect(await c.token.allowance(buyer, c.d.contracts.mysteryBox)).toBe(0n);
    expect(await c.token.balanceOf(buyer)).toBe(before);
  });

  test('@spec opens after sign-in; a short allowance is approved exactly, then the purchase; enough allowance asks no approval', async ({ page, wallet }) => {
    await page.goto('/en/home');
    await openLogin(page);
    await connectTestWallet(page);
    const popup = page.getByRole('dialog', { name: '4th LAND sale' });
    await expect(popup).toBeVisible();
    const box1 = popup.getByRole('radio', { name: /Box 1: 100 DVI/ });
    await expect(box1).toBeChecked();
    // What a box holds is said, and what remains once, beside its box.
    await expect(box1).toHaveAccessibleDescription(/one LAND parcel of the 4th LAND, drawn at random/);
    await expect(popup.getByLabel('Quantity')).toHaveAccessibleDescription(/^At most \d+$/);

    const c = contracts('bsc');
    const buyer = account(BUYER).address;
    const box = c.d.contracts.mysteryBox;
    expect(await c.token.allowance(buyer, box)).toBe(0n);
    const mark = await walletMark(wallet);

    // More than remains is refused with the spec's words; 2 boxes cost 200 DVI.
    await popup.getByLabel('Quantity').fill('99');
    await popup.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect(popup.getByRole('alert')).toHaveText('There are not enough items to buy');
    await popup.getByLabel('Quantity').fill('2');
    await expect(popup.getByTestId('sale-total')).toHaveText('200 DVI');
    await popup.getByRole('button', { name: 'Buy', exact: true }).click();

    // Our words before the wallet opens: exactly the total, no more. The popup's own OK and 'Do not show today' step
    // aside while the purchase runs.
    await expect(popup.getByText(/exactly 200 DVI/)).toBeVisible();
    await expect(popup.getByRole('button', { name: 'OK' })).toHaveCount(0);
    await expect(popup.getByLabel('Do not show today')).toHaveCount(0);
    expect(await approvedAmountsSince(wallet, mark)).toEqual([]);
    await popup.getByRole('button', { name: 'Approve 200 DVI' }).click();
    await expect(popup.getByRole('status').filter({ hasText: 'being drawn' })).toBeVisible({ timeout: 30_000 });
    expect(await approvedAmountsSince(wallet, mark)).toEqual([parseUnits('200', 18)]);
    expect(await c.token.allowance(buyer, box)).toBe(0n);

    // The keeper holds this buyer's purchases; here the test does its job (fulfils the VRF request).
    await revealAll(BUYER);
    await expect(popup.getByRole('heading', { name: 'LAND received' })).toBeVisible({ timeout: 30_000 });
    await expect(popup.locator('.sale-lands > li')).toHaveCount(2);
    await expect(popup.getByRole('link', { name: 'See it in my LAND' }).first()).toBeVisible();

    // Enough allowance already (given outside the app): no approval is asked.
    await (await contracts('bsc', BUYER).token.approve(box, parseUnits('100', 18))).wait();
    const again = await walletMark(wallet);
    await popup.getByRole('button', { name: 'Buy again' }).click();
    await popup.getByLabel('Quantity').fill('1');
    await popup.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect(popup.getByRole('status').filter({ hasText: 'being drawn' })).toBeVisible({ timeout: 30_000 });
    expect(await approvedAmountsSince(wallet, again)).toEqual([]);
    await revealAll(BUYER);
    await expect(popup.locator('.sale-lands > li')).toHaveCount(1, { timeout: 30_000 });
    expect(await c.token.allowance(buyer, box)).toBe(0n);

    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();

    // The LAND is the buyer's: my page's land tab lists it (the API follows the box's transfers).
    const [last] = await c.mysteryBox.lastReceiveToken(buyer);
    await page.getByText('My account').click();
    await page.getByRole('link', { name: 'Land', exact: true }).click();
    await expect(page).toHaveURL('/en/mypage/land');
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('region', { name: 'My LAND' }).getByRole('listitem', { name: new RegExp(`#${last}$`) })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    // A reload restores the session without a new sign-in: the sale popup does not open again.
    await expect(popup).toHaveCount(0);
  });

  test.describe('a reload while the purchase waits for its reveal', () => {
    const s = MYSTERY_BOX_E2E.pendingReload;
    test.use({ walletConfig: { privateKeys: keysOf(s.account) } });

    test('the tracker keeps the purchase; signed in again, the popup waits for the reveal instead of offering Buy; then the LAND', async ({
      page,
      context,
      wallet,
    }) => {
      await page.goto('/en/home');
      await openLogin(page);
      await connectTestWallet(page);
      const popup = page.getByRole('dialog', { name: '4th LAND sale' });
      await expect(popup.getByLabel('Quantity')).toBeEnabled({ timeout: 30_000 });
      const c = contracts(MYSTERY_BOX_E2E.chain);
      const buyer = account(s.account).address;
      const price = parseUnits(s.box.price, 18);
      const before = await c.token.balanceOf(buyer);
      const mark = await walletMark(wallet);
      await popup.getByRole('button', { name: 'Buy', exact: true }).click();
      await popup.getByRole('button', { name: `Approve ${s.box.price} DVI` }).click();
      await expect(popup.getByRole('status').filter({ hasText: 'being drawn' })).toBeVisible({ timeout: 30_000 });
      expect(await approvedAmountsSince(wallet, mark)).toEqual([price]);

      // Paid and reserved, not drawn yet (the keeper holds wendy's): the reload keeps the purchase in the top bar's tracker.
      await page.reload();
      await page.getByLabel(/^Transactions: \d+ pending$/).click();
      await expect(page.getByRole('region', { name: 'Transactions', exact: true })).toContainText(`Buy 1 mystery box(es) (box ${s.box.tokenId})`);
      expect(await c.token.balanceOf(buyer)).toBe(before - price);
      expect(await c.mysteryBox.lastReceiveToken(buyer)).toHaveLength(0);

      // Signed in again (logged out, then a new tab: a new browser session, so the popup is due): it waits for the draw.
      await page.getByText('My account').click();
      const loggedOut = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Logout' }).click();
      await loggedOut;
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      const again = await pageWithWallet(context, keysOf(s.account));
      await again.goto('/en/home');
      await openLogin(again);
      await connectTestWallet(again);
      const waiting = again.getByRole('dialog', { name: '4th LAND sale' });
      await expect(waiting.getByRole('status').filter({ hasText: 'being drawn' })).toBeVisible({ timeout: 30_000 });
      await expect(waiting.getByRole('button', { name: 'Buy', exact: true })).toHaveCount(0);

      await revealAll(s.account);
      await expect(waiting.getByRole('heading', { name: 'LAND received' })).toBeVisible({ timeout: 30_000 });
      await expect(waiting.locator('.sale-lands > li')).toHaveCount(1);
      // Nothing lost, nothing paid twice: one box paid, its LAND hers.
      const [land] = await c.mysteryBox.lastReceiveToken(buyer);
      expect(await c.land721.ownerOf(land!)).toBe(buyer);
      expect(await c.token.balanceOf(buyer)).toBe(before - price);
      expect(await c.token.allowance(buyer, c.d.contracts.mysteryBox)).toBe(0n);
    });
  });
});

/** Another tab of the same browser with the test wallet of the given keys (as the wallet fixture installs it), on BSC-local. */
async function pageWithWallet(context: BrowserContext, privateKeys: string[]) {
  const page = await context.newPage();
  const d = [world('eth'), world('bsc'), world('pol')];
  await TestWalletController.install(
    page,
    testWalletConfig({ chains: d.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })), chainId: d[1]!.chainId, privateKeys }),
  );
  return page;
}

/**
 * The keeper's job, done by the spec: fulfils every pending purchase through the mock coordinator (held ones included),
 * signed by `name` through a NonceManager (the provider caches the transaction count briefly; reveals follow each other).
 */
async function revealAll(name: AccountName): Promise<number> {
  const d = world(MYSTERY_BOX_E2E.chain);
  const signer = new NonceManager(new Wallet(account(name).privateKey, contracts(MYSTERY_BOX_E2E.chain).provider));
  return revealPending(connectWorld(d.contracts, signer).mysteryBox);
}
