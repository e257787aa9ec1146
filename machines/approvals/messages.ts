// Catalog ids the approvals flows emit (English in src/i18n/messages.ts).

export const APPROVALS_MESSAGE = {
  loadFailed: 'approvals.loadFailed',
  revokeConfirmTitle: 'approvals.revokeConfirmTitle',
  /** values: asset, spender, network */
  revokeConfirm: 'approvals.revokeConfirm',
  /** values: asset, spender */
  revoked: 'approvals.revoked',
  /** The transaction list's label (values: asset, spender). */
  revokeLabel: 'tx.label.revoke',
} as const;
