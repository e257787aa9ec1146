// A page change whose code is not loaded yet: the old page goes at once, a progress bar and a busy main region show
// until the new page's chunk arrives, then the new page; a chunk that fails offers a reload.
import { expect, test, type Page, type Route } from '@playwright/test';

/** Holds the guide page's chunk until `release` is called, as a slow connection would. */
async function holdGuideChunk(page: Page): Promise<{ release: () => Promise<void>; requested: Promise<void> }> {
  let held: Route | null = null;
  let markRequested = () => undefined as void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(/\/assets\/GuidePage-[\w-]+\.js$/, (route) => {
    held = route;
    markRequested();
  });
  return {
    requested,
    release: async () => {
      await requested;
      await held?.continue();
    },
  };
}

test('a link to a page still loading: the old page goes, the main region is busy with a progress bar, then the new page', async ({ page }) => {
  await page.goto('/en/news/0');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  await expect(main).not.toHaveAttribute('aria-busy', 'true');
  const chunk = await holdGuideChunk(page);

  await page.getByRole('banner').getByRole('link', { name: 'Guide' }).click();
  await chunk.requested;
  await expect(page).toHaveURL('/en/guide/guide');
  await expect(main).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('progressbar', { name: 'Loading the page…' })).toBeVisible();
  // The news page is not shown under the guide's address.
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Posts' })).toHaveCount(0);

  await chunk.release();
  await expect(page.getByRole('navigation', { name: 'Guide sections' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Getting started');
  await expect(main).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('a page whose chunk fails to load after a link offers a reload, and the next link still works', async ({ page }) => {
  await page.goto('/ko/news/0');
  await expect(page.getByRole('heading', { name: '뉴스', level: 1 })).toBeVisible();
  await page.route(/\/assets\/GuidePage-[\w-]+\.js$/, (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: '가이드' }).click();
  const alert = page.getByRole('alert').filter({ has: page.getByRole('button', { name: '새로 고침' }) });
  await expect(alert.getByRole('button', { name: '새로 고침' })).toBeVisible();
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
  await page.unroute(/\/assets\/GuidePage-[\w-]+\.js$/);
  await page.getByRole('banner').getByRole('link', { name: '뉴스' }).click();
  await expect(page.getByRole('heading', { name: '뉴스', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
