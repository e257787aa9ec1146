// Catalog ids of the transaction tracker's messages (texts in src/i18n/messages.ts).
import type { TxKind } from './types';

export const TX_MESSAGE = {
  txConfirmed: 'tx.confirmed',
  txFailed: 'tx.failed',
  txDropped: 'tx.dropped',
  txReplaced: 'tx.replaced',
  /** The same four, naming what the transaction did ({part}: its label) rather than its hash. */
  doneConfirmed: 'tx.done.confirmed',
  doneFailed: 'tx.done.failed',
  doneDropped: 'tx.done.dropped',
  doneReplaced: 'tx.done.replaced',
  /** The transaction error popup's title (a failed or dropped transaction). */
  errorTitle: 'tx.errorTitle',
  /** A flow's step: its transaction was mined but reverted. */
  reverted: 'tx.reverted',
  /** A flow's step: its transaction was dropped or replaced, so what it asked for may not have happened. */
  notMined: 'tx.notMined',
} as const;

/** Labels with what the transaction does, for the list (values: count, campaignId). */
export const TX_LABEL = {
  deposit: 'tx.label.deposit',
  withdraw: 'tx.label.withdraw',
  restake: 'tx.label.restake',
  claim: 'tx.label.claim',
  // The market (values: count, name, amount, symbol; scope is the page's key of the item, not shown).
  approveToken: 'tx.label.approveToken',
  approveNft: 'tx.label.approveNft',
  buy: 'tx.label.buy',
  list: 'tx.label.list',
  unlist: 'tx.label.unlist',
} as const;

/** A label per kind, for a flow with nothing more specific to say and for stored entries from before labels. */
export const TX_KIND_MESSAGE: Record<TxKind, string> = {
  approve: 'tx.kind.approve',
  deposit: 'tx.kind.deposit',
  withdraw: 'tx.kind.withdraw',
  restake: 'tx.kind.restake',
  claim: 'tx.kind.claim',
  buy: 'tx.kind.buy',
  list: 'tx.kind.list',
  unlist: 'tx.kind.unlist',
  purchase: 'tx.kind.purchase',
  vote: 'tx.kind.vote',
  revoke: 'tx.kind.revoke',
};
