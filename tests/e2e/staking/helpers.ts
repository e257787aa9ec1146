// Shared steps of the staking specs: the real wallet sign-in of a seed player, my page's staking tab, the local world's
// contracts, chain RPC helpers, and what the test wallet sent.
import { expect, type Page } from '@playwright/test';
import { JsonRpcProvider, Wallet } from 'ethers';
import { readDeployments, type ChainDeployment } from '../../../contracts/deployments';
import { account, type AccountName } from '@common/localWorld/accounts';
import { connectWorld } from '../../../src/services/chain/contracts';
import { rpc } from '../../../scripts/chains/time';
import type { TestWalletController } from '../wallet/controller';
import { signInWithTestWallet } from '../support/login';

export const DAY = 86_400;

export function world(chain: 'eth' | 'bsc' | 'pol' = 'bsc'): ChainDeployment {
  return readDeployments(process.env.E2E_DEPLOYMENTS)[chain];
}

/** Contracts of a chain, read-only or signed by a seed player. */
export function contracts(chain: 'eth' | 'bsc' | 'pol' = 'bsc', signer?: AccountName) {
  const d = world(chain);
  const provider = new JsonRpcProvider(d.rpcUrl, d.chainId, { staticNetwork: true });
  const runner = signer ? new Wallet(account(signer).privateKey, provider) : provider;
  return { d, provider, ...connectWorld(d.contracts, runner) };
}

export { rpc };

/** Test-wallet keys of the given seed players, the first one active (for `test.use({ walletConfig })`). */
export const keysOf = (...names: AccountName[]) => names.map((name) => account(name).privateKey);

/**
 * Opens Home and signs in for real with the test wallet's active account: login popup, web3-onboard's wallet select,
 * SIWE signature (tests/e2e/support/login.ts). The wallet the user connected is the one the staking flows use.
 */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/en/home');
  await signInWithTestWallet(page);
}

/** My page's staking tab through the account menu (no reload: the connected wallet stays as it is). */
export async function openStakingTab(page: Page): Promise<void> {
  await page.getByText('My account').click();
  await page.getByRole('link', { name: 'Staking', exact: true }).click();
  await expect(page).toHaveURL('/en/mypage/staking');
  // The account menu closed with the navigation: it no longer covers the page.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
}

/** How many requests the test wallet has answered so far (a mark for sentOrSignedSince). */
export async function walletMark(wallet: TestWalletController): Promise<number> {
  return (await wallet.requests()).length;
}

/** Methods of the wallet requests after `mark` that send a transaction or sign something. */
export async function sentOrSignedSince(wallet: TestWalletController, mark: number): Promise<string[]> {
  const signing = /^(eth_sendTransaction|eth_sendRawTransaction|personal_sign|eth_sign|eth_signTypedData.*)$/;
  return (await wallet.requests())
    .slice(mark)
    .map((r) => r.method)
    .filter((m) => signing.test(m));
}
