// The approve route, signed in for real with the test wallet as xena (reserved for this spec): grants made on the chain
// with ethers are listed by network with their amounts ('Unlimited' for the maximum), Revoke sets them back on chain
// (allowance 0, isApprovedForAll false) and the row goes; a row on another network offers a switch; signed out, a login.
import { MaxUint256, NonceManager, Wallet, parseEther, parseUnits, toQuantity } from 'ethers';
import { account } from '@common/localWorld/accounts';
import { connectWorld } from '../../../src/services/chain/contracts';
import { contracts, keysOf, rpc, world } from '../staking/helpers';
import { signInWithTestWallet } from '../support/login';
import { expect, test } from '../wallet/fixtures';

const OWNER = 'xena' as const;
const owner = account(OWNER).address;

/** xena's contracts on a chain, signing with a nonce manager: the provider's nonce read lags behind back-to-back sends. */
function signed(chain: 'bsc' | 'eth') {
  const { d, provider } = contracts(chain);
  return { d, ...connectWorld(d.contracts, new NonceManager(new Wallet(account(OWNER).privateKey, provider))) };
}

test.describe('approvals page', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ walletConfig: { privateKeys: keysOf(OWNER) } });

  test('signed out, it asks for a login', async ({ page }) => {
    await page.goto('/en/approve');
    await expect(page.getByRole('heading', { name: 'Log in to see your approvals' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    // This build has none of the keyed wallets' keys: the popup says which wallets are missing and why.
    await expect(login).toContainText('Not offered on this site: WalletConnect, Fortmatic, Bitski (no key is configured for them).');
  });

  test('lists the grants given on chain with their amounts and revokes them on chain', async ({ page, wallet }) => {
    void wallet;
    // xena is beyond the accounts a Hardhat node funds: gas money on both chains, no nonce shared with another spec.
    for (const chain of ['bsc', 'eth'] as const) await rpc(world(chain).rpcUrl, 'hardhat_setBalance', [owner, toQuantity(parseEther('10'))]);
    const bsc = signed('bsc');
    const eth = signed('eth');
    const a = bsc.d.contracts;
    await (await bsc.token.approve(a.market, parseUnits('1234.5', 18))).wait();
    await (await bsc.token.approve(a.mysteryBox, MaxUint256)).wait();
    await (await bsc.land721.setApprovalForAll(a.staking, true)).wait();
    await (await eth.token.approve(eth.d.contracts.market, parseUnits('7', 18))).wait();

    await page.goto('/en/home');
    await signInWithTestWallet(page);
    await page.goto('/en/approve');
    const bscSection = page.getByRole('region', { name: 'BSC Local' });
    const ethSection = page.getByRole('region', { name: 'ETH Local' });
    const market = bscSection.getByRole('row').filter({ hasText: 'Marketplace' }).filter({ hasText: 'DVI' });
    const box = bscSection.getByRole('row').filter({ hasText: 'Mystery box' });
    const land = bscSection.getByRole('row').filter({ hasText: 'LAND (ERC-721)' });
    await expect(market).toContainText('1,234.5 DVI', { timeout: 20_000 });
    await expect(box).toContainText('Unlimited');
    await expect(land).toContainText('All NFTs');
    await expect(land).toContainText('Staking');
    // The staking grant says when it can go: it is needed only while LAND is staked.
    await expect(land).toContainText('Staking needs this only while you stake. Once your LAND is unlocked, you can revoke it.');
    // The wallet is on BSC: the ETH grant is listed with a network switch instead of a Revoke.
    const ethRow = ethSection.getByRole('row').filter({ hasText: 'Marketplace' });
    await expect(ethRow).toContainText('7 DVI');
    await expect(ethRow.getByRole('button', { name: 'Switch network' })).toBeVisible();
    await expect(ethRow.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'POL Local' })).toContainText('No approvals on this network.');

    // Revoke the allowance: confirmed, sent by the wallet, approve(market, 0) on chain, the row gone.
    await market.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke approval' });
    await expect(confirm).toContainText('Marketplace will no longer be able to use your DVI on BSC Local.');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(market).toHaveCount(0, { timeout: 30_000 });
    expect(await bsc.token.allowance(owner, a.market)).toBe(0n);
    await expect(box).toContainText('Unlimited');

    // And the approval-for-all: setApprovalForAll(staking, false).
    await land.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog', { name: 'Revoke approval' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(land).toHaveCount(0, { timeout: 30_000 });
    expect(await bsc.land721.isApprovedForAll(owner, a.staking)).toBe(false);

    // The unlimited one too, so the account ends as it began.
    await box.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog', { name: 'Revoke approval' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(box).toHaveCount(0, { timeout: 30_000 });
    expect(await bsc.token.allowance(owner, a.mysteryBox)).toBe(0n);
    await expect(bscSection).toContainText('No approvals on this network.');
    await (await eth.token.approve(eth.d.contracts.market, 0n)).wait();
  });
});

test.describe('walletconnect landing', () => {
  test('explains how to connect each wallet in English and Korean, and names an unknown type', async ({ page }) => {
    await page.goto('/en/walletconnect/walletconnect');
    await expect(page.getByRole('heading', { name: 'Connect with WalletConnect' })).toBeVisible();
    await expect(page.getByText(/approve the connection in your wallet app/)).toBeVisible();
    // The header's Help leads to the guide.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/en/guide/guide');
    await page.goto('/ko/walletconnect/bitski');
    await expect(page.getByRole('heading', { name: 'Bitski(으)로 연결하기' })).toBeVisible();
    await expect(page.getByText(/BSC를 사용할 수 없습니다/)).toBeVisible();
    await page.goto('/en/walletconnect/phantom');
    await expect(page.getByRole('heading', { name: 'Unknown wallet type' })).toBeVisible();
    await expect(page.getByText(/“phantom”/)).toBeVisible();
  });
});
