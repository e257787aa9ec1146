// Ordered schema migrations, the same for PGlite and PostgreSQL; applied once each, recorded in schema_migrations.
import type { Db, Queryable } from './client';
import type { Migration } from './migrations/types';
import { AUTH_HARDENING } from './migrations/authHardening';
import { CHAIN_HARDENING } from './migrations/chainHardening';
import { HTTP_HARDENING } from './migrations/httpHardening';
import { MARKET_HARDENING } from './migrations/marketHardening';
import { MARKET_INDEX } from './migrations/marketIndex';
import { LAND_MAP } from './migrations/landMap';
import { EVENTS } from './migrations/events';
import { SESSION_GRACE } from './migrations/sessionGrace';
import { MYSTERY_BOX } from './migrations/mysteryBox';
import { POSTS } from './migrations/posts';
import { DAO_GOVERNANCE } from './migrations/daoGovernance';
import { HARDENING_ROUND_2 } from './migrations/hardeningRound2';
import { HOLDER_INDEX } from './migrations/holderIndex';
import { BINANCE } from './migrations/binance';
import { MARKET_REORG } from './migrations/marketReorg';
import { CLUSTER_HARDENING } from './migrations/clusterHardening';

const BASE: readonly Migration[] = [
  {
    id: 1,
    name: 'accounts',
    sql: `
CREATE TABLE users (
  id SERIAL PRIMARY KEY,
  account_id TEXT NOT NULL UNIQUE,
  account TEXT UNIQUE,
  password_hash TEXT,
  country TEXT NOT NULL DEFAULT '82',
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL DEFAULT '',
  gender TEXT NOT NULL DEFAULT '',
  birth TEXT NOT NULL DEFAULT '',
  admin_category INT NOT NULL DEFAULT 0,
  intro TEXT NOT NULL DEFAULT '',
  affiliation TEXT NOT NULL DEFAULT '',
  department TEXT NOT NULL DEFAULT '',
  position TEXT NOT NULL DEFAULT '',
  nickname TEXT NOT NULL DEFAULT '',
  enjin_wallet_addr TEXT NOT NULL DEFAULT '',
  oqs_no TEXT NOT NULL DEFAULT '',
  referral TEXT NOT NULL DEFAULT '',
  sns_platform INT,
  sns_subject TEXT,
  new_user BOOLEAN NOT NULL DEFAULT TRUE,
  created_at BIGINT NOT NULL,
  UNIQUE (sns_platform, sns_subject)
);
CREATE TABLE user_wallets (
  id SERIAL PRIMARY KEY,
  user_id INT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  wallet_addr TEXT NOT NULL UNIQUE,
  created_at BIGINT NOT NULL
);
CREATE TABLE siwe_nonces (
  nonce TEXT PRIMARY KEY,
  address TEXT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  login_by INT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE TABLE auth_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at BIGINT NOT NULL
);
CREATE TABLE verification_codes (
  id SERIAL PRIMARY KEY,
  channel TEXT NOT NULL,
  target TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INT NOT NULL DEFAULT 0,
  expires_at BIGINT NOT NULL,
  verified_at BIGINT,
  created_at BIGINT NOT NULL
);
CREATE INDEX verification_codes_target ON verification_codes (channel, target, created_at);
CREATE TABLE outbox (
  id SERIAL PRIMARY KEY,
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  body TEXT NOT NULL,
  code TEXT NOT NULL,
  created_at BIGINT NOT NULL
);`,
  },
  {
    id: 2,
    name: 'content',
    sql: `
CREATE TABLE posts (
  id SERIAL PRIMARY KEY,
  category TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  body TEXT NOT NULL,
  thumburl TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX posts_category ON posts (category, created_at DESC);
CREATE TABLE terms (
  idx INT PRIMARY KEY,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  required BOOLEAN NOT NULL
);
CREATE TABLE config (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE events (
  id SERIAL PRIMARY KEY,
  title TEXT NOT NULL,
  kind TEXT NOT NULL,
  options JSONB NOT NULL,
  start_time BIGINT NOT NULL,
  end_time BIGINT NOT NULL
);
CREATE TABLE action_logs (
  id SERIAL PRIMARY KEY,
  user_id INT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  action INT NOT NULL,
  key_idx INT NOT NULL,
  key_value TEXT NOT NULL,
  land_idx INT NOT NULL,
  floor INT NOT NULL,
  currency_type TEXT NOT NULL,
  currency_value TEXT NOT NULL,
  total_currency TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at BIGINT NOT NULL
);`,
  },
  {
    id: 3,
    name: 'lands-market-campaigns',
    sql: `
CREATE TABLE land_blocks (
  id SERIAL PRIMARY KEY,
  city TEXT NOT NULL,
  x INT NOT NULL,
  y INT NOT NULL,
  c INT NOT NULL,
  n TEXT NOT NULL,
  token_id TEXT NOT NULL,
  tokentype TEXT NOT NULL,
  chain_id INT NOT NULL,
  owner_address TEXT NOT NULL,
  dviprice TEXT NOT NULL,
  salestate INT NOT NULL,
  btn_state INT NOT NULL,
  UNIQUE (city, x, y)
);
CREATE TABLE lands (
  chain_id INT NOT NULL,
  standard INT NOT NULL,
  token_id TEXT NOT NULL,
  city TEXT NOT NULL,
  x1 INT NOT NULL, y1 INT NOT NULL, x2 INT NOT NULL, y2 INT NOT NULL,
  premium BOOLEAN NOT NULL,
  land_type TEXT NOT NULL,
  PRIMARY KEY (chain_id, standard, token_id)
);
CREATE TABLE land_holdings (
  chain_id INT NOT NULL,
  standard INT NOT NULL,
  token_id TEXT NOT NULL,
  owner TEXT NOT NULL,
  quantity INT NOT NULL,
  PRIMARY KEY (chain_id, standard, token_id, owner)
);
CREATE TABLE market_items (
  id SERIAL PRIMARY KEY,
  chain_id INT NOT NULL,
  standard INT NOT NULL,
  token_id TEXT NOT NULL,
  name TEXT NOT NULL,
  seller TEXT NOT NULL,
  sell_amount INT NOT NULL,
  price TEXT NOT NULL,
  currency TEXT NOT NULL,
  for_sale BOOLEAN NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE TABLE prependings (
  id SERIAL PRIMARY KEY,
  kind TEXT NOT NULL,
  item_id INT NOT NULL,
  user_id INT NOT NULL REFERENCES users(id),
  seller TEXT NOT NULL,
  buyer TEXT NOT NULL,
  amount INT NOT NULL,
  price TEXT NOT NULL,
  status TEXT NOT NULL,
  tx_hash TEXT,
  created_at BIGINT NOT NULL
);
CREATE TABLE campaigns (
  chain_id INT NOT NULL,
  campaign_id INT NOT NULL,
  pool_id INT NOT NULL,
  start_time BIGINT NOT NULL,
  end_time BIGINT NOT NULL,
  PRIMARY KEY (chain_id, campaign_id)
);
CREATE TABLE stakes (
  chain_id INT NOT NULL,
  campaign_id INT NOT NULL,
  owner TEXT NOT NULL,
  standard INT NOT NULL,
  token_id TEXT NOT NULL,
  amount INT NOT NULL
);
CREATE TABLE claim_requests (
  signature TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  chain_id INT NOT NULL,
  campaign_id INT NOT NULL,
  nonce TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE TABLE fourth_land_stock (
  chain_id INT NOT NULL,
  product_id INT NOT NULL,
  token_id TEXT NOT NULL,
  price TEXT NOT NULL,
  sold BOOLEAN NOT NULL DEFAULT FALSE,
  PRIMARY KEY (chain_id, token_id)
);`,
  },
  {
    id: 4,
    name: 'dao',
    sql: `
CREATE TABLE proposals (
  id SERIAL PRIMARY KEY,
  chain_id INT NOT NULL,
  category TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  author TEXT NOT NULL,
  choices JSONB NOT NULL,
  start_time BIGINT NOT NULL,
  end_time BIGINT NOT NULL,
  deleted BOOLEAN NOT NULL DEFAULT FALSE,
  created_at BIGINT NOT NULL
);
CREATE TABLE comments (
  id SERIAL PRIMARY KEY,
  proposal_id INT NOT NULL REFERENCES proposals(id),
  author TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE TABLE reports (
  id SERIAL PRIMARY KEY,
  proposal_id INT NOT NULL REFERENCES proposals(id),
  user_id TEXT NOT NULL,
  reporter INT NOT NULL REFERENCES users(id),
  content TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE TABLE votes (
  proposal_id INT NOT NULL REFERENCES proposals(id),
  voter TEXT NOT NULL,
  choice INT NOT NULL,
  vp DOUBLE PRECISION NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (proposal_id, voter)
);`,
  },
  {
    id: 5,
    name: 'game-players',
    sql: `
CREATE TABLE players (
  user_id INT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  nickname TEXT NOT NULL UNIQUE,
  created_at BIGINT NOT NULL
);`,
  },
  {
    id: 6,
    name: 'claim-payloads',
    sql: `
ALTER TABLE claim_requests ADD COLUMN payload TEXT NOT NULL DEFAULT '';
ALTER TABLE claim_requests ADD COLUMN payload_signature TEXT NOT NULL DEFAULT '';
ALTER TABLE claim_requests ADD COLUMN deadline BIGINT NOT NULL DEFAULT 0;
CREATE INDEX claim_requests_owner ON claim_requests (owner, chain_id, campaign_id, deadline)`,
  },
];

/** Later migrations live one file per concern (ids 7.. auth, 20.. claims, 30.. market, 40.. http, 60.. LAND map, 70.. events), so they never collide. */
export const MIGRATIONS: readonly Migration[] = [
  ...BASE,
  ...AUTH_HARDENING,
  ...CHAIN_HARDENING,
  ...MARKET_HARDENING,
  ...MARKET_INDEX,
  ...HTTP_HARDENING,
  ...LAND_MAP,
  ...EVENTS,
  ...SESSION_GRACE,
  ...MYSTERY_BOX,
  ...POSTS,
  ...DAO_GOVERNANCE,
  ...HARDENING_ROUND_2,
  ...HOLDER_INDEX,
  ...BINANCE,
  ...MARKET_REORG,
  ...CLUSTER_HARDENING,
].sort((a, b) => a.id - b.id);

/** The advisory lock key every migrator takes ('mwmg'): one API instance migrates at a time. */
export const MIGRATION_LOCK_KEY = 0x6d776d67;

/**
 * Applies the migrations not yet recorded, each in its own transaction. On PostgreSQL each transaction first takes
 * the advisory lock (pg_advisory_xact_lock, released at commit) and checks again that the migration is not recorded,
 * so two instances starting at once apply each migration once and both start. PGlite has one connection: no race.
 */
/** A migration's statements: split at each ';' outside a $$-quoted body (a trigger function's has its own). */
export function statements(sql: string): string[] {
  return sql
    .split('$$')
    .reduce<string[]>(
      (acc, part, i) => {
        // Even parts are plain SQL, odd parts a quoted body that belongs to the statement around it.
        if (i % 2) acc[acc.length - 1] += `$$${part}$$`;
        else {
          const [first = '', ...rest] = part.split(';');
          acc[acc.length - 1] += first;
          acc.push(...rest);
        }
        return acc;
      },
      [''],
    )
    .map((s) => s.trim())
    .filter(Boolean);
}

export async function migrate(db: Db): Promise<void> {
  const lock = (q: Queryable) => (db.kind === 'postgres' ? q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]) : Promise.resolve([]));
  await db.tx(async (q) => {
    await lock(q);
    await q.query('CREATE TABLE IF NOT EXISTS schema_migrations (id INT PRIMARY KEY, name TEXT NOT NULL)');
  });
  const done = new Set((await db.query<{ id: number }>('SELECT id FROM schema_migrations')).map((r) => r.id));
  for (const m of MIGRATIONS) {
    if (done.has(m.id)) continue;
    await db.tx(async (q) => {
      await lock(q);
      if ((await q.query('SELECT 1 FROM schema_migrations WHERE id = $1', [m.id])).length) return;
      for (const stmt of statements(m.sql)) await q.query(stmt);
      await q.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [m.id, m.name]);
    });
  }
}
