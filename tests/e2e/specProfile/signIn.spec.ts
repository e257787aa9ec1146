// Sign-in against a back end that serves only the spec's calls (API_PROFILE=spec; run by npm test's e2e-spec step):
// ID login and logout, and the wallet login falling back to the spec's (wallet_addr, wallet) without siwe_nonce, said so in the account menu.
import { account } from '@common/localWorld/accounts';
import { openLogin, signInWithTestWallet } from '../support/login';
import { expect, test } from '../wallet/fixtures';

const UNVERIFIED = 'This server does not check wallet signatures: your wallet was not verified by signature.';

test('@spec ID login: the spec login call signs in, and the account menu has no wallet note', async ({ page }) => {
  await page.goto('/en/news/0');
  await openLogin(page);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('ID', { exact: true }).fill('tester01');
  await dialog.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  const answer = page.waitForResponse((r) => r.url().endsWith('/web/login'));
  await dialog.getByRole('button', { name: 'Log in' }).click();
  expect((await answer).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await page.getByText('My account').click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByText(UNVERIFIED)).toHaveCount(0);

  // Logout: the logout extension answers 404 once; the browser forgets the user (spec 4), with no retry and no failure toast.
  const logouts: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/web/logout')) logouts.push(r.status());
  });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/en\/home$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(logouts).toEqual([404]);
  await expect(page.getByText('the server could not end the session')).toHaveCount(0);
});

test.describe('a wallet without siwe_nonce', () => {
  test.use({ walletConfig: { privateKeys: [account('dave').privateKey] } });

  test("@spec wallet login: the spec's wallet_addr and wallet, no signature asked; the account menu says it was not verified", async ({ page, wallet }) => {
    const nonce = page.waitForResponse((r) => r.url().endsWith('/web/siwe_nonce'));
    const login = page.waitForRequest((r) => r.url().endsWith('/web/login'));
    await page.goto('/en/home');
    await signInWithTestWallet(page);
    // The extension is not there (404), so the front end sends the spec's payload.
    expect((await nonce).status()).toBe(404);
    const sent = new URLSearchParams((await login).postData() ?? '');
    expect([...sent.keys()]).toEqual(['key', 'value', 'usedomain', 'wallet_addr', 'wallet']);
    expect(sent.get('wallet_addr')?.toLowerCase()).toBe(account('dave').address.toLowerCase());
    expect((await wallet.requests()).map((r) => r.method)).not.toContain('personal_sign');
    await page.getByText('My account').click();
    await expect(page.getByRole('note')).toHaveText(UNVERIFIED);
  });
});
