// Migrations 160..: issue 27's scale-out round (purchase intents answered once per retry, a version of the LAND blocks
// so GetLandData's answer is built once per change, the mystery box's LAND sales kept so a reorganisation can undo them).
import type { Migration } from './types';

export const CLUSTER_HARDENING: readonly Migration[] = [
  {
    id: 160,
    name: 'prepending-replay-lookup',
    // A purchase intent sent again (a retry after a lost answer) finds the pending record it made: server/market/purchaseIntent.ts.
    sql: `CREATE INDEX prependings_pending_of_user ON prependings (user_id, item_id) WHERE status = 'pending'`,
  },
  {
    id: 161,
    name: 'land-blocks-version',
    // Every statement that writes land_blocks moves the version (one row, one update per statement, on any instance):
    // server/land/landDataCache.ts reuses a city's built answer while the version stays.
    sql: `
CREATE TABLE land_blocks_version (id INT PRIMARY KEY, version BIGINT NOT NULL);
INSERT INTO land_blocks_version VALUES (1, 1);
CREATE FUNCTION land_blocks_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE land_blocks_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
CREATE TRIGGER land_blocks_touched AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON land_blocks
  FOR EACH STATEMENT EXECUTE FUNCTION land_blocks_touched()`,
  },
  {
    id: 162,
    name: 'box-land-sales',
    // Which LAND holder rows the staking index made from the box's sales (server/land/stakingIndex.ts): a rebuild after a
    // reorganisation takes them back and the re-read gives back those still on chain.
    sql: `CREATE TABLE box_land_sales (chain_id INT NOT NULL, token_id TEXT NOT NULL, buyer TEXT NOT NULL, PRIMARY KEY (chain_id, token_id))`,
  },
  {
    id: 163,
    name: 'market-list-version',
    // The market item lists read market_items joined with lands: every statement that writes either moves this version
    // (the pattern of land_blocks_version), so server/routes/market.ts reuses a page's answer while it stays.
    sql: `
CREATE TABLE market_list_version (id INT PRIMARY KEY, version BIGINT NOT NULL);
INSERT INTO market_list_version VALUES (1, 1);
CREATE FUNCTION market_list_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE market_list_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
CREATE TRIGGER market_items_touched AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON market_items
  FOR EACH STATEMENT EXECUTE FUNCTION market_list_touched();
CREATE TRIGGER lands_touched_market AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lands
  FOR EACH STATEMENT EXECUTE FUNCTION market_list_touched()`,
  },
];
