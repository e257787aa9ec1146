// Catalog ids of the market's buy, list and unlist flows; section 5 and 8 texts are copied exactly in src/i18n/messages.ts.
export const MARKET_MESSAGE = {
  // Spec section 8, word for word.
  specifyQuantity: 'market.specifyQuantity',
  notEnoughItems: 'market.notEnoughItems',
  sameAccount: 'market.sameAccount',
  noPrepending: 'market.noPrepending',
  purchased: 'market.purchased',
  listed: 'market.listed',
  unlisted: 'market.unlisted',
  purchaseFailed: 'market.purchaseFailed',
  listingFailed: 'market.listingFailed',
  notSupportedNft: 'market.notSupportedNft',
  invalidPayment: 'market.invalidPayment',
  wrongAccount: 'market.wrongAccount',
  wrongNetwork: 'market.wrongNetwork',
  changeInWallet: 'error.changeNetworkInWallet',
  // The spec has no words for these; ours (docs/market.md).
  connectWallet: 'market.connectWallet',
  priceZero: 'market.priceZero',
  priceInvalid: 'market.priceInvalid',
  amountInvalid: 'market.amountInvalid',
  unlistFirst: 'market.unlistFirst',
  notEnoughToken: 'market.notEnoughToken',
  notSeller: 'market.notSeller',
  unlistConfirmTitle: 'market.unlistConfirmTitle',
  unlistConfirm: 'market.unlistConfirm',
} as const;

/**
 * The market API's error keys: each has its own text in the catalogs (the ids are the keys), and the LandMarket reverts
 * that mean the same thing show the same text (rules.ts).
 */
export const MARKET_API_MESSAGE = {
  chainUnavailable: 'error-msg-chain-unavailable',
  txHash: 'error-msg-tx-hash',
  /** Not for sale (any more): sold or unlisted by someone else meanwhile. */
  item: 'error-msg-item',
  price: 'error-msg-price',
  amount: 'error-msg-amount',
  conflict: 'error-msg-conflict',
  sameAccount: 'error-msg-same-account',
  prependingId: 'error-msg-prepending-id',
} as const;

// The browse, item detail and inventory flows.
export const BROWSE_MESSAGE = {
  listFailed: 'market.listFailed',
  itemFailed: 'market.itemFailed',
  inventoryFailed: 'market.inventoryFailed',
} as const;
