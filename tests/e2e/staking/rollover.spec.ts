// Keep for next campaign (no time travel, runs with the other specs): bob, signed in for real on Polygon, keeps his LAND 40004
// of the ended 90-day campaign 4 staked for the pool's upcoming campaign 6 — after a cancelled confirmation and a rejected
// transaction — and the LAND then shows under campaign 6 while on chain the stake moved without the token moving. No other
// spec uses bob's Polygon stake (staking.spec.ts uses his BSC one).
import { Interface } from 'ethers';
import { LOCAL_CHAINS } from '@common/domain/chains';
import { account } from '@common/localWorld/accounts';
import { expect, test } from '../wallet/fixtures';
import { contracts, keysOf, openStakingTab, signIn, world } from './helpers';

test.use({ walletConfig: { privateKeys: keysOf('bob'), chainId: LOCAL_CHAINS.pol.chainId } });

const BOB = account('bob').address;
const LAND = 40004;
const ENDED = 4;
const NEXT = 6;

const restakeAbi = new Interface(['function restake(uint256 fromCampaignId, uint256 toCampaignId, address token, uint256[] tokenIds, uint256[] amounts)']);

test('bob keeps a LAND of the ended 90-day campaign staked for the next campaign', async ({ page, wallet }) => {
  const { staking, land721 } = contracts('pol');
  const addresses = world('pol').contracts;
  expect(await staking.balances(ENDED, BOB, addresses.land721, LAND)).toBe(1n);
  const sentTxs = async () =>
    (await wallet.requests()).filter((r) => r.method === 'eth_sendTransaction').map((r) => r.params[0] as { to: string; data: string });

  await signIn(page);
  await openStakingTab(page);
  await page.getByRole('button', { name: '90 DAYS' }).click();
  await page.getByLabel('Land area').first().selectOption('tokyo');

  const ended = page.getByRole('region', { name: `Campaign ${ENDED}` });
  await expect(ended.locator('[data-phase]')).toHaveText('Staking has ended');
  await expect(ended).toContainText(`You can keep these LANDs staked for Campaign ${NEXT}, which starts on`);
  await expect(ended.getByRole('button', { name: 'Keep all for next campaign' })).toBeVisible();
  const card = ended.locator(`li.land-card[data-token-id="${LAND}"]`);
  // Unlocking stays the other choice (the seed has the withdrawal switch on).
  await expect(card.getByRole('button', { name: 'Unlock' })).toBeVisible();
  const keep = card.getByRole('button', { name: 'Keep for next campaign' });

  // Cancelled in the confirmation: nothing is sent.
  await keep.click();
  const confirm = page.getByRole('dialog', { name: 'Keep for next campaign' });
  await expect(confirm).toContainText(`Keep this LAND staked for Campaign ${NEXT}? It stays locked until that campaign ends.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await sentTxs()).toEqual([]);

  // Rejected in the wallet: the section 8 text, and the LAND stays in campaign 4.
  await wallet.failNext('eth_sendTransaction', 'reject');
  await keep.click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('region', { name: 'Staking', exact: true }).getByRole('alert')).toHaveText('User rejected the transaction');
  await expect(card).toBeVisible();
  expect(await staking.balances(ENDED, BOB, addresses.land721, LAND)).toBe(1n);

  await keep.click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  // The list is reloaded: campaign 4 has nothing left for bob, and the LAND is locked under the upcoming campaign 6.
  await expect(ended).toHaveCount(0, { timeout: 20_000 });
  const next = page.getByRole('region', { name: `Campaign ${NEXT}` });
  // Campaign 6 has not started: the LAND waits for its start (with the date), it is not 'Staking in progress'.
  const startDate = new Date(Number((await staking.campaigns(NEXT)).start) * 1000).toLocaleDateString('en');
  await expect(next.locator('[data-phase]')).toHaveText(new RegExp(`^Waiting for the campaign to start on ${startDate},`));
  const kept = next.locator(`li.land-card[data-token-id="${LAND}"]`);
  await expect(kept).toContainText('Locked');
  await expect(kept.getByRole('button')).toHaveCount(0);
  const txs = page.getByRole('region', { name: 'Staking transactions' });
  // The app-wide tracker's entry, as the staking views list it: what it did, confirmed.
  await expect(txs.locator('li[data-status=mined]')).toContainText(`Keep 1 LAND for Campaign ${NEXT}`, { timeout: 20_000 });
  await expect(txs.locator('li[data-status=mined]')).toContainText('Confirmed');

  // On chain: the stake moved from campaign 4 to campaign 6, the token never left the staking contract.
  expect(await staking.balances(ENDED, BOB, addresses.land721, LAND)).toBe(0n);
  expect(await staking.balances(NEXT, BOB, addresses.land721, LAND)).toBe(1n);
  expect(await land721.ownerOf(LAND)).toBe(addresses.staking);
  // Two restake requests to the staking contract (the rejected one never reached the chain) and no approval.
  const sent = await sentTxs();
  expect(sent.map((tx) => tx.to.toLowerCase())).toEqual([addresses.staking, addresses.staking].map((a) => a.toLowerCase()));
  const args = restakeAbi.decodeFunctionData('restake', sent[1]!.data);
  expect([args[0], args[1], args[2], [...args[3]], [...args[4]]]).toEqual([BigInt(ENDED), BigInt(NEXT), addresses.land721, [BigInt(LAND)], [1n]]);
});
