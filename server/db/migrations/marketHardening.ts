// Migrations 30 to 39: market records from the chain, mystery box.
import type { Migration } from './types';

export const MARKET_HARDENING: readonly Migration[] = [
  {
    id: 30,
    name: 'market-records-from-chain',
    // chain_item_id is LandMarket's listing id (decimal text): set when the API has found the row's listing on chain.
    // A purchase keeps the listing id and the unit price (wei) read from the chain, which its trade receipt must match.
    // Earlier rows that share a tx_hash (recorded on the client's word) keep the first; the others get the row id
    // appended, so one transaction can never be counted twice and the unique index can be built.
    sql: `
ALTER TABLE market_items ADD COLUMN chain_item_id TEXT;
CREATE UNIQUE INDEX market_items_chain_item ON market_items (chain_id, chain_item_id) WHERE chain_item_id IS NOT NULL;
ALTER TABLE prependings ADD COLUMN chain_id INT;
ALTER TABLE prependings ADD COLUMN chain_item_id TEXT;
ALTER TABLE prependings ADD COLUMN unit_price_wei TEXT;
UPDATE prependings p SET tx_hash = p.tx_hash || '#' || p.id WHERE p.tx_hash IS NOT NULL AND EXISTS (SELECT 1 FROM prependings o WHERE o.tx_hash = p.tx_hash AND o.id < p.id);
CREATE UNIQUE INDEX prependings_tx_hash ON prependings (tx_hash) WHERE tx_hash IS NOT NULL`,
  },
];
