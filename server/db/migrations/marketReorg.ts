// Migration 152: what a market trade changed, kept with its block, so a chain reorganisation can undo a trade that is no longer on chain.
import type { Migration } from './types';

export const MARKET_REORG: readonly Migration[] = [
  {
    id: 152,
    name: 'market-trade-blocks',
    // Rows from before this migration have no block: a reorganisation cannot tell them apart and leaves them.
    sql: `
ALTER TABLE market_trades ADD COLUMN block_number BIGINT;
ALTER TABLE market_trades ADD COLUMN block_hash TEXT;
ALTER TABLE market_trades ADD COLUMN standard INT;
ALTER TABLE market_trades ADD COLUMN token_id TEXT;
ALTER TABLE market_trades ADD COLUMN seller TEXT;
ALTER TABLE market_trades ADD COLUMN buyer TEXT;
ALTER TABLE market_trades ADD COLUMN amount INT`,
  },
];
