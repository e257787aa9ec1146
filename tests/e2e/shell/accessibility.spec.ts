// Every route of the production build checked by axe-core (WCAG 2.1 A and AA rules): no serious or critical violation,
// once the page shows its data, in English and in Korean; and at a phone's 390 px, no sideways scroll. The signed-in
// pages (my page, its staking tab, the approvals page) are checked signed in as ally, this spec's own account.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { keysOf } from '../staking/helpers';
import { openLogin, signInWithTestWallet } from '../support/login';
import { test as walletTest } from '../wallet/fixtures';

/** [path, the level-1 heading that says the page has rendered]. */
const PAGES: [string, string][] = [
  ['/en/home', 'Home'],
  ['/en/market/bsc', 'Marketplace'],
  ['/en/market/bsc/101', 'Item detail'],
  ['/en/market/bsc?view=land&city=seoul', 'Marketplace'],
  ['/en/studio', 'Studio'],
  ['/en/guide/guide', 'Guide'],
  ['/en/guide/wallet', 'Guide'],
  ['/en/event', 'Event'],
  ['/en/news/0', 'News'],
  ['/en/news-detail/12', 'News'],
  ['/en/dao', 'DAO'],
  ['/en/dao-detail/4', 'Proposal'],
  ['/en/create-proposal/general', 'Create proposal'],
  ['/en/voting-power/0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'Voting power'],
  ['/en/transparency', 'Transparency'],
  ['/en/activity', 'Activity'],
  ['/en/submit', 'Submit'],
  ['/en/catalyst', 'Catalyst'],
  ['/en/signup/register', 'Sign up'],
  ['/en/walletconnect/metamask', 'WalletConnect'],
  ['/en/approve', 'Approvals'],
  ['/ko/home', '홈'],
  ['/ko/market/bsc', '마켓플레이스'],
];

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`);
}

for (const [path, heading] of PAGES) {
  test(`${path} has no serious or critical accessibility violation and no sideways scroll on a phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    // Measured once the page shows its data, not its skeleton.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    // Phone first: at 390 px wide the page scrolls only down, never sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

test('the login dialog has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/en/home');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await openLogin(page);
  await expect(page.getByRole('dialog', { name: 'Login' }).getByLabel('ID', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** Signed-in pages: [path, the level-1 heading, a text that says its signed-in content has rendered]. */
const SIGNED_IN_PAGES: [string, string, RegExp][] = [
  ['/en/mypage', 'My page', /Profile/],
  ['/en/mypage/staking', 'My page', /Staking/],
  ['/en/approve', 'Approvals', /BSC Local/],
];

walletTest.describe('signed in', () => {
  // ally holds nothing and never sends: the pages are only read.
  walletTest.use({ walletConfig: { privateKeys: keysOf('ally') } });

  walletTest('my page, its staking tab and the approvals page have no serious or critical accessibility violation', async ({ page, wallet }) => {
    void wallet;
    await page.goto('/en/home');
    await signInWithTestWallet(page);
    for (const [path, heading, content] of SIGNED_IN_PAGES) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(content);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
      expect(await seriousViolations(page), path).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: path }).toBeLessThanOrEqual(390);
    }
  });
});
