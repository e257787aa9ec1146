// Buying on the item detail, signed in for real with the test wallet: with the platform token (the exact approval said
// first, then the trade, the allowance back to zero, the items in the buyer's wallet), with the native coin, pressed
// right after a reload while the wallet reconnects; a visitor is asked to log in first. The top bar's balances follow each purchase without a reload.
import { parseUnits } from 'ethers';
import { account } from '@common/localWorld/accounts';
import { MARKET_E2E } from '@common/localWorld/market';
import { contracts, keysOf, signIn, walletMark } from '../staking/helpers';
import { expect, test } from '../wallet/fixtures';
import { approvedAmountsSince, openListing, startBuy, walletReady } from './tradeHelpers';

/** The figure of the top bar's '1,234.5 DVI'. */
const dviOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test.describe('buy with the platform token', () => {
  const s = MARKET_E2E.tokenBuy;
  test.use({ walletConfig: { privateKeys: keysOf(s.account) } });

  test('approves exactly price x quantity, trades, and the allowance is back to zero', async ({ page, wallet }) => {
    await signIn(page);
    const { listing, name } = await openListing(page, s.chain, s.listing);
    await walletReady(page);
    const tokenBalance = page.getByLabel('Balances').locator('.balance-token');
    await expect(tokenBalance).toHaveText(/\d/);
    const before = dviOf(await tokenBalance.textContent());
    const mark = await walletMark(wallet);
    const dialog = await startBuy(page, name, s.quantity);
    const total = Number(listing.price) * s.quantity;
    const shown = total.toLocaleString('en-US');
    await expect(dialog.getByText('Total')).toBeVisible();
    await dialog.getByRole('button', { name: 'Buy now' }).click();
    // Our words before the wallet opens: exactly the total, no more.
    await expect(dialog.getByRole('status').filter({ hasText: `exactly ${shown} DVI` })).toBeVisible();
    expect(await approvedAmountsSince(wallet, mark)).toEqual([]);
    await dialog.getByRole('button', { name: `Approve ${shown} DVI` }).click();
    await expect(page.getByText('Purchase was successful')).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();
    // The top bar's balance follows the mined purchase, without a reload.
    await expect.poll(async () => dviOf(await tokenBalance.textContent())).toBe(before - total);

    expect(await approvedAmountsSince(wallet, mark)).toEqual([parseUnits(String(total), 18)]);
    const c = contracts(s.chain);
    const buyer = account(s.account).address;
    expect(await c.token.allowance(buyer, c.d.contracts.market)).toBe(0n);
    expect((await c.market.getItem(listing.index)).sellAmount).toBe(BigInt(listing.remaining - s.quantity));
    // The items are in the buyer's wallet now: the detail offers to list them.
    await expect(page.getByTestId('item-actions')).toContainText(`You hold ${s.quantity}`);
  });
});

test.describe('a visitor', () => {
  test('Buy opens the login first; nothing else starts', async ({ page, wallet }) => {
    void wallet;
    const s = MARKET_E2E.tokenBuy;
    const { listing } = await openListing(page, s.chain, s.listing);
    await page.getByTestId('item-actions').getByRole('button', { name: 'Buy', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: /^Buy / })).toHaveCount(0);
    expect(listing.remaining).toBeGreaterThan(0);
  });
});

test.describe('buy with the native coin', () => {
  const s = MARKET_E2E.nativeBuy;
  test.use({ walletConfig: { privateKeys: keysOf(s.account) } });

  test('sends Transaction_Item with the price as value; no approval', async ({ page, wallet }) => {
    await signIn(page);
    const { listing, name } = await openListing(page, s.chain, s.listing);
    await walletReady(page);
    const nativeBalance = page.getByLabel('Balances').locator('.balance-native');
    await expect(nativeBalance).toHaveText(/\d/);
    const before = await nativeBalance.textContent();
    const mark = await walletMark(wallet);
    const dialog = await startBuy(page, name, s.quantity);
    await dialog.getByRole('button', { name: 'Buy now' }).click();
    await expect(page.getByText('Purchase was successful')).toBeVisible({ timeout: 30_000 });
    // The native coin paid and the gas show in the top bar without a reload.
    await expect(nativeBalance).not.toHaveText(before ?? '');
    expect(await approvedAmountsSince(wallet, mark)).toEqual([]);
    const c = contracts(s.chain);
    const item = await c.market.getItem(listing.index);
    expect(item.forSale).toBe(false);
    // The piece is now the buyer's: the detail no longer offers it to buy.
    await expect(page.getByTestId('item-actions').getByRole('button', { name: 'Buy', exact: true })).toHaveCount(0);
  });
});

test.describe('a Buy pressed while the page loads', () => {
  const s = MARKET_E2E.loadBuy;
  test.use({ walletConfig: { privateKeys: keysOf(s.account) } });

  test('right after a reload, while the wallet reconnects, the purchase waits for it, then goes on and completes', async ({ page, wallet }) => {
    await signIn(page);
    const { listing, name } = await openListing(page, s.chain, s.listing);
    await walletReady(page);
    // The reload's wallet reconnection waits for the wallet library's chunk: held back until the Buy was pressed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/onboard-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const dialog = await startBuy(page, name, s.quantity);
    const mark = await walletMark(wallet);
    await dialog.getByRole('button', { name: 'Buy now' }).click();
    // Not 'connect your wallet' while the header's session is being restored: the purchase waits for the wallet.
    await expect(dialog.getByText('Reconnecting your wallet…')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    expect(await walletMark(wallet)).toBe(mark);
    release();
    await expect(page.getByText('Purchase was successful')).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();
    // One trade sent from the reconnected wallet, no approval (a native-coin listing), and one unit gone on chain.
    expect((await wallet.requests()).slice(mark).filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(1);
    expect(await approvedAmountsSince(wallet, mark)).toEqual([]);
    expect((await contracts(s.chain).market.getItem(listing.index)).sellAmount).toBe(BigInt(listing.remaining - s.quantity));
  });
});
