// Migrations 160..: issue 27's scale-out round (purchase intents answered once per retry, versions of the LAND blocks and
// of the market lists and of the DAO proposal list so their answers are built once per change, the mystery box's LAND
// sales kept so a reorganisation can undo them).
import type { Migration } from './types';

/**
 * A one-row version that every statement writing the watched tables moves (one update per statement, on any instance),
 * through a trigger per table: a per-instance cache keyed on it never serves a stale answer (server/db/versionedCache.ts).
 */
function versionCounter(table: string, fn: string, triggers: Record<string, string>): string {
  const onTables = Object.entries(triggers).map(
    ([trigger, watched]) => `
CREATE TRIGGER ${trigger} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${watched}
  FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  );
  return `
CREATE TABLE ${table} (id INT PRIMARY KEY, version BIGINT NOT NULL);
INSERT INTO ${table} VALUES (1, 1);
CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ${table} SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;${onTables.join(';')}`;
}

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
    sql: versionCounter('land_blocks_version', 'land_blocks_touched', { land_blocks_touched: 'land_blocks' }),
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
    sql: versionCounter('market_list_version', 'market_list_touched', { market_items_touched: 'market_items', lands_touched_market: 'lands' }),
  },
  {
    id: 164,
    name: 'dao-list-version',
    // The DAO proposal list reads proposals and their votes (the tally decides a finished proposal's status): every
    // statement that writes either moves this version, so server/dao/proposalListCache.ts reuses an answer while it stays
    // (and until the next start or end time passes, which changes a status without any write).
    sql: versionCounter('dao_list_version', 'dao_list_touched', { proposals_touched: 'proposals', votes_touched_dao: 'votes' }),
  },
];
