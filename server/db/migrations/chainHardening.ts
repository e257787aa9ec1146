// Migrations 20 to 29: reward claims, executor.
import type { Migration } from './types';

export const CHAIN_HARDENING: readonly Migration[] = [
  {
    id: 20,
    name: 'claim-messages-and-payloads',
    // claim_messages: a signed request is used once, known by its message hash (not by the signature's bytes, which
    // can be re-spelled). claim_payloads: one live payload per owner, chain and campaign, by its primary key, so a
    // burst of requests can never leave two signed payloads behind. Old requests are past their 5-minute window.
    sql: `
CREATE TABLE claim_messages (
  message_hash TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  chain_id INT NOT NULL,
  campaign_id INT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE TABLE claim_payloads (
  owner TEXT NOT NULL,
  chain_id INT NOT NULL,
  campaign_id INT NOT NULL,
  nonce TEXT NOT NULL,
  payload TEXT NOT NULL,
  payload_signature TEXT NOT NULL,
  deadline BIGINT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (owner, chain_id, campaign_id)
);
INSERT INTO claim_payloads (owner, chain_id, campaign_id, nonce, payload, payload_signature, deadline, created_at)
SELECT DISTINCT ON (owner, chain_id, campaign_id) owner, chain_id, campaign_id, nonce, payload, payload_signature, deadline, created_at
FROM claim_requests WHERE payload <> '' ORDER BY owner, chain_id, campaign_id, deadline DESC;
DROP TABLE claim_requests`,
  },
];
