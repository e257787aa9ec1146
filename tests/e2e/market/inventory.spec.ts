// My page inventory of a seeded account (olivia, read only), signed in for real with the test wallet: the items and
// LAND per network, 12 a page with the page in the URL, the listing state of each entry, the list/unlist area per row.
import { MARKET_E2E, seededListing } from '@common/localWorld/market';
import { catalogItem } from '@common/domain/items';
import { keysOf, signIn } from '../staking/helpers';
import type { Request } from '@playwright/test';
import { expect, test } from '../wallet/fixtures';

const { account, chain, open } = MARKET_E2E.inventory;
test.use({ walletConfig: { privateKeys: keysOf(account) } });

const ROWS = 'li.market-inventory-row';

test("my page inventory lists the user's items 12 a page, with listing state, per network", async ({ page, wallet }) => {
  void wallet;
  await signIn(page);
  await page.getByText('My account').click();
  await page.getByRole('link', { name: 'Inventory', exact: true }).click();
  await expect(page).toHaveURL('/en/mypage/inventory');
  const tab = page.getByRole('region', { name: 'Inventory' });
  await expect(tab.getByRole('navigation', { name: 'Networks' }).getByRole('link', { name: 'BSC' })).toHaveAttribute('aria-current', 'page');
  await expect(tab.locator(ROWS)).toHaveCount(12);

  // The open listing shows as listed with its price and links to its listing page.
  const listing = seededListing(chain, open);
  const item = catalogItem(listing.itemId!)!;
  const openRow = tab.locator(ROWS).filter({ hasText: item.name.en });
  const onFirst = (await openRow.count()) > 0;
  if (!onFirst) await tab.getByRole('navigation', { name: 'Inventory pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(openRow.first()).toContainText('Listed: 1');
  await expect(openRow.first()).toContainText(`${listing.price} DVI`);
  await expect(openRow.first().getByRole('link', { name: 'Listed: 1' })).toHaveAttribute('href', `/en/market/${chain}/${item.id}/${listing.index}`);

  // Page 2 has the rest (15 entries and more), in the URL; the reload keeps it.
  await page.goto('/en/mypage/inventory?page=2');
  await expect(tab.locator(ROWS).first()).toBeVisible();
  const count = await tab.locator(ROWS).count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThan(12);
  await expect(tab.getByRole('navigation', { name: 'Inventory pages' }).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Another network: its own tab in the URL. The seed gives olivia the same items on every network, so Ethereum's first
  // page is full; the BSC page 2 rows stay a moment after the tab is marked, and they are fewer than 12.
  const ethereum = tab.getByRole('navigation', { name: 'Networks' }).getByRole('link', { name: 'Ethereum' });
  await ethereum.click();
  await expect(page).toHaveURL('/en/mypage/inventory?network=eth');
  await expect(ethereum).toHaveAttribute('aria-current', 'page');
  await expect(tab.locator(ROWS)).toHaveCount(12);
});

test('a signed-in visit to the market logs 5001 once, and a search logs 5000 with its text', async ({ page, wallet }) => {
  void wallet;
  await signIn(page);
  // The market's own codes only: the 4th LAND sale popup that opens after sign-in logs 5100 and 5103 when it gets to it.
  const MARKET_CODES = ['5000', '5001', '5002'];
  const action = (r: Request) => (r.url().endsWith('/save_log') ? (new URLSearchParams(r.postData() ?? '').get('action') ?? '') : null);
  const logs: string[] = [];
  page.on('request', (r) => {
    const code = action(r);
    if (code !== null && MARKET_CODES.includes(code)) logs.push(code);
  });
  const visit = page.waitForResponse((r) => action(r.request()) === '5001');
  await page.getByRole('link', { name: 'Marketplace' }).first().click();
  await expect(page).toHaveURL(/\/en\/market\/bsc$/);
  expect((await visit).ok()).toBe(true);
  const search = page.waitForRequest((r) => action(r) === '5000');
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('ring');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  expect(new URLSearchParams((await search).postData() ?? '').get('keyValue')).toBe('ring');
  // Paging is no new visit and no new search.
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'All items' }).click();
  await expect(page.locator('a[data-item-id]').first()).toBeVisible();
  expect(logs).toEqual(['5001', '5000']);
});
