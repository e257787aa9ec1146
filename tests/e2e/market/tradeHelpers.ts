// Shared steps of the market buy, list and race specs: the item detail of a seeded listing, the buy dialog, chain reads.
import { expect, type Page } from '@playwright/test';
import { Interface } from 'ethers';
import { catalogItem } from '@common/domain/items';
import { seededListing } from '@common/localWorld/market';
import type { ChainKey } from '@common/domain/chains';
import type { TestWalletController } from '../wallet/controller';

/** The item detail of one seeded listing (market/{tab}/{itemId}/{index}), once its actions show. */
export async function openListing(page: Page, chain: ChainKey, key: string) {
  const listing = seededListing(chain, key);
  const item = catalogItem(listing.itemId!)!;
  await page.goto(`/en/market/${chain}/${item.id}/${listing.index}`);
  await expect(page.getByTestId('item-actions')).toBeVisible();
  return { listing, item, name: item.name.en };
}

/** Opens the buy dialog of the detail's listing and types the quantity. */
export async function startBuy(page: Page, name: string, quantity: number) {
  await page.getByTestId('item-actions').getByRole('button', { name: 'Buy', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Buy ${name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Quantity').fill(String(quantity));
  return dialog;
}

const erc20 = new Interface(['function approve(address spender, uint256 amount)']);

/** The amounts of every approve the wallet sent since `mark` (decoded from eth_sendTransaction). */
export async function approvedAmountsSince(wallet: TestWalletController, mark: number): Promise<bigint[]> {
  const sent = (await wallet.requests()).slice(mark).filter((r) => r.method === 'eth_sendTransaction');
  return sent.flatMap((r) => {
    const data = String((r.params[0] as { data?: string }).data ?? '');
    if (!data.startsWith(erc20.getFunction('approve')!.selector)) return [];
    return [erc20.decodeFunctionData('approve', data)[1] as bigint];
  });
}

/** Waits until the wallet is connected on the page (the balances show), so a flow sees the viewer's wallet. */
export async function walletReady(page: Page) {
  await expect(page.getByLabel('Balances')).toContainText('DVI');
}
