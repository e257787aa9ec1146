// The DAO transparency page against a back end without the transparency extension (API_PROFILE=spec): a clear sentence, no retry.
import { expect, test } from '@playwright/test';

test('@spec transparency: the page says the report is not offered by this server, with no Retry', async ({ page }) => {
  await page.goto('/en/transparency');
  await expect(page.getByRole('status').filter({ hasText: 'The transparency report is not offered by this server.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});
