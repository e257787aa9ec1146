// Catalog ids the 4th LAND sale emits (texts in src/i18n/messages.ts); section 8's purchase callback words are the spec's.
export const MYSTERY_BOX_MESSAGE = {
  // Spec section 8, word for word (purchase callback messages).
  approveFail: 'mysteryBox.approveFail',
  buyFail: 'mysteryBox.buyFail',
  /** The transaction ended without a receipt (dropped or replaced): no return value. */
  noReturnValue: 'mysteryBox.noReturnValue',
  /** The buy reverted on chain (values: type, the entry's tokenId; category, the purchase info's index). */
  reverted: 'mysteryBox.reverted',
  /** 'Unsupported NFT type': a purchase entry the sale's contract does not know. */
  unknownProduct: 'mysteryBox.unknownProduct',
  /** 'Unsupported type of contract Purchase': the network's purchase info names no purchase. */
  unsupportedContract: 'mysteryBox.unsupportedContract',
  success: 'mysteryBox.success',
  // Ours: the spec has no words for these (docs/mystery-box.md).
  soldOut: 'mysteryBox.soldOut',
  priceChanged: 'mysteryBox.priceChanged',
  /** More boxes than one purchase may hold (values: max). */
  tooManyBoxes: 'mysteryBox.tooManyBoxes',
  /** Transaction list labels (values: amount, symbol; count, tokenId). */
  txApprove: 'mysteryBox.tx.approve',
  txPurchase: 'mysteryBox.tx.purchase',
} as const;
