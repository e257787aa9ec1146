// Issue 27: of two API instances on one PostgreSQL database one indexes a chain at a time (an advisory lock per index
// and chain), the other skips the run and takes over when the holder's run ends or its connection dies. Run with npm
// run test:server:pg; on PGlite (one process, one connection) every run simply runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/client';
import { indexLockKey } from '../../server/chain/indexLeader';
import { freshDatabase } from './seededDatabases';

const dir = mkdtempSync(join(tmpdir(), 'mw-leader-'));
const dbs: Db[] = [];
let drop: (() => Promise<void>) | undefined;
const KEY = indexLockKey('market index');
// pg_locks is the whole server's: other test files run indexers on chain 31338 in their own databases at the same time,
// so the lock is matched by this database and the index's key too, and only its holder is terminated.
const THIS_LOCK = `locktype = 'advisory' AND objsubid = 2 AND objid = $1
  AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
  AND classid = (${KEY}::bigint & 4294967295)::text::oid`;

afterAll(async () => {
  for (const db of dbs) await db.close();
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
});

/** Two instances' databases: two pools on one PostgreSQL database, or the one PGlite. */
async function twoInstances(): Promise<[Db, Db]> {
  const pg = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : undefined;
  drop = pg?.drop;
  const first = await openDb({ dataDir: join(dir, 'db'), databaseUrl: pg?.url });
  const second = pg ? await openDb({ dataDir: join(dir, 'db'), databaseUrl: pg.url }) : first;
  dbs.push(first);
  if (second !== first) dbs.push(second);
  return [first, second];
}

describe('the indexer leader', () => {
  it('lets one instance run a chain index at a time; the other takes over when the run ends or its connection dies', async () => {
    const [a, b] = await twoInstances();
    if (a.kind === 'pglite') {
      expect(await a.leader(KEY, 31338, async () => {})).toBe(true);
      return;
    }
    let release!: () => void;
    const holding = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const inRun = new Promise<void>((r) => (started = r));
    const run = a.leader(KEY, 31338, async () => {
      started();
      await holding;
    });
    await inRun;
    expect(await b.leader(KEY, 31338, async () => {})).toBe(false);
    // Another chain, or another index on the same chain, is not held.
    expect(await b.leader(KEY, 31337, async () => {})).toBe(true);
    expect(await b.leader(indexLockKey('staking index'), 31338, async () => {})).toBe(true);
    release();
    expect(await run).toBe(true);
    expect(await b.leader(KEY, 31338, async () => {})).toBe(true);

    // The holder's connection dies mid-run (a killed instance): its lock goes with it and the other instance runs.
    let finish!: () => void;
    const stuck = a.leader(KEY, 31338, () => new Promise<void>((r) => (finish = r)));
    await new Promise<void>((r) => {
      const poll = async () => {
        const held = await b.query(`SELECT pid FROM pg_locks WHERE ${THIS_LOCK} AND granted`, [31338]);
        if (held.length) r();
        else setTimeout(poll, 20);
      };
      void poll();
    });
    await b.query(`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE ${THIS_LOCK}`, [31338]);
    expect(await b.leader(KEY, 31338, async () => {})).toBe(true);
    finish();
    expect(await stuck).toBe(true);
  }, 60_000);
});
