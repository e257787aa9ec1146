// Phone first (issue 26): every page of the route table (scripts/benchCls/routes.ts, the pages `npm run bench:cls`
// measures; my page's tabs signed in with ID and password) at a phone's 390 x 844 px scrolls only down, never sideways,
// and its first control (the page's primary action or the way to it) is within reach: whole, in the first screen.
import { expect, test } from '@playwright/test';
import { CLS_ROUTES } from '../../../scripts/benchCls/routes';

const API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:8787';

test.use({ viewport: { width: 390, height: 844 } });

for (const route of CLS_ROUTES) {
  test(`${route.path} at 390 px has no sideways scroll and its first control in the first screen`, async ({ page, context }) => {
    await route.prepare?.(context, API_URL);
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const control = page
      .getByRole('main')
      .locator('button:not([disabled]), a[href], input:not([type="hidden"]), select, textarea, [role="tab"]')
      .filter({ visible: true })
      .first();
    await expect(control).toBeInViewport({ ratio: 1 });
  });
}
