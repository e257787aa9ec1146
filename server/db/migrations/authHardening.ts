// Migrations 7 to 19: accounts, codes, sessions, login throttling.
import type { Migration } from './types';

export const AUTH_HARDENING: readonly Migration[] = [
  {
    id: 7,
    name: 'code-purpose-and-tickets',
    sql: `
ALTER TABLE verification_codes ADD COLUMN purpose TEXT NOT NULL DEFAULT 'join';
CREATE INDEX verification_codes_purpose ON verification_codes (channel, target, purpose, created_at);
CREATE TABLE verification_tickets (
  id SERIAL PRIMARY KEY,
  client_hash TEXT NOT NULL,
  purpose TEXT NOT NULL,
  channel TEXT NOT NULL,
  target TEXT NOT NULL,
  expires_at BIGINT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX verification_tickets_client ON verification_tickets (client_hash, purpose, channel, target)`,
  },
  {
    id: 8,
    name: 'rate-windows-and-login-throttle',
    sql: `
CREATE TABLE rate_windows (
  key TEXT PRIMARY KEY,
  hits BIGINT[] NOT NULL
);
CREATE TABLE login_throttle (
  key TEXT PRIMARY KEY,
  failures INT NOT NULL,
  blocked_until BIGINT NOT NULL,
  last_at BIGINT NOT NULL
)`,
  },
  {
    id: 9,
    name: 'used-id-tokens',
    sql: `
CREATE TABLE used_id_tokens (
  token_hash TEXT PRIMARY KEY,
  expires_at BIGINT NOT NULL
)`,
  },
];
