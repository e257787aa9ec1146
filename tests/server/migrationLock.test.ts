// Hardening round 2 (issue 24): two API instances starting at once on one empty database both migrate without a
// collision (advisory lock on PostgreSQL; run with npm run test:server:pg), and every migration is applied once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/client';
import { migrate, MIGRATIONS } from '../../server/db/migrations';
import { freshDatabase } from './seededDatabases';

const dir = mkdtempSync(join(tmpdir(), 'mw-migrate-'));
const dbs: Db[] = [];
let drop: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const db of dbs) await db.close();
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('two migrators at once on one empty database both succeed and apply each migration once', async () => {
    const pg = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : undefined;
    drop = pg?.drop;
    // On PostgreSQL two connections pools, as two API instances have; PGlite is one process's database.
    const first = await openDb({ dataDir: join(dir, 'db'), databaseUrl: pg?.url });
    const second = pg ? await openDb({ dataDir: join(dir, 'db'), databaseUrl: pg.url }) : first;
    dbs.push(first);
    if (second !== first) dbs.push(second);
    await Promise.all([migrate(first), migrate(second)]);
    const applied = await first.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(applied.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id));
    await migrate(second);
    expect(await first.query('SELECT id FROM schema_migrations')).toHaveLength(MIGRATIONS.length);
  }, 120_000);
});
