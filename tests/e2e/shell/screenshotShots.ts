// The screenshot tests' table (issue 26): the pages, the widths and languages they are taken at, what says a page is
// ready, what other specs change meanwhile (masked), and the pinned fonts that make the glyphs the same on any machine.
import { expect, type Locator, type Page } from '@playwright/test';
import { LAND_E2E } from '@common/localWorld/landE2e';
import { seededListing } from '@common/localWorld/market';

/** Phone, tablet and laptop. */
export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
] as const;

export const LANGS = ['en', 'ko'] as const;
export type ShotLang = (typeof LANGS)[number];

export interface Shot {
  name: string;
  /** The path after the language. */
  path: string;
  /** The level-1 heading that says the page rendered, per language. */
  heading: Record<ShotLang, string>;
  /** What shows once the page's data is in (a skeleton is not always marked busy). */
  ready?: string;
  /** Parts that other specs or the clock change while this one runs. */
  mask: (page: Page) => Locator[];
}

export const volatile = (page: Page): Locator[] => [page.locator('time, .news-meta'), page.getByLabel(/Balances|잔액/)];

/** An item listing only the seeder touches (MARKET_E2E in common/localWorld/market.ts never names it). */
const SPEAR = seededListing('bsc', 'dave.spear');

export const SHOTS: Shot[] = [
  {
    name: 'home',
    path: '/home',
    heading: { en: 'Home', ko: '홈' },
    ready: '.home-hero-canvas:not([hidden])',
    // The map stays in: another spec's trade recolours a few blocks, far under the 1 % tolerance; a new listing
    // replaces a whole featured card.
    mask: (page) => [...volatile(page), page.locator('.home-hero-map-stats'), page.locator('.home-featured-grid')],
  },
  {
    // Other specs list, buy and unlist while this one runs: the frame, filters and the grid's place are compared.
    name: 'market',
    path: '/market/bsc',
    heading: { en: 'Marketplace', ko: '마켓플레이스' },
    ready: '.market-card-link',
    mask: (page) => [...volatile(page), page.locator('.market-grid'), page.locator('.market-count, [aria-live="polite"]')],
  },
  {
    // dave's spear (3 for sale, native coin): no e2e spec buys, lists or unlists this item, so nothing is masked but
    // the balances; its picture is the API's generated SVG, loaded before the shot.
    name: 'item-detail',
    path: `/market/bsc/${SPEAR.itemId}/${SPEAR.index}`,
    heading: { en: 'Item detail', ko: '아이템 상세' },
    ready: '.market-item-name',
    mask: volatile,
  },
  {
    // The staked parcel cannot change hands while the specs run (the 30-day campaign holds it).
    name: 'land-view',
    path: `/market/bsc?view=land&city=seoul&parcel=${LAND_E2E.staked.tokenId}`,
    heading: { en: 'Marketplace', ko: '마켓플레이스' },
    ready: '[data-field="owner"]',
    mask: (page) => [...volatile(page), page.locator('.land-market-list'), page.locator('.land-count')],
  },
  {
    name: 'dao-list',
    path: '/dao',
    heading: { en: 'DAO', ko: 'DAO' },
    ready: '.dao-list[aria-label] .dao-row',
    mask: (page) => [...volatile(page), page.locator('.dao-list'), page.locator('.dao-count')],
  },
  {
    // The DAO specs vote and comment: the results, voters and comments are masked.
    name: 'dao-detail',
    path: '/dao-detail/4',
    heading: { en: 'Proposal', ko: '제안' },
    ready: '.dao-detail',
    mask: (page) => [...volatile(page), page.locator('.dao-results, .dao-voters, .dao-comments, .dao-meta, .dao-vote')],
  },
  {
    name: 'news',
    path: '/news/0',
    heading: { en: 'News', ko: '뉴스' },
    mask: volatile,
  },
  {
    name: 'guide',
    path: '/guide/guide',
    heading: { en: 'Guide', ko: '가이드' },
    mask: volatile,
  },
];

/** A tab of my page, shot signed in: its path after the language and the marker its view shows once its data is in. */
export interface TabShot {
  name: string;
  path: string;
  /**
   * The tabs are lazy chunks with an empty Suspense fallback, and their parts (the game player, the lists) load after
   * the first paint, so "no busy element" alone can pass before the tab is drawn: each waits for its own loaded state.
   */
  ready: string;
}

export const MYPAGE_TABS: TabShot[] = [
  { name: 'mypage-profile', path: '/mypage/profile', ready: '.game-player[aria-busy="false"]' },
  { name: 'mypage-inventory', path: '/mypage/inventory', ready: '.market-results[aria-busy="false"]' },
  { name: 'mypage-land', path: '/mypage/land', ready: '.land-tab[aria-busy="false"]' },
  // Shown only once the unlock flow has read the pool: the list of staked campaigns or, with none, the revoke hint.
  { name: 'mypage-staking', path: '/mypage/staking', ready: '.staking-revoke-hint, .staked-campaign' },
];

/**
 * The app's font stack starts with system-ui, which is whatever the machine's fontconfig picks: the screenshots pin it
 * to DejaVu Sans (Latin) and NanumGothic (Hangul), both installed by scripts/ensure-fonts.ts before the e2e run.
 */
export async function pinFonts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const style = document.createElement('style');
    style.textContent = ":root { --font-family: 'DejaVu Sans', 'NanumGothic', sans-serif !important; }";
    document.addEventListener('DOMContentLoaded', () => document.head.append(style));
  });
}

/** Waits until the page shows its data, its fonts and the pictures in view. */
export async function settle(page: Page, heading: string, ready?: string): Promise<void> {
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeAttached({ timeout: 20_000 });
  if (ready) await expect(page.locator(ready).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
  // Lazy pictures below the fold are not waited for; those in view are loaded before the shot.
  await expect.poll(() => page.evaluate(() => [...document.images].filter((i) => i.getBoundingClientRect().top < innerHeight && !i.complete).length)).toBe(0);
}

/** The comparison's options: animations off, a few recoloured map blocks under the 1 % tolerance. */
export const COMPARE = { animations: 'disabled', maxDiffPixelRatio: 0.01 } as const;
