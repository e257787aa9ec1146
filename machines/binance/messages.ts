// The catalog ids the Binance-withdrawn LAND flow emits (English in src/i18n/messages.ts).
export const BINANCE_MESSAGE = {
  confirmTitle: 'binance.confirmTitle',
  /** values: name. */
  confirmClaim: 'binance.confirmClaim',
  /** values: name. */
  transferred: 'binance.transferred',
  listFailed: 'binance.listFailed',
  claimFailed: 'binance.claimFailed',
  transferFailed: 'binance.transferFailed',
} as const;
