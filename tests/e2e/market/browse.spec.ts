// Market browse and item detail as a visitor on the production build and the local world: filters, search, order and
// paging live in the URL (a reload and a shared link show the same page); a page without a category, grade or
// standard is the spec's market_item_list (one card per listing), one with them the market_item_browse extension
// (one card per catalog item); cards are links to the item's page, the index route marks its listing, an unknown item
// says so, a failed list call offers Retry, and a search for a city's name finds its LAND.
import { expect, test, type Page } from '@playwright/test';
import { MARKET_E2E, seededListing } from '@common/localWorld/market';
import { ITEM_CATALOG, catalogItem, inCategory } from '@common/domain/items';

const CARDS = 'a[data-item-id]';

const cards = (page: Page) => page.locator(CARDS);
const cardNames = (page: Page) => page.locator(`${CARDS} .market-card-name`).allTextContents();
/** True when cards show and every one's text passes (read in one go: a list being replaced never half-counts). */
const everyCard = async (page: Page, pass: (text: string) => boolean) => {
  const texts = await cards(page).allInnerTexts();
  return texts.length > 0 && texts.every(pass);
};
/** A full page of 12 names in name order (a list of another order, or one still loading, is not). */
const byName = (names: string[]) =>
  names.length === 12 && names.every((name, i) => i === 0 || names[i - 1]!.localeCompare(name, 'en', { sensitivity: 'base' }) <= 0);
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

async function openMarket(page: Page, path = '/en/market/bsc'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
}

test('paging, filters, search and order are in the URL: a reload and a shared link show the same page', async ({ page, browser }) => {
  let browseCalls = 0;
  let listCalls = 0;
  let logCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/market_item_browse')) browseCalls += 1;
    if (r.url().endsWith('/market_item_list')) listCalls += 1;
    if (r.url().endsWith('/save_log')) logCalls += 1;
  });
  await openMarket(page);
  await expect(cards(page)).toHaveCount(12);
  const tabs = page.getByRole('navigation', { name: 'Networks' });
  await expect(tabs.getByRole('link', { name: 'BSC' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Ethereum' })).toHaveAttribute('href', '/en/market/eth');
  const firstPage = await cardNames(page);
  // Without a category, grade or standard the page is the spec's market_item_list, never the extension.
  expect(listCalls).toBeGreaterThan(0);
  expect(browseCalls).toBe(0);

  // Page 2: its own calls, its own URL.
  await pagination(page).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL('/en/market/bsc?page=2');
  await expect(pagination(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  // Page 2's cards, not the empty list while it loads (CI once read that and compared the reload against nothing).
  await expect.poll(async () => (await cardNames(page)).length).toBeGreaterThan(0);
  await expect.poll(() => cardNames(page)).not.toEqual(firstPage);
  // Page 2 is cut from the same rows: its first market_item_list call is page 1's again, which spec 9's 500 ms
  // duplicate-call guard may answer from page 1's call (so the number of calls is not checked), never the extension.
  expect(browseCalls).toBe(0);

  // The reload shows the same page. Compared on the equipment by name, a page no other spec can change: the newest
  // order moves whenever a spec running beside this one lists something (LAND included).
  const equipments = ITEM_CATALOG.filter((i) => inCategory(i.category, 'equipments')).length;
  await openMarket(page, '/en/market/bsc?category=equipments&order=name&page=2');
  await expect(cards(page)).toHaveCount(equipments - 12);
  const secondPage = await cardNames(page);
  await page.reload();
  await expect(cards(page)).toHaveCount(equipments - 12);
  expect(await cardNames(page)).toEqual(secondPage);
  // A visitor has no session to log a visit for.
  expect(logCalls).toBe(0);

  expect(browseCalls).toBe(2);

  // A filter goes back to page 1: grade Mythic, only Mythic cards, from the extension.
  await openMarket(page, '/en/market/bsc?page=2');
  await page.getByLabel('Grade').selectOption({ label: 'Mythic' });
  await expect(page).toHaveURL('/en/market/bsc?grade=8');
  // The cards of the new query replace the old page's: wait until every card shown is Mythic.
  await expect.poll(() => everyCard(page, (text) => text.includes('Mythic'))).toBe(true);
  expect(browseCalls).toBe(3);

  // For sale only: every card shows a price.
  // The box follows the URL (a click navigates; the box shows the new URL's value): click, then wait for the URL.
  await page.getByLabel('For sale only').click();
  await expect(page).toHaveURL('/en/market/bsc?grade=8&for_sale=1');
  await expect(page.getByLabel('For sale only')).toBeChecked();
  await expect.poll(() => everyCard(page, (text) => !text.includes('Not for sale'))).toBe(true);

  // Order by name, then a search by name.
  // Each control acts on the filters the page shows: the next one waits until the grade shows the new URL's value.
  await page.getByLabel('Grade').selectOption({ label: 'All grades' });
  await expect(page.getByLabel('Grade')).toHaveValue('');
  await page.getByLabel('For sale only').click();
  await expect(page).toHaveURL('/en/market/bsc');
  await expect(page.getByLabel('For sale only')).not.toBeChecked();
  await page.getByLabel('Order').selectOption({ label: 'Name' });
  await expect(page).toHaveURL('/en/market/bsc?order=name');
  // The newest-first cards stay a moment after the URL changed (12 of them too): wait for a page of 12 in name order.
  await expect.poll(async () => byName(await cardNames(page))).toBe(true);
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('dragon');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/en/market/bsc?search=dragon&order=name');
  // One card per listing of the item (market_item_list_search_name): every one is the dragon's.
  await expect.poll(() => everyCard(page, (text) => text.includes(catalogItem(204)!.name.en))).toBe(true);

  // The asset menu tree: a sub-category and the standard filter.
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Cap', exact: true }).click();
  await expect(page).toHaveURL('/en/market/bsc?category=equipments.cap&search=dragon&order=name');
  await expect(page.getByRole('heading', { name: 'No items found' })).toBeVisible();
  await page.getByRole('link', { name: 'Show all items' }).click();
  await expect(page).toHaveURL('/en/market/bsc');
  const riding = page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Riding', exact: true });
  await riding.click();
  // The standard is added to the filters the page shows: Riding first.
  await expect(riding).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Standard').selectOption({ label: 'ERC-721' });
  await expect(page).toHaveURL('/en/market/bsc?category=riding&standard=721');
  await expect(cards(page)).toHaveCount(2);
  for (const card of await cards(page).all()) await expect(card).toContainText('ERC-721');

  // A shared link (a new browser, no history) opens the same page.
  const shared = 'search=a&grade=5&order=priceAsc&page=1';
  await openMarket(page, `/en/market/pol?${shared}`);
  await expect(cards(page).first()).toBeVisible();
  const mine = await cardNames(page);
  const other = await browser.newContext();
  const friend = await other.newPage();
  await openMarket(friend, `/en/market/pol?${shared}`);
  await expect(cards(friend).first()).toBeVisible();
  expect(await cardNames(friend)).toEqual(mine);
  await expect(friend.getByLabel('Order')).toHaveValue('priceAsc');
  await expect(friend.getByLabel('Grade')).toHaveValue('5');
  await expect(friend.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('a');
  await other.close();
});

test('bad URL values fall back to the defaults', async ({ page }) => {
  await openMarket(page, '/en/market/bsc?grade=99&order=random&page=-4&for_sale=maybe');
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByLabel('Grade')).toHaveValue('');
  await expect(page.getByLabel('Order')).toHaveValue('newest');
});

test('a card is a link to its item; the index route marks its listing; an unknown item says so', async ({ page }) => {
  const { chain, open } = MARKET_E2E.inventory;
  const listing = seededListing(chain, open);
  const item = catalogItem(listing.itemId!)!;
  await openMarket(page, `/en/market/${chain}?search=${encodeURIComponent(item.name.en)}`);
  // One card per listing of the item: each links to the item's page.
  const card = cards(page).filter({ hasText: item.name.en }).first();
  await expect(card).toHaveAttribute('href', `/en/market/${chain}/${item.id}`);
  await card.click();
  await expect(page).toHaveURL(`/en/market/${chain}/${item.id}`);
  await expect(page.getByRole('heading', { name: item.name.en, level: 2 })).toBeVisible();
  await expect(page.getByText(`ERC-${item.standard}`).first()).toBeVisible();
  const listings = page.getByRole('table', { name: 'Listings' });
  const link = listings.getByRole('link', { name: `Listing #${listing.index}` });
  await link.click();
  await expect(page).toHaveURL(`/en/market/${chain}/${item.id}/${listing.index}`);
  await expect(listings.getByRole('row').filter({ has: page.getByRole('link', { name: `Listing #${listing.index}` }) })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByText(`${listing.price} DVI`).first()).toBeVisible();

  // A listing no longer open, and an item the market does not know.
  await page.goto(`/en/market/${chain}/${item.id}/99999`);
  await expect(page.getByText('This listing is no longer open.')).toBeVisible();
  await page.goto(`/en/market/${chain}/999`);
  await expect(page.getByRole('heading', { name: 'Item not found' })).toBeVisible();
});

test('a failed list call shows the error with Retry, never a blank page; Retry loads the cards', async ({ page }) => {
  let failed = false;
  await page.route('**/market_item_list', async (route) => {
    if (failed) return route.continue();
    failed = true;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'error-msg-server', message: 'down' }) });
  });
  await openMarket(page);
  const alert = page.getByRole('alert').filter({ hasText: 'The items could not be loaded.' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(cards(page)).toHaveCount(12);
  await expect(alert).toBeHidden();
});

test("a search for a city's name finds its LAND: its label, its everyday name and its data name", async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/market_item_list_search_name')) searches.push(new URLSearchParams(r.postData() ?? '').get('search') ?? '');
  });
  for (const search of ['Gangnam', 'Seoul', 'SeoulA']) {
    await openMarket(page, `/en/market/bsc?search=${search}`);
    // Seoul's LAND listed on BSC (LAND #10011 among them), each titled with the city's label.
    await expect(cards(page).filter({ hasText: 'Gangnam LAND #10011' })).not.toHaveCount(0);
    await expect.poll(() => everyCard(page, (text) => text.includes('Gangnam LAND #'))).toBe(true);
  }
  // The back end is asked with what it stores: the label goes out as the data name.
  expect(searches).toEqual(expect.arrayContaining(['SeoulA', 'Seoul']));
  expect(searches).not.toContain('Gangnam');
});

test('the Korean page names the filters and grades in Korean', async ({ page }) => {
  await page.goto('/ko/market/bsc?grade=8');
  await expect(page.getByLabel('등급')).toHaveValue('8');
  await expect(cards(page).first()).toContainText('신화');
});
