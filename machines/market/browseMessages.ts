// Catalog ids the browse, item detail and inventory flows emit; their English is in src/i18n/messages.ts.
export const BROWSE_MESSAGE = {
  listFailed: 'market.listFailed',
  itemFailed: 'market.itemFailed',
  inventoryFailed: 'market.inventoryFailed',
} as const;
