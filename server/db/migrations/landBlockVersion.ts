// Migration 170: one counter that moves with every change to land_blocks (a statement trigger), so an API instance can
// reuse the answer it built for GetLandData while the counter stands still, whichever instance or path wrote the change.
import type { Migration } from './types';

export const LAND_BLOCK_VERSION: readonly Migration[] = [
  {
    id: 170,
    name: 'land-block-version',
    sql: `
CREATE TABLE land_block_version (id INT PRIMARY KEY CHECK (id = 1), version BIGINT NOT NULL);
INSERT INTO land_block_version (id, version) VALUES (1, 0);
CREATE FUNCTION bump_land_block_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE land_block_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
CREATE TRIGGER land_blocks_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON land_blocks
  FOR EACH STATEMENT EXECUTE FUNCTION bump_land_block_version()`,
  },
];
