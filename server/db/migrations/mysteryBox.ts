// Migrations 80-81: the mystery-box index (the 4th LAND sale's Committed, Purchased and Refunded events, a cursor per chain) and VRF rewards.
import type { Migration } from './types';

export const MYSTERY_BOX: readonly Migration[] = [
  {
    id: 80,
    name: 'mystery-box-index',
    // fourth_land_stock gains who bought each parcel (buyer, commitment, buyToken hash), set when the reveal draws it
    // (server/land/mysteryBoxIndex.ts). mystery_box_purchases holds every commitment; one not revealed yet reserves
    // `amount` boxes of its product, which the remain counts leave out as getTotalLandTokensCount does. sale_index and
    // product_id are uint256 on chain: NUMERIC, never cut. mystery_box_rewards: the VRF reward items of a revealed
    // purchase, derived from the reveal's seed (docs/mystery-box.md). All of it is rebuilt when the cursor starts over.
    sql: `
ALTER TABLE fourth_land_stock ADD COLUMN buyer TEXT;
ALTER TABLE fourth_land_stock ADD COLUMN commit_id BIGINT;
ALTER TABLE fourth_land_stock ADD COLUMN tx_hash TEXT;
CREATE TABLE mystery_box_index_cursors (
  chain_id INT PRIMARY KEY,
  box TEXT NOT NULL,
  next_block BIGINT NOT NULL,
  last_hash TEXT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE TABLE mystery_box_purchases (
  chain_id INT NOT NULL,
  commit_id BIGINT NOT NULL,
  buyer TEXT NOT NULL,
  sale_index NUMERIC(78, 0) NOT NULL,
  product_id NUMERIC(78, 0) NOT NULL,
  amount INT NOT NULL,
  unit_price TEXT NOT NULL DEFAULT '',
  commit_tx TEXT NOT NULL DEFAULT '',
  commit_block BIGINT NOT NULL,
  revealed BOOLEAN NOT NULL DEFAULT FALSE,
  reveal_tx TEXT,
  late_reveal BOOLEAN,
  land_token_ids JSONB NOT NULL DEFAULT '[]',
  PRIMARY KEY (chain_id, commit_id)
);
CREATE INDEX mystery_box_purchases_tx ON mystery_box_purchases (chain_id, commit_tx);
CREATE INDEX mystery_box_purchases_pending ON mystery_box_purchases (chain_id, product_id) WHERE NOT revealed;
CREATE TABLE mystery_box_rewards (
  chain_id INT NOT NULL,
  commit_id BIGINT NOT NULL,
  item_code TEXT NOT NULL,
  cnt INT NOT NULL,
  PRIMARY KEY (chain_id, commit_id, item_code)
)`,
  },
  {
    id: 81,
    name: 'mystery-box-vrf',
    // The box draws with Chainlink VRF (issue 23): a purchase is drawn by its own random word, never "late", and a
    // purchase whose word never came can be refunded by the admin, which puts its boxes back on sale.
    sql: `
ALTER TABLE mystery_box_purchases DROP COLUMN late_reveal;
ALTER TABLE mystery_box_purchases ADD COLUMN refunded BOOLEAN NOT NULL DEFAULT FALSE;
DROP INDEX mystery_box_purchases_pending;
CREATE INDEX mystery_box_purchases_pending ON mystery_box_purchases (chain_id, product_id) WHERE NOT revealed AND NOT refunded`,
  },
];
