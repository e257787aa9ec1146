// LAND withdrawn to Binance end to end (spec 4 "claim to lock and transfer", enter_binance_002_ex): hugo (wallet login) sees his two
// Seoul LAND on Binance in my page's LAND tab, claims one after the confirmation, and it is locked then transferred to
// his registered wallet; the other stays claimable.
import { account } from '@common/localWorld/accounts';
import { BINANCE_E2E } from '@common/localWorld/binanceE2e';
import { shortenAddress } from '@common/domain/wallet';
import { keysOf, signIn } from '../staking/helpers';
import { expect, test } from '../wallet/fixtures';

test.use({ walletConfig: { privateKeys: keysOf(BINANCE_E2E.user.wallet) } });

test('@spec hugo claims a LAND withdrawn to Binance: confirmed, locked and transferred to his wallet', async ({ page, wallet }) => {
  void wallet;
  const steps: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/enter_binance_002_ex')) steps.push(new URLSearchParams(r.postData() ?? '').get('step') ?? '');
  });
  await signIn(page);
  await page.getByText('My account').click();
  await page.getByRole('link', { name: 'Land', exact: true }).click();
  await expect(page).toHaveURL('/en/mypage/land');

  const section = page.getByRole('region', { name: 'LAND withdrawn to Binance' });
  const [first, second] = BINANCE_E2E.lands;
  const one = section.getByRole('listitem', { name: first!.name });
  const two = section.getByRole('listitem', { name: second!.name });
  await expect(one).toContainText('On Binance');
  await expect(two).toContainText('On Binance');

  await one.getByRole('button', { name: 'Claim' }).click();
  const confirm = page.getByRole('dialog', { name: 'Claim LAND from Binance' });
  await expect(confirm).toContainText(`${first!.name} will be locked and transferred to your registered wallet.`);
  // Nothing is claimed before the confirmation.
  expect(steps.filter((s) => s !== 'list')).toEqual([]);
  await confirm.getByRole('button', { name: 'Confirm' }).click();

  await expect(one).toContainText(`Transferred to ${shortenAddress(account('hugo').address)}`);
  await expect(one.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  await expect(page.getByText(`${first!.name} was transferred to your wallet.`)).toBeVisible();
  await expect(two.getByRole('button', { name: 'Claim' })).toBeVisible();
  expect(steps.filter((s) => s !== 'list')).toEqual(['claim', 'transfer']);
});
