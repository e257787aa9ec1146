// One small database interface over embedded PGlite (default) or a real PostgreSQL (DATABASE_URL).
import { mkdirSync } from 'node:fs';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs fn in one transaction; a throw rolls it back. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn holding the session advisory lock (k1, k2) on a connection of its own, or returns false at once when another
   * session holds it. The lock ends with fn, or with the connection if the process dies. PGlite: one process, no lock.
   */
  leader(k1: number, k2: number, fn: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

export async function openDb(opts: { dataDir: string; databaseUrl?: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(dataDir, { recursive: true });
  // BIGINT columns hold unix milliseconds: parse them as numbers (safe below 2^53).
  const pg = await PGlite.create({ dataDir, parsers: { 20: (v: string) => Number(v) } });
  // PGlite runs one statement at a time; a queue keeps transactions from interleaving with other calls.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = chain.then(fn, fn);
    chain = run.catch(() => undefined);
    return run;
  };
  const q: Queryable = {
    query: async <T>(sql: string, params: unknown[] = []) => (await pg.query<T>(sql, params)).rows,
  };
  return {
    kind: 'pglite',
    query: (sql, params) => serial(() => q.query(sql, params)),
    tx: (fn) =>
      serial(() => pg.transaction(async (t) => fn({ query: async <T>(sql: string, params: unknown[] = []) => (await t.query<T>(sql, params)).rows }))),
    exec: (sql) => serial(async () => void (await pg.exec(sql))),
    leader: async (_k1, _k2, fn) => (await fn(), true),
    close: () => serial(() => pg.close()),
  };
}

async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  // BIGINT columns hold unix milliseconds: parse them as numbers (safe below 2^53).
  pg.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  // An idle connection the server ends (a restart, the database dropped) fails no request: the pool opens another on
  // the next query. Without a listener the pool rethrows it as an uncaught error and takes the process down.
  pool.on('error', () => {});
  // Lock connections come from a pool of their own: a held lock never takes a connection the locked run needs.
  const lockPool = new pg.Pool({ connectionString: url, max: 10 });
  lockPool.on('error', () => {});
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    tx: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn({ query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[] });
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK');
        throw e;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => void (await pool.query(sql)),
    leader: async (k1, k2, fn) => {
      const client = await lockPool.connect();
      let broken: Error | undefined;
      // The lock's connection ended mid-run (a restart, the backend killed): the lock is gone, the run finishes and
      // its cursor's compare-and-set guards its writes. Unheard, the error would take the process down.
      const lost = (e: Error) => (broken = e);
      client.on('error', lost);
      try {
        const rows = (await client.query('SELECT pg_try_advisory_lock($1, $2) AS ok', [k1, k2])).rows as { ok: boolean }[];
        if (!rows[0]?.ok) return false;
        try {
          await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1, $2)', [k1, k2]).catch((e: Error) => (broken = e));
        }
        return true;
      } finally {
        // A connection whose unlock failed is dropped, not reused: its lock ends with it.
        client.off('error', lost);
        client.release(broken);
      }
    },
    close: async () => {
      await pool.end();
      await lockPool.end();
    },
  };
}
