// The signed-in top bar (network, balances, account menu) never pushes the page sideways, from phone to wide screen,
// in English and in Korean, and at every width it says which account and wallet are signed in without opening a menu.
import { expect, test } from '../wallet/fixtures';
import { signInWithTestWallet } from '../support/login';

test('a signed-in page has no horizontal scroll and shows the connected wallet at any width, in EN and KO', async ({ page, wallet }) => {
  await page.goto('/en/home');
  await signInWithTestWallet(page);
  await expect(page.getByLabel('Balances')).toContainText('DVI');
  expect(await wallet.requests()).not.toHaveLength(0);
  // The test wallet's active account (alice, 0x3C44…93BC), shortened as the top bar shows it.
  const connected = page
    .getByRole('banner')
    .getByText(/0x3c44…93bc/i)
    .filter({ visible: true });
  for (const path of ['/en/mypage/staking', '/ko/mypage/staking']) {
    await page.goto(path);
    await expect(page.getByLabel(/Balances|잔액/)).toContainText('DVI');
    for (const width of [1920, 1440, 1399, 1366, 1280, 1024, 800, 768, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${path} at ${width}px` }).toBeLessThanOrEqual(width);
      // Whole, not cut by the bar or the window, and no menu opened for it.
      await expect(connected, `${path} at ${width}px`).toBeInViewport({ ratio: 1 });
    }
  }
});
