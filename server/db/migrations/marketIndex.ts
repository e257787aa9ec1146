// Migrations 31 and 32: the market index (listings copied from LandMarket's events, a cursor per chain) and the trades it applied.
import type { Migration } from './types';

export const MARKET_INDEX: readonly Migration[] = [
  {
    id: 31,
    name: 'market-index',
    // market_items becomes the index of LandMarket listings (server/chain/marketIndex.ts): nft and currency addresses,
    // the unit price in wei, the blocks it was listed and last read at. Rows never bound to a listing on chain (the
    // old seed) are dropped unless a purchase names them, then kept off sale. One cursor per chain: the market it
    // reads, the next block to read and the hash of the last block read (a restarted chain shows another hash).
    sql: `
ALTER TABLE market_items ADD COLUMN nft TEXT NOT NULL DEFAULT '';
ALTER TABLE market_items ADD COLUMN price_wei TEXT NOT NULL DEFAULT '0';
ALTER TABLE market_items ADD COLUMN currency_addr TEXT NOT NULL DEFAULT '';
ALTER TABLE market_items ADD COLUMN created_block BIGINT NOT NULL DEFAULT 0;
ALTER TABLE market_items ADD COLUMN updated_block BIGINT NOT NULL DEFAULT 0;
DELETE FROM market_items m WHERE m.chain_item_id IS NULL AND NOT EXISTS (SELECT 1 FROM prependings p WHERE p.kind = 'market' AND p.item_id = m.id);
UPDATE market_items SET for_sale = FALSE WHERE chain_item_id IS NULL;
CREATE INDEX market_items_open ON market_items (chain_id, for_sale, nft);
CREATE INDEX market_items_seller ON market_items (chain_id, seller, for_sale);
CREATE TABLE market_index_cursors (
  chain_id INT PRIMARY KEY,
  market TEXT NOT NULL,
  next_block BIGINT NOT NULL,
  last_hash TEXT NOT NULL,
  updated_at BIGINT NOT NULL
)`,
  },
  {
    id: 32,
    name: 'market-trades',
    // Each LandMarket Traded log the index has applied (server/chain/marketTrades.ts): the LAND copies move once per
    // log, however often a batch is read again. Trades recorded before this migration are not in it; their LAND moved then.
    sql: `
CREATE TABLE market_trades (
  chain_id INT NOT NULL,
  tx_hash TEXT NOT NULL,
  log_index INT NOT NULL,
  PRIMARY KEY (chain_id, tx_hash, log_index)
)`,
  },
];
