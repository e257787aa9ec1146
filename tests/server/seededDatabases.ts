// Databases for the API's tests: an empty PostgreSQL database, or a migrated and seeded one (PGlite folder or PostgreSQL
// database) copied from a template built once per run, because migrating and seeding takes seconds and a copy does not.
import { cpSync, existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { openDb } from '../../server/db/client';
import { migrate, MIGRATIONS } from '../../server/db/migrations';
import { seedIfEmpty } from '../../server/db/seed';

/** Seed times are relative to the moment of seeding: a template older than this is built again. */
const TEMPLATE_MAX_AGE_MS = 10 * 60_000;
/** Names the migrations a template was built with, so a changed migration never copies an old template. */
const MIGRATIONS_KEY = createHash('sha256').update(JSON.stringify(MIGRATIONS)).digest('hex').slice(0, 12);

async function adminClient(adminUrl: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  return client;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function newDatabase(adminUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mw_test_${randomBytes(6).toString('hex')}`;
  const admin = await adminClient(adminUrl);
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  return {
    url: databaseUrl(adminUrl, name),
    async drop() {
      const a = await adminClient(adminUrl);
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** With DATABASE_URL set, a new empty database on that server (for tests of migrations and start-up), dropped at the end. */
export function freshDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  return newDatabase(adminUrl);
}

/**
 * A new database copied from this run's seeded template (CREATE DATABASE … TEMPLATE), dropped at the end. Test files
 * running side by side build the template once: the first takes an advisory lock, the others wait for it.
 */
export async function seededDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  return newDatabase(adminUrl, await pgTemplate(adminUrl));
}

async function pgTemplate(adminUrl: string): Promise<string> {
  const admin = await adminClient(adminUrl);
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [`mw-test-template-${MIGRATIONS_KEY}`]);
    const prefix = `mw_tpl_${MIGRATIONS_KEY}_`;
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname DESC', [`${prefix}%`]);
    const fresh = rows.find((r) => Date.now() - Number(r.datname.slice(prefix.length)) < TEMPLATE_MAX_AGE_MS);
    if (fresh) return fresh.datname;
    const name = `${prefix}${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const db = await openDb({ dataDir: '', databaseUrl: databaseUrl(adminUrl, name) });
    await migrate(db);
    await seedIfEmpty(db, Date.now(), { accounts: true });
    await db.close();
    // Stale templates go; one still being copied stays (dropping it fails) and goes with the server.
    for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname}`).catch(() => undefined);
    return name;
  } finally {
    await admin.end();
  }
}

const isFresh = (stamp: string) => existsSync(stamp) && Date.now() - Number(readFileSync(stamp, 'utf8')) < TEMPLATE_MAX_AGE_MS;

/** The migrated and seeded PGlite data folder shared by the test files of one run (copied, never opened in place). */
async function pgliteTemplate(): Promise<string> {
  const dir = join(tmpdir(), `mw-api-template-${MIGRATIONS_KEY}`);
  const stamp = join(dir, 'seeded-at');
  if (isFresh(stamp)) return dir;
  // Stale or missing: build a new one beside it.
  const building = `${dir}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  const db = await openDb({ dataDir: join(building, 'db') });
  await migrate(db);
  await seedIfEmpty(db, Date.now(), { accounts: true });
  await db.close();
  writeFileSync(join(building, 'seeded-at'), String(Date.now()));
  if (isFresh(stamp)) {
    // Another test file built one meanwhile; never remove a fresh template others may be copying.
    rmSync(building, { recursive: true, force: true });
    return dir;
  }
  try {
    if (existsSync(dir) && statSync(dir).isDirectory()) rmSync(dir, { recursive: true, force: true });
    renameSync(building, dir);
  } catch {
    // Another test file finished its template first: use that one and drop ours.
    if (!existsSync(stamp)) return building;
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/** A fresh copy of the seeded PGlite template at dest. */
export async function copySeededDb(dest: string): Promise<void> {
  cpSync(join(await pgliteTemplate(), 'db'), dest, { recursive: true });
}
