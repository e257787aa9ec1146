// The signed-in top bar (network, balances, account menu) never pushes the page sideways, from phone to wide screen,
// in English and in Korean.
import { expect, test } from '../wallet/fixture';
import { signInWithTestWallet } from '../support/login';

test('a signed-in page has no horizontal scroll at any width, in EN and KO', async ({ page, wallet }) => {
  await page.goto('/en/home');
  await signInWithTestWallet(page);
  await expect(page.getByLabel('Balances')).toContainText('DVI');
  expect(await wallet.requests()).not.toHaveLength(0);
  for (const path of ['/en/mypage/staking', '/ko/mypage/staking']) {
    await page.goto(path);
    await expect(page.getByLabel(/Balances|잔액/)).toContainText('DVI');
    for (const width of [1440, 1280, 1024, 800, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${path} at ${width}px` }).toBeLessThanOrEqual(width);
    }
  }
});
