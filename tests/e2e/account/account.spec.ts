// Account area in Chromium against the local world: sign up with email and SMS codes from the DEV outbox, log in
// through the login popup, then edit the profile and change the password on my page; find ID and reset password.
import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { test as walletTest } from '../wallet/fixtures';

const API = process.env.E2E_API_URL ?? 'http://127.0.0.1:8787';
const PASSWORD = 'Passw0rd!';
const NEW_PASSWORD = 'N3wPass1!';

/** A fresh user per test and run: the two workers share one world. */
function freshUser() {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`;
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return { account: `u${tag}`.slice(0, 20), email: `${tag}@example.com`, phone: `010${digits}`, nickname: `Nick ${tag}` };
}

/** The newest code the local world "sent" to an email or phone (DEV outbox, docs/api.md). */
async function outboxCode(page: Page, to: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const answer = await page.request.get(`${API}/dev/outbox`, { params: { to } });
    const { data } = (await answer.json()) as { data: { code: string }[] };
    code = data[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return code;
}

async function verify(page: Page, channel: 'email' | 'sms', target: string) {
  const box = page.locator(`fieldset[data-channel="${channel}"]`);
  await box.getByRole('textbox', { name: channel === 'email' ? 'Email' : 'Phone number' }).fill(target);
  await box.getByRole('button', { name: 'Send code' }).click();
  // The 3:00 timer starts with the code.
  await expect(box.getByRole('timer')).toHaveText(/^[23]:\d\d$/);
  await box.getByRole('textbox', { name: channel === 'email' ? 'Email verification code' : 'SMS verification code' }).fill(await outboxCode(page, target));
  await box.getByRole('button', { name: 'Verify' }).click();
  await expect(box.getByText(channel === 'email' ? 'Email verified' : 'Phone number verified')).toBeVisible();
}

async function signUp(page: Page, user: ReturnType<typeof freshUser>) {
  await page.goto('/en/signup/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up');
  const form = page.locator('form.account-form');
  await expect(form.getByRole('checkbox', { name: 'Agree to all' })).toBeEnabled();

  // Section 5 rules show their messages while typing; what was typed stays.
  const id = form.getByRole('textbox', { name: 'ID', exact: true });
  await id.fill('AB');
  await expect(form.getByText('Does not meet ID requirements')).toBeVisible();
  await id.fill(user.account);
  await expect(form.getByText('Does not meet ID requirements')).toHaveCount(0);
  await form.getByRole('button', { name: 'Check ID' }).click();
  await expect(form.getByText('This ID is available.')).toBeVisible();

  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill('Passw0rd?');
  await expect(form.getByText('Passwords do not match')).toBeVisible();
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await expect(form.getByText('Passwords do not match')).toHaveCount(0);
  await form.getByLabel('Nickname').fill(user.nickname);

  // Submitting before the terms and codes are done shows the first problem in form order.
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Please fill all informations of sign-up form')).toBeVisible();
  await form.getByRole('checkbox', { name: 'Agree to all' }).check();

  await verify(page, 'email', user.email);
  // The country is guessed by IP (loopback answers KR): +82 by default.
  await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveValue('KR');
  await form.getByRole('textbox', { name: 'Phone number' }).fill(user.phone);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Please verify your phone number')).toBeVisible();
  await verify(page, 'sms', user.phone);

  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your account was created. You can log in now.')).toBeVisible();
}

async function logIn(page: Page, account: string, password: string) {
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.locator('input[name="account"]').fill(account);
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toHaveCount(0);
}

async function apiLogin(page: Page, account: string, password: string): Promise<number> {
  const answer = await page.request.post(`${API}/web/login`, {
    form: { key: 'metaworld-web', value: '', usedomain: '127.0.0.1', account, password: createHash('sha256').update(password).digest('hex') },
  });
  return answer.status();
}

test('sign up with email and SMS codes, log in, edit the profile and change the password', async ({ page }) => {
  const user = freshUser();
  await signUp(page, user);
  await logIn(page, user.account, PASSWORD);

  await page.goto('/en/mypage/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My page');
  const profile = page.locator('dl.profile-list');
  await expect(profile.locator('[data-field="account"]')).toHaveText(user.account);
  await expect(profile.locator('[data-field="email"]')).toHaveText(user.email);
  await expect(profile.locator('[data-field="phone"]')).toHaveText(`+82 ${user.phone}`);

  // Edit profile: a wrong current password keeps what was typed and shows the API text; the right one saves.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit profile' });
  await expect(edit.getByLabel('Name')).toHaveValue(user.nickname);
  await edit.getByLabel('Name').fill('Renamed <b>user</b>');
  await edit.getByLabel('Current password').fill('Wr0ngPass!');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText(/^Edit profile is failed /)).toBeVisible();
  await expect(edit.getByLabel('Name')).toHaveValue('Renamed <b>user</b>');
  await edit.getByLabel('Current password').fill(PASSWORD);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByText('account updated')).toBeVisible();
  // What the user typed is shown exactly as written: its markup is text, never HTML, and never removed.
  await expect(profile.locator('[data-field="name"]')).toHaveText('Renamed <b>user</b>');
  await expect(profile.locator('[data-field="name"] b')).toHaveCount(0);

  // Change password: an invalid form toasts the form error with the first invalid field; a valid one succeeds.
  await page.getByRole('button', { name: 'Change password' }).click();
  const change = page.getByRole('dialog', { name: 'Change password' });
  await change.getByPlaceholder('Current password').fill(PASSWORD);
  await change.getByPlaceholder('New password', { exact: true }).fill('short');
  await change.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByText('Does not meet password requirements: New password')).toBeVisible();
  await expect(change.getByPlaceholder('Current password')).toHaveValue(PASSWORD);
  await change.getByPlaceholder('New password', { exact: true }).fill(NEW_PASSWORD);
  await change.getByPlaceholder('Confirm new password').fill(NEW_PASSWORD);
  await change.getByRole('button', { name: 'Change' }).click();
  await expect(change).toHaveCount(0);
  await expect(page.getByText('Success on changing password')).toBeVisible();
  expect(await apiLogin(page, user.account, NEW_PASSWORD)).toBe(200);
  expect(await apiLogin(page, user.account, PASSWORD)).toBe(401);
});

test('find the ID by email and reset the password by SMS', async ({ page }) => {
  const user = freshUser();
  await signUp(page, user);

  await page.getByRole('navigation', { name: 'Sign up' }).getByRole('link', { name: 'Find ID' }).click();
  await expect(page).toHaveURL('/en/signup/idphone');
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByRole('button', { name: 'Find ID' }).click();
  await expect(page.getByText('Please fill all informations of sign-up form')).toBeVisible();
  await verify(page, 'email', user.email);
  await page.getByRole('button', { name: 'Find ID' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your ID is' })).toHaveText(`Your ID is ${user.account}`);

  await page.getByRole('navigation', { name: 'Sign up' }).getByRole('link', { name: 'Reset password' }).click();
  await expect(page).toHaveURL('/en/signup/pwdphone');
  const form = page.locator('form.account-form');
  await form.getByRole('textbox', { name: 'ID', exact: true }).fill(user.account);
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Reset password' }).click();
  await expect(form.getByText('Please fill all informations of sign-up form')).toBeVisible();
  await form.getByRole('textbox', { name: 'Phone number' }).fill(user.phone);
  await form.getByRole('button', { name: 'Reset password' }).click();
  await expect(form.getByText('Please verify your phone number')).toBeVisible();
  // Sign-up consumed the phone's verification: the phone is verified again for the reset.
  await verify(page, 'sms', user.phone);
  await form.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password was reset. Log in with the new password.')).toBeVisible();
  expect(await apiLogin(page, user.account, NEW_PASSWORD)).toBe(200);
});

walletTest.describe('add wallet', () => {
  // A key no seeded account holds, announced as the page's injected wallet.
  walletTest.use({ walletConfig: { privateKeys: [`0x${randomBytes(32).toString('hex')}`], injectWindowEthereum: true } });

  walletTest('the address is fetched from the wallet before submit, then the list is refreshed', async ({ page, wallet }) => {
    const user = freshUser();
    await signUp(page, user);
    await logIn(page, user.account, PASSWORD);
    await page.goto('/en/mypage/profile');
    await page.getByRole('button', { name: 'Add wallet' }).click();
    const popup = page.getByRole('dialog', { name: 'Add wallet' });
    await expect(popup.getByText('No wallet is registered yet.')).toBeVisible();

    // Submit without an address asks for one; a refused wallet request shows the wallet's text and code.
    await popup.getByRole('button', { name: 'Add wallet' }).click();
    await expect(page.getByText('The new wallet address does not exist')).toBeVisible();
    await wallet.failNext('eth_requestAccounts', 'reject');
    await popup.getByRole('button', { name: 'Get address from wallet' }).click();
    await expect(popup.getByText('User rejected the transaction (4001)')).toBeVisible();

    await popup.getByRole('button', { name: 'Get address from wallet' }).click();
    const fetched = popup.getByRole('status', { name: 'New wallet address' });
    await expect(fetched).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    const address = (await wallet.state()).address;
    expect((await fetched.textContent())?.toLowerCase()).toBe(address.toLowerCase());
    await popup.getByRole('button', { name: 'Add wallet' }).click();
    await expect(page.getByText('The wallet was added to your account.')).toBeVisible();
    await expect(popup.getByRole('list', { name: 'Registered wallets' }).getByRole('listitem')).toHaveText([new RegExp(`^${address}$`, 'i')]);
    expect((await wallet.requests()).some((r) => r.method === 'personal_sign')).toBe(true);
  });
});
