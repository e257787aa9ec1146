// My page land tab, signed in for real with the test wallet: the user's LAND per city with its state, and each LAND's
// link opening the market's LAND view with that parcel selected on the map.
import type { Page } from '@playwright/test';
import { LAND_E2E } from '@common/localWorld/landE2e';
import { keysOf, signIn } from '../staking/helpers';
import { expect, test } from '../wallet/fixtures';

async function openLandTab(page: Page) {
  await page.getByText('My account').click();
  await page.getByRole('link', { name: 'Land', exact: true }).click();
  await expect(page).toHaveURL('/en/mypage/land');
  return page.getByRole('region', { name: 'My LAND' });
}

test.describe('the owner', () => {
  test.use({ walletConfig: { privateKeys: keysOf(LAND_E2E.buyer) } });

  test('lists his Seoul LAND as owned; its link opens the parcel selected on the map', async ({ page, wallet }) => {
    void wallet;
    const owned = LAND_E2E.owned;
    await signIn(page);
    const tab = await openLandTab(page);
    const seoul = tab.getByRole('region', { name: 'Gangnam' });
    const card = seoul.getByRole('listitem', { name: `LAND Gangnam LAND #${owned.tokenId}` });
    await expect(card).toContainText('Owned');
    await expect(card).toContainText(`(${owned.x}, ${owned.y})`);
    const link = card.getByRole('link', { name: 'Show on the map' });
    await expect(link).toHaveAttribute('href', `/en/market/bsc?view=land&city=seoul&parcel=${owned.tokenId}`);
    await link.click();
    await expect(page).toHaveURL(`/en/market/bsc?view=land&city=seoul&parcel=${owned.tokenId}`);
    const detail = page.getByRole('region', { name: 'Selected LAND' });
    await expect(detail.getByRole('heading', { name: `Gangnam LAND #${owned.tokenId}` })).toBeVisible();
    await expect(detail.locator('[data-field="owner"]')).toContainText('(you)');
  });
});

test.describe('the staker', () => {
  test.use({ walletConfig: { privateKeys: keysOf(LAND_E2E.staker) } });

  test('sees the staked Seoul LAND as staked', async ({ page, wallet }) => {
    void wallet;
    const staked = LAND_E2E.staked;
    await signIn(page);
    const tab = await openLandTab(page);
    const card = tab.getByRole('region', { name: 'Gangnam' }).getByRole('listitem', { name: `LAND Gangnam LAND #${staked.tokenId}` });
    await expect(card).toContainText('Staked');
    await expect(card.getByRole('link', { name: 'Show on the map' })).toHaveAttribute('href', `/en/market/bsc?view=land&city=seoul&parcel=${staked.tokenId}`);
  });
});
