// Migrations 124-126, hardening round 2 (issue 24): a signed proposal is stored once (its EIP-712 digest is unique) and
// the seeded proposals are signed again in the new vote type; sessions remember their sign-in time; game launch tickets are stored.
import type { Migration } from './types';

export const HARDENING_ROUND_2: readonly Migration[] = [
  {
    id: 124,
    name: 'dao-replay',
    sql: `
ALTER TABLE proposals ADD COLUMN digest TEXT;
CREATE UNIQUE INDEX proposals_digest ON proposals (digest);
DELETE FROM reports WHERE proposal_id IN (SELECT id FROM proposals WHERE seed_key IS NOT NULL);
DELETE FROM comments WHERE proposal_id IN (SELECT id FROM proposals WHERE seed_key IS NOT NULL);
DELETE FROM votes WHERE proposal_id IN (SELECT id FROM proposals WHERE seed_key IS NOT NULL);
DELETE FROM proposals WHERE seed_key IS NOT NULL;
`,
  },
  {
    id: 125,
    name: 'session-absolute-lifetime',
    // login_at: when the user signed in; rotations carry it over, so a session ends TTL.sessionAbsoluteMs after it.
    sql: `ALTER TABLE sessions ADD COLUMN login_at BIGINT;
UPDATE sessions SET login_at = created_at;`,
  },
  {
    id: 126,
    name: 'game-tickets',
    // The launch ticket of enter_lobby_ex: only its hash is kept; redeemed once (DELETE ... RETURNING) within 2 minutes.
    sql: `CREATE TABLE game_tickets (
  ticket_hash TEXT PRIMARY KEY,
  user_id INT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  wallet_type INT NOT NULL,
  wallet_addr TEXT NOT NULL,
  new_user BOOLEAN NOT NULL,
  expires_at BIGINT NOT NULL
)`,
  },
];
