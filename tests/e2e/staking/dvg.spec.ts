// DVG end to end (spec 1 "staking yields DVG", dvi_reward_search): alice's staked LAND have earned DVG; the top bar shows
// it beside her token balances and My reward shows it with 'earned DVG added to the world balance', never in wei.
import { openStakingTab, signIn } from './helpers';
import { expect, test } from '../wallet/fixtures';

test('@spec alice sees the DVG her staking earned in the top bar and in My reward', async ({ page, wallet }) => {
  void wallet;
  await signIn(page);
  const dvg = page.getByLabel('Balances').locator('.balance-dvg');
  // 10 DVG per staked LAND per campaign day (docs/decisions.md): whole DVG with thousand separators, not 18 more digits.
  await expect(dvg).toHaveText(/^[1-9][\d,]*(\.\d{1,4})? DVG$/);
  expect((await dvg.textContent())!.replace(/\D/g, '').length).toBeLessThan(10);
  await openStakingTab(page);
  await page.getByRole('button', { name: 'My reward' }).click();
  const popup = page.getByRole('dialog', { name: 'My reward' });
  const note = popup.getByRole('note');
  await expect(note).toContainText(/DVG earned by staking: [1-9][\d,]*(\.\d{1,4})? DVG\./);
  await expect(note).toContainText('Earned DVG is added to the world balance.');
});
