// The 4th LAND sale, signed in for real with the test wallet as carol (reserved for this spec: MYSTERY_BOX_E2E in
// docs/mystery-box.md): the popup after sign-in, buy 2 with a short allowance (one exact approval, then buyToken, the
// allowance back to zero), again with enough allowance (no approval asked), the LAND received shown as cards.
import { parseUnits } from 'ethers';
import { account } from '../../../common/localWorld/accounts';
import { revealPending } from '../../../scripts/chains/mysteryBoxKeeper';
import { contracts, keysOf, walletMark } from '../staking/helpers';
import { connectTestWallet, openLogin } from '../support/login';
import { expect, test } from '../wallet/fixture';
import { approvedAmountsSince } from '../market/tradeHelpers';

const BUYER = 'carol' as const;

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

  test('opens after sign-in; a short allowance is approved exactly, then the purchase; enough allowance asks no approval', async ({ page, wallet }) => {
    await page.goto('/en/home');
    await openLogin(page);
    await connectTestWallet(page);
    const popup = page.getByRole('dialog', { name: '4th LAND sale' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('radio', { name: /Box 1: 100 DVI/ })).toBeChecked();

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

    // Our words before the wallet opens: exactly the total, no more.
    await expect(popup.getByText(/exactly 200 DVI/)).toBeVisible();
    expect(await approvedAmountsSince(wallet, mark)).toEqual([]);
    await popup.getByRole('button', { name: 'Approve 200 DVI' }).click();
    await expect(popup.getByRole('status').filter({ hasText: 'being drawn' })).toBeVisible({ timeout: 30_000 });
    expect(await approvedAmountsSince(wallet, mark)).toEqual([parseUnits('200', 18)]);
    expect(await c.token.allowance(buyer, box)).toBe(0n);

    // The sale's keeper reveals in a later block; here the test does its job.
    await revealPending(contracts('bsc', BUYER).mysteryBox);
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
    await revealPending(contracts('bsc', BUYER).mysteryBox);
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
});
