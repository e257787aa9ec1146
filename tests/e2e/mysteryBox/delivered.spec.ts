// The 4th LAND sale delivered without help (issue 23): vera buys one box 2 and nobody but the e2e world's keeper (the
// local world's stand-in for Chainlink VRF, as in `npm start`) fulfils the purchase; the popup then shows the LAND, and
// the top bar's DVI balance has dropped by the price without a reload. Her own account and box (MYSTERY_BOX_E2E.delivered).
import { parseUnits } from 'ethers';
import { account } from '@common/localWorld/accounts';
import { MYSTERY_BOX_E2E } from '@common/localWorld/mysteryBoxE2e';
import { contracts, keysOf, walletMark } from '../staking/helpers';
import { connectTestWallet, openLogin } from '../support/login';
import { expect, test } from '../wallet/fixtures';
import { approvedAmountsSince } from '../market/tradeHelpers';

const s = MYSTERY_BOX_E2E.delivered;

/** The figure of the top bar's '1,234.5 DVI'. */
const dviOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test.describe('a box purchase delivered without help', () => {
  test.use({ walletConfig: { privateKeys: keysOf(s.account) } });

  test('vera buys one box 2; the keeper reveals it by itself, the popup shows the LAND and the top bar the new balance', async ({ page, wallet }) => {
    await page.goto('/en/home');
    await openLogin(page);
    await connectTestWallet(page);
    const popup = page.getByRole('dialog', { name: '4th LAND sale' });
    await expect(popup.getByLabel('Quantity')).toBeEnabled({ timeout: 30_000 });
    const tokenBalance = page.getByLabel('Balances').locator('.balance-token');
    await expect(tokenBalance).toHaveText(/\d/);
    const before = dviOf(await tokenBalance.textContent());

    const c = contracts(MYSTERY_BOX_E2E.chain);
    const buyer = account(s.account).address;
    const mark = await walletMark(wallet);
    await popup.getByRole('radio', { name: new RegExp(`Box ${s.box.tokenId}: ${s.box.price} DVI`) }).check();
    await popup.getByLabel('Quantity').fill('1');
    await popup.getByRole('button', { name: 'Buy', exact: true }).click();
    await popup.getByRole('button', { name: `Approve ${s.box.price} DVI` }).click();

    // Nothing fulfils it here: the keeper does, within a few blocks.
    await expect(popup.getByRole('heading', { name: 'LAND received' })).toBeVisible({ timeout: 30_000 });
    await expect(popup.locator('.sale-lands > li')).toHaveCount(1);
    const received = await c.mysteryBox.lastReceiveToken(buyer);
    expect(received).toHaveLength(1);
    expect(await c.land721.ownerOf(received[0]!)).toBe(buyer);
    expect(await approvedAmountsSince(wallet, mark)).toEqual([parseUnits(s.box.price, 18)]);

    // The top bar follows the mined purchase, without a reload.
    await expect.poll(async () => dviOf(await tokenBalance.textContent())).toBe(before - Number(s.box.price));
  });
});
