// The LAND area against the spec's calls (green under API_PROFILE=spec and the full API alike): the map from GetLandData
// (land_map asked once at most), the LAND for sale from lgl0000_ex and the chain, one LAND's panel from lgl0001_ex and
// the chain (never market_item_detail), the buy's prepending from lgl0002_ex, the sale recorded with lgl0004_ex, and my
// page's LAND and the map's mark of her own staked LAND from lgl0003_ex. rosa (LAND_E2E.staker, whose other specs only
// read) buys carol's Seoul LAND 10012, which no other spec touches.
import { parseUnits } from 'ethers';
import type { Page } from '@playwright/test';
import { account } from '@common/localWorld/accounts';
import { LAND_E2E } from '@common/localWorld/landE2e';
import { WORLD } from '@common/localWorld/world';
import { contracts, keysOf, signIn, walletMark } from '../staking/helpers';
import { approvedAmountsSince, walletReady } from '../market/tradeHelpers';
import { expect, test } from '../wallet/fixtures';

const SPEC = process.env.API_PROFILE === 'spec';
const ROSA = account(LAND_E2E.staker).address.toLowerCase();
const LAND = WORLD.bsc.listings.find((l) => l.tokenId === 10012 && l.standard === 721)!;
const NAME = `Gangnam LAND #${LAND.tokenId}`;

test.use({ walletConfig: { privateKeys: keysOf(LAND_E2E.staker) } });
test.describe.configure({ mode: 'serial' });

const detailOf = (page: Page) => page.getByRole('region', { name: 'Selected LAND' });
const field = (page: Page, name: 'owner' | 'state' | 'price') => detailOf(page).locator(`[data-field="${name}"]`);

/** Counts the calls the page makes by their path's last segment. */
function callsOf(page: Page) {
  const calls = new Map<string, number>();
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').filter(Boolean).at(-2) === 'land_map' ? 'land_map' : new URL(r.url()).pathname.split('/').at(-1)!;
    calls.set(name, (calls.get(name) ?? 0) + 1);
  });
  return (name: string) => calls.get(name) ?? 0;
}

test('@spec the map draws each city and lists the LAND for sale with its price; a missing land_map is asked once', async ({ page, wallet }) => {
  void wallet;
  const calls = callsOf(page);
  const missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) missing.push(r.url());
  });
  await page.goto('/en/market/bsc?view=land&city=seoul&sale=1');
  await expect(page.getByRole('application', { name: 'Map of Gangnam' })).toBeVisible();
  const list = page.getByRole('region', { name: 'LAND list' });
  await expect(list.getByRole('link', { name: new RegExp(`${NAME}\\b`) })).toContainText(`${LAND.price} DVI`);
  await page.getByRole('navigation', { name: 'Cities' }).getByRole('link', { name: 'London' }).click();
  await expect(page).toHaveURL('/en/market/pol?view=land&city=london&sale=1');
  await expect(page.getByRole('application', { name: 'Map of London' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Cities' }).getByRole('link', { name: 'Gangnam' }).click();
  await expect(page.getByRole('application', { name: 'Map of Gangnam' })).toBeVisible();
  // Without land_map the map is the spec's GetLandData and the sales lgl0000_ex: the extension's 404 is met once, not per city.
  if (SPEC) {
    // GetLandData does not say what is staked: the legend says which stakes are marked (land_map marks them all).
    await expect(page.getByText("This server's map does not say which LAND is staked")).toBeVisible();
    expect(calls('land_map')).toBe(1);
    // No retries: the one missing extension is the only 404 of the visit (no console full of failed calls).
    expect(missing).toHaveLength(1);
    expect(calls('GetLandData')).toBeGreaterThanOrEqual(2);
    expect(calls('lgl0000_ex')).toBeGreaterThanOrEqual(1);
  }
});

test("@spec the map marks the signed-in wallet's staked LAND, which GetLandData alone does not tell (lgl0003_ex)", async ({ page, wallet }) => {
  void wallet;
  const calls = callsOf(page);
  await signIn(page);
  await page.goto(`/en/market/bsc?view=land&city=seoul&parcel=${LAND_E2E.staked.tokenId}`);
  await expect(detailOf(page).getByRole('heading', { name: `Gangnam LAND #${LAND_E2E.staked.tokenId}` })).toBeVisible();
  await expect(field(page, 'state')).toHaveText('Staked');
  if (SPEC) expect(calls('lgl0003_ex')).toBeGreaterThanOrEqual(1);
});

test('@spec a LAND for sale is bought (prepending from lgl0002_ex), listed (lgl0004_ex on a spec back end) and unlisted', async ({ page, wallet }) => {
  const calls = callsOf(page);
  await signIn(page);
  await page.goto(`/en/market/bsc?view=land&city=seoul&parcel=${LAND.tokenId}`);
  await expect(detailOf(page).getByRole('heading', { name: NAME })).toBeVisible();
  await expect(field(page, 'state')).toHaveText('For sale');
  await expect(field(page, 'price')).toHaveText(`${LAND.price} DVI`);

  await walletReady(page);
  const mark = await walletMark(wallet);
  await detailOf(page).getByRole('button', { name: 'Buy', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Buy ${NAME}` });
  await dialog.getByRole('button', { name: 'Buy now' }).click();
  await dialog.getByRole('button', { name: `Approve ${LAND.price} DVI` }).click();
  await expect(page.getByText('Purchase was successful')).toBeVisible({ timeout: 30_000 });
  expect(await approvedAmountsSince(wallet, mark)).toEqual([parseUnits(LAND.price, 18)]);
  expect((await contracts('bsc').land721.ownerOf(LAND.tokenId)).toLowerCase()).toBe(ROSA);
  expect(calls('lgl0002_ex')).toBe(1);
  expect(calls('market_prepending_create')).toBe(0);
  expect(calls('lgl0001_ex')).toBeGreaterThanOrEqual(1);
  expect(calls('market_item_detail')).toBe(0);

  await expect(field(page, 'owner')).toContainText('(you)', { timeout: 15_000 });
  await expect(field(page, 'state')).toHaveText('Yours');
  await detailOf(page).getByRole('button', { name: 'List for sale' }).click();
  const listDialog = page.getByRole('dialog', { name: `List ${NAME} for sale` });
  await listDialog.getByLabel('Unit price').fill('300');
  await listDialog.getByRole('button', { name: 'List for sale' }).click();
  await expect(page.getByText('Listing for sale was successful')).toBeVisible({ timeout: 30_000 });
  await expect(field(page, 'state')).toHaveText('Listed by you', { timeout: 15_000 });
  await expect(field(page, 'price')).toHaveText('300 DVI');
  if (SPEC) expect(calls('lgl0004_ex')).toBe(1);

  await detailOf(page).getByRole('button', { name: 'Unlist' }).click();
  await page.getByRole('dialog', { name: 'Unlist', exact: true }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Now NFT is unlisted')).toBeVisible({ timeout: 30_000 });
  await expect(field(page, 'state')).toHaveText('Yours', { timeout: 15_000 });
});

test("@spec my page's LAND shows the bought LAND as owned and the staked one as staked (lgl0003_ex)", async ({ page, wallet }) => {
  void wallet;
  const calls = callsOf(page);
  await signIn(page);
  await page.getByText('My account').click();
  await page.getByRole('link', { name: 'Land', exact: true }).click();
  const seoul = page.getByRole('region', { name: 'My LAND' }).getByRole('region', { name: 'Gangnam' });
  await expect(seoul.getByRole('listitem', { name: `LAND ${NAME}` })).toContainText('Owned');
  await expect(seoul.getByRole('listitem', { name: `LAND Gangnam LAND #${LAND_E2E.staked.tokenId}` })).toContainText('Staked');
  expect(calls('lgl0003_ex')).toBeGreaterThanOrEqual(2);
});
