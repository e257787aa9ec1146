// Migration 140 (issue 24): who received the platform token or LAND on each chain, and from which block, so voting power
// at a snapshot block is refused without a chain read for an address that held nothing, and LAND 1155 ids come from here.
import type { Migration } from './types';

export const HOLDER_INDEX: readonly Migration[] = [
  {
    id: 140,
    name: 'holder-index',
    // token_id is '' for the token and LAND 721 (only "ever received" matters there); first_block is the earliest receipt.
    sql: `CREATE TABLE holder_index_cursors (
  chain_id INT PRIMARY KEY,
  token TEXT NOT NULL,
  next_block BIGINT NOT NULL,
  last_hash TEXT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE TABLE holder_receipts (
  chain_id INT NOT NULL,
  contract TEXT NOT NULL,
  owner TEXT NOT NULL,
  token_id TEXT NOT NULL,
  first_block BIGINT NOT NULL,
  PRIMARY KEY (chain_id, owner, contract, token_id)
)`,
  },
];
