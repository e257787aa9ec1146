// Pure reads of the sale popup's snapshot for its view.
import type { SnapshotFrom } from 'xstate';
import type { salePopupMachine } from './salePopupMachine';

type Snap = SnapshotFrom<typeof salePopupMachine>;

/** hidden: still deciding or closed (nothing drawn); loading also covers a wallet that names no network yet. */
export type SalePopupView = 'hidden' | 'loading' | 'none' | 'ready';

export function selectPopupView(s: Snap): SalePopupView {
  if (s.matches({ open: 'none' })) return 'none';
  if (s.matches({ open: 'ready' }) && s.context.chainId !== null) return 'ready';
  if (s.matches('open')) return 'loading';
  return 'hidden';
}

export const selectPopupClosed = (s: Snap) => s.status === 'done';
export const selectPopupSale = (s: Snap) => s.context.sale;
export const selectPopupChainId = (s: Snap) => s.context.chainId;
export const selectPopupFamily = (s: Snap) => s.context.family;
export const selectHideToday = (s: Snap) => s.context.hideToday;
export const selectPopupPurchasing = (s: Snap) => s.context.purchasing;
