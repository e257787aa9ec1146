// Migration 60: the staking index (LAND staked now, from LandStaking's Deposited and Withdrawn events, a cursor per chain).
import type { Migration } from './types';

export const LAND_MAP: readonly Migration[] = [
  {
    id: 60,
    name: 'staking-index',
    // land_stakes: what each owner has staked now, per campaign (server/land/stakingIndex.ts), rebuilt from the staking
    // contract's first block whenever its cursor starts over. The seeded stakes table stays as it is (rewards of a
    // campaign count a LAND even after it is withdrawn); a chain not yet indexed answers from it.
    sql: `
CREATE TABLE land_stakes (
  chain_id INT NOT NULL,
  campaign_id INT NOT NULL,
  owner TEXT NOT NULL,
  standard INT NOT NULL,
  token_id TEXT NOT NULL,
  amount INT NOT NULL,
  PRIMARY KEY (chain_id, campaign_id, owner, standard, token_id)
);
CREATE INDEX land_stakes_token ON land_stakes (chain_id, standard, token_id);
CREATE TABLE staking_index_cursors (
  chain_id INT PRIMARY KEY,
  staking TEXT NOT NULL,
  next_block BIGINT NOT NULL,
  last_hash TEXT NOT NULL,
  updated_at BIGINT NOT NULL
)`,
  },
];
