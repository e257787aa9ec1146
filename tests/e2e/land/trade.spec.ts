// The LAND market on the map, signed in for real with the test wallet as paul (LAND_E2E.buyer): Seoul's LAND view, the
// LAND for sale chosen in the list, bought (the exact approval first, then the trade), then his: listed and unlisted.
// The city switch moves to the city's network and warns when the wallet is on another one.
import { parseUnits } from 'ethers';
import type { Page } from '@playwright/test';
import { account } from '@common/localWorld/accounts';
import { LAND_E2E } from '@common/localWorld/landE2e';
import { contracts, keysOf, signIn, walletMark } from '../staking/helpers';
import { approvedAmountsSince, walletReady } from '../market/tradeHelpers';
import { expect, test } from '../wallet/fixtures';

const PAUL = account(LAND_E2E.buyer).address;
test.use({ walletConfig: { privateKeys: keysOf(LAND_E2E.buyer) } });
test.describe.configure({ mode: 'serial' });

const detailOf = (page: Page) => page.getByRole('region', { name: 'Selected LAND' });
const field = (page: Page, name: 'owner' | 'state' | 'price') => detailOf(page).locator(`[data-field="${name}"]`);

test('buys the Seoul LAND for sale from the list, then lists and unlists it', async ({ page, wallet }) => {
  const l = LAND_E2E.tokenListing;
  const name = `Gangnam LAND #${l.tokenId}`;
  await signIn(page);
  await page.getByRole('link', { name: 'Marketplace' }).first().click();
  await page.getByRole('navigation', { name: 'Market views' }).getByRole('link', { name: 'LAND' }).click();
  await expect(page).toHaveURL('/en/market/bsc?view=land&city=seoul');
  await expect(page.getByRole('navigation', { name: 'Cities' }).getByRole('link', { name: 'Gangnam' })).toHaveAttribute('aria-current', 'page');

  // The for-sale filter and the list built from the map's data: the parcel is a row with its price.
  const list = page.getByRole('region', { name: 'LAND list' });
  // The check box navigates: its state follows the URL.
  await list.getByLabel('Only LAND for sale').click();
  await expect(page).toHaveURL(/sale=1/);
  await expect(list.getByLabel('Only LAND for sale')).toBeChecked();
  const row = list.getByRole('link', { name: new RegExp(`${name}\\b`) });
  await expect(row).toContainText(`${l.price} DVI`);
  await expect(row).toContainText(`(${l.x}, ${l.y})`);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`parcel=${l.tokenId}`));
  await expect(list.locator(`li[data-token-id="${l.tokenId}"]`)).toHaveAttribute('aria-current', 'true');
  await expect(detailOf(page).getByRole('heading', { name })).toBeVisible();
  await expect(detailOf(page)).toContainText('2 x 1');
  await expect(field(page, 'state')).toHaveText('For sale');

  // Buy: our words about exactly the price before the wallet opens, the approval, then the trade.
  await walletReady(page);
  const mark = await walletMark(wallet);
  await detailOf(page).getByRole('button', { name: 'Buy', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Buy ${name}` });
  await dialog.getByRole('button', { name: 'Buy now' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: `exactly ${l.price} DVI` })).toBeVisible();
  await dialog.getByRole('button', { name: `Approve ${l.price} DVI` }).click();
  await expect(page.getByText('Purchase was successful')).toBeVisible({ timeout: 30_000 });
  expect(await approvedAmountsSince(wallet, mark)).toEqual([parseUnits(l.price, 18)]);
  const c = contracts('bsc');
  expect((await c.land721.ownerOf(l.tokenId)).toLowerCase()).toBe(PAUL.toLowerCase());

  // The map reloads: the LAND is his now, and he may list it.
  await expect(field(page, 'owner')).toContainText('(you)', { timeout: 15_000 });
  await expect(field(page, 'state')).toHaveText('Yours');
  await detailOf(page).getByRole('button', { name: 'List for sale' }).click();
  const listDialog = page.getByRole('dialog', { name: `List ${name} for sale` });
  await listDialog.getByLabel('Unit price').fill('1200');
  await expect(listDialog.getByText('1,200 DVI')).toBeVisible();
  await listDialog.getByRole('button', { name: 'List for sale' }).click();
  await expect(page.getByText('Listing for sale was successful')).toBeVisible({ timeout: 30_000 });
  await expect(field(page, 'state')).toHaveText('Listed by you', { timeout: 15_000 });
  await expect(field(page, 'price')).toHaveText('1,200 DVI');

  // Unlist, after the app's confirmation: his again, not for sale.
  await detailOf(page).getByRole('button', { name: 'Unlist' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unlist', exact: true });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Now NFT is unlisted')).toBeVisible({ timeout: 30_000 });
  await expect(field(page, 'state')).toHaveText('Yours', { timeout: 15_000 });
  // Stake opens the staking popup on Seoul, where the LAND is offered.
  await detailOf(page).getByRole('button', { name: 'Stake' }).click();
  const popup = page.getByRole('dialog', { name: 'Add LAND(s)' });
  await expect(popup.getByRole('listitem', { name: `LAND ${name}` })).toBeVisible({ timeout: 15_000 });
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
});

test('the city switch moves to the city network; a wallet on BSC is warned in London', async ({ page, wallet }) => {
  void wallet;
  await signIn(page);
  // Entering the market on its LAND view is a market visit: one save_log of action 5001, and no item cards fetched.
  const visitLogs: string[] = [];
  let itemCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/save_log') && /(^|&)action=5001(&|$)/.test(r.postData() ?? '')) visitLogs.push(r.url());
    if (/\/market_item_(browse|list)$/.test(r.url())) itemCalls += 1;
  });
  await page.goto('/en/market/bsc?view=land&city=seoul');
  await walletReady(page);
  await expect.poll(() => visitLogs.length).toBe(1);
  expect(itemCalls).toBe(0);
  const warning = page.getByText('This area is not on your selected network.');
  await expect(page.getByRole('region', { name: 'LAND list' })).toBeVisible();
  await expect(warning).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Cities' }).getByRole('link', { name: 'London' }).click();
  await expect(page).toHaveURL('/en/market/pol?view=land&city=london');
  await expect(warning).toBeVisible();
  // A shared link on the wrong tab lands on the city's own.
  await page.goto('/en/market/eth?view=land&city=tokyo');
  await expect(page).toHaveURL('/en/market/pol?view=land&city=tokyo');
  await expect(page.getByRole('navigation', { name: 'Cities' }).getByRole('link', { name: 'Tokyo' })).toHaveAttribute('aria-current', 'page');
});

test('a visitor sees Buy on a LAND for sale; it opens the login, nothing else starts', async ({ page, wallet }) => {
  void wallet;
  const l = LAND_E2E.nativeListing;
  await page.goto(`/en/market/bsc?view=land&city=seoul&parcel=${l.tokenId}`);
  await expect(detailOf(page).getByRole('heading', { name: `Gangnam LAND #${l.tokenId}` })).toBeVisible();
  await expect(field(page, 'price')).toHaveText(`${l.price} BNB`);
  // No sign-in, no warning: the network check is for a signed-in wallet.
  await expect(page.getByText('This area is not on your selected network.')).toHaveCount(0);
  await detailOf(page).getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Buy / })).toHaveCount(0);
});

test('a parcel clicked on the map is selected in the URL, the detail and the list', async ({ page, wallet }) => {
  void wallet;
  const from = LAND_E2E.tokenListing;
  const to = LAND_E2E.nativeListing;
  // The map centres on the URL's parcel (block size 12): the next parcel on its row is 2.5 blocks to the right of the centre.
  await page.goto(`/en/market/bsc?view=land&city=seoul&sale=1&parcel=${from.tokenId}`);
  await expect(detailOf(page).getByRole('heading', { name: `Gangnam LAND #${from.tokenId}` })).toBeVisible();
  const map = page.getByRole('application', { name: 'Map of Gangnam' });
  const box = (await map.boundingBox())!;
  const dx = (to.x + 0.5 - (from.x + 1)) * 12;
  await map.click({ position: { x: box.width / 2 + dx, y: box.height / 2 } });
  await expect(page).toHaveURL(`/en/market/bsc?view=land&city=seoul&parcel=${to.tokenId}&sale=1`);
  await expect(detailOf(page).getByRole('heading', { name: `Gangnam LAND #${to.tokenId}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'LAND list' }).locator(`li[data-token-id="${to.tokenId}"]`)).toHaveAttribute('aria-current', 'true');
});

test('the Korean LAND view names its cities, list and detail in Korean', async ({ page, wallet }) => {
  void wallet;
  const l = LAND_E2E.nativeListing;
  await page.goto(`/ko/market/bsc?view=land&city=seoul&parcel=${l.tokenId}`);
  const cities = page.getByRole('navigation', { name: '도시' });
  await expect(cities.getByRole('link', { name: '강남' })).toHaveAttribute('aria-current', 'page');
  await expect(cities.getByRole('link', { name: '런던' })).toHaveAttribute('href', '/ko/market/pol?view=land&city=london');
  await expect(page.getByRole('region', { name: 'LAND 목록' }).getByLabel('판매 중인 LAND만')).toBeVisible();
  await expect(page.getByRole('region', { name: '선택한 LAND' }).locator('[data-field="state"]')).toHaveText('판매 중');
});
