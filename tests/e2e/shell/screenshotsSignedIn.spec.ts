// Visual comparisons of the signed-in pages against committed baselines: the 4th LAND sale popup that opens after a
// wallet sign-in, at 390, 768 and 1366 px, in English and Korean. Signed in as ally (holds nothing, never sends); the
// boxes' remaining counts, which the mystery-box spec lowers, are masked.
import { keysOf } from '../staking/helpers';
import { TEST_WALLET_NAME } from '../support/login';
import { expect, test } from '../wallet/fixtures';
import { COMPARE, LANGS, WIDTHS, pinFonts, settle, type ShotLang } from './screenshotShots';

const TEXT = {
  en: { home: 'Home', login: 'Login', connect: 'Connect wallet', sale: '4th LAND sale', ok: 'OK', myPage: 'My page' },
  ko: { home: '홈', login: '로그인', connect: '지갑 연결', sale: '4차 LAND 판매', ok: '확인', myPage: '마이페이지' },
} as const satisfies Record<ShotLang, Record<string, string>>;

// My page's tabs are left out for now: their shots differed between two runs of the same build (4 % of pixels at 390
// and 768 px, a different tab each run), cause not yet found.

test.use({ reducedMotion: 'reduce', walletConfig: { privateKeys: keysOf('ally') } });

for (const lang of LANGS) {
  test(`the sale popup in ${lang} looks as its baselines`, async ({ page, wallet }) => {
    void wallet;
    const text = TEXT[lang];
    await pinFonts(page);
    // Signed in at the laptop width, where the Login button sits in the top bar.
    await page.setViewportSize(WIDTHS[2]);
    await page.goto(`/${lang}/home`);
    await settle(page, text.home);
    await page.getByRole('button', { name: text.login }).click();
    await page.getByRole('dialog', { name: text.login }).getByRole('button', { name: text.connect }).click();
    const option = page.getByText(TEST_WALLET_NAME, { exact: true }).first();
    const sale = page.getByRole('dialog', { name: text.sale });
    await expect(option.or(sale).first()).toBeVisible();
    if (await option.isVisible()) await option.click();
    await expect(sale.getByRole('radio').first()).toBeChecked({ timeout: 20_000 });
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
  });
}
