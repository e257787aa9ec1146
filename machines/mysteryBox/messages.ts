// Catalog ids the 4th LAND sale emits (texts in src/i18n/messages.ts); section 8's purchase callback words are the spec's.
export const MYSTERY_BOX_MESSAGE = {
  // Spec section 8, word for word (purchase callback messages).
  approveFail: 'mysteryBox.approveFail',
  buyFail: 'mysteryBox.buyFail',
  // Ours: the spec has no words for these (docs/mystery-box.md).
  soldOut: 'mysteryBox.soldOut',
  priceChanged: 'mysteryBox.priceChanged',
  unknownProduct: 'mysteryBox.unknownProduct',
  /** Transaction list labels (values: amount, symbol; count, tokenId). */
  txApprove: 'mysteryBox.tx.approve',
  txPurchase: 'mysteryBox.tx.purchase',
} as const;
