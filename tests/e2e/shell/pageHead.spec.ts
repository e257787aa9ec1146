// The built index.html paints the opened page's heading before the app runs (scripts/vite/pageHead.ts), in the page's
// language with the catalogs' texts, hidden from assistive technology; the app's own heading then sits exactly there.
import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { expect, test, type Page } from '@playwright/test';

/** What the catalog of `path` (locales/<path>/<lang>.po) says for a source message. */
async function catalogText(path: string, lang: string, message: string): Promise<string> {
  const file = `locales/${path}${lang}.po`;
  const parsed = await formatter({ lineNumbers: false }).parse(readFileSync(file, 'utf8'), { locale: lang, sourceLocale: 'en', filename: file });
  const entry = Object.values(parsed ?? {}).find((e) => e.message === message);
  return entry?.translation || message;
}

/** The page as index.html paints it on a phone: the app's scripts never arrive. */
async function withoutApp(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
}

const LIST_PAGES = [
  { path: '/en/market/bsc', lang: 'en', title: 'Marketplace' },
  { path: '/ko/market/bsc', lang: 'ko', title: 'Marketplace' },
  { path: '/ko/dao', lang: 'ko', title: 'DAO' },
  { path: '/ko/news/0', lang: 'ko', title: 'News' },
  { path: '/en/news/0', lang: 'en', title: 'News' },
];

for (const { path, lang, title } of LIST_PAGES) {
  test(`${path}: index.html shows the page's heading from the ${lang} catalog before the app runs, hidden from screen readers`, async ({ page }) => {
    await withoutApp(page, path);
    const heading = page.locator('.app-shell main section.page h1.page-title');
    await expect(heading).toHaveText(await catalogText('', lang, title));
    await expect(page.locator('.app-shell')).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('heading')).toHaveCount(0);
  });
}

test('/ko/home on a phone: index.html shows the hero title and lead from the Korean catalogs; the app puts them in the same place', async ({ page }) => {
  await withoutApp(page, '/ko/home');
  const lead = page.locator('.app-shell .home-hero-text p.hero-lead');
  await expect(page.locator('.app-shell .home-hero-text p.home-hero-title')).toHaveText(await catalogText('home/', 'ko', 'A world of cities you can own'));
  await expect(lead).toHaveText(await catalogText('home/', 'ko', 'Own LAND, stake it in campaigns for reward boxes, and trade on the marketplace.'));
  const painted = await lead.boundingBox();
  await page.unroute('**/assets/*.js');
  await page.goto('/ko/home');
  const rendered = page.locator('main#content p.hero-lead');
  await expect(rendered).toBeVisible();
  await expect(page.locator('.app-shell')).toHaveCount(0);
  expect(await rendered.boundingBox()).toEqual(painted);
});

test('/en/market/bsc on a phone: the app renders its heading where index.html painted it', async ({ page }) => {
  await withoutApp(page, '/en/market/bsc');
  const painted = await page.locator('.app-shell h1.page-title').boundingBox();
  await page.unroute('**/assets/*.js');
  await page.goto('/en/market/bsc');
  const rendered = page.getByRole('heading', { level: 1, name: 'Marketplace' });
  await expect(rendered).toBeVisible();
  expect(await rendered.boundingBox()).toEqual(painted);
});

for (const path of ['/en/home', '/en/market/bsc']) {
  test(`${path} on a wide screen: index.html paints the top bar alone (its height and the hero's columns follow the app)`, async ({ page }) => {
    await withoutApp(page, path);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(page.locator('.app-shell .top-bar')).toBeVisible();
    await expect(page.locator('.app-shell main')).toHaveCount(0);
  });
}

test('the entry stylesheet comes inline with index.html: the page is styled without loading it, also once lazy pages load theirs', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') stylesheets.push(new URL(r.url()).pathname);
  });
  await page.goto('/en/market/bsc?view=land&city=seoul');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.locator('main#content p.hero-lead')).toBeVisible();
  const entry = await page.locator('link[rel="stylesheet"][disabled]').getAttribute('href');
  expect(entry).toMatch(/\.css$/);
  expect(stylesheets).not.toContain(entry);
  expect(stylesheets.length).toBeGreaterThan(0);
  await expect(page.locator('header.top-bar')).toHaveCSS('position', 'sticky');
});
