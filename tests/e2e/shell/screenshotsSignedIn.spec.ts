// Visual comparisons of the signed-in pages against committed baselines: the 4th LAND sale popup that opens after a
// wallet sign-in, then my page's four tabs in the same session, at 390, 768 and 1366 px, in English and Korean. Signed
// in as ally (holds nothing, never sends; no other spec writes her profile, items, LAND or stakes); the boxes'
// remaining counts, which the mystery-box spec lowers, and the top bar's balances are masked.
import { keysOf } from '../staking/helpers';
import { signInToSalePopup } from '../support/login';
import { expect, test } from '../wallet/fixtures';
import { COMPARE, LANGS, MYPAGE_TABS, WIDTHS, pinFonts, settle, volatile, type ShotLang } from './screenshotShots';

const TEXT = {
  en: { home: 'Home', login: 'Login', connect: 'Connect wallet', sale: '4th LAND sale', ok: 'OK', myPage: 'My page' },
  ko: { home: '홈', login: '로그인', connect: '지갑 연결', sale: '4차 LAND 판매', ok: '확인', myPage: '마이페이지' },
} as const satisfies Record<ShotLang, Record<string, string>>;

test.use({ reducedMotion: 'reduce', walletConfig: { privateKeys: keysOf('ally') } });

for (const lang of LANGS) {
  test(`the sale popup and my page's four tabs in ${lang} look as their baselines`, async ({ page, wallet }) => {
    void wallet;
    const text = TEXT[lang];
    await pinFonts(page);
    // Signed in at the laptop width, where the Login button sits in the top bar.
    await page.setViewportSize(WIDTHS[2]);
    await page.goto(`/${lang}/home`);
    await settle(page, text.home);
    const sale = await signInToSalePopup(page, text);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.evaluate(() => document.fonts.ready);
      await expect(sale, `sale popup ${lang} ${size.width}`).toHaveScreenshot(`sale-popup-${lang}-${size.width}.png`, {
        ...COMPARE,
        mask: [sale.locator('.sale-remaining, .sale-sums')],
      });
    }
    await sale.getByRole('button', { name: text.ok }).click();
    await expect(sale).toBeHidden();
    // One sign-in for the four tabs: each is opened once and shot at the three widths. Its own loaded marker is waited
    // for (MYPAGE_TABS): the lazy tab and its late parts would otherwise be shot half drawn. The tabs are opened from
    // the account menu, not by a page load: after a load the wallet reconnects at its own pace, and the top bar and
    // the staking tab would be shot with or without it. The pointer is then moved off the page's controls (no hover).
    const menu = page.locator('.user-menu');
    for (const tab of MYPAGE_TABS) {
      await menu.locator('summary').click();
      await menu.locator(`a[href="/${lang}${tab.path}"]`).click();
      await page.mouse.move(1, WIDTHS[2].height - 1);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await settle(page, text.myPage, tab.ready);
        await expect(page, `${tab.name} ${lang} ${size.width}`).toHaveScreenshot(`${tab.name}-${lang}-${size.width}.png`, {
          ...COMPARE,
          mask: volatile(page),
        });
      }
    }
  });
}
