// Migration 100: signed governance (issue 16). Proposals get a vote type, category data, a snapshot block per network,
// an enacted mark and the author's signed message; votes keep every signed field so anyone can re-check them; the
// unsigned seed rows of the first DAO draft are dropped (they could never be verified). Seeds come from server/dao/seed.ts.
import type { Migration } from './types';

export const DAO_GOVERNANCE: readonly Migration[] = [
  {
    id: 100,
    name: 'dao-governance',
    sql: `
DELETE FROM reports;
DELETE FROM comments;
DELETE FROM votes;
DELETE FROM proposals;
ALTER TABLE proposals ADD COLUMN vote_type TEXT NOT NULL DEFAULT 'single';
ALTER TABLE proposals ADD COLUMN data JSONB NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE proposals ADD COLUMN snapshot_block BIGINT NOT NULL DEFAULT 0;
ALTER TABLE proposals ADD COLUMN enacted BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE proposals ADD COLUMN signed_at BIGINT;
ALTER TABLE proposals ADD COLUMN signature TEXT;
ALTER TABLE proposals ADD COLUMN seed_key TEXT UNIQUE;
CREATE INDEX proposals_chain_created ON proposals (chain_id, created_at DESC);
CREATE INDEX proposals_author ON proposals (author);
ALTER TABLE votes DROP COLUMN choice;
ALTER TABLE votes ADD COLUMN choice JSONB NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE votes ADD COLUMN reason TEXT NOT NULL DEFAULT '';
ALTER TABLE votes ADD COLUMN signed_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE votes ADD COLUMN signature TEXT NOT NULL DEFAULT '';
CREATE INDEX votes_voter ON votes (voter);
ALTER TABLE comments ADD COLUMN deleted BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX comments_author ON comments (author)`,
  },
];
