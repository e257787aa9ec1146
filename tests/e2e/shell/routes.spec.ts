// Every route and redirect of spec section 2 in the production build: final URL, page title and theme.
import { expect, test } from '@playwright/test';

const THEME_BG: Record<string, string> = {
  black: 'rgb(10, 10, 14)',
  blue: 'rgb(14, 47, 110)',
  event: 'rgb(43, 16, 66)',
  white: 'rgb(255, 255, 255)',
};
const THEME_BAR: Record<string, string> = {
  black: 'rgb(0, 0, 0)',
  blue: 'rgb(8, 32, 80)',
  event: 'rgb(90, 24, 120)',
  white: 'rgb(248, 249, 251)',
};

/** [visited path, final path, heading, theme] for a visitor (no stored login method). */
const ROUTES: [string, string, string, string][] = [
  ['/', '/en/home', 'Home', 'black'],
  ['/en', '/en/home', 'Home', 'black'],
  ['/ko', '/ko/home', '홈', 'black'],
  ['/en/home', '/en/home', 'Home', 'black'],
  ['/en/market', '/en/market/bsc', 'Marketplace', 'black'],
  ['/en/market/pol', '/en/market/pol', 'Marketplace', 'black'],
  ['/en/market/bsc/101', '/en/market/bsc/101', 'Item detail', 'black'],
  ['/en/market/bsc/101/2', '/en/market/bsc/101/2', 'Item detail', 'black'],
  ['/en/studio', '/en/studio', 'Studio', 'black'],
  ['/en/guide', '/en/guide/guide', 'Guide', 'white'],
  ['/en/guide/wallet', '/en/guide/wallet', 'Guide', 'white'],
  ['/en/guide/download/1', '/en/guide/download/1', 'Guide', 'white'],
  ['/en/event', '/en/event', 'Event', 'event'],
  ['/en/event/vote', '/en/event', 'Event', 'event'],
  ['/en/news', '/en/news/0', 'News', 'white'],
  ['/en/news/3', '/en/news/3', 'News', 'white'],
  ['/en/news-detail/12', '/en/news-detail/12', 'News', 'white'],
  ['/en/dao', '/en/dao', 'DAO', 'white'],
  ['/en/dao-detail/4', '/en/dao-detail/4', 'Proposal', 'white'],
  ['/en/create-proposal/general', '/en/create-proposal/general', 'Create proposal', 'white'],
  ['/en/voting-power/0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '/en/voting-power/0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'Voting power', 'white'],
  ['/en/transparency', '/en/transparency', 'Transparency', 'white'],
  ['/en/activity', '/en/activity', 'Activity', 'white'],
  ['/en/submit', '/en/submit', 'Submit', 'white'],
  ['/en/catalyst', '/en/catalyst', 'Catalyst', 'white'],
  ['/en/signup', '/en/signup/register', 'Sign up', 'blue'],
  ['/en/signup/idphone', '/en/signup/idphone', 'Sign up', 'blue'],
  ['/en/signup/pwdphone', '/en/signup/pwdphone', 'Sign up', 'blue'],
  ['/en/walletconnect/metamask', '/en/walletconnect/metamask', 'WalletConnect', 'white'],
  ['/en/approve', '/en/approve', 'Approvals', 'white'],
  // No stored login method: my page goes home.
  ['/en/mypage', '/en/home', 'Home', 'black'],
  ['/en/mypage/staking', '/en/home', 'Home', 'black'],
  // Unknown language: English, same path.
  ['/fr/market/eth', '/en/market/eth', 'Marketplace', 'black'],
  ['/market', '/en/market/bsc', 'Marketplace', 'black'],
];

for (const [from, to, heading, theme] of ROUTES) {
  test(`${from} shows ${heading} at ${to} in the ${theme} theme`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const app = page.locator('.app');
    await expect(app).toHaveAttribute('data-theme', theme);
    await expect(app).toHaveCSS('background-color', THEME_BG[theme]!);
    await expect(page.locator('header.top-bar')).toHaveCSS('background-color', THEME_BAR[theme]!);
  });
}

test('my page opens when a login method is stored', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('loginBy', 'id'));
  await page.goto('/en/mypage');
  await expect(page).toHaveURL('/en/mypage/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My page');
  await expect(page.locator('.app')).toHaveAttribute('data-theme', 'black');
  await page.getByRole('link', { name: 'Staking' }).first().click();
  await expect(page).toHaveURL('/en/mypage/staking');
});

test('an unknown path shows a translated not-found page with a way home', async ({ page }) => {
  await page.goto('/en/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/en/home');

  await page.goto('/ko/nowhere');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
  await expect(page.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/ko/home');
});
