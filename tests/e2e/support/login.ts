// The real wallet sign-in, shared by the auth and staking specs: the Login button, the login popup's "Connect wallet",
// the injected test wallet picked in web3-onboard's wallet select, and the SIWE signature (the test wallet signs).
import { expect, type Locator, type Page } from '@playwright/test';

/** The name web3-onboard lists the default test wallet under (tests/e2e/wallet/controller.ts). */
export const TEST_WALLET_NAME = 'Test Wallet';

export function openLogin(page: Page): Promise<void> {
  return page.getByRole('button', { name: 'Login' }).click();
}

/**
 * In the open login popup: "Connect wallet", then the wallet in web3-onboard's own select (our popup steps aside).
 * On a retry web3-onboard may skip its select: while its connect modal still holds the wallet of the attempt just
 * before, it connects that wallet again by itself (its "pending call" handling), and the login goes on.
 */
export async function connectTestWallet(page: Page, walletName = TEST_WALLET_NAME): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('button', { name: 'Connect wallet' }).click();
  const option = page.getByText(walletName, { exact: true }).first();
  const wentOn = page.getByRole('dialog', { name: '4th LAND sale' }).or(page.getByText('My account'));
  await expect(option.or(wentOn).first()).toBeVisible();
  if (await option.isVisible()) await option.click();
}

/**
 * A first wallet sign-in of the session, in the page's language (`ui`: the Login button and dialog, its connect button,
 * the sale popup's name): returns the 4th LAND sale popup it opens, with its first box chosen. For an account the API
 * lists in that sale, in a fresh context.
 */
export async function signInToSalePopup(page: Page, ui: { login: string; connect: string; sale: string }): Promise<Locator> {
  await page.getByRole('button', { name: ui.login }).click();
  await page.getByRole('dialog', { name: ui.login }).getByRole('button', { name: ui.connect }).click();
  const option = page.getByText(TEST_WALLET_NAME, { exact: true }).first();
  const sale = page.getByRole('dialog', { name: ui.sale });
  await expect(option.or(sale).first()).toBeVisible();
  if (await option.isVisible()) await option.click();
  await expect(sale.getByRole('radio').first()).toBeChecked({ timeout: 20_000 });
  return sale;
}

/**
 * Signs in from the current page with the test wallet's active account and waits until the login is over: the
 * account area shows and, when the API lists a 4th LAND sale for the wallet, its popup was closed with OK.
 * Call after page.goto on a page with the top bar.
 */
export async function signInWithTestWallet(page: Page, walletName = TEST_WALLET_NAME): Promise<void> {
  // The login asks for the 4th LAND sale list last; its answer tells whether the sale popup will show, unless it already
  // showed in this tab's session or was hidden for today (the keys of src/features/mysteryBox/services/popupStore.ts).
  const seen = await page.evaluate(() => {
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    return sessionStorage.getItem('mysteryBox.popupShown') === '1' || localStorage.getItem('mysteryBox.hiddenDay') === today;
  });
  const saleList = page.waitForResponse((r) => r.url().endsWith('/get4thLandUserList'));
  await openLogin(page);
  await connectTestWallet(page, walletName);
  const answer = (await (await saleList).json()) as { data?: unknown };
  if (answer.data && !seen) {
    const sale = page.getByRole('dialog', { name: '4th LAND sale' });
    await sale.getByRole('button', { name: 'OK' }).click();
    await expect(sale).toBeHidden();
  }
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden();
  await expect(page.getByText('My account')).toBeVisible();
}
