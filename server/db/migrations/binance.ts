// Migration 141: LAND withdrawn to Binance (enter_binance_002_ex): one row per parcel, claimed (locked) then transferred once.
import type { Migration } from './types';

export const BINANCE: readonly Migration[] = [
  {
    id: 141,
    name: 'binance-lands',
    sql: `
CREATE TABLE binance_lands (
  id SERIAL PRIMARY KEY,
  user_id INT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  city TEXT NOT NULL,
  token_id TEXT NOT NULL,
  chain_id INT NOT NULL,
  status TEXT NOT NULL DEFAULT 'withdrawn' CHECK (status IN ('withdrawn', 'locked', 'transferred')),
  lock_id TEXT,
  to_address TEXT,
  updated_at BIGINT NOT NULL,
  UNIQUE (chain_id, token_id)
);
CREATE INDEX binance_lands_user ON binance_lands (user_id, id)`,
  },
];
