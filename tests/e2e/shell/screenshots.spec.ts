// Visual comparisons of the main pages against committed baselines (screenshotShots.ts: home, market, item detail, the
// LAND view, the DAO list and a proposal, news and guide; and the login dialog) at 390, 768 and 1366 px, in English
// and Korean. One page load per page and language: the widths are taken by resizing the loaded page, which keeps the
// run short. Deterministic: pinned fonts, animations off and reduced motion, the data shown before the shot, and
// whatever another spec can change meanwhile masked.
import { expect, test } from '@playwright/test';
import { COMPARE, LANGS, SHOTS, WIDTHS, pinFonts, settle } from './screenshotShots';

test.use({ reducedMotion: 'reduce' });

for (const lang of LANGS) {
  for (const shot of SHOTS) {
    test(`${shot.name} in ${lang} looks as its baselines at ${WIDTHS.map((w) => w.width).join(', ')} px`, async ({ page }) => {
      await pinFonts(page);
      await page.setViewportSize(WIDTHS[0]);
      await page.goto(`/${lang}${shot.path}`);
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await settle(page, shot.heading[lang], shot.ready);
        await expect(page, `${shot.name} ${lang} ${size.width}`).toHaveScreenshot(`${shot.name}-${lang}-${size.width}.png`, {
          ...COMPARE,
          mask: shot.mask(page),
        });
      }
    });
  }
}

test('the login dialog looks as its baselines at a phone and a laptop width', async ({ page }) => {
  await pinFonts(page);
  for (const size of [WIDTHS[0], WIDTHS[2]]) {
    await page.setViewportSize(size);
    await page.goto('/en/home');
    await settle(page, 'Home');
    // On a phone the top bar's links sit in its menu.
    const menu = page.locator('.menu-button');
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog.getByLabel('ID', { exact: true })).toBeVisible();
    await expect(dialog).toHaveScreenshot(`login-dialog-${size.width}.png`, COMPARE);
  }
});
