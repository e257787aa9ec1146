// Claim records: each signed request used once (by message hash), and one live payload per owner, chain and campaign, kept atomically.
import type { Queryable } from '../db/client';
import type { SignedClaim } from './claimSigner';

export interface ClaimKey {
  /** Lower-case address. */
  owner: string;
  chainId: number;
  campaignId: number;
}

interface Row {
  nonce: string;
  payload: string;
  payload_signature: string;
  deadline: number;
}

const signed = (r: Row): SignedClaim => ({ data: r.payload, signature: r.payload_signature, nonce: r.nonce, deadline: Number(r.deadline) });

/** Records a request's message hash; false when it was used before (one INSERT, so parallel copies get one true). */
export async function useClaimMessage(db: Queryable, messageHash: string, k: ClaimKey, nowMs: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO claim_messages (message_hash, owner, chain_id, campaign_id, created_at) VALUES ($1,$2,$3,$4,$5)
     ON CONFLICT (message_hash) DO NOTHING RETURNING 1`,
    [messageHash, k.owner, k.chainId, k.campaignId, nowMs],
  );
  return rows.length > 0;
}

/** The payload issued for this key whose deadline has not passed. */
export async function livePayload(db: Queryable, k: ClaimKey, nowSec: number): Promise<SignedClaim | undefined> {
  const row = (
    await db.query<Row>(
      'SELECT nonce, payload, payload_signature, deadline FROM claim_payloads WHERE owner = $1 AND chain_id = $2 AND campaign_id = $3 AND deadline >= $4',
      [k.owner, k.chainId, k.campaignId, nowSec],
    )
  )[0];
  return row && signed(row);
}

/**
 * Keeps `fresh` only when no live payload exists for the key (none yet, or the last one expired) and returns the
 * payload that is live afterwards: ours, or the one a parallel request stored first. The primary key and the
 * conditional upsert make this one atomic statement on PostgreSQL (a conflicting insert waits for the other's commit).
 */
export async function keepOnePayload(db: Queryable, k: ClaimKey, fresh: SignedClaim, nowSec: number, nowMs: number): Promise<SignedClaim | undefined> {
  const mine = await db.query<Row>(
    `INSERT INTO claim_payloads (owner, chain_id, campaign_id, nonce, payload, payload_signature, deadline, created_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8)
     ON CONFLICT (owner, chain_id, campaign_id) DO UPDATE SET nonce = EXCLUDED.nonce, payload = EXCLUDED.payload,
       payload_signature = EXCLUDED.payload_signature, deadline = EXCLUDED.deadline, created_at = EXCLUDED.created_at
     WHERE claim_payloads.deadline < $9
     RETURNING nonce, payload, payload_signature, deadline`,
    [k.owner, k.chainId, k.campaignId, fresh.nonce, fresh.data, fresh.signature, fresh.deadline, nowMs, nowSec],
  );
  return mine[0] ? signed(mine[0]) : livePayload(db, k, nowSec);
}

/** Whether any payload was ever issued for the key (the reward list's fallback when the chain does not answer). */
export async function payloadIssued(db: Queryable, k: ClaimKey): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM claim_payloads WHERE owner = $1 AND chain_id = $2 AND campaign_id = $3', [k.owner, k.chainId, k.campaignId]);
  return rows.length > 0;
}
