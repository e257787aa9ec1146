// Migration 124: hardening round 2 (issue 24). A signed proposal is stored once (its EIP-712 digest is unique), and the
// local world's seeded proposals are dropped so the seed signs their votes again in the vote type that names the digest.
import type { Migration } from './types';

export const DAO_REPLAY: readonly Migration[] = [
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
];
