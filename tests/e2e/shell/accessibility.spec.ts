// Every route of the production build checked by axe-core (WCAG 2.1 A and AA rules): no serious or critical violation,
// once the page shows its data, in English and in Korean; and at a phone's 390 px, no sideways scroll. The login dialog
// is checked in both languages. Signed in as ally, this spec's own account, in one context: the 4th LAND sale popup the
// sign-in opens, then my page's four tabs and the approvals page in both languages.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { keysOf } from '../staking/helpers';
import { signInToSalePopup } from '../support/login';
import { test as walletTest } from '../wallet/fixtures';

type Lang = 'en' | 'ko';
const LANGS: Lang[] = ['en', 'ko'];

/** [path after the language, the level-1 heading that says the page has rendered, in English and in Korean]. */
const PAGES: [string, Record<Lang, string>][] = [
  ['home', { en: 'Home', ko: '홈' }],
  ['market/bsc', { en: 'Marketplace', ko: '마켓플레이스' }],
  ['market/bsc/101', { en: 'Item detail', ko: '아이템 상세' }],
  ['market/bsc?view=land&city=seoul', { en: 'Marketplace', ko: '마켓플레이스' }],
  ['studio', { en: 'Studio', ko: '스튜디오' }],
  ['guide/guide', { en: 'Guide', ko: '가이드' }],
  ['guide/wallet', { en: 'Guide', ko: '가이드' }],
  ['event', { en: 'Event', ko: '이벤트' }],
  ['news/0', { en: 'News', ko: '뉴스' }],
  ['news-detail/12', { en: 'News', ko: '뉴스' }],
  ['dao', { en: 'DAO', ko: 'DAO' }],
  ['dao-detail/4', { en: 'Proposal', ko: '제안' }],
  ['create-proposal/general', { en: 'Create proposal', ko: '제안 만들기' }],
  ['voting-power/0x70997970C51812dc3A010C7d01b50e0d17dc79C8', { en: 'Voting power', ko: '투표권' }],
  ['transparency', { en: 'Transparency', ko: '투명성' }],
  ['activity', { en: 'Activity', ko: '활동' }],
  ['submit', { en: 'Submit', ko: '제출' }],
  ['catalyst', { en: 'Catalyst', ko: '카탈리스트' }],
  ['signup/register', { en: 'Sign up', ko: '회원가입' }],
  ['walletconnect/metamask', { en: 'WalletConnect', ko: 'WalletConnect' }],
  ['approve', { en: 'Approvals', ko: '승인 목록' }],
];

/** Texts of the top bar and the dialogs the spec opens, in each language. */
const UI = {
  en: { home: 'Home', login: 'Login', connect: 'Connect wallet', sale: '4th LAND sale', ok: 'OK', account: 'My account' },
  ko: { home: '홈', login: '로그인', connect: '지갑 연결', sale: '4차 LAND 판매', ok: '확인', account: '내 계정' },
} as const satisfies Record<Lang, Record<string, string>>;

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`);
}

/** Phone first: at 390 px wide the page scrolls only down, never sideways. */
async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: path }).toBeLessThanOrEqual(390);
}

/** Opens a route at the laptop width and checks it once it shows its data, then at a phone's width. */
async function checkRoute(page: Page, path: string, heading: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  // Measured once the page shows its data, not its skeleton.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect.soft(await seriousViolations(page), path).toEqual([]);
  await expectNoSidewaysScroll(page, path);
}

for (const [route, heading] of PAGES) {
  const path = `/en/${route}`;
  test(`${path} has no serious or critical accessibility violation and no sideways scroll on a phone`, async ({ page }) => {
    await checkRoute(page, path, heading.en);
  });
}

// Korean: the same routes, a few to a test so they share one browser context (its cache: the app's chunks load once
// per group, not once per route); each route's violations are still reported under its path.
const KOREAN_GROUPS = 4;
for (let group = 0; group < KOREAN_GROUPS; group++) {
  const routes = PAGES.filter((_, i) => i % KOREAN_GROUPS === group);
  const paths = routes.map(([route]) => `/ko/${route}`);
  test(`Korean ${paths.join(', ')}: no serious or critical accessibility violation, no sideways scroll on a phone`, async ({ page }) => {
    // Five or six routes, each given about as long as a single route's test.
    test.setTimeout(routes.length * 30_000);
    for (const [route, heading] of routes) await checkRoute(page, `/ko/${route}`, heading.ko);
  });
}

for (const lang of LANGS) {
  test(`the login dialog in ${lang} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(`/${lang}/home`);
    await expect(page.getByRole('heading', { name: UI[lang].home, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: UI[lang].login }).click();
    await expect(page.getByRole('dialog', { name: UI[lang].login }).getByLabel('ID', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

/** Signed-in pages: [path after the language, the level-1 heading, a text that says its signed-in content has rendered]. */
const SIGNED_IN_PAGES: [string, Record<Lang, string>, Record<Lang, string>][] = [
  ['mypage/profile', { en: 'My page', ko: '마이페이지' }, { en: 'Profile', ko: '프로필' }],
  // ally holds nothing: the inventory and land tabs show their empty states, with the way to the market.
  ['mypage/inventory', { en: 'My page', ko: '마이페이지' }, { en: 'No items on this network', ko: '이 네트워크에 아이템이 없습니다' }],
  ['mypage/land', { en: 'My page', ko: '마이페이지' }, { en: 'No LAND yet', ko: '아직 LAND가 없습니다' }],
  ['mypage/staking', { en: 'My page', ko: '마이페이지' }, { en: 'Staking', ko: '스테이킹' }],
  ['approve', { en: 'Approvals', ko: '승인 목록' }, { en: 'BSC Local', ko: 'BSC Local' }],
];

walletTest.describe('signed in', () => {
  // ally holds nothing and never sends: the pages are only read.
  walletTest.use({ walletConfig: { privateKeys: keysOf('ally') } });
  // One sign-in for eleven checks (the popup, five pages in two languages): longer than one page's test.
  walletTest.setTimeout(120_000);

  walletTest(
    'the sale popup, my page with its four tabs and the approvals page have no serious or critical accessibility violation',
    async ({ page, wallet }) => {
      void wallet;
      const ui = UI.en;
      await page.goto('/en/home');
      await expect(page.getByRole('heading', { name: ui.home, level: 1 })).toBeVisible();
      // The wallet sign-in, then the 4th LAND sale popup it opens once per session (ally's first here), checked open.
      const sale = await signInToSalePopup(page, ui);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
      expect.soft(await seriousViolations(page), 'sale popup').toEqual([]);
      await sale.getByRole('button', { name: ui.ok }).click();
      await expect(sale).toBeHidden();
      await expect(page.getByText(ui.account)).toBeVisible();

      for (const lang of LANGS) {
        for (const [route, heading, content] of SIGNED_IN_PAGES) {
          const path = `/${lang}/${route}`;
          await page.setViewportSize({ width: 1280, height: 800 });
          await page.goto(path);
          await expect(page.getByRole('heading', { name: heading[lang], level: 1 })).toBeVisible();
          await expect(page.getByRole('main')).toContainText(content[lang]);
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
          expect.soft(await seriousViolations(page), path).toEqual([]);
          await expectNoSidewaysScroll(page, path);
        }
      }
    },
  );
});
