// Purchases that do not go through, each ending in a state the user understands with the quantity kept, signed in for
// real with the test wallet: rules before the wallet, rejected approval, rejected trade (a double click sends once),
// not enough token or native coin, the wrong network (the switch offered), a listing sold meanwhile by a second account
// on chain, and a reload while the trade is pending (the tracker keeps the hash and the detail shows the result).
import type { Page } from '@playwright/test';
import { parseUnits } from 'ethers';
import type { ChainKey } from '@common/domain/chains';
import { account } from '@common/localWorld/accounts';
import { MARKET_E2E } from '@common/localWorld/market';
import { contracts, keysOf, rpc, signIn, walletMark, world } from '../staking/helpers';
import { expect, test } from '../wallet/fixtures';
import type { TestWalletController } from '../wallet/controller';
import { openListing, startBuy, walletReady } from './tradeHelpers';

const REJECTED = 'User rejected the transaction';
/** Signs in, buys one unit of the scenario's listing: refused with `text` before the wallet is asked anything. */
async function refusedBeforeWallet(page: Page, wallet: TestWalletController, s: { chain: ChainKey; listing: string }, text: string) {
  await signIn(page);
  const { name } = await openListing(page, s.chain, s.listing);
  await walletReady(page);
  const mark = await walletMark(wallet);
  const dialog = await startBuy(page, name, 1);
  await dialog.getByRole('button', { name: 'Buy now' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(text);
  expect(await sent(wallet, mark)).toBe(0);
}

const sent = async (wallet: TestWalletController, mark: number) =>
  (await wallet.requests()).slice(mark).filter((r) => r.method === 'eth_sendTransaction').length;

test.describe('nina: rules first, then what she refuses in the wallet', () => {
  const s = MARKET_E2E.failures;
  test.use({ walletConfig: { privateKeys: keysOf(s.account) } });
  test.describe.configure({ mode: 'serial' });

  test('quantity rules before anything is asked; a rejected approval keeps the quantity and approves nothing', async ({ page, wallet }) => {
    await signIn(page);
    const { name } = await openListing(page, s.chain, s.listing);
    await walletReady(page);
    const mark = await walletMark(wallet);
    const dialog = await startBuy(page, name, 1);
    await dialog.getByLabel('Quantity').fill('');
    await dialog.getByRole('button', { name: 'Buy now' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please specify the purchase quantity');
    await dialog.getByLabel('Quantity').fill(String(s.forSale + 1));
    await dialog.getByRole('button', { name: 'Buy now' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('There are not enough items to buy');
    expect(await sent(wallet, mark)).toBe(0);

    await dialog.getByLabel('Quantity').fill('2');
    await dialog.getByRole('button', { name: 'Buy now' }).click();
    await wallet.failNext('eth_sendTransaction', 'reject');
    await dialog.getByRole('button', { name: /^Approve 90 DVI$/ }).click();
    await expect(dialog.getByRole('alert')).toHaveText(REJECTED);
    await expect(dialog.getByLabel('Quantity')).toHaveValue('2');
    const c = contracts(s.chain);
    expect(await c.token.allowance(account(s.account).address, c.d.contracts.market)).toBe(0n);
  });

  test('a rejected trade shows why; a double click sends once', async ({ page, wallet }) => {
    await signIn(page);
    const { name, listing } = await openListing(page, s.chain, s.nativeListing);
    await walletReady(page);
    const mark = await walletMark(wallet);
    const dialog = await startBuy(page, name, 1);
    await wallet.failNext('eth_sendTransaction', 'reject');
    await dialog.getByRole('button', { name: 'Buy now' }).dblclick();
    await expect(dialog.getByRole('alert')).toHaveText(REJECTED);
    expect(await sent(wallet, mark)).toBe(1);
    await expect(dialog.getByLabel('Quantity')).toHaveValue('1');
    expect((await contracts(s.chain).market.getItem(listing.index)).sellAmount).toBe(BigInt(listing.remaining));
  });

  test('the item on another network: the switch is offered, nothing is sent', async ({ page, wallet }) => {
    const w = MARKET_E2E.wrongNetwork;
    await signIn(page);
    const { name } = await openListing(page, w.chain, w.listing);
    await walletReady(page);
    const mark = await walletMark(wallet);
    const dialog = await startBuy(page, name, 1);
    await dialog.getByRole('button', { name: 'Buy now' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Your wallet in not on network item registered. Change your network.');
    expect(await sent(wallet, mark)).toBe(0);
    // The wallet switches, and the app reloads on the chain change as spec 4 says (the test wallet starts on BSC-local
    // again after a reload, so the switch is seen as that reload).
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Switch network' }).click();
    await reloaded;
    await expect(page.getByTestId('item-actions')).toBeVisible();
  });
});

test.describe('not enough token', () => {
  const s = MARKET_E2E.notEnoughToken;
  test.use({ walletConfig: { privateKeys: keysOf(s.account) } });

  test('judy is told before the wallet opens', async ({ page, wallet }) => {
    await refusedBeforeWallet(page, wallet, s, "You don't have enough DVI to make this purchase.");
  });
});

test.describe('not enough native coin', () => {
  const s = MARKET_E2E.notEnoughNative;
  test.use({ walletConfig: { privateKeys: keysOf(s.account) } });

  test('erin is told before the wallet opens', async ({ page, wallet }) => {
    await refusedBeforeWallet(page, wallet, s, "You don't have enough native coins to make this transaction.");
  });
});

test.describe('sold meanwhile', () => {
  const s = MARKET_E2E.race;
  test.use({ walletConfig: { privateKeys: keysOf(s.account) } });

  test('ivan buys the last unit on chain while mia decides: she is told, nothing is sent, the listing refreshes', async ({ page, wallet }) => {
    await signIn(page);
    const { name, listing } = await openListing(page, s.chain, s.listing);
    await walletReady(page);
    const dialog = await startBuy(page, name, s.quantity);
    // The second account buys first, directly on chain.
    const racer = contracts(s.chain, s.racer);
    await (await racer.market.Transaction_Item(listing.index, 1, { value: parseUnits(listing.price, 18) })).wait();
    const mark = await walletMark(wallet);
    await dialog.getByRole('button', { name: 'Buy now' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This item is no longer for sale: someone bought or unlisted it meanwhile.');
    expect(await sent(wallet, mark)).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('item-actions').getByRole('button', { name: 'Buy', exact: true })).toHaveCount(0);
  });
});

test.describe('a reload while the trade is pending', () => {
  const s = MARKET_E2E.pendingReload;
  test.use({ walletConfig: { privateKeys: keysOf(s.account) } });

  test.afterEach(async () => {
    await rpc(world(s.chain).rpcUrl, 'evm_setAutomine', [true]);
  });

  test('the item shows the pending purchase again after the reload, then its result', async ({ page, wallet }) => {
    await signIn(page);
    const { name, listing } = await openListing(page, s.chain, s.listing);
    await walletReady(page);
    const dialog = await startBuy(page, name, s.quantity);
    const pending = page.getByRole('region', { name: 'Pending market transactions' });
    // Kept short: the chain is shared with the specs running beside this one.
    await rpc(world(s.chain).rpcUrl, 'evm_setAutomine', [false]);
    try {
      const mark = await walletMark(wallet);
      await dialog.getByRole('button', { name: 'Buy now' }).click();
      await expect(pending).toContainText(`Buy ${s.quantity} ${name}`);
      expect(await sent(wallet, mark)).toBe(1);
      await page.reload();
      await expect(pending).toContainText(`Buy ${s.quantity} ${name}`);
    } finally {
      await rpc(world(s.chain).rpcUrl, 'evm_setAutomine', [true]);
      await rpc(world(s.chain).rpcUrl, 'evm_mine', []);
    }
    await expect(pending).toBeHidden({ timeout: 30_000 });
    expect((await contracts(s.chain).market.getItem(listing.index)).sellAmount).toBe(BigInt(listing.remaining - s.quantity));
  });
});
