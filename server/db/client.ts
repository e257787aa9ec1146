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
    close: () => pool.end(),
  };
}
