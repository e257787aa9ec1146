// Game start and downloads end to end on the production build and the local world: Start now as a visitor (login),
// signed in (refresh, enter_lobby_ex, the metaworld:// URL handed to the browser; focus kept → toast and download guide;
// focus lost → the game-start overlay), and the download buttons (URL per platform, log 5002, the installer downloads).
import { expect, test, type Page } from '@playwright/test';
import { GAME_E2E } from '@common/localWorld/gameE2e';
import { openLogin } from '../support/login';

const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

async function signInWithId(page: Page, user: { account: string; password: string }): Promise<void> {
  await openLogin(page);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('ID', { exact: true }).fill(user.account);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('My account')).toBeVisible();
}

/** Every navigation the page asks for, custom schemes included (Chromium reports them before handing them to the OS). */
async function navigationsOf(page: Page): Promise<string[]> {
  const urls: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  cdp.on('Page.frameRequestedNavigation', (e: { url: string }) => urls.push(e.url));
  return urls;
}

const topBarStart = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Start now' });

test('a visitor: Start now in the top bar and on the launch page opens the login popup, and nothing is requested', async ({ page }) => {
  const gameCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/(refreshToken|enter_lobby_ex)$/.test(r.url())) gameCalls.push(r.url());
  });
  await page.goto('/en/home');
  await topBarStart(page).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Close' }).click();
  await expect(login).toBeHidden();

  await page.goto('/en/guide/download');
  await page.getByRole('main').getByRole('button', { name: 'Start now' }).click();
  await expect(login).toBeVisible();
  expect(gameCalls).toEqual([]);
});

test('@spec signed in, focus kept: one enter_lobby_ex for a double click, the metaworld:// URL opens, then the toast and download guide', async ({ page }) => {
  await page.goto('/en/market/bsc');
  await signInWithId(page, GAME_E2E.launcher);
  const navigations = await navigationsOf(page);
  const lobbyCalls: Record<string, string>[] = [];
  const gameAssetCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/enter_lobby_ex')) lobbyCalls.push(Object.fromEntries(new URLSearchParams(r.postData() ?? '')));
    const asset = /\/game\/(getPlayer|createPlayer|connectEnjinWallet)$/.exec(r.url());
    if (asset) gameAssetCalls.push(asset[1]!);
  });
  const lobby = page.waitForResponse((r) => r.url().endsWith('/enter_lobby_ex'));
  await topBarStart(page).dblclick();
  const answer = (await (await lobby).json()) as { data: string };
  expect(answer.data).toMatch(/^metaworld:\/\/start\?ticket=/);
  await expect.poll(() => navigations).toContain(answer.data);

  await expect(page.getByText('Launching exe app is failed')).toBeVisible();
  await expect(page).toHaveURL('/en/guide/download');
  await expect(page.getByRole('button', { name: /Download for Windows/ })).toBeVisible();
  // The double click started once; an ID login sends no wallet.
  expect(lobbyCalls).toHaveLength(1);
  expect(lobbyCalls[0]).toMatchObject({ wallet_addr: '', walletType: '9999' });
  // Before the lobby, the player: got, created when missing (the other launch test may have made it first); an ID login
  // has no wallet to link as its Enjin wallet.
  expect([['getPlayer', 'createPlayer'], ['getPlayer']]).toContainEqual(gameAssetCalls);
});

test('signed in, the client takes the focus: the game-start overlay shows until the page is back, and the page stays', async ({ page }) => {
  await page.goto('/ko/market/bsc');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await dialog.getByLabel('ID', { exact: true }).fill(GAME_E2E.launcher.account);
  await dialog.getByLabel('비밀번호', { exact: true }).fill(GAME_E2E.launcher.password);
  await dialog.getByRole('button', { name: '로그인하기', exact: true }).click();
  await expect(dialog).toBeHidden();
  // What the browser does when the operating system opens the client: the page loses its focus as soon as the
  // metaworld:// URL is handed over (not earlier, when the page is not yet following its focus).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const handedOver = new Promise<void>((resolve) => {
    cdp.on('Page.frameRequestedNavigation', (e: { url: string }) => {
      if (!e.url.startsWith('metaworld://')) return;
      void page.evaluate(() => window.dispatchEvent(new Event('blur'))).then(() => resolve());
    });
  });
  await page.getByRole('banner').getByRole('button', { name: '지금 시작' }).click();
  await handedOver;
  const overlay = page.getByTestId('game-start-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('MetaWorld를 시작하는 중');
  await page.waitForTimeout(700);
  await expect(overlay).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(overlay).toBeHidden();
  await expect(page).toHaveURL('/ko/market/bsc');
  await expect(page.getByText('exe 앱 실행에 실패했습니다')).toHaveCount(0);
});

test.describe('downloads', () => {
  test.use({ userAgent: MAC_UA });

  test('Mac first for a Mac; each button asks for its platform URL, logs 5002 and downloads the installer; a failure keeps the buttons usable', async ({
    page,
  }) => {
    await page.goto('/en/home');
    await signInWithId(page, GAME_E2E.downloader);
    const urlCalls: string[] = [];
    const logs: Record<string, string>[] = [];
    page.on('request', (r) => {
      const form = Object.fromEntries(new URLSearchParams(r.postData() ?? ''));
      if (r.url().endsWith('/get_download_exe_ex')) urlCalls.push(form.platform!);
      if (r.url().endsWith('/save_log')) logs.push(form);
    });
    await page.goto('/en/guide/download');
    const buttons = page.getByRole('group', { name: 'Downloads' }).getByRole('button');
    await expect(buttons).toHaveText(['Download for Mac', 'Download for Windows']);

    // The first ask fails: the message shows and the button still works.
    let failOnce = true;
    await page.route('**/get_download_exe_ex', async (route) => {
      if (!failOnce) return route.fallback();
      failOnce = false;
      return route.abort('failed');
    });
    await buttons.nth(0).click();
    await expect(page.getByRole('alert')).toContainText('The download could not be started. Please try again.');

    const mac = page.waitForEvent('download');
    await buttons.nth(0).click();
    expect((await mac).suggestedFilename()).toBe('MetaWorld-0.8.5.dmg');
    await expect(page.getByRole('alert')).toHaveCount(0);
    const windows = page.waitForEvent('download');
    await buttons.nth(1).click();
    expect((await windows).suggestedFilename()).toBe('MetaWorldSetup-0.8.5.exe');

    expect(urlCalls).toEqual(['MAC', 'MAC', 'WINDOWS']);
    await expect
      .poll(() => logs.map((l) => [l.action, l.keyValue]))
      .toEqual([
        ['5002', 'MAC'],
        ['5002', 'WINDOWS'],
      ]);
  });
});
