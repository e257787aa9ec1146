// Visual comparisons of the main pages against committed baselines (English, each route's own theme) at a desktop's
// 1280 px and a phone's 390 px: home, market, the LAND view, the DAO list and the login dialog. Deterministic on a busy
// machine: animations off and reduced motion, the page's data shown before the shot, and whatever another spec can
// change meanwhile (prices and listings, new proposals, dates) masked; a few recoloured map blocks stay under the
// comparison's 1 % tolerance.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LAND_E2E } from '@common/localWorld/landE2e';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Shot {
  name: string;
  path: string;
  /** The level-1 heading that says the page rendered. */
  heading: string;
  /** What shows once the page's data is in (a skeleton is not always marked busy). */
  ready: string;
  /** Parts that other specs or the clock change while this one runs. */
  mask: (page: Page) => Locator[];
}

const SHOTS: Shot[] = [
  {
    name: 'home',
    path: '/en/home',
    heading: 'Home',
    ready: '.home-hero-canvas:not([hidden])',
    // The map stays in: another spec's trade recolours a few blocks, far under the 1 % tolerance; a new listing
    // replaces a whole featured card.
    mask: (page) => [page.locator('.home-hero-map-stats'), page.locator('.home-featured-grid'), page.locator('.news-meta, time')],
  },
  {
    name: 'market',
    path: '/en/market/bsc',
    heading: 'Marketplace',
    ready: '.market-card-link',
    // The cards are the spec's listings: other specs list, buy and unlist while this one runs, so which cards show
    // and in what order changes; the frame, filters and the grid's place are compared.
    mask: (page) => [page.locator('.market-grid'), page.locator('.market-count, [aria-live="polite"]')],
  },
  {
    // The staked parcel cannot change hands while the specs run (the 30-day campaign holds it).
    name: 'land-view',
    path: `/en/market/bsc?view=land&city=seoul&parcel=${LAND_E2E.staked.tokenId}`,
    heading: 'Marketplace',
    ready: '[data-field="owner"]',
    mask: (page) => [page.locator('.land-market-list'), page.locator('.land-count')],
  },
  {
    name: 'dao-list',
    path: '/en/dao',
    heading: 'DAO',
    ready: '.dao-list[aria-label] .dao-row',
    mask: (page) => [page.locator('.dao-list'), page.locator('.dao-count')],
  },
];

test.use({ reducedMotion: 'reduce' });

async function settle(page: Page, heading: string, ready?: string): Promise<void> {
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeAttached();
  if (ready) await expect(page.locator(ready).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
  // Lazy pictures below the fold are not waited for; those in view are loaded before the shot.
  await expect.poll(() => page.evaluate(() => [...document.images].filter((i) => i.getBoundingClientRect().top < innerHeight && !i.complete).length)).toBe(0);
}

for (const size of WIDTHS) {
  for (const shot of SHOTS) {
    test(`${shot.name} at ${size.width} px looks as its baseline`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(shot.path);
      await settle(page, shot.heading, shot.ready);
      await expect(page).toHaveScreenshot(`${shot.name}-${size.name}.png`, { animations: 'disabled', mask: shot.mask(page), maxDiffPixelRatio: 0.01 });
    });
  }

  test(`the login dialog at ${size.width} px looks as its baseline`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/en/home');
    await settle(page, 'Home');
    // On a phone the top bar's links sit in its menu.
    const menu = page.locator('.menu-button');
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog.getByLabel('ID', { exact: true })).toBeVisible();
    await expect(dialog).toHaveScreenshot(`login-dialog-${size.name}.png`, { animations: 'disabled', maxDiffPixelRatio: 0.01 });
  });
}
