// My page's game player end to end (spec 3 enjinWalletAddr; getPlayer, createPlayer, connectEnjinWallet): iris has no
// player; she creates it on her profile and links her wallet as its Enjin wallet.
import { account } from '@common/localWorld/accounts';
import { GAME_PLAYER_E2E } from '@common/localWorld/gameE2e';
import { keysOf, signIn } from '../staking/helpers';
import { expect, test } from '../wallet/fixtures';

test.use({ walletConfig: { privateKeys: keysOf(GAME_PLAYER_E2E.wallet) } });

test('@spec iris creates her game player on her profile and links her wallet as its Enjin wallet', async ({ page, wallet }) => {
  void wallet;
  await signIn(page);
  await page.getByText('My account').click();
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL('/en/mypage/profile');
  const section = page.getByRole('region', { name: 'Game player' });
  await expect(section).toContainText('You have no player in the game yet.');
  await expect(section.getByRole('button', { name: 'Connect Enjin wallet' })).toHaveCount(0);

  await section.getByRole('button', { name: 'Create player' }).click();
  await expect(section.locator('[data-field="player"]')).toHaveText(GAME_PLAYER_E2E.nickname);
  await expect(section.locator('[data-field="enjinWalletAddr"]')).toHaveText('Not linked');

  await section.getByRole('button', { name: 'Connect Enjin wallet' }).click();
  await expect(section.locator('[data-field="enjinWalletAddr"]')).toHaveText(account(GAME_PLAYER_E2E.wallet).address);
  await expect(section.getByRole('button', { name: 'Connect Enjin wallet' })).toHaveCount(0);

  // A reload reads it back from the game-asset service.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Game player' }).locator('[data-field="enjinWalletAddr"]')).toHaveText(account(GAME_PLAYER_E2E.wallet).address);
});
