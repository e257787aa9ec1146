// The shell end to end on the production build and the local world: start-up data (loaded once with its stamp, a
// failure shows Retry and Retry recovers), the maintenance popup when the config says so, and session expiry (the
// session revoked server-side: the next call ends it, the top bar signs out and the login opens over the same page).
import { expect, test, type Page } from '@playwright/test';
import { SHELL_E2E } from '@common/localWorld/shellE2e';
import { openLogin } from '../support/login';

const API = 'http://127.0.0.1:8787';
const USER = SHELL_E2E.sessionExpiry;

async function maintenanceSwitchedOn(page: Page): Promise<void> {
  await page.route('**/web/GetWebConfig', async (route) => {
    const response = await route.fetch();
    const entries = (await response.json()) as { name: string; value: string }[];
    // The local API seeds the entry as 'off'; switched on here with the time staff would write.
    const on = JSON.stringify({ open: true, until: '27 Nov 03:00 UTC' });
    await route.fulfill({ response, json: entries.map((e) => (e.name === 'maintenance' ? { ...e, value: on } : e)) });
  });
}

test('start-up data loads once, Item.json and Language.json with the same build-and-hour stamp', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/\/(GetWebConfig|Item\.json|Language\.json)/.test(r.url())) calls.push(r.url());
  });
  await page.goto('/en/home');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect.poll(() => calls.length).toBe(3);
  // Another page of the same visit loads nothing again.
  await page.getByRole('banner').getByRole('link', { name: 'Event' }).first().click();
  await expect(page).toHaveURL('/en/event');
  await expect(page.getByRole('heading', { name: 'Event', level: 1 })).toBeVisible();
  expect(calls.filter((u) => u.includes('GetWebConfig'))).toHaveLength(1);
  const stamps = calls.filter((u) => u.includes('.json')).map((u) => new URL(u).searchParams.get('t'));
  expect(stamps).toHaveLength(2);
  expect(stamps[0]).toMatch(/^.+\.js-\d+$/);
  expect(stamps[1]).toBe(stamps[0]);
});

test('a start-up data failure shows Retry instead of a broken page, and Retry recovers', async ({ page }) => {
  let fail = true;
  await page.route('**/static/Language.json*', async (route) =>
    fail ? route.fulfill({ status: 503, json: { error: 'error-msg-server', message: 'down' } }) : route.fallback(),
  );
  await page.goto('/en/home');
  const error = page.getByTestId('startup-error');
  await expect(error).toContainText('The site could not load its start-up data. Check your connection and try again.');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeHidden();
  // The top bar stays usable.
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  fail = false;
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(error).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
});

test('the maintenance popup shows when the config says so; after OK the site stays usable', async ({ page }) => {
  await maintenanceSwitchedOn(page);
  await page.goto('/en/home');
  const popup = page.getByRole('dialog', { name: 'Maintenance' });
  await expect(popup).toContainText('MetaWorld is under maintenance until 27 Nov 03:00 UTC.');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
  await page.getByRole('banner').getByRole('link', { name: 'Event' }).first().click();
  await expect(page.getByRole('heading', { name: 'Event', level: 1 })).toBeVisible();

  // In Korean too.
  await page.goto('/ko/home');
  await expect(page.getByRole('dialog', { name: '점검 안내' })).toContainText('27 Nov 03:00 UTC');
});

test('the session revoked server-side: the next call ends it everywhere and the login opens over the same page, the form kept', async ({ page, request }) => {
  await page.goto('/en/mypage/profile');
  await expect(page).toHaveURL('/en/home');
  await openLogin(page);
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('ID', { exact: true }).fill(USER.account);
  await login.getByLabel('Password', { exact: true }).fill(USER.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await page.goto('/en/mypage/profile');
  await expect(page.getByText('My account')).toBeVisible();
  // The player section's load refreshes the game token, which rotates the session cookie: the cookie is read after it.
  const player = page.getByRole('region', { name: 'Game player' });
  await expect(player.getByRole('button', { name: 'Create player' }).or(player.locator('[data-field="player"]'))).toBeVisible();

  // The server ends this browser's session (its cookie, sent by another client).
  const cookie = (await page.context().cookies(API)).find((c) => c.name === 'mw_session');
  expect(cookie).toBeDefined();
  const revoked = await request.post(`${API}/web/logout`, {
    headers: { cookie: `mw_session=${cookie!.value}` },
    form: { key: 'metaworld-web', value: '', usedomain: '127.0.0.1' },
  });
  expect(revoked.status()).toBe(200);

  // The next call that needs the session: change password.
  await page.getByRole('button', { name: 'Change password' }).click();
  const change = page.getByRole('dialog', { name: 'Change password' });
  await change.getByPlaceholder('Current password').fill(USER.password);
  await change.getByPlaceholder('New password', { exact: true }).fill('Another1!pass');
  await change.getByPlaceholder('Confirm new password').fill('Another1!pass');
  await change.getByRole('button', { name: 'Change' }).click();

  await expect(login).toBeVisible();
  await expect(page).toHaveURL('/en/mypage/profile');
  await expect(page.getByText('My account')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('loginBy'))).toBeNull();

  // Signing in again: still on the same page, what was typed is still there.
  await login.getByLabel('ID', { exact: true }).fill(USER.account);
  await login.getByLabel('Password', { exact: true }).fill(USER.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL('/en/mypage/profile');
  await expect(page.getByText('My account')).toBeVisible();
  await expect(change.getByPlaceholder('Current password')).toHaveValue(USER.password);
});
