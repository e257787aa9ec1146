// Pure reads of the sale's snapshot for the views.
import type { SnapshotFrom } from 'xstate';
import { boxTotalText, selectedProduct, type mysteryBoxMachine } from './mysteryBoxMachine';
import { boxQuantityMax, weiToUnits, withThousands } from './rules';

type Snap = SnapshotFrom<typeof mysteryBoxMachine>;

export type SaleStep = 'loading' | 'failed' | 'choosing' | 'checkingAllowance' | 'approvalNeeded' | 'approving' | 'buying' | 'revealing' | 'received';

export function selectStep(s: Snap): SaleStep {
  if (s.matches('waitingReveal') || s.matches('revealing')) return 'revealing';
  if (s.matches('failedBuy')) return 'choosing';
  // The sale's second read on Buy is part of the checks before the wallet (the view shows one busy line for both).
  if (s.matches('checkingSale')) return 'checkingAllowance';
  return s.value as SaleStep;
}

/** A purchase is under way: from the checks before the wallet until the chain has answered (approval and buy included). */
export const selectPurchasing = (s: Snap) =>
  s.matches('checkingSale') || s.matches('checkingAllowance') || s.matches('approvalNeeded') || s.matches('approving') || s.matches('buying');

export const selectProducts = (s: Snap) => s.context.products;
export const selectTokenId = (s: Snap) => s.context.tokenId;
export const selectQuantity = (s: Snap) => s.context.quantity;
export const selectNotice = (s: Snap) => s.context.notice;
export const selectTotal = (s: Snap) => boxTotalText(s.context);
export const selectBalance = (s: Snap) => withThousands(weiToUnits(s.context.balanceWei));
/** What the quantity field accepts at most: what remains of the chosen box, within one purchase's cap. */
export const selectQuantityMax = (s: Snap) => boxQuantityMax(selectedProduct(s.context)?.remaining ?? 0);
export const selectLands = (s: Snap) => s.context.lands;
export const selectRewards = (s: Snap) => s.context.rewards;
export const selectWrongNetwork = (s: Snap) => s.context.wallet !== null && s.context.wallet.chainId !== s.context.chainId;
export const priceText = (priceWei: string) => withThousands(weiToUnits(priceWei));
export const selectResult = (s: Snap) => s.context.result;
