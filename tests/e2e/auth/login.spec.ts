// Sign-in end to end against the local world: ID + password (hashed in the browser, remember-ID, cookie, logout),
// the mypage rule, and wallet login with Sign-In with Ethereum through web3-onboard (balances, a refused signature,
// an unsupported chain), and Google/Facebook through the local issuer's window (PKCE; closing the window and retrying).
// Wallet accounts: alice is only read (balance), dave signs in; no transaction is sent.
import { createHash } from 'node:crypto';
import type { BrowserContext, Request } from '@playwright/test';
import { readDeployments } from '../../../contracts/deployments';
import { ACCOUNTS } from '@common/localWorld/accounts';
import { connectTestWallet, openLogin } from '../support/login';
import { expect, test } from '../wallet/fixtures';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const DAY = 86_400;

test('ID and password: errors keep the ID, the password goes hashed, remember-ID, cookie, logout', async ({ page, context }) => {
  await page.goto('/en/news/0');
  await openLogin(page);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  const id = dialog.getByLabel('ID', { exact: true });
  const password = dialog.getByLabel('Password', { exact: true });

  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your ID and password.');

  await id.fill('tester01');
  await password.fill('Wr0ng-pass!');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The ID or password is incorrect.');
  await expect(id).toHaveValue('tester01');
  await expect(password).toHaveValue('');

  await password.fill('Passw0rd!');
  await dialog.getByLabel('Remember me').check();
  const loginRequest = page.waitForRequest((r) => r.url().endsWith('/web/login'));
  await dialog.getByRole('button', { name: 'Log in' }).click();
  const body = new URLSearchParams((await loginRequest).postData() ?? '');
  expect(body.get('account')).toBe('tester01');
  expect(body.get('password')).toBe(sha256('Passw0rd!'));

  await expect(dialog).toBeHidden();
  await expect(page.getByText('My account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeHidden();
  const cookies = await context.cookies();
  const now = Date.now() / 1000;
  const user = cookies.find((c) => c.name === 'userInfo');
  const remembered = cookies.find((c) => c.name === 'rememberId');
  expect(JSON.parse(decodeURIComponent(user!.value))).toMatchObject({ account: 'tester01', walletType: 9999, loginBy: 'id' });
  expect(user!.expires - now).toBeGreaterThan(29 * DAY);
  expect(user!.expires - now).toBeLessThan(31 * DAY);
  expect(remembered?.value).toBe('tester01');
  expect(remembered!.expires - now).toBeGreaterThan(364 * DAY);
  expect(await page.evaluate(() => localStorage.getItem('loginBy'))).toBe('id');

  // Signed in, my page opens with the profile the login answered.
  await page.goto('/en/mypage/profile');
  await expect(page).toHaveURL('/en/mypage/profile');
  await expect(page.getByText('tester01@example.com')).toBeVisible();
  await expect(page.getByText('Your profile could not be loaded. Please log in again.')).toHaveCount(0);

  // The account menu closes like a menu: on Escape and on a click outside it.
  const logout = page.getByRole('button', { name: 'Logout' });
  await page.getByText('My account').click();
  await expect(logout).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(logout).toBeHidden();
  await page.getByText('My account').click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(logout).toBeHidden();
  await page.getByText('My account').click();
  await logout.click();
  await expect(page).toHaveURL('/en/home');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // Local storage was wiped (what the reloaded page writes again on its own is not the session).
  // Logout reloads the page 200 ms later: a read that meets the reload is simply read again.
  const stored = () => page.evaluate(() => [localStorage.getItem('loginBy'), localStorage.getItem('userInfo')]).catch(() => 'reloading');
  await expect.poll(stored).toEqual([null, null]);
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'userInfo')).toBe(false);

  // Logged out, my page sends the visitor home; the remembered ID is filled in. The logout's own reload (200 ms
  // later) can abort a navigation started before it: wait for it to have happened, then navigate.
  await page.waitForEvent('load', { timeout: 2_000 }).catch(() => undefined);
  await page.goto('/en/mypage/profile');
  await expect(page).toHaveURL('/en/home');
  await openLogin(page);
  await expect(page.getByRole('dialog', { name: 'Login' }).getByLabel('ID', { exact: true })).toHaveValue('tester01');
});

test('the test wallet signs in with SIWE through web3-onboard and the top bar shows its DVI balance (alice, read only)', async ({ page, wallet }) => {
  // Nothing of the connect leaves this machine (web3-onboard used to fetch its font from rsms.me on every connect).
  const hosts = new Set<string>();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^(https?|wss?):$/.test(url.protocol)) hosts.add(url.hostname);
  });
  await page.goto('/en/home');
  await openLogin(page);
  await connectTestWallet(page);
  // After login the 4th LAND sale popup shows: the list has data for a registered wallet.
  const sale = page.getByRole('dialog', { name: '4th LAND sale' });
  await expect(sale).toBeVisible();
  await sale.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Balances')).toContainText('10,000 DVI');
  const signed = (await wallet.requests()).find((r) => r.method === 'personal_sign');
  const message = Buffer.from(String(signed?.params[0]).slice(2), 'hex').toString('utf8');
  expect(message).toContain('wants you to sign in with your Ethereum account:\n0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
  expect(message).toMatch(/Chain ID: 31338\nNonce: \w+/);

  // A reload restores the session and reconnects the same wallet silently: no new signature, the balance is back.
  // (The test wallet's request log starts again with the new page.)
  await page.reload();
  await expect(page.getByText('My account')).toBeVisible();
  await expect(page.getByLabel('Balances')).toContainText('10,000 DVI');
  await expect(page.getByRole('combobox', { name: 'Network' })).toHaveAttribute('data-value', '31338');
  const afterReload = (await wallet.requests()).map((r) => r.method);
  expect(afterReload).toContain('eth_requestAccounts');
  expect(afterReload).not.toContain('personal_sign');
  // Choosing a network in the top bar's combobox asks the wallet to switch; refused there, the choice stays on BSC.
  // (An accepted switch reloads the page, and the test wallet starts again on BSC, so the refusal is what shows.)
  const network = page.getByRole('combobox', { name: 'Network' });
  await wallet.failNext('wallet_switchEthereumChain', 'reject');
  await network.click();
  await page.getByRole('option', { name: 'POL Local' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Please change network on extension or mobile app, thank you');
  const switches = (await wallet.requests()).filter((r) => r.method === 'wallet_switchEthereumChain');
  expect(switches.map((r) => r.params)).toEqual([[{ chainId: '0x7a6b' }]]);
  await expect(network).toHaveAttribute('data-value', '31338');
  await expect(network).toHaveText(/BSC Local/);
  expect([...hosts].filter((host) => host !== '127.0.0.1' && host !== 'localhost')).toEqual([]);
});

test.describe('dave', () => {
  const dave = ACCOUNTS.find((a) => a.name === 'dave')!;
  test.use({
    // Playwright reads the fixture's dependencies from the first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    walletConfig: async ({}, provide) => {
      const d = readDeployments(process.env.E2E_DEPLOYMENTS);
      const chains = [d.eth, d.bsc, d.pol].map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl }));
      // Chain 1 is not on the local set: the wallet can switch to it, the app must refuse it.
      await provide({ privateKeys: [dave.privateKey], chains: [...chains, { chainId: 1, rpcUrl: d.eth.rpcUrl }] });
    },
  });

  test('a refused signature (4001) shows the message and a retry signs in; an unsupported chain shows the toast', async ({ page, wallet }) => {
    await page.goto('/en/home');
    await wallet.failNext('personal_sign', 'reject');
    await openLogin(page);
    await connectTestWallet(page);
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog.getByRole('alert')).toHaveText('User rejected the transaction (4001)');

    await connectTestWallet(page);
    await page.getByRole('dialog', { name: '4th LAND sale' }).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('My account')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Network' })).toHaveAttribute('data-value', '31338');
    expect(await page.evaluate(() => localStorage.getItem('loginBy'))).toBe('wallet');

    await wallet.switchChain(1);
    await expect(page.getByTestId('toast')).toHaveText('MetaWorld supports ETH/BSC/POL now (check the wallet is on the mainnet)');
    await expect(page.getByRole('combobox', { name: 'Network' })).toHaveAttribute('data-value', '');
    await expect(page.getByRole('combobox', { name: 'Network' })).toHaveText(/Unsupported network/);
  });
});

/** The local issuer (server/oidc/standin.ts): what the provider window shows and where the code is exchanged. */
const ISSUER = 'http://127.0.0.1:8788';

/**
 * Clicks a sign-in button, takes the provider window it opens, picks the test user on the issuer's chooser and
 * waits for the window to close itself (the callback page handed the code to the app). Returns the issuer requests.
 */
async function signInAt(context: BrowserContext, click: () => Promise<void>, platform: 'google' | 'facebook', user: string) {
  const requests: Request[] = [];
  const record = (r: Request) => r.url().startsWith(ISSUER) && requests.push(r);
  context.on('request', record);
  const opened = context.waitForEvent('page');
  await click();
  const provider = await opened;
  await expect(provider.getByRole('heading', { name: `Local ${platform} sign-in` })).toBeVisible();
  const closed = provider.waitForEvent('close');
  await provider.getByRole('button', { name: new RegExp(user) }).click();
  await closed;
  context.off('request', record);
  return requests;
}

test('Google and, after more than 5 clicks on the logo, Facebook sign in through the local issuer', async ({ page, context }) => {
  await page.goto('/en/home');
  await openLogin(page);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  const helperCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/oidc-login') && helperCalls.push(r.url()));
  const snsCall = page.waitForRequest((r) => r.url().endsWith('/platformLogin'));
  const issuer = await signInAt(context, () => dialog.getByRole('button', { name: 'Sign in with Google' }).click(), 'google', 'Google Tester');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('My account')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('loginBy'))).toBe('google');

  // Authorization code with PKCE: the challenge goes in the window, the verifier only to the token endpoint.
  const authorize = new URL(issuer.find((r) => new URL(r.url()).pathname === '/auth')!.url());
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toBe(new URL('/oauth/callback', page.url()).href);
  const token = new URLSearchParams(issuer.find((r) => r.url() === `${ISSUER}/token`)!.postData() ?? '');
  expect([token.get('grant_type'), token.get('client_id')]).toEqual(['authorization_code', 'local-google-client']);
  expect(token.get('code_verifier')).toMatch(/^[\w-]{43,}$/);
  // The sns login call carries the subject, the ID token and platform type 3; the DEV token helper is never used.
  const sent = new URLSearchParams((await snsCall).postData() ?? '');
  expect([sent.get('platform_id'), sent.get('platform_type')]).toEqual(['google-test-user-1', '3']);
  expect(sent.get('passToken')?.split('.')).toHaveLength(3);
  expect(helperCalls).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  // Logout reloads the page after 200 ms: wait for that reload before opening the popup again.
  await page.getByText('My account').click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await openLogin(page);
  const facebook = dialog.getByRole('button', { name: 'Sign in with Facebook' });
  const logo = dialog.getByTestId('login-logo');
  for (let i = 0; i < 5; i++) await logo.click();
  await expect(facebook).toHaveCount(0);
  await logo.click();
  await signInAt(context, () => facebook.click(), 'facebook', 'Facebook Tester');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('loginBy'))).toBe('facebook');
});

test('closing the provider window keeps the login popup and what was typed, with a message; a retry signs in', async ({ page, context }) => {
  await page.goto('/en/home');
  await openLogin(page);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('ID', { exact: true }).fill('typed-id');
  const google = dialog.getByRole('button', { name: 'Sign in with Google' });

  const opened = context.waitForEvent('page');
  await google.click();
  const provider = await opened;
  await expect(provider.getByRole('heading', { name: 'Local google sign-in' })).toBeVisible();
  await provider.close();
  await expect(dialog.getByRole('alert')).toHaveText('The Google sign-in window was closed before sign-in finished. Please try again.');
  await expect(dialog.getByLabel('ID', { exact: true })).toHaveValue('typed-id');
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  await signInAt(context, () => google.click(), 'google', 'Google Tester');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('My account')).toBeVisible();
});
