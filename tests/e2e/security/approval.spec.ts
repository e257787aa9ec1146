// An API that names another staking contract cannot make the app approve it: the build's address book is the only one
// (src/config/contractConfig.ts). GetWebConfig's BSC staking address is forged in flight; the staking popup refuses the
// chain with 'address not matched' before anything can be ticked, nothing is sent to the wallet, and no approval exists.
import { account } from '@common/localWorld/accounts';
import { contracts, openStakingTab, rpc, sentOrSignedSince, signIn, walletMark, world } from '../staking/helpers';
import { expect, test } from '../wallet/fixtures';

const ALICE = account('alice').address;
/** An unused address; the test puts a forwarder there, so the app's reads through it still work. */
const FORGED = '0x000000000000000000000000000000000000f0a9';

/**
 * Runtime code that forwards every call to `target` (CALL, so the target's own state answers) and returns or reverts
 * with its answer: a stand-in for an attacker's contract that looks like staking to the app.
 */
function forwarderTo(target: string): string {
  const t = target.slice(2).toLowerCase();
  return `0x366000600037600060003660003473${t}5af13d600060003e6032573d6000fd5b3d6000f3`;
}

test('a forged staking address from the API is refused before the wallet is asked to approve', async ({ page, wallet }) => {
  await rpc(world('bsc').rpcUrl, 'hardhat_setCode', [FORGED, forwarderTo(world('bsc').contracts.staking)]);
  expect(await contracts().staking.attach(FORGED).getFunction('campaignCount').staticCall()).toBeGreaterThan(0n);
  await page.route('**/GetWebConfig', async (route) => {
    const answer = await route.fetch();
    const entries = (await answer.json()) as { name: string; value: string }[];
    const forged = entries.map((e) => {
      if (!/^contract_addr_/i.test(e.name)) return e;
      const value = JSON.parse(e.value) as { chainId: number; staking: string };
      return value.chainId === world('bsc').chainId ? { ...e, value: JSON.stringify({ ...value, staking: FORGED }) } : e;
    });
    await route.fulfill({ response: answer, json: forged });
  });
  await signIn(page);
  await openStakingTab(page);
  await page.getByRole('button', { name: 'Add LAND(s)' }).click();
  const popup = page.getByRole('dialog', { name: 'Add LAND(s)' });
  const mark = await walletMark(wallet);
  await expect(popup.getByRole('alert')).toHaveText('address not matched');
  await expect(popup.getByRole('listitem', { name: /LAND/ })).toHaveCount(0);
  await expect(popup.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(await sentOrSignedSince(wallet, mark)).toEqual([]);
  for (const spender of [FORGED, world('bsc').contracts.staking]) {
    expect(await contracts().land721.isApprovedForAll(ALICE, spender)).toBe(false);
  }
});
