// The event area end to end on the production build and the local world: the event page (theme, redirect, votes for a
// zone, a pet and Agree/Disagree, a second vote refused, logs 5200/5201, the notice and purchase popups) and Home's main notice.
import { expect, test, type Page } from '@playwright/test';
import { openLogin } from '../support/login';

/** admin01 votes only in this spec (no other spec signs in with it), so its votes are this spec's own. */
const VOTER = { id: 'admin01', password: 'Passw0rd!' };

async function signInWithId(page: Page): Promise<void> {
  await openLogin(page);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('ID', { exact: true }).fill(VOTER.id);
  await dialog.getByLabel('Password', { exact: true }).fill(VOTER.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('My account')).toBeVisible();
}

const eventCard = (page: Page) => page.locator('.event-card').first();
const tab = (page: Page, name: string | RegExp) => page.getByRole('navigation', { name: 'Events' }).getByRole('button', { name });

test('a visitor: event/vote lands on the event page in the event theme; nine zones; Vote asks to log in', async ({ page }) => {
  await page.goto('/en/event/vote');
  await expect(page).toHaveURL('/en/event');
  await expect(page.locator('.app')).toHaveAttribute('data-theme', 'event');
  await expect(page.getByRole('heading', { name: 'Event', level: 1 })).toBeVisible();
  await expect(tab(page, 'Promotion zone vote')).toHaveAttribute('aria-pressed', 'true');
  const zones = eventCard(page).getByRole('radio');
  await expect(zones).toHaveCount(9);
  await expect(eventCard(page).getByRole('radio', { name: 'Harbor Front' })).toBeVisible();
  await eventCard(page).getByRole('radio', { name: 'Harbor Front' }).check();
  await eventCard(page).getByRole('button', { name: 'Vote' }).click();
  await expect(eventCard(page).getByRole('status')).toHaveText('You need to login to use this service');
  await expect(eventCard(page).getByRole('button', { name: 'Login' })).toBeVisible();

  // The ended vote shows its tally, no choices.
  await tab(page, /Season one theme vote/).click();
  // No radio is also what a card between two events would show: the ended vote is the one shown first.
  await expect(tab(page, /Season one theme vote/)).toHaveAttribute('aria-pressed', 'true');
  await expect(eventCard(page).getByRole('heading', { name: /Season one theme vote/ })).toBeVisible();
  await expect(eventCard(page).getByRole('radio')).toHaveCount(0);
  await expect(eventCard(page).getByText('Votes: 0')).toBeVisible();

  // The event notice popup.
  await eventCard(page).getByRole('button', { name: 'Event notice' }).click();
  const notice = page.getByRole('dialog', { name: 'Event notice' });
  await expect(notice).toContainText('This vote has ended');
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
});

test('signed in: a zone, a pet (1 to 10) and Disagree; a second vote from another tab is refused; logs 5200 and 5201', async ({ page, context }) => {
  const logs: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/save_log')) logs.push(Number(new URLSearchParams(r.postData() ?? '').get('action')));
  });
  await page.goto('/en/event');
  await signInWithId(page);
  await expect(eventCard(page).getByRole('radio')).toHaveCount(9);
  // Signed in on the page: no new visit yet, so no 5200 (a visitor has nobody to log for).
  expect(logs).toEqual([]);

  // Another tab opens the same vote before this one votes.
  const other = await context.newPage();
  await other.goto('/en/event');
  await expect(eventCard(other).getByRole('radio')).toHaveCount(9);

  await eventCard(page).getByRole('radio', { name: 'Harbor Front' }).check();
  await eventCard(page).getByRole('button', { name: 'Vote' }).click();
  await expect(eventCard(page).getByRole('status')).toHaveText('Thank you for voting. Here is the tally.');
  await expect(eventCard(page).getByRole('list', { name: 'Tally' })).toContainText('Harbor Front (your vote)');
  await expect(eventCard(page).getByRole('radio')).toHaveCount(0);

  await eventCard(other).getByRole('radio', { name: 'Sky Tower' }).check();
  await eventCard(other).getByRole('button', { name: 'Vote' }).click();
  await expect(eventCard(other).getByRole('status')).toHaveText('You have already voted in this event. Here is the tally.');
  await expect(eventCard(other).getByRole('list', { name: 'Tally' })).toContainText('Harbor Front (your vote)');
  await other.close();

  // Pets are numbered 1 to 10.
  await tab(page, 'On-doll pet vote').click();
  const pets = eventCard(page).getByRole('radio');
  await expect(pets).toHaveCount(10);
  await expect(pets.first()).toHaveAccessibleName('Pet 1');
  await expect(pets.last()).toHaveAccessibleName('Pet 10');
  await eventCard(page).getByRole('radio', { name: 'Pet 7' }).check();
  await eventCard(page).getByRole('button', { name: 'Vote' }).click();
  await expect(eventCard(page).getByRole('list', { name: 'Tally' })).toContainText('Pet 7 (your vote)');

  await tab(page, 'Weekend double rewards').click();
  await expect(eventCard(page).getByRole('radio')).toHaveCount(2);
  await eventCard(page).getByRole('radio', { name: 'Disagree' }).check();
  await eventCard(page).getByRole('button', { name: 'Vote' }).click();
  await expect(eventCard(page).getByRole('list', { name: 'Tally' })).toContainText('Disagree (your vote)');

  // A reload shows the votes the API holds.
  await page.reload();
  await expect(eventCard(page).getByRole('list', { name: 'Tally' })).toContainText('Harbor Front (your vote)');
  await expect.poll(() => logs.filter((a) => a === 5200).length).toBeGreaterThanOrEqual(1);

  // The event purchase popup logs 5201; its Buy hands over to the 4th LAND sale popup.
  await eventCard(page).getByRole('button', { name: 'Event purchase' }).click();
  const purchase = page.getByRole('dialog', { name: 'Event purchase' });
  await expect(purchase).toContainText('BSC: LAND box 1');
  await expect(purchase).toContainText('100 DVI');
  await expect.poll(() => logs.includes(5201)).toBe(true);
  await purchase.getByRole('button', { name: 'Buy' }).click();
  await expect(purchase).toBeHidden();
  await expect(page.getByRole('dialog', { name: '4th LAND sale' })).toBeVisible();
});

/** This browser page reads the main notice switched on (the seed ships it off: docs/events.md). */
async function noticeSwitchedOn(page: Page): Promise<void> {
  await page.route('**/web/GetWebConfig', async (route) => {
    const response = await route.fetch();
    const entries = (await response.json()) as { name: string; value: string }[];
    const json = entries.map((e) => (e.name === 'mainNotice' ? { ...e, value: JSON.stringify({ ...JSON.parse(e.value), open: true }) } : e));
    await route.fulfill({ response, json });
  });
}

test('the main notice on Home (switched on in the config): Close, Event-Vote and Event', async ({ page }) => {
  await noticeSwitchedOn(page);
  await page.goto('/en/home');
  const popup = page.getByRole('dialog', { name: 'The promotion votes are open' });
  await expect(popup).toContainText('Vote for the next promotion zone');
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  await page.reload();
  await popup.getByRole('button', { name: 'Event-Vote' }).click();
  await expect(page).toHaveURL('/en/event');
  await expect(tab(page, 'Promotion zone vote')).toBeVisible();

  await page.goto('/en/home');
  await popup.getByRole('button', { name: 'Event', exact: true }).click();
  await expect(page).toHaveURL('/en/event');
});

test('the main notice stays closed when the config has it switched off (as seeded)', async ({ page }) => {
  const config = page.waitForResponse((r) => r.url().endsWith('/web/GetWebConfig'));
  await page.goto('/en/home');
  await config;
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
