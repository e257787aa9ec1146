// The event page against a back end without the event extensions (API_PROFILE=spec): it says events are not offered, never blank.
import { expect, test } from '@playwright/test';

test('@spec event: the page says events are not offered by this server, in the event theme, with no retry loop', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/web\/event_/.test(r.url())) asked.push(r.url());
  });
  await page.goto('/en/event/vote');
  await expect(page).toHaveURL('/en/event');
  await expect(page.locator('.app')).toHaveAttribute('data-theme', 'event');
  await expect(page.getByRole('status').filter({ hasText: 'Events are not offered by this server.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  // One question for the list, not a loop of retries.
  expect(asked.filter((u) => u.includes('event_list'))).toHaveLength(1);
});
