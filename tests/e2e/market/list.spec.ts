// Listing on the item detail, signed in for real with the test wallet as heidi (one account, so these run in order):
// an ERC-721 piece (the market approved for the collection first, once), unlist with the confirmation, relist without a
// new approval; an ERC-1155 amount (amount and price rules first); her own open listings (no Buy, unlist first).
import { ZeroAddress, parseUnits } from 'ethers';
import { account } from '@common/localWorld/accounts';
import { catalogItem } from '@common/domain/items';
import { MARKET_E2E, seededListing } from '@common/localWorld/market';
import { contracts, keysOf, signIn, walletMark } from '../staking/helpers';
import type { Page } from '@playwright/test';
import { expect, test } from '../wallet/fixtures';
import { walletReady } from './tradeHelpers';
import type { TestWalletController } from '../wallet/controller';

const s = MARKET_E2E.list;
const HEIDI = account(s.account).address;
test.use({ walletConfig: { privateKeys: keysOf(s.account) } });
test.describe.configure({ mode: 'serial' });

async function openItem(page: Page, itemId: number, index?: number) {
  await page.goto(`/en/market/${s.chain}/${itemId}${index ? `/${index}` : ''}`);
  await walletReady(page);
  return page.getByTestId('item-actions');
}

/** Heidi's open listings of a token on chain. */
async function openOrders(tokenId: number) {
  const market = contracts(s.chain).market;
  // Get_Orders is paged by item (offset, limit, at most 500 a page): every page up to itemCount().
  const orders = [];
  for (let offset = 0n, count = await market.itemCount(); offset < count;) {
    const [page, next] = await market.Get_Orders(HEIDI, offset, 500n);
    orders.push(...page);
    offset = next;
  }
  return orders.filter((o) => o.forSale && o.tokenId === BigInt(tokenId));
}

const sends = async (wallet: TestWalletController, mark: number) =>
  (await wallet.requests()).slice(mark).filter((r) => r.method === 'eth_sendTransaction').length;

test('lists an ERC-721 piece (approval first), unlists it after the confirmation, and relists it without a new approval', async ({ page, wallet }) => {
  await signIn(page);
  const name = catalogItem(s.piece.itemId)!.name.en;
  const actions = await openItem(page, s.piece.itemId);
  let mark = await walletMark(wallet);
  await actions.getByRole('button', { name: 'List for sale' }).click();
  const dialog = page.getByRole('dialog', { name: `List ${name} for sale` });
  await dialog.getByLabel('Unit price').fill('1234.5');
  // Thousand separators shown.
  await expect(dialog.getByText('1,234.5 DVI')).toBeVisible();
  await dialog.getByRole('button', { name: 'List for sale' }).click();
  await expect(page.getByText('Listing for sale was successful')).toBeVisible({ timeout: 30_000 });
  // setApprovalForAll, then Sell_Item.
  expect(await sends(wallet, mark)).toBe(2);
  const [listed] = await openOrders(s.piece.tokenId);
  expect(listed?.price).toBe(parseUnits('1234.5', 18));
  expect(listed?.currency).toBe(contracts(s.chain).d.contracts.token);

  // The detail follows: her listing offers Unlist, after the app's confirmation.
  await actions.getByRole('button', { name: 'Unlist' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unlist', exact: true });
  await expect(confirm).toContainText(`Unlist ${name}?`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Now NFT is unlisted')).toBeVisible({ timeout: 30_000 });
  expect(await openOrders(s.piece.tokenId)).toEqual([]);

  // Relisting: the market is approved already, so only Sell_Item is sent.
  await openItem(page, s.piece.itemId);
  mark = await walletMark(wallet);
  await actions.getByRole('button', { name: 'List for sale' }).click();
  await dialog.getByLabel('Unit price').fill('2');
  await dialog.getByLabel('Currency').selectOption('native');
  await dialog.getByRole('button', { name: 'List for sale' }).click();
  await expect(page.getByText('Listing for sale was successful')).toBeVisible({ timeout: 30_000 });
  expect(await sends(wallet, mark)).toBe(1);
  const [relisted] = await openOrders(s.piece.tokenId);
  expect(relisted?.currency).toBe(ZeroAddress);
});

test('lists an amount of an ERC-1155 stack: amount and price are checked first, what was typed is kept', async ({ page, wallet }) => {
  await signIn(page);
  const name = catalogItem(s.stack.itemId)!.name.en;
  const actions = await openItem(page, s.stack.itemId);
  const mark = await walletMark(wallet);
  await actions.getByRole('button', { name: 'List for sale' }).click();
  const dialog = page.getByRole('dialog', { name: `List ${name} for sale` });
  await dialog.getByLabel('Unit price').fill('0');
  await dialog.getByRole('button', { name: 'List for sale' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Sell price must not be zero.');
  await dialog.getByLabel('Unit price').fill('25');
  await dialog.getByLabel(/Amount/).fill(String(s.stack.quantity + 1));
  await dialog.getByRole('button', { name: 'List for sale' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`Please enter an amount from 1 to ${s.stack.quantity}.`);
  expect(await sends(wallet, mark)).toBe(0);
  await expect(dialog.getByLabel('Unit price')).toHaveValue('25');
  await dialog.getByLabel(/Amount/).fill(String(s.listAmount));
  await dialog.getByRole('button', { name: 'List for sale' }).click();
  await expect(page.getByText('Listing for sale was successful')).toBeVisible({ timeout: 30_000 });
  const [listed] = await openOrders(s.stack.itemId);
  expect(listed?.sellAmount).toBe(BigInt(s.listAmount));
  expect(listed?.price).toBe(parseUnits('25', 18));
});

test('her own open listings: no Buy; a listed token is unlisted before it is listed again; unlist', async ({ page, wallet }) => {
  await signIn(page);
  const own = seededListing(MARKET_E2E.ownListing.chain, MARKET_E2E.ownListing.listing);
  const item = catalogItem(own.itemId!)!;
  let actions = await openItem(page, item.id, own.index);
  await expect(actions.getByRole('button', { name: 'Unlist' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Buy', exact: true })).toHaveCount(0);

  const mark = await walletMark(wallet);
  await actions.getByRole('button', { name: 'List for sale' }).click();
  const dialog = page.getByRole('dialog', { name: `List ${item.name.en} for sale` });
  await dialog.getByLabel('Unit price').fill('1');
  await dialog.getByRole('button', { name: 'List for sale' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You have already listed this item. Unlist it before listing it again.');
  expect(await sends(wallet, mark)).toBe(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  const unlist = seededListing(MARKET_E2E.unlist.chain, MARKET_E2E.unlist.listing);
  actions = await openItem(page, item.id, unlist.index);
  await actions.getByRole('button', { name: 'Unlist' }).click();
  await page.getByRole('dialog', { name: 'Unlist', exact: true }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Now NFT is unlisted')).toBeVisible({ timeout: 30_000 });
  expect((await contracts(s.chain).market.getItem(unlist.index)).forSale).toBe(false);
});
